/**
 * An admin sets the missing map position of a place, a place suggestion and a café or
 * provider profile; the server computes the Stadtteil and Bezirk, a café's place follows its profile,
 * an imported suggestion is refused, and every write is audited. The admin places table lists the places
 * without a position on request.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import type { TAdminPlaceList } from "#shared/schemas/admin-catalogue.js";
import type { TSetPositionResult } from "#shared/schemas/admin-positions.js";
import type { TProfileApprovalList } from "#shared/schemas/profile-approvals.js";
import {
  adminAuditLog,
  cafeProfiles,
  placeSuggestions,
  places,
  providerProfiles,
} from "#server/db/schema.js";

let t: TestApp;
let admin: TestUser;
let parent: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  [admin, parent] = [await signIn(t, { role: "admin" }), await signIn(t)];
});
afterAll(async () => {
  await t?.close();
});

/** Hamburg's Rathausmarkt and a point in Eppendorf. */
const RATHAUSMARKT = { latitude: 53.5503, longitude: 9.9925 };
const EPPENDORF = { latitude: 53.5865, longitude: 9.9784 };

const put = (url: string, user: TestUser, payload: object) =>
  t.app.inject({ method: "PUT", url, headers: user.headers, payload: payload as Record<string, unknown> });

const auditOf = async (targetId: string) =>
  t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.target_id, targetId));

