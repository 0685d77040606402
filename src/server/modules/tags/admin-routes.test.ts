/**
 * Tags management through the API (spec 02 §2.10, §4, §7): CRUD with the spec's validation messages,
 * tag order persisted and visible to the public lists at once, every write audited, and everybody but
 * admins refused.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { errorOf } from "#tests/support/call.js";
import { auditActionsOf } from "#tests/support/audit.js";
import {
  ZAdminPlace,
  ZAdminTag,
  ZAdminTagList,
  type TAdminPlaceRequest,
  type TAdminTagRequest,
} from "#shared/schemas/admin-catalogue.js";
import { ZPlaceList } from "#shared/schemas/places.js";
import { ZTagList } from "#shared/schemas/tags.js";
import { adminAuditLog } from "#server/db/schema.js";

let t: TestApp;
let admin: TestUser;
let parent: TestUser;
let provider: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await signIn(t, { role: "admin" });
  parent = await signIn(t);
  provider = await signIn(t, { role: "provider" });
});

afterAll(async () => {
  await t?.close();
});

const send = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
  user: TestUser | null = admin,
) => t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: user ? user.headers : {} });

const auditActions = (targetId: string) => auditActionsOf(t, admin, targetId);

const placeInput = (overrides: Partial<TAdminPlaceRequest> = {}): TAdminPlaceRequest => ({
  name: "Spielplatz am Elbufer",
  description: "Sandkiste, Schaukeln und Blick auf die Schiffe.",
  address: "Övelgönne 1, 22605 Hamburg",
  type: "playground",
  features: ["Changing table", "Stroller accessible", "Play area"],
  tags: [],
  latitude: 53.5457,
  longitude: 9.9185,
  ...overrides,
});

const tagInput = (overrides: Partial<TAdminTagRequest> = {}): TAdminTagRequest => ({
  name_de: "Matschküche",
  name_en: "Mud kitchen",
  applies_to: ["places"],
  display_type: "badge",
  is_active: true,
  ...overrides,
});

describe("admin tags", () => {
  const created: Record<string, string> = {};
  const publicPlaceTags = async () =>
    ZTagList.parse((await t.app.inject({ url: "/api/tags?applies_to=places" })).json()).items.map(
      (tag) => tag.name_de,
    );

  it("creates tags at the end (display_order = number of tags), English name trimmed or null", async () => {
    for (const [index, name] of ["Matschküche", "Wasserspiel", "Schattig"].entries()) {
      const response = await send(
        "POST",
        "/api/admin/tags",
        tagInput({ name_de: `  ${name} `, name_en: index === 0 ? " Mud kitchen " : "   " }),
      );
      expect(response.statusCode).toBe(201);
      const tag = ZAdminTag.parse(response.json());
      expect(tag).toMatchObject({ name_de: name, display_order: index, is_active: true });
      expect(tag.name_en).toBe(index === 0 ? "Mud kitchen" : null);
      created[name] = tag.id;
    }
    expect(await publicPlaceTags()).toEqual(["Matschküche", "Wasserspiel", "Schattig"]);
    expect(await auditActions(created.Matschküche!)).toEqual(["tag.create by admin"]);
  });

  it.each([
    ["an empty German name", { name_de: "   " }, "German name is required"],
    ["no category", { applies_to: [] }, "Please select at least one category"],
    ["an unknown display type", { display_type: "banner" }, "display_type"],
  ])("refuses %s with the spec's message", async (_label, overrides, message) => {
    const response = await send("POST", "/api/admin/tags", { ...tagInput({ name_de: "Neu" }), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toContain(message);
  });

  it("refuses a German name that already exists with 409", async () => {
    const response = await send("POST", "/api/admin/tags", tagInput({ name_de: "Wasserspiel" }));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe("A tag with this German name already exists.");
  });

  it("updates a tag in place; an inactive tag leaves the public list and the filters at once", async () => {
    const filterByWaterPlay = async () =>
      (await t.app.inject({ url: "/api/places?tag=Wasserspiel&limit=1" })).statusCode;
    expect(await filterByWaterPlay()).toBe(200);
    const response = await send(
      "PUT",
      `/api/admin/tags/${created.Wasserspiel}`,
      tagInput({
        name_de: "Wasserspiel",
        name_en: "Water play",
        applies_to: ["courses", "places"],
        is_active: false,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(ZAdminTag.parse(response.json())).toMatchObject({
      display_order: 1,
      is_active: false,
      applies_to: ["places", "courses"],
    });
    expect(await publicPlaceTags()).toEqual(["Matschküche", "Schattig"]);
    expect(await filterByWaterPlay()).toBe(400);
    const all = ZAdminTagList.parse((await send("GET", "/api/admin/tags")).json());
    expect(all.items.map((tag) => tag.name_de)).toEqual(["Matschküche", "Wasserspiel", "Schattig"]);
    await send(
      "PUT",
      `/api/admin/tags/${created.Wasserspiel}`,
      tagInput({ name_de: "Wasserspiel", is_active: true }),
    );
  });

  it("stores a new order in one request; the public list and place cards follow it", async () => {
    const placeResponse = await send(
      "POST",
      "/api/admin/places",
      placeInput({ name: "Matschplatz", tags: ["Matschküche", "Schattig", "Wasserspiel"], features: [] }),
    );
    const placeId = ZAdminPlace.parse(placeResponse.json()).id;
    const order = [created.Schattig!, created.Wasserspiel!, created.Matschküche!];
    const response = await send("PUT", "/api/admin/tags/order", { ids: order });
    expect(response.statusCode).toBe(200);
    expect(ZAdminTagList.parse(response.json()).items.map((tag) => [tag.name_de, tag.display_order])).toEqual(
      [
        ["Schattig", 0],
        ["Wasserspiel", 1],
        ["Matschküche", 2],
      ],
    );
    expect(await publicPlaceTags()).toEqual(["Schattig", "Wasserspiel", "Matschküche"]);
    const list = ZPlaceList.parse((await t.app.inject({ url: "/api/places?q=Matschplatz" })).json());
    expect(list.items.find((item) => item.id === placeId)?.tags).toEqual([
      "Schattig",
      "Wasserspiel",
      "Matschküche",
    ]);
    const entries = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "tag.reorder"), eq(adminAuditLog.admin_id, admin.id)));
    expect(entries).toHaveLength(1);
  });

  it("refuses an order that leaves out or repeats a tag", async () => {
    const missing = await send("PUT", "/api/admin/tags/order", {
      ids: [created.Schattig, created.Wasserspiel],
    });
    expect(missing.statusCode).toBe(409);
    const repeated = await send("PUT", "/api/admin/tags/order", {
      ids: [created.Schattig, created.Schattig, created.Wasserspiel],
    });
    expect(repeated.statusCode).toBe(400);
  });

  it("hides detail-only and inactive tags on cards", async () => {
    await send(
      "PUT",
      `/api/admin/tags/${created.Wasserspiel}`,
      tagInput({ name_de: "Wasserspiel", display_type: "detail" }),
    );
    await send(
      "PUT",
      `/api/admin/tags/${created.Schattig}`,
      tagInput({ name_de: "Schattig", is_active: false }),
    );
    const list = ZPlaceList.parse((await t.app.inject({ url: "/api/places?q=Matschplatz" })).json());
    expect(list.items[0]?.tags).toEqual(["Matschküche"]);
  });

  it("deletes a tag once, then answers 404; a new tag goes to the end", async () => {
    expect((await send("DELETE", `/api/admin/tags/${created.Schattig}`)).statusCode).toBe(204);
    expect((await send("DELETE", `/api/admin/tags/${created.Schattig}`)).statusCode).toBe(404);
    const next = ZAdminTag.parse(
      (await send("POST", "/api/admin/tags", tagInput({ name_de: "Barfußpfad" }))).json(),
    );
    expect(next.display_order).toBe(2);
    expect(await auditActions(created.Schattig!)).toContain("tag.delete by admin");
  });
});

describe("access", () => {
  const routes: Array<["GET" | "POST" | "PUT" | "DELETE", string, object?]> = [
    ["GET", "/api/admin/tags"],
    ["POST", "/api/admin/tags", tagInput({ name_de: "Verboten" })],
    ["PUT", "/api/admin/tags/order", { ids: ["00000000-0000-4000-8000-000000000000"] }],
    ["PUT", "/api/admin/tags/00000000-0000-4000-8000-000000000000", tagInput()],
    ["DELETE", "/api/admin/tags/00000000-0000-4000-8000-000000000000"],
  ];

  it("answers 403 to parents and providers and 401 to signed-out visitors on every route", async () => {
    for (const [method, url, payload] of routes) {
      expect((await send(method, url, payload, parent)).statusCode, `${method} ${url}`).toBe(403);
      expect((await send(method, url, payload, provider)).statusCode, `${method} ${url}`).toBe(403);
      expect((await send(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
    }
    const tags = ZAdminTagList.parse((await send("GET", "/api/admin/tags")).json());
    expect(tags.items.map((tag) => tag.name_de)).not.toContain("Verboten");
  });
});
