import { stat } from "node:fs/promises";
import path from "node:path";
import { subDays } from "date-fns";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { multipartFile } from "#tests/support/multipart.js";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import type { TConditionReport } from "#shared/schemas/condition-reports.js";
import type { TUpload } from "#shared/schemas/files.js";
import type { TPlaceCard, TPlaceDetail } from "#shared/schemas/places.js";
import { placeConditionReports, places, uploads } from "#server/db/schema.js";
import { dataPath } from "#server/lib/data-dir.js";
import { findConditionReports } from "./service.js";

let t: TestApp;
let parents: TestUser[];
let placeIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  placeIds = (await t.app.inject({ url: "/api/places?limit=6&type=playground" }))
    .json<{ items: { id: string }[] }>()
    .items.map((item) => item.id);
});
// Fresh parents for every test: one account may report only so many times a day (README "Limits").
beforeEach(async () => {
  parents = await Promise.all([signIn(t), signIn(t)]);
});
afterAll(async () => {
  await t.close();
});

const report = (placeId: string, body: Record<string, unknown>, user: TestUser | null = parents[0]!) =>
  t.app.inject({
    method: "POST",
    url: `/api/places/${placeId}/condition-reports`,
    payload: body,
    headers: { ...(user?.headers ?? { origin: t.config.publicUrl }), "content-type": "application/json" },
  });

const reportsOf = async (placeId: string) =>
  (await t.app.inject({ url: `/api/places/${placeId}` })).json<TPlaceDetail>().condition_reports;

describe("condition reports", () => {
  it("needs a signed-in user, a known place and kind, and a short note", async () => {
    expect((await report(placeIds[0]!, { kind: "dirty" }, null)).statusCode).toBe(401);
    expect((await report("00000000-0000-4000-8000-000000000000", { kind: "dirty" })).statusCode).toBe(404);
    expect((await report(placeIds[0]!, { kind: "flooded" })).statusCode).toBe(400);
    expect((await report(placeIds[0]!, { kind: "dirty", note: "x".repeat(301) })).statusCode).toBe(400);
    expect(await reportsOf(placeIds[0]!)).toEqual([]);
  });

  it("shows a report on the place; the same kind reported again confirms it, once per parent", async () => {
    const created = await report(placeIds[1]!, { kind: "broken_equipment", note: "Die Nestschaukel fehlt." });
    expect(created.statusCode).toBe(201);
    expect(created.json<TConditionReport>()).toMatchObject({
      kind: "broken_equipment",
      note: "Die Nestschaukel fehlt.",
      confirmations: 1,
    });
    const again = await report(placeIds[1]!, { kind: "broken_equipment" }, parents[0]);
    expect(again.statusCode).toBe(200);
    expect(again.json<TConditionReport>().confirmations).toBe(1);
    const confirmed = await report(
      placeIds[1]!,
      { kind: "broken_equipment", note: "Immer noch." },
      parents[1],
    );
    expect(confirmed.json<TConditionReport>()).toMatchObject({
      confirmations: 2,
      note: "Die Nestschaukel fehlt.",
    });
    expect(await reportsOf(placeIds[1]!)).toEqual([confirmed.json()]);
  });

  it("expires 14 days after the last confirmation unless confirmed again", async () => {
    const created = (await report(placeIds[2]!, { kind: "construction" })).json<TConditionReport>();
    const now = new Date();
    expect(await findConditionReports(t.database.db, placeIds[2]!, subDays(now, -13))).toHaveLength(1);
    expect(await findConditionReports(t.database.db, placeIds[2]!, subDays(now, -15))).toEqual([]);
    // Confirmed on day 10, it shows until day 24.
    await t.database.db
      .update(placeConditionReports)
      .set({ confirmed_at: subDays(now, 10) })
      .where(eq(placeConditionReports.id, created.id));
    await report(placeIds[2]!, { kind: "construction" }, parents[1]);
    expect(await reportsOf(placeIds[2]!)).toMatchObject([{ id: created.id, confirmations: 2 }]);
    // Not confirmed for 15 days: gone, and a new report starts afresh.
    await t.database.db
      .update(placeConditionReports)
      .set({ confirmed_at: subDays(now, 15) })
      .where(eq(placeConditionReports.id, created.id));
    expect(await reportsOf(placeIds[2]!)).toEqual([]);
    const fresh = await report(placeIds[2]!, { kind: "construction" });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json<TConditionReport>().id).not.toBe(created.id);
  });
});

