/**
 * `GET /api/admin/audit` describes each entry for a sentence (docs/decisions/032-audit-sentences-and-course-districts.md):
 * the admin's name, the target's name and page, a second record, what changed — for entries written now
 * and for those written before names were recorded, and for records that are gone.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import type { TAuditEntry, TAuditList } from "#shared/schemas/admin.js";
import { adminAuditLog, feedPosts, placeClaims, providerProfiles } from "#server/db/schema.js";

let t: TestApp;
let admin: TestUser;
let parent: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await signIn(t, { role: "admin", name: "Ada Admin" });
  parent = await signIn(t, { name: "Pia Parent" });
});
afterAll(async () => {
  await t?.close();
});

const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, user = admin) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

/** The newest entry of an action. */
async function entry(action: string): Promise<TAuditEntry> {
  const log = (await send("GET", "/api/admin/audit?limit=50")).json<TAuditList>();
  const found = log.items.find((item) => item.action === action);
  if (!found) throw new Error(`no ${action} entry in ${log.items.map((item) => item.action).join(", ")}`);
  return found;
}

async function createPlace(name: string, type = "ice_cream") {
  const response = await send("POST", "/api/admin/places", {
    name,
    description: "Eisdiele in Barmbek-Nord (Bezirk Hamburg-Nord).",
    address: "Poppenhusenstraße 5, 22305 Hamburg",
    type,
    latitude: 53.586129,
    longitude: 10.0434,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; name: string; address: string; latitude: number; longitude: number }>();
}

describe("GET /api/admin/audit", () => {
  it("names the admin and the place and says what changed, in fields and values the log can label", async () => {
    const place = await createPlace("Café P5");
    const saved = await send("PUT", `/api/admin/places/${place.id}`, {
      name: "Café P5",
      description: "Café mit Frühstück in Barmbek-Nord.",
      address: place.address,
      type: "cafe",
      latitude: place.latitude,
      longitude: place.longitude,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const update = await entry("place.update");
    expect(update).toMatchObject({
      admin_name: "Ada Admin",
      target_name: "Café P5",
      target_path: `/places/${place.id}`,
      context_name: null,
      variant: null,
    });
    expect(update.details).toEqual([
      {
        field: "description",
        before: "Eisdiele in Barmbek-Nord (Bezirk Hamburg-Nord).",
        after: "Café mit Frühstück in Barmbek-Nord.",
      },
      { field: "place_type", before: "ice_cream", after: "cafe" },
    ]);
  });

  it("names the place of a new map position, and of entries written before names were kept", async () => {
    const place = await createPlace("Eiscafé Positionsweg");
    const moved = await send("PUT", `/api/admin/places/${place.id}/position`, {
      latitude: 53.5761,
      longitude: 9.9532,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await entry("place.position")).toMatchObject({
      target_name: "Eiscafé Positionsweg",
      target_path: `/places/${place.id}`,
      details: [{ field: "position", before: "Barmbek-Nord", after: "Eimsbüttel" }],
    });

    // As the log kept it before: coordinates only, no name.
    await t.database.db.insert(adminAuditLog).values({
      admin_id: admin.id,
      action: "place.position",
      target_type: "place",
      target_id: place.id,
      summary: {
        before: { latitude: null, longitude: null },
        after: { latitude: 53.5761, longitude: 9.9532 },
      },
    });
    expect(await entry("place.position")).toMatchObject({
      target_name: "Eiscafé Positionsweg",
      target_path: `/places/${place.id}`,
      details: [{ field: "position", before: null, after: "53.57610, 9.95320" }],
    });
  });

  it("names both places of a merge and what moved; the merged place has no page any more", async () => {
    const kept = await createPlace("Eiscafé Dante");
    const duplicate = await createPlace("Eiscafe Dante");
    const merged = await send("POST", `/api/admin/places/${duplicate.id}/merge`, { into: kept.id });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(await entry("place.merge")).toMatchObject({
      target_name: "Eiscafé Dante",
      target_path: `/places/${kept.id}`,
      context_name: "Eiscafe Dante",
      context_path: null,
    });
  });

  it("names the place and the provider of a decided claim", async () => {
    const owner = await signIn(t, { role: "provider" });
    const [provider] = await t.database.db
      .insert(providerProfiles)
      .values({ user_id: owner.id, name: "Elternschule Barmbek", approval_status: "approved" })
      .returning();
    const place = await createPlace("Elternschule Barmbek (Haus)", "family_education");
    const [claim] = await t.database.db
      .insert(placeClaims)
      .values({ place_id: place.id, provider_id: provider!.id, user_id: owner.id })
      .returning();
    expect((await send("POST", `/api/admin/place-claims/${claim!.id}/approve`)).statusCode).toBe(200);
    expect(await entry("place_claim.approve")).toMatchObject({
      target_name: "Elternschule Barmbek (Haus)",
      target_path: `/places/${place.id}`,
      context_name: "Elternschule Barmbek",
      context_path: `/provider/${provider!.id}`,
    });
  });

  it("keeps the name of deleted content, and says what a dismissed report was about", async () => {
    const [post] = await t.database.db
      .insert(feedPosts)
      .values({
        type: "tip",
        content: "Der Wasserspielplatz im Stadtpark ist ab Mai wieder an.",
        author_email: parent.email,
        author_id: parent.id,
      })
      .returning();
    const reported = await send(
      "POST",
      "/api/reports",
      { target_type: "post", target_id: post!.id, reason: "spam" },
      parent,
    );
    expect(reported.statusCode, reported.body).toBe(201);
    const [report] = (await send("GET", "/api/admin/reports")).json<{ items: { id: string }[] }>().items;
    expect((await send("POST", `/api/admin/reports/${report!.id}/dismiss`)).statusCode).toBe(204);
    expect(await entry("report.dismiss")).toMatchObject({
      variant: "post",
      target_name: "Der Wasserspielplatz im Stadtpark ist ab Mai wieder an.",
      target_path: `/community/${post!.id}`,
      details: [{ field: "reason", before: "spam", after: null }],
    });

    expect((await send("DELETE", `/api/admin/posts/${post!.id}`)).statusCode).toBe(204);
    expect(await entry("post.delete")).toMatchObject({
      target_name: "Der Wasserspielplatz im Stadtpark ist ab Mai wieder an.",
      target_path: null,
      details: [
        { field: "post_type", before: "tip", after: null },
        { field: "author", before: parent.email, after: null },
      ],
    });
  });
});
