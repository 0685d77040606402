/**
 * Image uploads end to end (DESIGN.md "Images"; decision 005): sniffed by content, re-encoded to WebP
 * variants without EXIF/GPS, served from /files with the right headers; everything that is not a usable image
 * is refused; unclaimed uploads can be deleted and are swept.
 */
import { existsSync } from "node:fs";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartFile } from "#tests/support/multipart.js";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { LIMITS } from "#shared/constants.js";
import { ZUpload, type TUpload } from "#shared/schemas/files.js";
import { uploads } from "#server/db/schema.js";
import { dataPath } from "#server/lib/data-dir.js";
import { sweepOrphanedUploads } from "./service.js";

let t: TestApp;
let parent: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  parent = await signIn(t);
  other = await signIn(t);
});
afterAll(async () => {
  await t?.close();
});

/** A camera-like JPEG: 2400 × 1600 with a maker and a GPS position in its EXIF data. */
const photoWithGps = () =>
  sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "ElbCam", Copyright: "Familie Beispiel" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "53/1 33/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "9/1 59/1 0/1",
      },
    })
    .toBuffer();

const upload = (
  data: Buffer,
  options: { filename?: string; contentType?: string; user?: TestUser | null; bucket?: string } = {},
) => {
  const body = multipartFile({
    data,
    filename: options.filename ?? "photo.jpg",
    contentType: options.contentType,
  });
  const user = options.user === undefined ? parent : options.user;
  return t.app.inject({
    method: "POST",
    url: `/api/uploads/${options.bucket ?? "post-images"}`,
    payload: body.payload,
    headers: { ...(user ? user.headers : {}), "content-type": body.contentType },
  });
};

const storedFile = (url: string) => dataPath(t.config, "files", url.replace(/^\/files\//, ""));

describe("POST /api/uploads/post-images", () => {
  let stored: TUpload;

  it("re-encodes a photo to WebP card and detail variants under {userId}/{timestamp}", async () => {
    const before = Date.now();
    const response = await upload(await photoWithGps());
    expect(response.statusCode).toBe(201);
    stored = ZUpload.parse(response.json());
    expect(stored).toMatchObject({ width: 2400, height: 1600 });
    const pattern = new RegExp(`^/files/post-images/${parent.id}/(\\d+)-[0-9a-f]{8}-(card|detail)\\.webp$`);
    expect(stored.urls.card).toMatch(pattern);
    expect(stored.urls.detail).toMatch(pattern);
    const timestamp = Number(pattern.exec(stored.urls.detail)?.[1]);
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Date.now());
  });

  it("stores no EXIF and no GPS position, at most 480 px (card) and 1200 px (detail) wide", async () => {
    const card = await sharp(storedFile(stored.urls.card)).metadata();
    const detail = await sharp(storedFile(stored.urls.detail)).metadata();
    expect(card).toMatchObject({ format: "webp", width: 480, height: 320 });
    expect(detail).toMatchObject({ format: "webp", width: 1200, height: 800 });
    for (const metadata of [card, detail]) {
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
    }
  });

  it("serves the file with its type, a one-year immutable cache and nosniff", async () => {
    const response = await t.app.inject({ url: stored.urls.detail });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("sandbox");
    expect((await sharp(response.rawPayload).metadata()).format).toBe("webp");
  });

  it("answers a missing file or a path outside the folder with a JSON 404, not the web app", async () => {
    for (const url of [
      "/files/post-images/nobody/1-card.webp",
      "/files/../auth-secret",
      "/files/%2e%2e/auth-secret",
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain("<html");
    }
  });

  it("never enlarges a small image and accepts PNG, GIF, WebP and AVIF by content", async () => {
    const base = sharp({ create: { width: 300, height: 200, channels: 3, background: "#0f766e" } });
    for (const data of [
      await base.clone().png().toBuffer(),
      await base.clone().gif().toBuffer(),
      await base.clone().webp().toBuffer(),
      await base.clone().avif().toBuffer(),
    ]) {
      // The name says .jpg for all of them: the content decides.
      const response = await upload(data, { filename: "x.jpg", contentType: "image/jpeg" });
      expect(response.statusCode).toBe(201);
      const { urls } = ZUpload.parse(response.json());
      expect(await sharp(storedFile(urls.detail)).metadata()).toMatchObject({ width: 300, height: 200 });
    }
  });

  it("turns a photo upright by its EXIF orientation before dropping the EXIF data", async () => {
    const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#fff" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await upload(sideways);
    expect(response.statusCode).toBe(201);
    const result = ZUpload.parse(response.json());
    expect(result).toMatchObject({ width: 200, height: 400 });
    expect(await sharp(storedFile(result.urls.detail)).metadata()).toMatchObject({ width: 200, height: 400 });
  });

  it.each([
    [
      "an SVG (it can carry scripts)",
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
      "x.svg",
      "image/svg+xml",
    ],
    [
      "an SVG with an XML declaration",
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>',
      "x.svg",
      "image/svg+xml",
    ],
    ["a script renamed .jpg", "<script>alert(document.cookie)</script>", "photo.jpg", "image/jpeg"],
    [
      "an HTML page renamed .png",
      "<!doctype html><html><body onload=alert(1)></body></html>",
      "x.png",
      "image/png",
    ],
    ["a text file", "just some notes", "notes.txt", "text/plain"],
    ["a PDF", "%PDF-1.7\n1 0 obj <<>> endobj", "x.pdf", "application/pdf"],
    ["a JPEG header followed by junk", "\xff\xd8\xff\xe0 not really a jpeg", "x.jpg", "image/jpeg"],
  ])("refuses %s with 415 and stores nothing", async (_name, text, filename, contentType) => {
    const count = async () => (await t.database.db.select().from(uploads)).length;
    const before = await count();
    const response = await upload(Buffer.from(text, "latin1"), { filename, contentType });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: { code: "UNSUPPORTED_MEDIA_TYPE", message: expect.stringContaining("not an image we can use") },
    });
    expect(await count()).toBe(before);
  });

  it("refuses a file over 10 MB with 413", async () => {
    const big = Buffer.concat([await photoWithGps(), Buffer.alloc(LIMITS.postImageBytes + 1)]);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: "PAYLOAD_TOO_LARGE", message: "Please choose an image smaller than 10 MB." },
    });
  });

  it("refuses an empty file, an unknown bucket, a JSON body and signed-out visitors", async () => {
    expect((await upload(Buffer.alloc(0))).statusCode).toBe(400);
    expect((await upload(await photoWithGps(), { bucket: "secrets" })).statusCode).toBe(404);
    const json = await t.app.inject({
      method: "POST",
      url: "/api/uploads/post-images",
      payload: { file: "x" },
      headers: parent.headers,
    });
    expect(json.statusCode).toBe(415);
    expect((await upload(await photoWithGps(), { user: null })).statusCode).toBe(401);
  });
});

