/**
 * One API request as a user (their session cookie and Origin), or signed out (`null`), through
 * `app.inject`: what the API tests call `call(method, url, user, payload)`; and the error of its answer.
 */
import { ZErrorBody } from "#shared/schemas/common.js";
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

/**
 * The `error` of a refused request's answer (ZErrorBody, src/shared/schemas/common.ts): its code, the
 * message in the spec's words and, where the web app words it itself, its key. Throws when the answer
 * is not an error body.
 */
export const errorOf = (response: { json: () => unknown }) => ZErrorBody.parse(response.json()).error;
