import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZErrorBody } from "#shared/schemas/common.js";
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
} from "#shared/schemas/providers.js";
import { hamburgToday } from "#shared/berlin-time.js";
import { COURSE_IMPORT_MAX_BODY_BYTES } from "#shared/course-import.js";
import { requireViewer } from "#server/lib/policy.js";
import { getSession, requireSession } from "#server/plugins/auth.js";
import { providerPhotos, providerTeamMembers } from "#server/db/schema.js";
import { addProviderMedia, deleteProviderMedia, reorderRows, updateProviderMedia } from "./media.js";
import { findOwnProviderId, loadProviderProfile, saveOwnProvider, type ProviderRow } from "./service.js";
import { ownProviderRoutes } from "./owner-scope.js";
import { importCourseProgramme } from "./course-import.js";
import { sendBookingMails } from "#server/modules/bookings/service.js";
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
/** What a write to a profile changes: its courses, and the places that show its profile (write-topics.ts). */
const topics = ["courses", "places"] as const;

/**
 * Provider profiles (spec 02 §2.12, §2.13, §4, §6, §7 "Provider area"):
 * - `GET /api/providers/mine` (the caller's own profile; null, still 200, when they have none yet, so
 *   the first visit of /provider logs no failed request, like `GET /api/me`), `GET /api/providers/:id`
 *   (anyone, every approval state), `GET /api/providers/:id/schedule.pdf` ('Als PDF');
 * - `PUT /api/providers/mine` creates or updates the caller's one profile (201 on create);
 * - media, team, courses and announcements of `/api/providers/:id/…`: POST adds (201), PUT replaces,
 *   PATCH changes (media), DELETE removes (204), `PUT …/order` reorders media and team.
 * Every write answers 403 unless the caller owns the profile (policy.canEditProviderProfile, checked once
 * by the `ownProviderRoutes` hook).
 */
