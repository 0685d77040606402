import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./connection-errors.js";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    [
      "a terminated backend (57P01)",
      withCode("terminating connection due to administrator command", "57P01"),
    ],
    ["a server starting up (57P03)", withCode("the database system is starting up", "57P03")],
    ["a connection exception (class 08)", withCode("connection failure", "08006")],
    ["a refused socket", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["a socket that ended", new Error("Connection terminated unexpectedly")],
    ["a pool that could not connect in time", new Error("timeout exceeded when trying to connect")],
    [
      "a query error wrapping a lost connection, as Drizzle throws it",
      new Error("Failed query: insert into …", { cause: new Error("Connection terminated unexpectedly") }),
    ],
  ])("is true for %s", (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation (23505)", withCode("duplicate key value violates unique constraint", "23505")],
    ["a statement timeout (57014)", withCode("canceling statement due to statement timeout", "57014")],
    ["a plain bug", new TypeError("Cannot read properties of undefined")],
    ["something that is no error", "Connection terminated unexpectedly"],
  ])("is false for %s", (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