describe("setting a missing position", () => {
  it("places: lists those without a position, sets it with its Stadtteil and audits it", async () => {
    const [place] = await t.database.db
      .insert(places)
      .values({ name: "Spielplatz ohne Punkt", type: "playground", address: "Rathausmarkt" })
      .returning({ id: places.id });
    const missing = await t.app.inject({ url: "/api/admin/places?position=missing", headers: admin.headers });
    expect(missing.json<TAdminPlaceList>().items.map((item) => item.id)).toContain(place!.id);

    const url = `/api/admin/places/${place!.id}/position`;
    expect((await put(url, parent, RATHAUSMARKT)).statusCode).toBe(403);
    expect((await put(url, admin, { latitude: 91, longitude: 9 })).statusCode).toBe(400);
    expect((await put(url, admin, { latitude: 53.5 })).statusCode).toBe(400);
    expect(
      (await put("/api/admin/places/00000000-0000-4000-8000-000000000000/position", admin, RATHAUSMARKT))
        .statusCode,
    ).toBe(404);

    const saved = await put(url, admin, RATHAUSMARKT);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<TSetPositionResult>()).toEqual({
      ...RATHAUSMARKT,
      stadtteil: "Hamburg-Altstadt",
      bezirk: "Hamburg-Mitte",
    });
    const [row] = await t.database.db.select().from(places).where(eq(places.id, place!.id));
    expect(row).toMatchObject({ ...RATHAUSMARKT, stadtteil: "Hamburg-Altstadt", bezirk: "Hamburg-Mitte" });
    const after = await t.app.inject({ url: "/api/admin/places?position=missing", headers: admin.headers });
    expect(after.json<TAdminPlaceList>().items.map((item) => item.id)).not.toContain(place!.id);
    expect(await auditOf(place!.id)).toContainEqual(
      expect.objectContaining({
        action: "place.position",
        admin_id: admin.id,
        summary: {
          before: { latitude: null, longitude: null, stadtteil: null },
          after: expect.objectContaining(RATHAUSMARKT),
          target_name: "Spielplatz ohne Punkt",
        },
      }),
    );
  });

  it("place suggestions: sets it while not imported, so the import takes it along; refuses it after", async () => {
    const [suggestion] = await t.database.db
      .insert(placeSuggestions)
      .values({
        name: "Vorgeschlagener Spielplatz",
        description: "Ohne Kartenpunkt vorgeschlagen.",
        type: "playground",
        address: "Eppendorfer Baum",
        submitted_by: parent.id,
      })
      .returning({ id: placeSuggestions.id });
    const url = `/api/admin/place-suggestions/${suggestion!.id}/position`;
    const saved = await put(url, admin, EPPENDORF);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<TSetPositionResult>()).toMatchObject({
      stadtteil: "Eppendorf",
      bezirk: "Hamburg-Nord",
    });

    const imported = await t.app.inject({
      method: "POST",
      url: `/api/admin/place-suggestions/${suggestion!.id}/import`,
      headers: admin.headers,
    });
    expect(imported.statusCode).toBe(201);
    const [place] = await t.database.db
      .select()
      .from(places)
      .where(eq(places.id, imported.json<{ id: string }>().id));
    expect(place).toMatchObject({ ...EPPENDORF, stadtteil: "Eppendorf", bezirk: "Hamburg-Nord" });

    const refused = await put(url, admin, RATHAUSMARKT);
    expect(refused.statusCode).toBe(409);
    expect(await auditOf(suggestion!.id)).toContainEqual(
      expect.objectContaining({ action: "place_suggestion.position" }),
    );
  });

  it("profiles: a café's place follows its profile; a provider keeps the point; both show in the queue", async () => {
    const cafeOwner = await signIn(t);
    const providerOwner = await signIn(t, { role: "provider" });
    const [cafe] = await t.database.db
      .insert(cafeProfiles)
      .values({
        user_id: cafeOwner.id,
        name: "Café Punktlos",
        address: "Rathausmarkt 1",
        approval_status: "approved",
      })
      .returning({ id: cafeProfiles.id });
    const [provider] = await t.database.db
      .insert(providerProfiles)
      .values({ user_id: providerOwner.id, name: "Krabbelgruppe Punktlos", address: "Eppendorfer Weg 1" })
      .returning({ id: providerProfiles.id });
    const [{ place_id: placeId } = { place_id: null }] = await t.database.db
      .select({ place_id: cafeProfiles.place_id })
      .from(cafeProfiles)
      .where(eq(cafeProfiles.id, cafe!.id));
    expect(placeId).not.toBeNull();

    const queue = async (status: string) =>
      (
        await t.app.inject({ url: `/api/admin/profile-approvals?status=${status}`, headers: admin.headers })
      ).json<TProfileApprovalList>().items;
    expect(await queue("pending")).toContainEqual(
      expect.objectContaining({ id: provider!.id, latitude: null, longitude: null }),
    );

    // Through the places table: the café profile takes the point, and the place follows it.
    const viaPlace = await put(`/api/admin/places/${placeId}/position`, admin, RATHAUSMARKT);
    expect(viaPlace.statusCode).toBe(200);
    const [cafeRow] = await t.database.db.select().from(cafeProfiles).where(eq(cafeProfiles.id, cafe!.id));
    expect(cafeRow).toMatchObject({ ...RATHAUSMARKT, stadtteil: "Hamburg-Altstadt" });
    const [placeRow] = await t.database.db.select().from(places).where(eq(places.id, placeId!));
    expect(placeRow).toMatchObject({
      ...RATHAUSMARKT,
      stadtteil: "Hamburg-Altstadt",
      bezirk: "Hamburg-Mitte",
    });

    // Through the approval card.
    const cafeSaved = await put(`/api/admin/profile-approvals/cafe/${cafe!.id}/position`, admin, EPPENDORF);
    expect(cafeSaved.json<TSetPositionResult>()).toMatchObject({ stadtteil: "Eppendorf" });
    const [moved] = await t.database.db.select().from(places).where(eq(places.id, placeId!));
    expect(moved).toMatchObject({ ...EPPENDORF, stadtteil: "Eppendorf" });
    expect(await queue("approved")).toContainEqual(expect.objectContaining({ id: cafe!.id, ...EPPENDORF }));

    const providerSaved = await put(
      `/api/admin/profile-approvals/provider/${provider!.id}/position`,
      admin,
      EPPENDORF,
    );
    expect(providerSaved.statusCode).toBe(200);
    expect(providerSaved.json<TSetPositionResult>()).toEqual({ ...EPPENDORF, stadtteil: null, bezirk: null });
    expect(await queue("pending")).toContainEqual(
      expect.objectContaining({ id: provider!.id, ...EPPENDORF }),
    );
    expect(
      (await put(`/api/admin/profile-approvals/provider/${cafe!.id}/position`, admin, EPPENDORF)).statusCode,
    ).toBe(404);
    const entries = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.target_id, provider!.id), eq(adminAuditLog.action, "provider_profile.position")),
      );
    expect(entries).toHaveLength(1);
  });
});
