import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZCalendarFeed, ZCalendarTokenParam } from "#shared/schemas/bookings.js";
import { ZErrorBody } from "#shared/schemas/common.js";
import { requireViewer } from "#server/lib/policy.js";
import {
  bookingsCalendar,
  calendarFeedUrl,
  findCalendarToken,
  replaceCalendarToken,
} from "./calendar-feed.js";

/**
 * The parent's private bookings calendar (decision 021; calendar-feed.ts):
 * - `GET /api/me/calendar-feed` → `{ url }` (null while there is none); `POST` → a new address (the old
 *   one stops working); `DELETE` → 204, no address any more. Signed in.
 * - `GET /api/calendar/{token}.ics` → `text/calendar`, for calendar apps (no session); 404 for a revoked
 *   or unknown token.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (
  app,
  { publicUrl },
) => {
  const feed = (token: string | null) => ({ url: token ? calendarFeedUrl(publicUrl, token) : null });
  const schema = { tags: ["bookings"], response: { 200: ZCalendarFeed, 401: ZErrorBody } };

  app.get("/me/calendar-feed", { schema }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    reply.header("cache-control", "private, no-store");
    return feed(await findCalendarToken(app.db, viewer.id));
  });
  app.post("/me/calendar-feed", { config: { topics: [] }, schema }, async (request, reply) => {
    const viewer = await requireViewer(request, reply);
    reply.header("cache-control", "private, no-store");
    return feed(await replaceCalendarToken(app.db, { userId: viewer.id }));
  });
  app.delete(
    "/me/calendar-feed",
    { config: { topics: [] }, schema: { tags: ["bookings"], response: { 204: z.null(), 401: ZErrorBody } } },
    async (request, reply) => {
      const viewer = await requireViewer(request, reply);
      await replaceCalendarToken(app.db, { userId: viewer.id, revoke: true });
      return reply.status(204).send(null);
    },
  );
  app.get(
    "/calendar/:token.ics",
    {
      schema: {
        tags: ["bookings"],
        params: ZCalendarTokenParam,
        response: { 200: z.string(), 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .type("text/calendar; charset=utf-8")
        .header("cache-control", "private, no-store")
        .send(await bookingsCalendar(app.db, { token: request.params.token, publicUrl })),
  );
};
