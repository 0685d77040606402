import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZAddCafePhoto,
  ZCafe,
  ZCafeInput,
  ZCafePhotoOrder,
  ZCafePhotoParams,
  ZClaimCafeUpload,
} from "#shared/schemas/cafes.js";
import { ZErrorBody, ZIdParam } from "#shared/schemas/common.js";
import { requireViewer } from "#server/lib/policy.js";
import { getSession } from "#server/plugins/auth.js";
import { deleteCafeMenu, setCafeMenu } from "./menu.js";
import {
  addCafePhoto,
  deleteCafePhoto,
  reorderCafePhotos,
  setCafeCoverPhoto,
  setCafeLogo,
} from "./photos.js";
import { ownCafeRoutes } from "./owner-scope.js";
import { findOwnCafeId, getCafe, saveOwnCafe, updateCafe } from "./service.js";

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };
const writeSchema = { tags: ["cafes"], params: ZIdParam, response: { 200: ZCafe, ...errors } };

/**
 * Café profiles (spec 02 §2.15, §2.16, §7 "Café area"). Every answer is the café as its page
 * shows it (`ZCafe`), so the page can show the result of a change at once.
 *
 * - `GET /api/cafes/mine` (signed in; null, still 200, without one, so the first visit of /cafe logs no
 *   failed request), `GET /api/cafes/:id` (anyone)
 * - `POST /api/cafes` creates or updates the caller's own café (201 when created); `PUT /api/cafes/:id`
 *   updates by id
 * - `POST /api/cafes/:id/photos`, `DELETE /api/cafes/:id/photos/:photoId`, `PUT …/photos/order`,
 *   `PUT …/photos/:photoId/cover`, `PUT|DELETE /api/cafes/:id/logo`, `PUT /api/cafes/:id/menu`,
 *   `DELETE /api/cafes/:id/menu/:kind`
 * - reviews are the café's place's (`POST /api/places/:placeId/reviews`, modules/reviews)
 *
 * Writes to a café are the owner's alone (policy.canEditCafe, checked once by the `ownCafeRoutes` hook):
 * another user's café id answers 403.
 */
export const cafeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/cafes/mine",
    { schema: { tags: ["cafes"], response: { 200: ZCafe.nullable(), ...errors } } },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      const id = await findOwnCafeId(app.db, viewer.id);
      if (!id) return null;
      return getCafe(app.db, id, viewer.id);
    },
  );

  app.get(
    "/cafes/:id",
    { schema: { tags: ["cafes"], params: ZIdParam, response: { 200: ZCafe, ...errors } } },
    async (request, reply) => {
      const session = await getSession(request, reply);
      return getCafe(app.db, request.params.id, session?.user.id ?? null);
    },
  );

  app.post(
    "/cafes",
    {
      config: { topics: ["places"] },
      schema: { tags: ["cafes"], body: ZCafeInput, response: { 200: ZCafe, 201: ZCafe, ...errors } },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      const { id, created } = await saveOwnCafe(app.db, viewer.id, request.body);
      return reply.status(created ? 201 : 200).send(await getCafe(app.db, id, viewer.id));
    },
  );

  await app.register(ownCafeRoutes(cafeOwnerRoutes));
};

/**
 * The owner's writes to `/api/cafes/:id/…`, registered inside `ownCafeRoutes`: every handler starts with
 * `request.cafe`, the caller's own café.
 */
const cafeOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    "/cafes/:id",
    { config: { topics: ["places"] }, schema: { ...writeSchema, body: ZCafeInput } },
    async (request) => {
      await updateCafe(app.db, request.cafe, request.body);
      return getCafe(app.db, request.cafe.id, request.cafe.user_id);
    },
  );

  app.post(
    "/cafes/:id/photos",
    {
      config: { topics: ["places"] },
      schema: { ...writeSchema, body: ZAddCafePhoto, response: { 201: ZCafe, ...errors } },
    },
    async (request, reply) => {
      const { cafe } = request;
      await addCafePhoto({ db: app.db, storage: app.storage, cafe }, request.body);
      return reply.status(201).send(await getCafe(app.db, cafe.id, cafe.user_id));
    },
  );

  app.delete(
    "/cafes/:id/photos/:photoId",
    { config: { topics: ["places"] }, schema: { ...writeSchema, params: ZCafePhotoParams } },
    async (request) => {
      const { cafe } = request;
      await deleteCafePhoto({ db: app.db, storage: app.storage, cafe }, request.params.photoId);
      return getCafe(app.db, cafe.id, cafe.user_id);
    },
  );

  app.put(
    "/cafes/:id/photos/order",
    { config: { topics: ["places"] }, schema: { ...writeSchema, body: ZCafePhotoOrder } },
    async (request) => {
      const { cafe } = request;
      await reorderCafePhotos({ db: app.db, storage: app.storage, cafe }, request.body.photo_ids);
      return getCafe(app.db, cafe.id, cafe.user_id);
    },
  );

  app.put(
    "/cafes/:id/photos/:photoId/cover",
    { config: { topics: ["places"] }, schema: { ...writeSchema, params: ZCafePhotoParams } },
    async (request) => {
      const { cafe } = request;
      await setCafeCoverPhoto({ db: app.db, storage: app.storage, cafe }, request.params.photoId);
      return getCafe(app.db, cafe.id, cafe.user_id);
    },
  );

  app.put(
    "/cafes/:id/logo",
    { config: { topics: ["places"] }, schema: { ...writeSchema, body: ZClaimCafeUpload } },
    async (request) => {
      const { cafe } = request;
      await setCafeLogo({ db: app.db, storage: app.storage, cafe }, request.body.upload_id);
      return getCafe(app.db, cafe.id, cafe.user_id);
    },
  );

  app.delete("/cafes/:id/logo", { config: { topics: ["places"] }, schema: writeSchema }, async (request) => {
    const { cafe } = request;
    await setCafeLogo({ db: app.db, storage: app.storage, cafe }, null);
    return getCafe(app.db, cafe.id, cafe.user_id);
  });

  app.put(
    "/cafes/:id/menu",
    { config: { topics: ["places"] }, schema: { ...writeSchema, body: ZClaimCafeUpload } },
    async (request) => {
      const { cafe } = request;
      await setCafeMenu({ db: app.db, storage: app.storage, cafe }, request.body.upload_id);
      return getCafe(app.db, cafe.id, cafe.user_id);
    },
  );

  app.delete(
    "/cafes/:id/menu/:kind",
    {
      config: { topics: ["places"] },
      schema: { ...writeSchema, params: ZIdParam.extend({ kind: z.enum(["pdf", "image"]) }) },
    },
    async (request) => {
      const { cafe } = request;
      await deleteCafeMenu({ db: app.db, storage: app.storage, cafe }, request.params.kind);
      return getCafe(app.db, cafe.id, cafe.user_id);
    },
  );
};