describe("DELETE /api/uploads/:id and the sweep of orphaned uploads", () => {
  it("lets only the owner delete an unclaimed upload, and removes its files", async () => {
    const created = ZUpload.parse((await upload(await photoWithGps())).json());
    const byOther = await t.app.inject({
      method: "DELETE",
      url: `/api/uploads/${created.id}`,
      headers: other.headers,
    });
    expect(byOther.statusCode).toBe(404);
    expect(existsSync(storedFile(created.urls.card))).toBe(true);
    const byOwner = await t.app.inject({
      method: "DELETE",
      url: `/api/uploads/${created.id}`,
      headers: parent.headers,
    });
    expect(byOwner.statusCode).toBe(204);
    expect(existsSync(storedFile(created.urls.card))).toBe(false);
    expect(existsSync(storedFile(created.urls.detail))).toBe(false);
  });

  it("sweeps unclaimed uploads older than the cut-off and keeps newer and claimed ones", async () => {
    const old = ZUpload.parse((await upload(await photoWithGps())).json());
    const fresh = ZUpload.parse((await upload(await photoWithGps())).json());
    const claimed = ZUpload.parse((await upload(await photoWithGps())).json());
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await t.database.db.update(uploads).set({ created_at: dayAgo }).where(eq(uploads.id, old.id));
    await t.database.db
      .update(uploads)
      .set({ created_at: dayAgo, claimed_at: new Date() })
      .where(eq(uploads.id, claimed.id));
    const removed = await sweepOrphanedUploads(t.database.db, {
      storage: t.app.storage,
      olderThan: new Date(Date.now() - 24 * 60 * 60 * 1000),
    });
    expect(removed).toBe(1);
    expect(existsSync(storedFile(old.urls.detail))).toBe(false);
    expect(existsSync(storedFile(fresh.urls.detail))).toBe(true);
    expect(existsSync(storedFile(claimed.urls.detail))).toBe(true);
    const left = await t.database.db.select({ id: uploads.id }).from(uploads);
    expect(left.map((row) => row.id)).not.toContain(old.id);
  });
});
