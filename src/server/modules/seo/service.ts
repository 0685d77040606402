/**
 * sitemap.xml (sitemaps.org protocol 0.9; decision 008): the public pages, every place, every course and
 * every approved provider (decision 009). One file holds at most 50,000 URLs; past that /sitemap.xml becomes
 * an index of numbered files (/sitemap-1.xml …) so a large catalogue stays valid.
 */
import { count, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.js";
import { courses, places, providerProfiles } from "#server/db/schema.js";

/** The protocol's limit per file (https://www.sitemaps.org/protocol.html#index). */
export const URLS_PER_SITEMAP = 50_000;

/** Public list pages worth indexing (detail pages follow). */
const STATIC_PATHS = ["/", "/places", "/courses", "/community", "/about"];

type Entry = { path: string; lastModified: Date | null };

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

const urlElement = (publicUrl: string, entry: Entry): string =>
  `<url><loc>${escapeXml(publicUrl + entry.path)}</loc>${
    entry.lastModified ? `<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>` : ""
  }</url>`;

/** Provider pages are listed once an admin approved them (decision 009). */
const isApprovedProvider = eq(providerProfiles.approval_status, "approved");

async function countEntries(db: Db): Promise<number> {
  const [[placeCount], [courseCount], [providerCount]] = await Promise.all([
    db.select({ total: count() }).from(places),
    db.select({ total: count() }).from(courses),
    db.select({ total: count() }).from(providerProfiles).where(isApprovedProvider),
  ]);
  return (
    STATIC_PATHS.length + (placeCount?.total ?? 0) + (courseCount?.total ?? 0) + (providerCount?.total ?? 0)
  );
}

/** Entries `offset … offset+limit` of the whole list: static pages, then providers, places, courses (by id). */
async function readEntries(db: Db, offset: number, limit: number): Promise<Entry[]> {
  const staticEntries = STATIC_PATHS.slice(offset, offset + limit).map((path) => ({
    path,
    lastModified: null,
  }));
  const rows = await db
    .select({ kind: sql<string>`'places'`.as("kind"), id: places.id, updated_at: places.updated_at })
    .from(places)
    .unionAll(
      db
        .select({ kind: sql<string>`'courses'`.as("kind"), id: courses.id, updated_at: courses.updated_at })
        .from(courses),
    )
    .unionAll(
      db
        .select({
          kind: sql<string>`'provider'`.as("kind"),
          id: providerProfiles.id,
          updated_at: providerProfiles.updated_at,
        })
        .from(providerProfiles)
        .where(isApprovedProvider),
    )
    .orderBy(sql`kind desc`, sql`id`)
    .offset(Math.max(0, offset - STATIC_PATHS.length))
    .limit(limit - staticEntries.length);
  return [
    ...staticEntries,
    ...rows.map((row) => ({ path: `/${row.kind}/${row.id}`, lastModified: new Date(row.updated_at) })),
  ];
}

/** The XML of a `<urlset>` for entries `offset …` (at most URLS_PER_SITEMAP). */
async function urlSet(db: Db, publicUrl: string, offset: number): Promise<string> {
  const entries = await readEntries(db, offset, URLS_PER_SITEMAP);
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.map((entry) => urlElement(publicUrl, entry)).join("\n")}
</urlset>
`;
}

/**
 * /sitemap.xml: every URL, or an index of /sitemap-N.xml files when there are more than the protocol
 * allows in one file.
 */
export async function buildSitemap(db: Db, publicUrl: string): Promise<string> {
  const total = await countEntries(db);
  if (total <= URLS_PER_SITEMAP) return urlSet(db, publicUrl, 0);
  const files = Math.ceil(total / URLS_PER_SITEMAP);
  const items = Array.from(
    { length: files },
    (_, index) => `<sitemap><loc>${escapeXml(`${publicUrl}/sitemap-${index + 1}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${items.join("\n")}
</sitemapindex>
`;
}

/**
 * /sitemap-N.xml (N from 1) of a sitemap index.
 * @returns null when N is beyond the last file
 */
export async function buildSitemapPart(db: Db, publicUrl: string, part: number): Promise<string | null> {
  const total = await countEntries(db);
  const offset = (part - 1) * URLS_PER_SITEMAP;
  if (part < 1 || offset >= total) return null;
  return urlSet(db, publicUrl, offset);
}
