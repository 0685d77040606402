/**
 * The one fetch wrapper of the web app: JSON in and out, cookies included, and every non-2xx answer
 * turned into an ApiError carrying the server's `{ error: { code, message } }` (DESIGN.md "Conventions").
 */
import type { ErrorBody } from "../../shared/errors";

export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type RequestOptions = { method?: string; body?: unknown; signal?: AbortSignal };

let initialData: Map<string, unknown> | undefined;

/**
 * The server inlines the first API responses a page needs (`<script id="initial-data">`, keyed by API
 * path; src/server/plugins/spa.ts). Each is used once, for the first GET of that exact path.
 */
function takeInitialData(path: string): { value: unknown } | undefined {
  if (!initialData) {
    const element = typeof document === "undefined" ? null : document.getElementById("initial-data");
    initialData = new Map(Object.entries(element?.textContent ? JSON.parse(element.textContent) : {}));
  }
  if (!initialData.has(path)) return undefined;
  const value = initialData.get(path);
  initialData.delete(path);
  return { value };
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if ((options.method ?? "GET") === "GET") {
    const inlined = takeInitialData(path);
    if (inlined) return inlined.value as T;
  }
  const response = await fetch(`/api${path}`, {
    method: options.method ?? "GET",
    credentials: "include",
    headers: options.body === undefined ? undefined : { "content-type": "application/json" },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (!response.ok) {
    let code = "INTERNAL";
    let message = response.statusText;
    try {
      const body = (await response.json()) as ErrorBody;
      code = body.error.code;
      message = body.error.message;
    } catch {
      // A non-JSON error (proxy, network) keeps the status text.
    }
    throw new ApiError(response.status, code, message);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** Builds a query string from defined, non-empty values. */
export function toQuery(params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
