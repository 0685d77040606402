import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZErrorBody } from "../../../shared/schemas/common.js";
import {
  ZAnnouncementFields,
  ZCourseImportRequest,
  ZCourseImportResult,
  ZCreateProviderMediaRequest,
  ZProviderCourseFields,
  ZProviderIdParam,
  ZProviderItemParam,
  ZProviderProfile,
  ZReorderRequest,
  ZSaveProviderProfileRequest,
  ZSaveTeamMemberRequest,
  ZUpdateProviderMediaRequest,
} from "../../../shared/schemas/providers.js";
import { AppError } from "../../lib/app-error.js";
import { hamburgToday } from "../../../shared/berlin-time.js";
import { requireViewer } from "../../lib/policy.js";
import { getSession, requireSession } from "../../plugins/auth.js";
import { providerPhotos, providerTeamMembers } from "../../db/schema.js";
import { addProviderMedia, deleteProviderMedia, reorderRows, updateProviderMedia } from "./media.js";
import { findOwnProviderId, loadProviderProfile, saveOwnProvider } from "./profile.js";
import { ownProviderRoutes } from "./owner-scope.js";
import { importCourseProgramme } from "./course-import.js";
import { sendBookingMails } from "../bookings/routes.js";
import { renderSchedulePdf } from "./schedule-pdf.js";
import { addTeamMember, deleteTeamMember, updateTeamMember } from "./team.js";
import {
  addAnnouncement,
  addProviderCourse,
  deleteAnnouncement,
  deleteProviderCourse,
  updateAnnouncement,
  updateProviderCourse,
} from "./weekly-courses.js";

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };
const ZCreated = z.object({ id: z.uuid() });
const tags = ["providers"];

/**
 * Provider profiles (spec 02 §2.12, §2.13, §4, §6, §7 "Provider area"; issue 7):
 * - `GET /api/providers/mine` (the caller's own profile, 404 when none), `GET /api/providers/:id`
 *   (anyone, every approval state), `GET /api/providers/:id/schedule.pdf` ('Als PDF');
 * - `PUT /api/providers/mine` creates or updates the caller's one profile (201 on create);
 * - media, team, courses and announcements of `/api/providers/:id/…`: POST adds (201), PUT replaces,
 *   PATCH changes (media), DELETE removes (204), `PUT …/order` reorders media and team.
 * Every write answers 403 unless the caller owns the profile (policy.canEditProviderProfile, checked once
 * by the `ownProviderRoutes` hook).
 */
