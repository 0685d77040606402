/**
 * An admin sees every answer behind a place's facts and removes a wrong one; the shown value
 * follows, and the removal is audited.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import type { TAdminFactAnswers } from "#shared/schemas/facts.js";
import type { TPlaceDetail, TPlaceList } from "#shared/schemas/places.js";

let t: TestApp;
let parents: TestUser[];
let admin: TestUser;
let placeId: string;

beforeAll(async () => {
  t = await createTestApp();
  parents = await Promise.all([signIn(t), signIn(t)]);
  admin = await signIn(t, { role: "admin" });
  placeId = (await t.app.inject({ url: "/api/places?type=cafe&limit=1" })).json<TPlaceList>().items[0]!.id;
});
afterAll(async () => {
  await t.close();
});

const send = (method: "GET" | "POST" | "DELETE", url: string, user: TestUser, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: user.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe("the answers behind a place's facts", () => {
  it("lists who answered what, facts in order and newest first, for admins only", async () => {
    await send("POST", `/api/places/${placeId}/facts`, parents[0]!, { key: "highchair", value: "yes" });
    await send("POST", `/api/places/${placeId}/facts`, parents[0]!, {
      key: "changing_table",
      value: "yes",
      location: ["male_toilet"],
    });
    await send("POST", `/api/places/${placeId}/facts`, parents[1]!, { key: "changing_table", value: "no" });
    expect((await send("GET", `/api/admin/places/${placeId}/fact-answers`, parents[0]!)).statusCode).toBe(
      403,
    );
    const list = (
      await send("GET", `/api/admin/places/${placeId}/fact-answers`, admin)
    ).json<TAdminFactAnswers>();
    // The import's answers (no user) are listed too; the parents' ones come in this order.
    const byParents = list.answers.filter((answer) => answer.source === "parent");
    expect(byParents.map((answer) => [answer.key, answer.value, answer.user_email])).toEqual([
      ["changing_table", "no", parents[1]!.email],
      ["changing_table", "yes", parents[0]!.email],
      ["highchair", "yes", parents[0]!.email],
    ]);
    expect(byParents[1]).toMatchObject({ location: ["male_toilet"] });
    const keys = list.answers.map((answer) => answer.key);
    expect(keys.indexOf("highchair")).toBeGreaterThan(keys.lastIndexOf("changing_table"));
    expect(
      (await send("GET", "/api/admin/places/00000000-0000-4000-8000-000000000000/fact-answers", admin))
        .statusCode,
    ).toBe(404);
  });

  it("removes one answer: the shown value follows, and the audit log records it", async () => {
    const factOf = async () =>
      (await t.app.inject({ url: `/api/places/${placeId}` }))
        .json<TPlaceDetail>()
        .facts.find((fact) => fact.key === "changing_table");
    expect((await factOf())?.value).toBe("unclear");
    const list = (
      await send("GET", `/api/admin/places/${placeId}/fact-answers`, admin)
    ).json<TAdminFactAnswers>();
    const wrong = list.answers.find((answer) => answer.key === "changing_table" && answer.value === "no")!;
    expect((await send("DELETE", `/api/admin/fact-answers/${wrong.id}`, admin)).statusCode).toBe(204);
    expect(await factOf()).toMatchObject({ value: "yes", location: ["male_toilet"] });
    expect((await send("DELETE", `/api/admin/fact-answers/${wrong.id}`, admin)).statusCode).toBe(404);
    const audit = (await send("GET", "/api/admin/audit", admin)).json<{ items: { action: string }[] }>();
    expect(audit.items.map((entry) => entry.action)).toContain("fact_answer.delete");
  });
});
