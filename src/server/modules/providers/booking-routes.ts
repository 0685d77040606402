import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  BOOKING_MANAGEMENT_LIMITS,
  ZManualBookingInput,
  ZManualBookingResult,
  ZParticipantMessageInput,
  ZParticipantMessageResult,
  ZProviderBookingList,
  ZProviderBookingListQuery,
  ZProviderBookingParam,
  ZProviderCancelInput,
} from "#shared/schemas/booking-management.js";
import { ZErrorBody } from "#shared/schemas/common.js";
import { ZProviderItemParam } from "#shared/schemas/providers.js";
import { AppError } from "#server/lib/app-error.js";
import { canReadCourseBookings, requireViewer } from "#server/lib/policy.js";
import {
  addManualBooking,
  bookingsCsvFileName,
  bookingsToCsv,
  cancelBookingByProvider,
  findCourseBookings,
  messageParticipants,
  sendBookingMails,
} from "#server/modules/bookings/service.js";
import { ownProviderRoutes } from "./owner-scope.js";
import { findProviderRow } from "./service.js";

const errors = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  409: ZErrorBody,
  429: ZErrorBody,
};
const tags = ["bookings"];

/**
 * The provider's bookings of one course (decisions/024), under `/api/providers/:id/courses/:itemId`
 * (`:id` the provider profile, `:itemId` its provider course):
 * - `GET …/bookings?limit&offset` → `{ course: { id, title, schedule, places, booked, waitlisted,
 *   cancelled }, items: [{ id, status, waitlist_position, contact_name, contact_email, contact_phone,
 *   child_name, child_age_months, is_manual, created_at, promoted_at, cancelled_at }], total }`;
 * - `GET …/bookings.csv` → the same list as `text/csv; charset=utf-8` (BOM, `;`, German headers);
 *   both for the owner and admins (policy.canReadCourseBookings), 403 for everyone else;
 * - `POST …/bookings` `{ contact_name, child_name?, child_age_months, contact_email?, contact_phone? }`
 *   → 201 `{ id, status, waitlist_position }` (a phone booking; 409 COURSE_NOT_BOOKABLE when the course
 *   is not booked in Lütt);
 * - `POST …/bookings/:bookingId/cancel` `{ message? }` → 204; the family gets the cancellation with the
 *   message, the first on the waitlist moves up and gets "Ein Platz für dich";
 * - `POST …/bookings/message` `{ subject, text, include_waitlist? }` → 200 `{ recipients,
 *   without_email }`, one mail per family; at most BOOKING_MANAGEMENT_LIMITS.messagesPerCourseAndHour
 *   per course, client address and hour (429 after that).
 * Writes are the owner's only (registered inside ./owner-scope.ts `ownProviderRoutes`): 403 for
 * others, admins too.
 */
export const providerBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The provider profile if the viewer may read its bookings. */
  const requireReader = async (request: Parameters<typeof requireViewer>[0], providerId: string) => {
    const viewer = await requireViewer(request);
    const provider = await findProviderRow(app.db, providerId);
    if (!canReadCourseBookings(viewer, provider)) {
      throw new AppError("FORBIDDEN", "Only the provider can see these bookings.");
    }
    return provider;
  };

  app.get(
    "/providers/:id/courses/:itemId/bookings",
    {
      schema: {
        tags,
        params: ZProviderItemParam,
        querystring: ZProviderBookingListQuery,
        response: { 200: ZProviderBookingList, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const provider = await requireReader(request, request.params.id);
      return findCourseBookings(app.db, {
        providerId: provider.id,
        courseId: request.params.itemId,
        ...request.query,
      });
    },
  );

  app.get(
    "/providers/:id/courses/:itemId/bookings.csv",
    { schema: { tags, params: ZProviderItemParam } },
    async (request, reply) => {
      const provider = await requireReader(request, request.params.id);
      const list = await findCourseBookings(app.db, {
        providerId: provider.id,
        courseId: request.params.itemId,
        limit: 100_000,
        offset: 0,
      });
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${bookingsCsvFileName(list.course.title)}"`)
        .header("cache-control", "private, no-store")
        .send(bookingsToCsv(list));
    },
  );

  await app.register(ownProviderRoutes(providerBookingWriteRoutes));
};

/** The owner's changes to a course's bookings; every handler starts with `request.provider`. */
const providerBookingWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/providers/:id/courses/:itemId/bookings",
    {
      config: { topics: ["courses", "places"] },
      schema: {
        tags,
        params: ZProviderItemParam,
        body: ZManualBookingInput,
        response: { 201: ZManualBookingResult, ...errors },
      },
    },
    async (request, reply) => {
      const { provider } = request;
      const { result, mails } = await addManualBooking(app.db, {
        providerId: provider.id,
        courseId: request.params.itemId,
        input: request.body,
      });
      sendBookingMails(app, mails);
      return reply.status(201).send(result);
    },
  );

  app.post(
    "/providers/:id/courses/:itemId/bookings/:bookingId/cancel",
    {
      config: { topics: ["courses", "places"] },
      schema: {
        tags,
        params: ZProviderBookingParam,
        body: ZProviderCancelInput,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { provider } = request;
      const { mails } = await cancelBookingByProvider(app.db, {
        providerId: provider.id,
        courseId: request.params.itemId,
        bookingId: request.params.bookingId,
        message: request.body.message,
      });
      sendBookingMails(app, mails);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/providers/:id/courses/:itemId/bookings/message",
    {
      config: {
        topics: [],
        // Per course and client address: keyed by the course alone, anyone could use up the owner's
        // messages with refused requests. The store is Redis with several instances (DESIGN.md "Shape").
        rateLimit: {
          max: BOOKING_MANAGEMENT_LIMITS.messagesPerCourseAndHour,
          timeWindow: "1 hour",
          keyGenerator: (request) =>
            `participant-message:${(request.params as { itemId?: string }).itemId ?? ""}:${request.ip}`,
        },
      },
      schema: {
        tags,
        params: ZProviderItemParam,
        body: ZParticipantMessageInput,
        response: { 200: ZParticipantMessageResult, ...errors },
      },
    },
    async (request) => {
      const { provider } = request;
      const { result, mails } = await messageParticipants(app.db, {
        providerId: provider.id,
        courseId: request.params.itemId,
        input: request.body,
      });
      sendBookingMails(app, mails);
      return result;
    },
  );
};