export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Who reads a profile, which decides the courses they get (loadProviderProfile). */
  const readerOf = async (request: FastifyRequest, reply: FastifyReply) => {
    const viewer = (await getSession(request)) ? await requireViewer(request, reply) : null;
    return { viewerId: viewer?.id ?? null, isAdmin: viewer?.role === "admin" };
  };

  app.get(
    "/providers/mine",
    { schema: { tags, response: { 200: ZProviderProfile.nullable(), ...errors } } },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      reply.header("cache-control", "private, no-store");
      const id = await findOwnProviderId(app.db, viewer.id);
      if (!id) return null;
      return loadProviderProfile(app.db, { storage: app.storage, id, viewerId: viewer.id });
    },
  );

  app.put(
    "/providers/mine",
    {
      config: { topics },
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
        ...(await readerOf(request, reply)),
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
        ...(await readerOf(request, reply)),
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
  itemRoutes(app, {
    name: "media",
    add: {
      body: ZCreateProviderMediaRequest,
      run: (provider, input) =>
        addProviderMedia(app.db, {
          storage: app.storage,
          providerId: provider.id,
          ownerId: provider.user_id,
          input,
        }),
    },
    change: {
      method: "PATCH",
      body: ZUpdateProviderMediaRequest,
      run: (provider, itemId, input) =>
        updateProviderMedia(app.db, { providerId: provider.id, itemId, input }),
    },
    remove: (provider, itemId) =>
      deleteProviderMedia(app.db, { storage: app.storage, providerId: provider.id, itemId }),
    orderTable: providerPhotos,
  });

  itemRoutes(app, {
    name: "team",
    add: {
      body: ZSaveTeamMemberRequest,
      run: (provider, input) =>
        addTeamMember(app.db, {
          storage: app.storage,
          providerId: provider.id,
          ownerId: provider.user_id,
          input,
        }),
    },
    change: {
      method: "PUT",
      body: ZSaveTeamMemberRequest,
      run: (provider, memberId, input) =>
        updateTeamMember(app.db, {
          storage: app.storage,
          providerId: provider.id,
          ownerId: provider.user_id,
          memberId,
          input,
        }),
    },
    remove: (provider, memberId) =>
      deleteTeamMember(app.db, { storage: app.storage, providerId: provider.id, memberId }),
    orderTable: providerTeamMembers,
  });

  itemRoutes(app, {
    name: "courses",
    add: {
      body: ZProviderCourseFields,
      run: (provider, input) => addProviderCourse(app.db, { providerId: provider.id, input }),
    },
    change: {
      method: "PUT",
      body: ZProviderCourseFields,
      run: async (provider, courseId, input) => {
        const { movedUp } = await updateProviderCourse(app.db, { providerId: provider.id, courseId, input });
        // More places moved families up from the waitlist: each gets "Ein Platz für dich" (decision 024).
        sendBookingMails(app, movedUp);
      },
    },
    remove: (provider, courseId) => deleteProviderCourse(app.db, { providerId: provider.id, courseId }),
  });

  app.post(
    "/providers/:id/courses/import",
    {
      config: { topics },
      bodyLimit: COURSE_IMPORT_MAX_BODY_BYTES,
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

  itemRoutes(app, {
    name: "announcements",
    add: {
      body: ZAnnouncementFields,
      run: (provider, input) => addAnnouncement(app.db, { providerId: provider.id, input }),
    },
    change: {
      method: "PUT",
      body: ZAnnouncementFields,
      run: (provider, announcementId, input) =>
        updateAnnouncement(app.db, { providerId: provider.id, announcementId, input }),
    },
    remove: (provider, announcementId) =>
      deleteAnnouncement(app.db, { providerId: provider.id, announcementId }),
  });
};

type OwnerApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * One collection of the profile's parts under `/providers/:id/<name>`: POST adds (201 `{ id }`),
 * `change.method` on `/:itemId` changes (204; PATCH where a part changes field by field, as media),
 * DELETE removes (204) and, for a collection kept in order, `PUT /order` reorders (204). Registered
 * inside `ownProviderRoutes`, so `provider` is the caller's own profile.
 */
function itemRoutes<Add extends z.ZodType, Change extends z.ZodType>(
  app: OwnerApp,
  collection: {
    name: string;
    add: { body: Add; run: (provider: ProviderRow, input: z.output<Add>) => Promise<{ id: string }> };
    change: {
      method: "PUT" | "PATCH";
      body: Change;
      run: (provider: ProviderRow, itemId: string, input: z.output<Change>) => Promise<void>;
    };
    remove: (provider: ProviderRow, itemId: string) => Promise<void>;
    orderTable?: Parameters<typeof reorderRows>[1]["table"];
  },
): void {
  const path = `/providers/:id/${collection.name}`;
  const { add, change, remove, orderTable } = collection;
  // The type provider cannot narrow a generic schema's output; the route's schema has parsed the body.
  app.post(
    path,
    {
      config: { topics },
      schema: { tags, params: ZProviderIdParam, body: add.body, response: { 201: ZCreated, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await add.run(request.provider, request.body as z.output<Add>)),
  );
  if (orderTable) {
    app.put(
      `${path}/order`,
      {
        config: { topics },
        schema: {
          tags,
          params: ZProviderIdParam,
          body: ZReorderRequest,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await reorderRows(app.db, {
          table: orderTable,
          providerId: request.provider.id,
          ids: request.body.ids,
        });
        return reply.status(204).send(null);
      },
    );
  }
  app.route({
    method: change.method,
    url: `${path}/:itemId`,
    config: { topics },
    schema: { tags, params: ZProviderItemParam, body: change.body, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await change.run(request.provider, request.params.itemId, request.body as z.output<Change>);
      return reply.status(204).send(null);
    },
  });
  app.delete(
    `${path}/:itemId`,
    {
      config: { topics },
      schema: { tags, params: ZProviderItemParam, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await remove(request.provider, request.params.itemId);
      return reply.status(204).send(null);
    },
  );
}
