/**
 * Crowd facts a troll cannot flip (docs/decisions/042-fact-answerer-standing.md): a changing table twelve
 * parents confirmed keeps its "yes" against one, five or twelve fresh accounts saying "no"; accounts
 * count fully once they are a week old with a confirmed address; an admin's answer decides.
 */
import { randomUUID } from "node:crypto";
import { subDays } from "date-fns";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import type { TPlaceFact } from "#shared/schemas/facts.js";
import type { TPlaceDetail } from "#shared/schemas/places.js";
import { placeFactAnswers, places, user } from "#server/db/schema.js";

let t: TestApp;
let troll: TestUser;
let placeId: string;
let otherPlaceId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  troll = await signIn(t);
  [{ id: placeId }, { id: otherPlaceId }] = await t.database.db
    .insert(places)
    .values([
      { name: "Bücherhalle Eppendorf", type: "library", address: "Julius-Reincke-Stieg 13a" },
      { name: "Bücherhalle Altona", type: "library", address: "Ottenser Hauptstraße 10" },
    ])
    .returning({ id: places.id })
    .then((rows) => rows as [{ id: string }, { id: string }]);
});
afterAll(async () => {
  await t?.close();
});

/** Accounts made `daysOld` days ago, their address confirmed or not (straight into better-auth's table). */
async function accounts(count: number, options: { daysOld: number; isVerified: boolean }): Promise<string[]> {
  const rows = Array.from({ length: count }, () => {
    const id = randomUUID();
    const createdAt = subDays(new Date(), options.daysOld);
    return { id, name: "", email: `${id}@example.org`, emailVerified: options.isVerified, createdAt };
  });
  await t.database.db.insert(user).values(rows);
  return rows.map((row) => row.id);
}

/** Each account's answer to the changing table of `place`, given now. */
const answerAll = (place: string, userIds: string[], value: "yes" | "no") =>
  t.database.db.insert(placeFactAnswers).values(
    userIds.map((id) => ({
      place_id: place,
      key: "changing_table",
      value,
      source: "parent" as const,
      user_id: id,
    })),
  );

const changingTable = async (place: string) =>
  (await t.app.inject({ url: `/api/places/${place}` }))
    .json<TPlaceDetail>()
    .facts.find((fact) => fact.key === "changing_table");

const answer = (place: string, who: TestUser, value: "yes" | "no") =>
  t.app.inject({
    method: "POST",
    url: `/api/places/${place}/facts`,
    payload: { key: "changing_table", value },
    headers: who.headers,
  });

describe("a fact twelve parents confirmed", () => {
  let freshIds: string[] = [];

  beforeAll(async () => {
    await answerAll(placeId, await accounts(12, { daysOld: 30, isVerified: true }), "yes");
  });

  it("stays 'yes' when one fresh account says no, which shows as the minority", async () => {
    const response = await answer(placeId, troll, "no");
    expect(response.statusCode).toBe(200);
    const fact = response.json<TPlaceFact>();
    expect(fact).toMatchObject({ value: "yes", confirmations: 12, decided_by: "majority" });
    expect(fact.minority).toEqual([expect.objectContaining({ value: "no", source: "parent", answers: 1 })]);
  });

  it("stays 'yes' when five fresh accounts say no", async () => {
    freshIds = await accounts(4, { daysOld: 0, isVerified: true });
    await answerAll(placeId, freshIds, "no");
    const fact = await changingTable(placeId);
    expect(fact).toMatchObject({ value: "yes", confirmations: 12 });
    expect(fact?.minority).toEqual([expect.objectContaining({ value: "no", source: "parent", answers: 5 })]);
  });

  it("stays 'yes' even against as many fresh accounts as confirmed it", async () => {
    const more = await accounts(7, { daysOld: 2, isVerified: true });
    await answerAll(placeId, more, "no");
    freshIds = [...freshIds, ...more, troll.id];
    // 12 answers weighing 1 against 12 weighing 0.2 each; counted alone it would be a tie ('unclear').
    expect(await changingTable(placeId)).toMatchObject({ value: "yes", confirmations: 12 });
  });

  it("stays 'yes' against old accounts whose address was never confirmed", async () => {
    await answerAll(otherPlaceId, await accounts(12, { daysOld: 30, isVerified: true }), "yes");
    await answerAll(otherPlaceId, await accounts(12, { daysOld: 400, isVerified: false }), "no");
    expect(await changingTable(otherPlaceId)).toMatchObject({ value: "yes", confirmations: 12 });
  });

  it("counts the others fully once their accounts are a week old and confirmed: then it is unclear", async () => {
    await t.database.db
      .update(user)
      .set({ createdAt: subDays(new Date(), 8) })
      .where(inArray(user.id, freshIds));
    expect(await changingTable(placeId)).toMatchObject({ value: "unclear", confirmations: 24 });
  });

  it("lets an admin's answer decide against every parent", async () => {
    const admin = await signIn(t, { role: "admin" });
    const fact = (await answer(placeId, admin, "yes")).json<TPlaceFact>();
    expect(fact).toMatchObject({ value: "yes", decided_by: "admin" });
    expect(await changingTable(placeId)).toMatchObject({ value: "yes", decided_by: "admin" });
  });

  it("takes a fresh account's answer where nobody else answered", async () => {
    const fresh = await signIn(t);
    const response = await t.app.inject({
      method: "POST",
      url: `/api/places/${otherPlaceId}/facts`,
      payload: { key: "highchair", value: "yes" },
      headers: fresh.headers,
    });
    expect(response.json<TPlaceFact>()).toMatchObject({ key: "highchair", value: "yes", confirmations: 1 });
  });
});
