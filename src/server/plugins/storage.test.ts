/**
 * File storage drivers (DESIGN.md "files"): the embedded one on disk, and the S3 one with the real AWS
 * SDK against s3rver, an S3 protocol server (path-style) keeping its objects in a temporary folder.
 * The last S3 test runs a whole upload through the app configured for S3.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartFile } from "#tests/support/multipart.js";
import { signIn } from "#tests/support/sign-in.js";
import { createTestApp } from "#tests/support/test-app.js";
import { ZUpload } from "#shared/schemas/files.js";
import { loadConfig } from "../config.js";
import { assertSafeObjectName, createLocalStorage, createS3Storage } from "./storage.js";

const BUCKET = "luett-files";
/** s3rver's own key pair. */
const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

let s3: { endpoint: string; client: S3Client; close: () => Promise<void> };
beforeAll(async () => {
  const directory = await mkdtemp(path.join(os.tmpdir(), "luett-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: "eu-central-1", endpoint, credentials, forcePathStyle: true });
  s3 = {
    endpoint,
    client,
    close: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
});
afterAll(async () => {
  await s3?.close();
});

const s3Options = () => ({
  bucket: BUCKET,
  region: "eu-central-1",
  endpoint: s3.endpoint,
  credentials,
  publicUrl: "https://files.example.org",
  forcePathStyle: true,
});

/** The stored object under `key`, or null when there is none. */
async function readObject(key: string) {
  try {
    const object = await s3.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return { ...object, bytes: Buffer.from(await object.Body!.transformToByteArray()) };
  } catch (error) {
    if ((error as { name?: string }).name === "NoSuchKey") return null;
    throw error;
  }
}

describe("object names", () => {
  it.each(["../secret", "a/../../b", "/absolute", "a//b", ".hidden", "a/b c", ""])(
    "refuses the key %j",
    (key) => {
      expect(() => assertSafeObjectName("post-images", key)).toThrow();
    },
  );

  it("refuses odd bucket names and accepts ours", () => {
    expect(() => assertSafeObjectName("../etc", "a")).toThrow();
    expect(() =>
      assertSafeObjectName("post-images", "user_1/1700000000000-ab12cd34-card.webp"),
    ).not.toThrow();
  });
});

describe("the local driver", () => {
  it("writes, addresses and deletes files under <root>/<bucket>/<key>", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), "luett-storage-"));
    try {
      const storage = createLocalStorage(root);
      await storage.put("post-images", "u1/1-card.webp", Buffer.from("webp bytes"), "image/webp");
      expect(await readFile(path.join(root, "post-images/u1/1-card.webp"), "utf8")).toBe("webp bytes");
      expect(storage.publicUrl("post-images", "u1/1-card.webp")).toBe("/files/post-images/u1/1-card.webp");
      await storage.delete("post-images", ["u1/1-card.webp", "u1/missing.webp"]);
      await expect(readFile(path.join(root, "post-images/u1/1-card.webp"))).rejects.toThrow();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe("the S3 driver", () => {
  it("puts objects under <bucket name>/<key> with their type and an immutable cache header", async () => {
    const storage = await createS3Storage(s3Options());
    await storage.put("post-images", "u1/1-card.webp", Buffer.from("webp bytes"), "image/webp");
    const stored = await readObject("post-images/u1/1-card.webp");
    expect(stored?.ContentType).toBe("image/webp");
    expect(stored?.CacheControl).toBe("public, max-age=31536000, immutable");
    expect(stored?.bytes.toString()).toBe("webp bytes");
    expect(storage.publicUrl("post-images", "u1/1-card.webp")).toBe(
      "https://files.example.org/post-images/u1/1-card.webp",
    );
  });

  it("deletes several objects in one call, a missing one included", async () => {
    const storage = await createS3Storage(s3Options());
    for (const key of ["u2/1-card.webp", "u2/1-detail.webp", "u2/2-card.webp"]) {
      await storage.put("post-images", key, Buffer.from(key), "image/webp");
    }
    await storage.delete("post-images", ["u2/1-card.webp", "u2/1-detail.webp", "u2/missing.webp"]);
    expect(await readObject("post-images/u2/1-card.webp")).toBeNull();
    expect(await readObject("post-images/u2/1-detail.webp")).toBeNull();
    expect((await readObject("post-images/u2/2-card.webp"))?.bytes.toString()).toBe("u2/2-card.webp");
  });

  it("is what the app uses when S3_BUCKET is set: uploads go to S3 and URLs point at S3_PUBLIC_URL", async () => {
    const t = await createTestApp({
      seed: false,
      env: {
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: s3.endpoint,
        S3_FORCE_PATH_STYLE: "true",
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
        S3_PUBLIC_URL: "https://files.example.org/",
      },
    });
    try {
      expect(t.app.storage.kind).toBe("s3");
      const user = await signIn(t);
      const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#0f766e" } })
        .png()
        .toBuffer();
      const body = multipartFile({ data, filename: "x.png", contentType: "image/png" });
      const response = await t.app.inject({
        method: "POST",
        url: "/api/uploads/post-images",
        payload: body.payload,
        headers: { ...user.headers, "content-type": body.contentType },
      });
      expect(response.statusCode).toBe(201);
      const upload = ZUpload.parse(response.json());
      expect(upload.urls.card).toMatch(
        new RegExp(`^https://files\\.example\\.org/post-images/${user.id}/\\d+-[0-9a-f]{8}-card\\.webp$`),
      );
      const listed = await s3.client.send(
        new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `post-images/${user.id}/` }),
      );
      expect(listed.Contents).toHaveLength(2);
      const card = await readObject(new URL(upload.urls.card).pathname.slice(1));
      expect((await sharp(card!.bytes).metadata()).format).toBe("webp");
      // Nothing is served from the local folder in this mode.
      expect((await t.app.inject({ url: "/files/post-images/x-card.webp" })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe("S3 configuration", () => {
  it("reads the S3_* variables", () => {
    const config = loadConfig({
      S3_BUCKET: "luett-files",
      S3_PUBLIC_URL: "https://cdn.example.org/",
      S3_ENDPOINT: "https://minio.example.org",
    });
    expect(config.s3).toEqual({
      bucket: "luett-files",
      region: "us-east-1",
      endpoint: "https://minio.example.org",
      credentials: undefined,
      publicUrl: "https://cdn.example.org",
      forcePathStyle: false,
    });
    expect(loadConfig({}).s3).toBeUndefined();
  });
});
