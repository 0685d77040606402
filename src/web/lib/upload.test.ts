/**
 * uploadFile (decision 005): progress events reach the caller, the answer is parsed, and errors become
 * ApiError like every other API call.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { uploadFile } from "./upload";

type Listener = (event: ProgressEvent) => void;

/** A scripted XMLHttpRequest: each test decides what the "server" does once the body is sent. */
class FakeXhr {
  static last: FakeXhr | undefined;
  static respond: (xhr: FakeXhr) => void = () => undefined;
  method = "";
  url = "";
  body: unknown;
  withCredentials = false;
  responseType = "";
  status = 0;
  statusText = "";
  responseText = "";
  isAborted = false;
  private listeners = new Map<string, Listener[]>();
  private uploadListeners = new Map<string, Listener[]>();
  upload = {
    addEventListener: (type: string, listener: Listener) =>
      this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]),
  };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.respond(this);
  }
  abort() {
    this.isAborted = true;
    this.emit("abort");
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners.get("progress") ?? []) {
      listener({ lengthComputable: true, loaded, total } as ProgressEvent);
    }
  }
  finish(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.emit("load");
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({} as ProgressEvent);
  }
}

beforeEach(() => {
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.respond = () => undefined;
});

const file = new Blob(["image bytes"], { type: "image/jpeg" });

describe("uploadFile", () => {
  it("posts the file as multipart field 'file' with cookies and reports progress", async () => {
    FakeXhr.respond = (xhr) => {
      xhr.progress(50, 200);
      xhr.progress(200, 200);
      xhr.finish(201, JSON.stringify({ id: "upload-1" }));
    };
    const progress: number[] = [];
    const result = await uploadFile<{ id: string }>("/uploads/post-images", file, {
      onProgress: (value) => progress.push(value.fraction),
    });
    expect(result).toEqual({ id: "upload-1" });
    expect(progress).toEqual([0.25, 1]);
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(["POST", "/api/uploads/post-images", true]);
    expect((xhr.body as FormData).get("file")).toBeInstanceOf(Blob);
  });

  it("turns the server's error body into an ApiError", async () => {
    FakeXhr.respond = (xhr) =>
      xhr.finish(
        415,
        JSON.stringify({ error: { code: "UNSUPPORTED_MEDIA_TYPE", message: "Not an image." } }),
      );
    const attempt = uploadFile("/uploads/post-images", file);
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toMatchObject({
      status: 415,
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: "Not an image.",
    });
  });

  it("reports a network failure as status 0", async () => {
    FakeXhr.respond = (xhr) => xhr.emit("error");
    await expect(uploadFile("/uploads/post-images", file)).rejects.toMatchObject({
      status: 0,
      code: "NETWORK",
    });
  });

  it("can be aborted", async () => {
    const controller = new AbortController();
    const attempt = uploadFile("/uploads/post-images", file, { signal: controller.signal });
    controller.abort();
    await expect(attempt).rejects.toMatchObject({ name: "AbortError" });
    expect(FakeXhr.last?.isAborted).toBe(true);
  });
});
