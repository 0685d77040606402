/**
 * File storage (DESIGN.md "Shape": /files/*; "files" row of the backing-service table): objects live in
 * named buckets (spec 01 §7 "Storage": post-images, suggestion-images …) under a key such as
 * `{userId}/{timestamp}-card.webp`. The embedded default keeps them in `${DATA_DIR}/files/<bucket>/<key>`
 * and serves them at `/files/<bucket>/<key>`; with `S3_BUCKET` an S3-compatible service (AWS S3, MinIO,
 * Cloudflare R2 …) takes its place behind the same `Storage` type, so callers never know where bytes live.
 */
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../config.js";
import { dataPath } from "../lib/data-dir.js";

export type Storage = {
  kind: "local" | "s3";
  /** Stores an object; the key must be new (stored names are immutable and cached for a year). */
  put: (bucket: string, key: string, body: Buffer, contentType: string) => Promise<void>;
  /** Removes objects; keys that do not exist are ignored. */
  delete: (bucket: string, keys: string[]) => Promise<void>;
  /** The address browsers load the object from (relative for the local driver). */
  publicUrl: (bucket: string, key: string) => string;
};

declare module "fastify" {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    storage: Storage;
  }
}

/** URL path prefix of locally stored files. */
export const FILES_PREFIX = "/files";

const BUCKET_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const KEY_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Refuses bucket names and keys that could leave the bucket's folder ("..", absolute paths, odd
 * characters). Keys are built by the server, so a failure here is a programming error.
 * @throws Error naming the bad bucket or key
 */
export function assertSafeObjectName(bucket: string, key: string): void {
  if (!BUCKET_PATTERN.test(bucket)) throw new Error(`invalid bucket name: ${bucket}`);
  const segments = key.split("/");
  if (segments.some((segment) => !KEY_SEGMENT.test(segment) || segment.includes(".."))) {
    throw new Error(`invalid object key: ${key}`);
  }
}

/** The embedded driver: plain files under `root/<bucket>/<key>`, written atomically (temp file + rename). */
export function createLocalStorage(root: string): Storage {
  const fileOf = (bucket: string, key: string) => {
    assertSafeObjectName(bucket, key);
    return path.join(root, bucket, ...key.split("/"));
  };
  return {
    kind: "local",
    put: async (bucket, key, body) => {
      const file = fileOf(bucket, key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.partial`;
      await writeFile(temporary, body, { flag: "wx" });
      await rename(temporary, file);
    },
    delete: async (bucket, keys) => {
      await Promise.all(keys.map((key) => rm(fileOf(bucket, key), { force: true })));
    },
    publicUrl: (bucket, key) => {
      assertSafeObjectName(bucket, key);
      return `${FILES_PREFIX}/${bucket}/${key}`;
    },
  };
}

/** Every stored name is new (a timestamp and random suffix), so browsers and CDNs may keep it for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The production driver (DESIGN.md "files": S3-compatible, `S3_*`): every logical bucket is a prefix in
 * the one S3 bucket (`post-images/{userId}/…`), so one bucket, policy and CDN serve them all. The SDK is
 * imported only when this driver is chosen, keeping the embedded default light.
 */
export async function createS3Storage(options: NonNullable<AppConfig["s3"]>): Promise<Storage> {
  const { S3Client, PutObjectCommand, DeleteObjectsCommand } = await import("@aws-sdk/client-s3");
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const objectKey = (bucket: string, key: string) => {
    assertSafeObjectName(bucket, key);
    return `${bucket}/${key}`;
  };
  return {
    kind: "s3",
    put: async (bucket, key, body, contentType) => {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(bucket, key),
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE,
        }),
      );
    },
    delete: async (bucket, keys) => {
      // DeleteObjects takes at most 1000 keys; deleting a missing key succeeds.
      for (let start = 0; start < keys.length; start += 1000) {
        const objects = keys.slice(start, start + 1000).map((key) => ({ Key: objectKey(bucket, key) }));
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket: options.bucket, Delete: { Objects: objects, Quiet: true } }),
        );
        if (result.Errors && result.Errors.length > 0) {
          throw new Error(`S3 could not delete ${result.Errors.map((error) => error.Key).join(", ")}`);
        }
      }
    },
    publicUrl: (bucket, key) => `${options.publicUrl}/${objectKey(bucket, key)}`,
  };
}

/**
 * Decorates `app.storage` with the configured driver. For the local driver it also serves `/files/*`:
 * the stored content type (from the extension; re-encoded images, and café menu PDFs), a one-year immutable
 * cache (names never change), nosniff (helmet), no directory listings, and a JSON 404 instead of the web
 * app for a missing file. With S3, browsers load files from S3_PUBLIC_URL instead.
 */
export async function registerStorage(app: FastifyInstance, config: AppConfig): Promise<void> {
  if (config.s3) {
    app.decorate("storage", await createS3Storage(config.s3));
    return;
  }
  const root = dataPath(config, "files");
  app.decorate("storage", createLocalStorage(root));
  await mkdir(root, { recursive: true });
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root,
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: "deny",
        maxAge: "365d",
        immutable: true,
        allowedPath: (pathName) => !pathName.endsWith(".partial"),
        setHeaders: (reply, filePath) => {
          // Even if a stored file were not what its name says, never let it run as a page. PDFs (café
          // menus, sniffed by content) drop only `sandbox`, which stops browsers' PDF viewers.
          reply.header(
            "content-security-policy",
            filePath.endsWith(".pdf") ? "default-src 'none'" : "default-src 'none'; sandbox",
          );
        },
      });
      scope.setNotFoundHandler((_request, reply) =>
        reply.status(404).send({ error: { code: "NOT_FOUND", message: "File not found" } }),
      );
    },
    { prefix: FILES_PREFIX },
  );
}