describe("a place reported closed for good", () => {
  const listed = async (placeId: string) =>
    (await t.app.inject({ url: "/api/places?type=playground&limit=100" }))
      .json<{ items: { id: string }[] }>()
      .items.some((item) => item.id === placeId);
  const queue = async (user: TestUser) =>
    t.app.inject({ url: "/api/admin/condition-reports", headers: user.headers });
  const decide = (id: string, decision: "close" | "dismiss", user: TestUser) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/condition-reports/${id}/${decision}`,
      headers: user.headers,
    });

  it("goes to the admins, who close the place: it leaves the lists, its page and favourites say so", async () => {
    const admin = await signIn(t, { role: "admin" });
    const placeId = placeIds[3]!;
    await t.app.inject({
      method: "PUT",
      url: `/api/favorites/places/${placeId}`,
      headers: parents[1]!.headers,
    });
    const created = (
      await report(placeId, { kind: "permanently_closed", note: "Abgerissen, jetzt Neubau." })
    ).json<TConditionReport>();
    expect((await queue(parents[0]!)).statusCode).toBe(403);
    const waiting = (await queue(admin)).json<{ items: { id: string; place: { id: string } }[] }>().items;
    expect(waiting).toContainEqual(
      expect.objectContaining({ id: created.id, place: expect.objectContaining({ id: placeId }) }),
    );
    expect(await listed(placeId)).toBe(true);

    expect((await decide(created.id, "close", admin)).statusCode).toBe(204);
    expect(await listed(placeId)).toBe(false);
    const detail = (await t.app.inject({ url: `/api/places/${placeId}` })).json<TPlaceDetail>();
    expect(detail.closed_at).not.toBeNull();
    const favorites = (await t.app.inject({ url: "/api/favorites", headers: parents[1]!.headers })).json<{
      places: { id: string; is_closed: boolean }[];
    }>();
    expect(favorites.places).toContainEqual(expect.objectContaining({ id: placeId, is_closed: true }));
    // Decided: out of the queue, and a second decision finds nothing.
    expect(
      (await queue(admin)).json<{ items: { id: string }[] }>().items.map((item) => item.id),
    ).not.toContain(created.id);
    expect((await decide(created.id, "close", admin)).statusCode).toBe(404);
  });

  it("stays listed when an admin dismisses the report", async () => {
    const admin = await signIn(t, { role: "admin" });
    const placeId = placeIds[0]!;
    const created = (await report(placeId, { kind: "permanently_closed" })).json<TConditionReport>();
    expect((await decide(created.id, "dismiss", admin)).statusCode).toBe(204);
    expect(await listed(placeId)).toBe(true);
    expect(await reportsOf(placeId)).toEqual([]);
  });

  it("puts every current report before the admins, closures first; any can be dismissed, only a closure closes", async () => {
    const admin = await signIn(t, { role: "admin" });
    const placeId = placeIds[2]!;
    const dirty = (
      await report(placeId, { kind: "dirty", note: "Beleidigung statt Zustandsbeschreibung" })
    ).json<TConditionReport>();
    const closure = (await report(placeIds[0]!, { kind: "permanently_closed" })).json<TConditionReport>();
    const items = (await queue(admin)).json<{ items: { id: string; kind: string }[] }>().items;
    expect(items.map((item) => item.id)).toEqual(expect.arrayContaining([dirty.id, closure.id]));
    expect(items.findIndex((item) => item.id === closure.id)).toBeLessThan(
      items.findIndex((item) => item.id === dirty.id),
    );
    const refused = await decide(dirty.id, "close", admin);
    expect(refused.statusCode).toBe(409);
    expect(await listed(placeId)).toBe(true);
    expect((await reportsOf(placeId)).map((shown) => shown.id)).toContain(dirty.id);
    expect((await decide(dirty.id, "dismiss", admin)).statusCode).toBe(204);
    expect((await reportsOf(placeId)).map((shown) => shown.id)).not.toContain(dirty.id);
    await decide(closure.id, "dismiss", admin);
  });
});

describe("condition reports on cards", () => {
  const cardOf = async (placeId: string, filters = "") =>
    (await t.app.inject({ url: `/api/places?type=playground&limit=100${filters}` }))
      .json<{ items: TPlaceCard[] }>()
      .items.find((item) => item.id === placeId);

  it("shows the most pressing current report on the card; a closure report closes the place for now", async () => {
    const placeId = placeIds[4]!;
    expect(await cardOf(placeId)).toMatchObject({ condition: null, is_closed: false });
    await report(placeId, { kind: "dirty" });
    await report(placeId, { kind: "broken_equipment" });
    expect(await cardOf(placeId)).toMatchObject({ condition: "broken_equipment", is_closed: false });
    await report(placeId, { kind: "temporarily_closed", note: "Wegen Sturmschäden gesperrt." });
    expect(await cardOf(placeId)).toMatchObject({ condition: "temporarily_closed", is_closed: true });
    // Wherever the card shows: favourites too.
    await t.app.inject({
      method: "PUT",
      url: `/api/favorites/places/${placeId}`,
      headers: parents[1]!.headers,
    });
    const favorites = (await t.app.inject({ url: "/api/favorites", headers: parents[1]!.headers })).json<{
      places: TPlaceCard[];
    }>();
    expect(favorites.places).toContainEqual(
      expect.objectContaining({ id: placeId, condition: "temporarily_closed", is_closed: true }),
    );
    // Once the reports expire, the card is as before.
    await t.database.db
      .update(placeConditionReports)
      .set({ confirmed_at: subDays(new Date(), 15) })
      .where(eq(placeConditionReports.place_id, placeId));
    t.app.invalidate(["places"]);
    expect(await cardOf(placeId)).toMatchObject({ condition: null, is_closed: false });
  });

  it("keeps a place reported closed out of 'open now', whatever its hours say", async () => {
    const placeId = placeIds[5]!;
    await t.database.db.update(places).set({ opening_hours: "24/7" }).where(eq(places.id, placeId));
    t.app.invalidate(["places"]);
    expect(await cardOf(placeId, "&open_now=1")).toMatchObject({ is_open_now: true, is_closed: false });
    await report(placeId, { kind: "temporarily_closed" });
    expect(await cardOf(placeId, "&open_now=1")).toBeUndefined();
    expect(await cardOf(placeId)).toMatchObject({ is_open_now: false, is_closed: true });
    // Nearest-first lists keep their cards apart (places/nearest.ts): the same there.
    const { latitude, longitude } = (
      await t.app.inject({ url: `/api/places/${placeId}` })
    ).json<TPlaceDetail>();
    expect(await cardOf(placeId, `&sort=distance&lat=${latitude}&lng=${longitude}`)).toMatchObject({
      is_open_now: false,
      is_closed: true,
      condition: "temporarily_closed",
    });
  });
});

describe("a report with a photo", () => {
  let parkIds: string[];
  beforeAll(async () => {
    parkIds = (await t.app.inject({ url: "/api/places?limit=3&type=park" }))
      .json<{ items: { id: string }[] }>()
      .items.map((item) => item.id);
    expect(parkIds).toHaveLength(3);
  });

  /** A real JPEG uploaded to the parents' place-photo bucket, as the report form does. */
  const upload = async (user: TestUser, background = "#b45309"): Promise<TUpload> => {
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background } })
      .jpeg()
      .toBuffer();
    const body = multipartFile({ data: image, filename: "schaukel.jpg" });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/uploads/place-photos",
      payload: body.payload,
      headers: { ...user.headers, "content-type": body.contentType },
    });
    expect(response.statusCode).toBe(201);
    return response.json<TUpload>();
  };
  const fileOf = (url: string) => path.join(dataPath(t.config, "files"), url.replace(/^\/files\//, ""));
  const exists = (url: string) =>
    stat(fileOf(url)).then(
      () => true,
      () => false,
    );
  const uploadRow = async (id: string) =>
    (await t.database.db.select().from(uploads).where(eq(uploads.id, id)))[0];

  it("shows the photo on the place; a confirmation with a new photo replaces it and deletes the old one", async () => {
    const placeId = parkIds[0]!;
    const first = await upload(parents[0]!);
    // Someone else's upload cannot be claimed; nothing is reported then.
    expect(
      (await report(placeId, { kind: "broken_equipment", photo_upload_id: first.id }, parents[1])).statusCode,
    ).toBe(400);
    expect(await reportsOf(placeId)).toEqual([]);

    const created = await report(placeId, { kind: "broken_equipment", photo_upload_id: first.id });
    expect(created.statusCode).toBe(201);
    const shown = created.json<TConditionReport>();
    expect(shown.photo_url).toBe(first.urls.detail);
    expect(await exists(shown.photo_url!)).toBe(true);
    expect(await reportsOf(placeId)).toEqual([shown]);
    // An upload is used once.
    expect((await report(placeIds[0]!, { kind: "dirty", photo_upload_id: first.id })).statusCode).toBe(400);

    // Confirmed without a photo: the photo stays.
    const plain = await report(placeId, { kind: "broken_equipment" }, parents[1]);
    expect(plain.json<TConditionReport>().photo_url).toBe(first.urls.detail);

    const second = await upload(parents[1]!, "#1d4ed8");
    const replaced = await report(
      placeId,
      { kind: "broken_equipment", photo_upload_id: second.id },
      parents[1],
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json<TConditionReport>()).toMatchObject({ id: shown.id, photo_url: second.urls.detail });
    expect(await exists(first.urls.detail)).toBe(false);
    expect(await exists(first.urls.card)).toBe(false);
    expect(await uploadRow(first.id)).toBeUndefined();
    expect(await exists(second.urls.detail)).toBe(true);
  });

  it("does not keep the photo of an expired report once the place is reported again", async () => {
    const placeId = parkIds[1]!;
    const photo = await upload(parents[0]!);
    const old = (
      await report(placeId, { kind: "dirty", photo_upload_id: photo.id })
    ).json<TConditionReport>();
    await t.database.db
      .update(placeConditionReports)
      .set({ confirmed_at: subDays(new Date(), 15) })
      .where(eq(placeConditionReports.id, old.id));
    expect(await reportsOf(placeId)).toEqual([]);
    expect((await report(placeId, { kind: "construction" }, parents[1])).statusCode).toBe(201);
    expect(await exists(photo.urls.detail)).toBe(false);
    expect(await uploadRow(photo.id)).toBeUndefined();
    const [row] = await t.database.db
      .select()
      .from(placeConditionReports)
      .where(eq(placeConditionReports.id, old.id));
    expect(row).toMatchObject({ photo_upload_id: null, photo_url: null });
  });

  it("shows the photo of a closure report to the admins and deletes it with the decided report", async () => {
    const admin = await signIn(t, { role: "admin" });
    const placeId = parkIds[2]!;
    const photo = await upload(parents[0]!);
    const created = (
      await report(placeId, { kind: "permanently_closed", photo_upload_id: photo.id })
    ).json<TConditionReport>();
    const queue = (await t.app.inject({ url: "/api/admin/condition-reports", headers: admin.headers })).json<{
      items: TConditionReport[];
    }>();
    expect(queue.items).toContainEqual(
      expect.objectContaining({ id: created.id, photo_url: photo.urls.detail }),
    );
    const dismissed = await t.app.inject({
      method: "POST",
      url: `/api/admin/condition-reports/${created.id}/dismiss`,
      headers: admin.headers,
    });
    expect(dismissed.statusCode).toBe(204);
    expect(await exists(photo.urls.detail)).toBe(false);
    expect(await uploadRow(photo.id)).toBeUndefined();
  });
});
