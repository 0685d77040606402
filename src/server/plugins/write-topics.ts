/**
 * What each API write changes of what the shared caches show (plugins/read-cache.ts, decision 025): a
 * successful write empties the caches of its topics, here and in the other instances. A write that
 * changes only what its writer sees (a sign-in, a favourite, the profile, a suggestion waiting for
 * review) empties nothing.
 *
 * The table matches a route's pattern (`request.routeOptions.url`) by its beginning, first entry first,
 * so the narrow entries come before the wide ones. A write route no entry names empties every cache
 * (safe, but slow under writes); the route-table test lists such routes so they get an entry.
 */

/** What cached reads depend on. */
export const TOPICS = ["places", "courses", "posts", "tags", "home"] as const;
export type Topic = (typeof TOPICS)[number];

const NONE: readonly Topic[] = [];

const WRITE_TOPICS: readonly (readonly [prefix: string, topics: readonly Topic[]])[] = [
  // Seen by the writer (or admins) alone: sessions, own lists and settings, things waiting for review.
  ["/api/auth/", NONE],
  ["/api/test/", NONE],
  ["/api/favorites/", NONE],
  ["/api/profile", NONE],
  ["/api/me/", NONE],
  ["/api/feedback", NONE],
  ["/api/feature-requests", NONE],
  ["/api/reports", NONE],
  ["/api/uploads/", NONE],
  ["/api/geo/", NONE],
  ["/api/place-suggestions", NONE],
  ["/api/course-suggestions", NONE],
  ["/api/places/:id/claims", NONE],
  ["/api/places/:id/facts/dismissals", NONE],
  ["/api/providers/:id/courses/:itemId/bookings/message", NONE],
  ["/api/admin/feedback/", NONE],
  ["/api/admin/feature-requests/", NONE],
  ["/api/admin/reports/:id/dismiss", NONE],
  // Places, and what their cards and the home page show of them: facts, reviews, photos, condition
  // reports, cafés, claims granted, suggestions imported.
  ["/api/places/", ["places"]],
  ["/api/cafes", ["places"]],
  ["/api/admin/places", ["places"]],
  ["/api/admin/place-suggestions/", ["places"]],
  ["/api/admin/place-claims/", ["places"]],
  ["/api/admin/condition-reports/", ["places"]],
  ["/api/admin/fact-answers/", ["places"]],
  // Courses, their free places (bookings) and providers; a provider's profile also shows on places.
  ["/api/courses/", ["courses"]],
  ["/api/bookings/", ["courses"]],
  ["/api/providers/", ["courses", "places"]],
  ["/api/admin/courses", ["courses"]],
  ["/api/admin/course-suggestions/", ["courses"]],
  // An approved provider's courses or café show on the lists.
  ["/api/admin/profile-approvals/", ["courses", "places"]],
  ["/api/posts", ["posts"]],
  ["/api/comments/", ["posts"]],
  ["/api/admin/posts/", ["posts"]],
  ["/api/admin/tags", ["tags"]],
  // A user's role or block, and removed reported content, can show anywhere.
  ["/api/admin/users/", TOPICS],
  ["/api/admin/reports/", TOPICS],
];

/** The topics a write to the route `url` (a route pattern) changes; undefined when no entry names it. */
export function findWriteTopics(url: string): readonly Topic[] | undefined {
  return WRITE_TOPICS.find(([prefix]) => url.startsWith(prefix))?.[1];
}
