/**
 * What cached reads depend on, and how an API write says what it changes of them (plugins/read-cache.ts,
 * decisions 025 and 045): every write route under /api names its topics in its own options, next to its
 * rate limit, e.g. `config: { topics: ["places"] }`; a successful write empties the caches of those
 * topics, here and in the other instances. A write that changes only what its writer (or the admins)
 * sees — a sign-in, a favourite, the profile, a suggestion waiting for review — names none:
 * `config: { topics: [] }`. A write route that names nothing empties every cache (safe, but slow under
 * writes), and the write-topics test refuses it.
 */

/** What cached reads depend on. */
export const TOPICS = ["places", "courses", "posts", "tags", "home"] as const;
export type Topic = (typeof TOPICS)[number];

declare module "fastify" {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** What a successful write to this route changes of what the shared caches show (write-topics.ts). */
    topics?: readonly Topic[];
  }
}
