/**
 * The one fetch wrapper of the web app: JSON in and out, cookies included, and every non-2xx answer
 * turned into an ApiError carrying the server's `{ error: { code, message } }` (DESIGN.md "Conventions").
 */
import { noticeFailedRequest } from "./connectivity";
import type { ErrorBody } from "#shared/errors";
import type { TFunction } from "i18next";

export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** A message with a sentence of its own in both languages (shared/errors.ts ERROR_MESSAGE_KEYS). */
    readonly key?: string,
  ) {
    super(message);
  }
}

/**
 * What a page tells the reader about a failed request, in the page's language: the
 * sentence of the error's message key, else the sentence of its code, else the general one. The
 * server's own `message` (English) is never shown. A failure to reach the server counts as NETWORK.
 * @param values what the key's sentence names, e.g. a limit (`{{maxRows}}`)
 */
export function apiErrorText(t: TFunction, error: unknown, values?: Record<string, string | number>): string {
  if (!(error instanceof ApiError)) return t("apiErrors.codes.NETWORK");
  if (error.key) {
    const text = t(`apiErrors.messages.${error.key}`, { ...values, defaultValue: "" });
    if (text) return text;
  }
  return t(`apiErrors.codes.${error.code}`, { defaultValue: t("apiErrors.codes.INTERNAL") });
}

type RequestOptions = { method?: string; body?: unknown; signal?: AbortSignal };

/**
 * How `api` reaches `/api<path>`: the browser's fetch, or, in the server renderer (entry-server.tsx),
 * the server's own API in-process for the page being prepared.
 */
export const apiTransport = {
  fetch: (path: string, init: RequestInit): Promise<Response> => fetch(`/api${path}`, init),
};

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await apiTransport.fetch(path, {
      method: options.method ?? "GET",
      credentials: "include",
      headers: options.body === undefined ? undefined : { "content-type": "application/json" },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (!options.signal?.aborted) noticeFailedRequest();
    throw error;
  }
  if (!response.ok) {
    let code = "INTERNAL";
    let message = response.statusText;
    let key: string | undefined;
    try {
      const body = (await response.json()) as ErrorBody;
      code = body.error.code;
      message = body.error.message;
      key = body.error.key;
    } catch {
      // A non-JSON error (proxy, network) keeps the status text.
    }
    throw new ApiError(response.status, code, message, key);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

type QueryValue = string | number | boolean | undefined | null;

/**
 * Builds a query string from defined, non-empty values. Lists become repeated parameters
 * (`type=cafe&type=park`), as the API's list filters expect.
 */
export function toQuery(params: Record<string, QueryValue | readonly QueryValue[]>): string {
  const search = new URLSearchParams();
  for (const [key, entry] of Object.entries(params)) {
    for (const value of Array.isArray(entry) ? entry : [entry]) {
      if (value !== undefined && value !== null && value !== "") search.append(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