export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewerIdOf = async (request: Parameters<typeof getSession>[0]) =>
    (await getSession(request))?.user.id ?? null;

  app.get(
    "/providers/mine",
    { schema: { tags, response: { 200: ZProviderProfile, ...errors } } },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      reply.header("cache-control", "private, no-store");
      const id = await findOwnProviderId(app.db, viewer.id);
      if (!id) throw new AppError("NOT_FOUND", "Anbieter nicht gefunden");
      return loadProviderProfile(app.db, { storage: app.storage, id, viewerId: viewer.id });
    },
  );

  app.put(
    "/providers/mine",
    {
      schema: {
        tags,
        body: ZSaveProviderProfileRequest,
        response: { 200: ZProviderProfile, 201: ZProviderProfile, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await requireSession(request, reply);
      const saved = await saveOwnProvider(app.db, {
        user: { id: user.id, email: user.email, name: user.name },
        viewer: await requireViewer(request, reply),
        input: request.body,
      });
      const profile = await loadProviderProfile(app.db, {
        storage: app.storage,
        id: saved.id,
        viewerId: user.id,
      });
      return reply.status(saved.created ? 201 : 200).send(profile);
    },
  );

  app.get(
    "/providers/:id",
    { schema: { tags, params: ZProviderIdParam, response: { 200: ZProviderProfile, ...errors } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return loadProviderProfile(app.db, {
        storage: app.storage,
        id: request.params.id,
        viewerId: await viewerIdOf(request),
      });
    },
  );

  app.get(
    "/providers/:id/schedule.pdf",
    { schema: { tags, params: ZProviderIdParam } },
    async (request, reply) => {
      const profile = await loadProviderProfile(app.db, {
        storage: app.storage,
        id: request.params.id,
        viewerId: null,
      });
      const [year, month, day] = hamburgToday().split("-");
      const bytes = await renderSchedulePdf(profile, { generatedOn: `${day}.${month}.${year}` });
      const fileName = `wochenplan-${
        profile.name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, "-")
          .replace(/^-|-$/g, "") || "anbieter"
      }.pdf`;
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "no-store")
        .send(Buffer.from(bytes));
    },
  );

  await app.register(ownProviderRoutes(providerOwnerRoutes));
};

/**
 * The owner's writes to `/api/providers/:id/…`, registered inside `ownProviderRoutes`: every handler
 * starts with `request.provider`, the caller's own profile.
 */
const providerOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  // --- media ------------------------------------------------------------------------------------

  app.post(
    "/providers/:id/media",
    {
      schema: {
        tags,
        params: ZProviderIdParam,
        body: ZCreateProviderMediaRequest,
        response: { 201: ZCreated, ...errors },
      },
    },
    async (request, reply) => {
      const { provider } = request;
      const created = await addProviderMedia(app.db, {
        storage: app.storage,
        providerId: provider.id,
        ownerId: provider.user_id,
        input: request.body,
      });
      return reply.status(201).send(created);
    },
  );

  app.patch(
    "/providers/:id/media/:itemId",
    {
      schema: {
        tags,
        params: ZProviderItemParam,
        body: ZUpdateProviderMediaRequest,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { provider } = request;
      await updateProviderMedia(app.db, {
        providerId: provider.id,
        itemId: request.params.itemId,
        input: request.body,
      });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/providers/:id/media/:itemId",
    { schema: { tags, params: ZProviderItemParam, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const { provider } = request;
      await deleteProviderMedia(app.db, {
        storage: app.storage,
        providerId: provider.id,
        itemId: request.params.itemId,
      });
      return reply.status(204).send(null);
    },
  );

  app.put(
    "/providers/:id/media/order",
    {
      schema: {
        tags,
        params: ZProviderIdParam,
        body: ZReorderRequest,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { provider } = request;
      await reorderRows(app.db, { table: providerPhotos, providerId: provider.id, ids: request.body.ids });
      return reply.status(204).send(null);
    },
  );

  // --- team -------------------------------------------------------------------------------------

  app.post(
    "/providers/:id/team",
    {
      schema: {
        tags,
        params: ZProviderIdParam,
        body: ZSaveTeamMemberRequest,
        response: { 201: ZCreated, ...errors },
      },
    },
    async (request, reply) => {
      const { provider } = request;
      const created = await addTeamMember(app.db, {
        storage: app.storage,
        providerId: provider.id,
        ownerId: provider.user_id,
        input: request.body,
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    "/providers/:id/team/order",
    {
      schema: {
        tags,
        params: ZProviderIdParam,
        body: ZReorderRequest,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { provider } = request;
      await reorderRows(app.db, {
        table: providerTeamMembers,
        providerId: provider.id,
        ids: request.body.ids,
      });
      return reply.status(204).send(null);
    },
  );

  app.put(
    "/providers/:id/team/:itemId",
    {
      schema: {
        tags,
        params: ZProviderItemParam,
        body: ZSaveTeamMemberRequest,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { provider } = request;
      await updateTeamMember(app.db, {
        storage: app.storage,
        providerId: provider.id,
        ownerId: provider.user_id,
        memberId: request.params.itemId,
        input: request.body,
      });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/providers/:id/team/:itemId",
    { schema: { tags, params: ZProviderItemParam, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const { provider } = request;
      await deleteTeamMember(app.db, {
        storage: app.storage,
        providerId: provider.id,
        memberId: request.params.itemId,
      });
      return reply.status(204).send(null);
    },
  );

  // --- weekly courses ---------------------------------------------------------------------------

  app.post(
    "/providers/:id/courses",
    {
      schema: {
        tags,
        params: ZProviderIdParam,
        body: ZProviderCourseFields,
        response: { 201: ZCreated, ...errors },
      },
    },
    async (request, reply) => {
      const { provider } = request;
      return reply
        .status(201)
        .send(await addProviderCourse(app.db, { providerId: provider.id, input: request.body }));
    },
  );

  app.post(
    "/providers/:id/courses/import",
    {
      schema: {
        tags,
        params: ZProviderIdParam,
        body: ZCourseImportRequest,
        response: { 201: ZCourseImportResult, ...errors },
      },
    },
    async (request, reply) => {
      const { provider } = request;
      return reply
        .status(201)
        .send(await importCourseProgramme(app.db, { providerId: provider.id, csv: request.body.csv }));
    },
  );

  app.put(
    "/providers/:id/courses/:itemId",
    {
      schema: {
        tags,
        params: ZProviderItemParam,
        body: ZProviderCourseFields,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { provider } = request;
      const { movedUp } = await updateProviderCourse(app.db, {
        providerId: provider.id,
        courseId: request.params.itemId,
        input: request.body,
      });
      // More places moved families up from the waitlist: each gets "Ein Platz für dich" (issue 21 §2).
      sendBookingMails(app, movedUp);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/providers/:id/courses/:itemId",
    { schema: { tags, params: ZProviderItemParam, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const { provider } = request;
      await deleteProviderCourse(app.db, { providerId: provider.id, courseId: request.params.itemId });
      return reply.status(204).send(null);
    },
  );

  // --- announcements ----------------------------------------------------------------------------

  app.post(
    "/providers/:id/announcements",
    {
      schema: {
        tags,
        params: ZProviderIdParam,
        body: ZAnnouncementFields,
        response: { 201: ZCreated, ...errors },
      },
    },
    async (request, reply) => {
      const { provider } = request;
      return reply
        .status(201)
        .send(await addAnnouncement(app.db, { providerId: provider.id, input: request.body }));
    },
  );

  app.put(
    "/providers/:id/announcements/:itemId",
    {
      schema: {
        tags,
        params: ZProviderItemParam,
        body: ZAnnouncementFields,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { provider } = request;
      await updateAnnouncement(app.db, {
        providerId: provider.id,
        announcementId: request.params.itemId,
        input: request.body,
      });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/providers/:id/announcements/:itemId",
    { schema: { tags, params: ZProviderItemParam, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const { provider } = request;
      await deleteAnnouncement(app.db, { providerId: provider.id, announcementId: request.params.itemId });
      return reply.status(204).send(null);
    },
  );
};
