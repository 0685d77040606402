/**
 * One API request as a user (their session cookie and Origin), or signed out (`null`), through
 * `app.inject`: what the API tests call `call(method, url, user, payload)`.
 */
import type { TestUser } from "./sign-in.js";
import type { TestApp } from "./test-app.js";

export type CallArgs = [
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  user: TestUser | null,
  payload?: Record<string, unknown>,
];

export const callApp = (t: TestApp, ...[method, url, user, payload]: CallArgs) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
