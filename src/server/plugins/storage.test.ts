/**
 * File storage drivers (DESIGN.md "files"): the embedded one on disk, and the S3 one against a small
 * S3-compatible HTTP endpoint that records what the AWS SDK sends (no real S3 is reachable here). The
 * last test runs a whole upload through the app configured for S3.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartFile } from "../../../tests/support/multipart.js";
import { signIn } from "../../../tests/support/sign-in.js";
import { createTestApp } from "../../../tests/support/test-app.js";
import { ZUpload } from "../../shared/schemas/files.js";
import { loadConfig } from "../config.js";
import { assertSafeObjectName, createLocalStorage, createS3Storage } from "./storage.js";

type Recorded = { method: string; url: string; headers: IncomingMessage["headers"]; body: Buffer };

/** Answers PutObject and DeleteObjects like S3 does (path-style), keeping every request. */
async function startFakeS3(): Promise<{
  endpoint: string;
  requests: Recorded[];
  close: () => Promise<void>;
}> {
  const requests: Recorded[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      requests.push({
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      if (request.method === "PUT") {
        response.writeHead(200, { etag: '"d41d8cd98f00b204e9800998ecf8427e"' }).end();
      } else if (request.method === "POST" && request.url?.includes("?delete")) {
        response
          .writeHead(200, { "content-type": "application/xml" })
          .end(
            '<?xml version="1.0" encoding="UTF-8"?><DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"></DeleteResult>',
          );
      } else {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The body S3 stored: the SDK may frame it as aws-chunked (size;chunk-signature…) around the bytes. */
const payloadOf = (request: Recorded): Buffer => {
  if (request.headers["content-encoding"] !== "aws-chunked") return request.body;
  const text = request.body.toString("latin1");
  const start = text.indexOf("\r\n") + 2;
  const size = parseInt(text.slice(0, text.indexOf("\r\n")).split(";")[0] ?? "0", 16);
  return request.body.subarray(start, start + size);
};

let s3: Awaited<ReturnType<typeof startFakeS3>>;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3?.close();
});

const s3Options = () => ({
  bucket: "luett-files",
  region: "eu-central-1",
  endpoint: s3.endpoint,
  credentials: { accessKeyId: "test-key", secretAccessKey: "test-secret" },
  publicUrl: "https://files.example.org",
  forcePathStyle: true,
});

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
    const before = s3.requests.length;
    await storage.put("post-images", "u1/1-card.webp", Buffer.from("webp bytes"), "image/webp");
    const [put] = s3.requests.slice(before);
    expect(put).toMatchObject({ method: "PUT" });
    expect(put!.url.split("?")[0]).toBe("/luett-files/post-images/u1/1-card.webp");
    expect(put!.headers["content-type"]).toBe("image/webp");
    expect(put!.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(put!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);
    expect(payloadOf(put!).toString()).toBe("webp bytes");
    expect(storage.publicUrl("post-images", "u1/1-card.webp")).toBe(
      "https://files.example.org/post-images/u1/1-card.webp",
    );
  });

  it("deletes several objects in one DeleteObjects request", async () => {
    const storage = await createS3Storage(s3Options());
    const before = s3.requests.length;
    await storage.delete("post-images", ["u1/1-card.webp", "u1/1-detail.webp"]);
    const [request] = s3.requests.slice(before);
    expect(request).toMatchObject({ method: "POST" });
    expect(request!.url).toMatch(/^\/luett-files\/?\?delete/);
    const xml = payloadOf(request!).toString();
    expect(xml).toContain("<Key>post-images/u1/1-card.webp</Key>");
    expect(xml).toContain("<Key>post-images/u1/1-detail.webp</Key>");
  });

  it("is what the app uses when S3_BUCKET is set: uploads go to S3 and URLs point at S3_PUBLIC_URL", async () => {
    const t = await createTestApp({
      seed: false,
      env: {
        S3_BUCKET: "luett-files",
        S3_ENDPOINT: s3.endpoint,
        S3_FORCE_PATH_STYLE: "true",
        S3_ACCESS_KEY_ID: "test-key",
        S3_SECRET_ACCESS_KEY: "test-secret",
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
      const before = s3.requests.length;
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
      const puts = s3.requests.slice(before).filter((request) => request.method === "PUT");
      expect(puts).toHaveLength(2);
      expect((await sharp(payloadOf(puts[0]!)).metadata()).format).toBe("webp");
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
