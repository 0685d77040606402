/**
 * File uploads with progress (decision 005; DESIGN.md "Polished UX").
 * fetch() cannot report upload progress, so this uses XMLHttpRequest. The file goes as multipart/form-data
 * in the field `file`, like every `POST /api/uploads/<bucket>`; answers and errors are handled exactly as
 * `api()` handles them (JSON in, `ApiError` with the server's `{ error: { code, message } }` out).
 */
import type { ErrorBody } from "#shared/errors";
import { ApiError } from "./api-client";

export type UploadProgress = { loaded: number; total: number; fraction: number };

/**
 * Uploads one file to `/api${path}`.
 * @param options.onProgress called as bytes leave the browser (fraction 0…1)
 * @param options.signal aborts the upload (rejects with an AbortError DOMException)
 * @throws ApiError for a non-2xx answer; status 0 and code NETWORK when the server was not reached
 */
export function uploadFile<T>(
  path: string,
  file: Blob,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal; field?: string } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException("The upload was aborted.", "AbortError"));
      return;
    }
    const request = new XMLHttpRequest();
    request.open("POST", `/api${path}`);
    request.withCredentials = true;
    request.responseType = "text";
    request.upload.addEventListener("progress", (event) => {
      if (!event.lengthComputable) return;
      options.onProgress?.({
        loaded: event.loaded,
        total: event.total,
        fraction: event.loaded / event.total,
      });
    });
    request.addEventListener("load", () => {
      const status = request.status;
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (status >= 200 && status < 300) {
        resolve(body as T);
        return;
      }
      const error = (body as ErrorBody | undefined)?.error;
      reject(new ApiError(status, error?.code ?? "INTERNAL", error?.message ?? request.statusText));
    });
    request.addEventListener("error", () =>
      reject(new ApiError(0, "NETWORK", "The server could not be reached.")),
    );
    request.addEventListener("abort", () =>
      reject(new DOMException("The upload was aborted.", "AbortError")),
    );
    options.signal?.addEventListener("abort", () => request.abort(), { once: true });
    const form = new FormData();
    form.append(options.field ?? "file", file);
    request.send(form);
  });
}
