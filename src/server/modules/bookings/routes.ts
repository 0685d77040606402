import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZBookingInput,
  ZBookingResult,
  ZMyBookingList,
  ZMyBookingListQuery,
} from "#shared/schemas/bookings.js";
import { ZErrorBody, ZIdParam } from "#shared/schemas/common.js";
import { requireViewer } from "#server/lib/policy.js";
import { guessLanguage } from "#server/plugins/spa.js";
import { notifyProviderOfBooking } from "./new-booking-mail.js";
import { bookCourse, cancelBooking, findMyBookings, sendBookingMails } from "./service.js";

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

/**
 * Course bookings:
 * - `POST /api/courses/:id/bookings` `{ child_age_months, child_name? }` (signed in; `:id` is the
 *   /courses row) → 201 `{ id, status: "booked" | "waitlisted", waitlist_position }`, and the mail
 *   "Platz gebucht" or "Auf der Warteliste"; 409 for a course that is not booked in Lütt or a child
 *   booked already, 400 for an age outside the course's range.
 * - `DELETE /api/bookings/:id` (the parent's own) → 204; the place goes to the first on the waitlist, who
 *   gets the mail "Ein Platz für dich"; 403 for someone else's booking, 409 when cancelled already.
 * - `GET /api/me/bookings?limit&offset` → `{ items, total }`, the parent's bookings (active first).
 */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/courses/:id/bookings",
    {
      config: { topics: ["courses"] },
      schema: {
        tags: ["bookings"],
        params: ZIdParam,
        body: ZBookingInput,
        response: { 201: ZBookingResult, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      const { result, mail } = await bookCourse(app.db, {
        viewer,
        courseId: request.params.id,
        input: request.body,
        language: guessLanguage(request),
      });
      sendBookingMails(app, [mail]);
      // The provider hears of it too (decision 024, "New-booking mail"), unless they turned it off.
      notifyProviderOfBooking(app, { bookingId: result.id }).catch((error: unknown) =>
        request.log.error({ err: error, bookingId: result.id }, "new-booking mail failed"),
      );
      return reply.status(201).send(result);
    },
  );
  app.delete(
    "/bookings/:id",
    {
      config: { topics: ["courses"] },
      schema: { tags: ["bookings"], params: ZIdParam, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      const { mails } = await cancelBooking(app.db, { viewer, bookingId: request.params.id });
      sendBookingMails(app, mails);
      return reply.status(204).send(null);
    },
  );
  app.get(
    "/me/bookings",
    {
      schema: {
        tags: ["bookings"],
        querystring: ZMyBookingListQuery,
        response: { 200: ZMyBookingList, 401: ZErrorBody },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const viewer = await requireViewer(request, reply);
      return findMyBookings(app.db, { viewer, ...request.query });
    },
  );
};
