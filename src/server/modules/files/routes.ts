import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZErrorBody, ZIdParam } from "#shared/schemas/common.js";
import { ZUpload, ZUploadBucketParam } from "#shared/schemas/files.js";
import { AppError } from "#server/lib/app-error.js";
import { requireAdmin } from "#server/lib/policy.js";
import { requireSession } from "#server/plugins/auth.js";
import { isUploadBucket, UPLOAD_BUCKETS } from "./buckets.js";
import { createUpload, deleteUpload, ORPHAN_MAX_AGE_HOURS, sweepOrphanedUploads } from "./service.js";

const HOUR_MS = 60 * 60 * 1000;
const largestUpload = Math.max(...Object.values(UPLOAD_BUCKETS).map((bucket) => bucket.maxBytes));
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** Error codes @fastify/multipart throws for a body that is not one acceptable file. */
const isMultipartError = (error: unknown, code: string) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === code;

/**
 * `POST /api/uploads/:bucket` — multipart/form-data with one field `file`; signed-in users only
 * (spec 01 §6: posting needs an account). Returns the stored upload (201).
 * `DELETE /api/uploads/:id` — removes the caller's own unclaimed upload (204).
 * Also sweeps orphaned uploads once on start and then every hour (see service.ts).
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { files: 1, fields: 0, parts: 1, fileSize: largestUpload, headerPairs: 100 },
  });

  app.post(
    "/uploads/:bucket",
    {
      bodyLimit: largestUpload + 64 * 1024,
      config: { rateLimit: { max: 30, timeWindow: "1 minute" }, topics: [] },
      schema: {
        tags: ["files"],
        consumes: ["multipart/form-data"],
        params: ZUploadBucketParam,
        response: {
          201: ZUpload,
          400: ZErrorBody,
          401: ZErrorBody,
          403: ZErrorBody,
          404: ZErrorBody,
          413: ZErrorBody,
          415: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { user } = await requireSession(request, reply);
      const { bucket } = request.params;
      if (!isUploadBucket(bucket)) throw new AppError("NOT_FOUND", "Unknown upload bucket.");
      const { maxBytes, isAdminOnly, tooLargeMessage } = UPLOAD_BUCKETS[bucket];
      // Admin media buckets (spec 02 §7 "Admin storage") refuse everybody else on the server.
      if (isAdminOnly) await requireAdmin(request, reply);
      let body: Buffer;
      try {
        const file = await request.file({ limits: { fileSize: maxBytes } });
        if (!file) throw new AppError("BAD_REQUEST", "Please choose an image to upload.");
        body = await file.toBuffer();
      } catch (error) {
        if (isMultipartError(error, "FST_REQ_FILE_TOO_LARGE")) {
          throw new AppError(
            "PAYLOAD_TOO_LARGE",
            tooLargeMessage ?? `Please choose an image smaller than ${megabytes(maxBytes)}.`,
          );
        }
        if (isMultipartError(error, "FST_INVALID_MULTIPART_CONTENT_TYPE")) {
          throw new AppError(
            "UNSUPPORTED_MEDIA_TYPE",
            'Send the image as multipart/form-data in the field "file".',
          );
        }
        throw error;
      }
      if (body.length === 0) throw new AppError("BAD_REQUEST", "Please choose an image to upload.");
      const upload = await createUpload(app.db, { storage: app.storage, bucket, ownerId: user.id, body });
      return reply.status(201).send(upload);
    },
  );

  app.delete(
    "/uploads/:id",
    {
      config: { topics: [] },
      schema: {
        tags: ["files"],
        params: ZIdParam,
        response: { 204: z.null(), 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const { user } = await requireSession(request, reply);
      await deleteUpload(app.db, { storage: app.storage, id: request.params.id, ownerId: user.id });
      return reply.status(204).send(null);
    },
  );

  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = sweepOrphanedUploads(app.db, {
      storage: app.storage,
      olderThan: new Date(Date.now() - ORPHAN_MAX_AGE_HOURS * HOUR_MS),
    })
      .then((removed) => {
        if (removed > 0) app.log.info({ removed }, "removed orphaned uploads");
      })
      .catch((error: unknown) => app.log.error({ err: error }, "sweeping orphaned uploads failed"));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    sweep();
    timer = setInterval(sweep, HOUR_MS).unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
};
