/**
 * The profile API (spec 01 §2 /profile, §3 "profile", §4 "Profile", §5 "Child entry"; DESIGN.md
 * "defects": the admin role only for admins).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { ZMe } from "#shared/schemas/me.js";
import { ZProfile } from "#shared/schemas/profile.js";
import { profiles } from "#server/db/schema.js";

let t: TestApp;
let parent: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  parent = await signIn(t, { email: "jana.k@example.org" });
  admin = await signIn(t, { role: "admin" });
});
afterAll(async () => {
  await t?.close();
});

const form = {
  name: "Jana",
  user_role: "parent",
  location: "Ottensen",
  bio: "Two kids, one dog.",
  children_info: ["18 months", "4 years"],
};

const put = (body: Record<string, unknown>, user: TestUser | null = parent) =>
  t.app.inject({ method: "PUT", url: "/api/profile", payload: body, headers: user?.headers ?? {} });

describe("GET /api/profile", () => {
  it("needs a signed-in user", async () => {
    expect((await t.app.inject({ url: "/api/profile" })).statusCode).toBe(401);
  });

  it("returns the new account's profile: role parent, no children", async () => {
    const response = await t.app.inject({ url: "/api/profile", headers: parent.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("no-store");
    expect(ZProfile.parse(response.json())).toEqual({
      email: "jana.k@example.org",
      name: null,
      display_name: "jana.k",
      user_role: "parent",
      location: null,
      bio: null,
      children_info: [],
      number_of_children: 0,
    });
  });
});

describe("PUT /api/profile", () => {
  it("saves the form, trims the texts and counts the children", async () => {
    const response = await put({ ...form, name: "  Jana  ", children_info: ["  18 months ", "4 years"] });
    expect(response.statusCode).toBe(200);
    expect(ZProfile.parse(response.json())).toMatchObject({
      name: "Jana",
      display_name: "Jana",
      location: "Ottensen",
      children_info: ["18 months", "4 years"],
      number_of_children: 2,
    });
    // The header greeting reads /api/me.
    const me = ZMe.parse((await t.app.inject({ url: "/api/me", headers: parent.headers })).json());
    expect(me.profile.name).toBe("Jana");
  });

  it("keeps number_of_children equal to the list, whatever the client sends", async () => {
    const response = await put({ ...form, children_info: ["4 years"], number_of_children: 7 });
    expect(ZProfile.parse(response.json())).toMatchObject({
      children_info: ["4 years"],
      number_of_children: 1,
    });
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.user_id, parent.id));
    expect(row?.number_of_children).toBe(1);
  });

  it("stores empty optional texts as empty (null)", async () => {
    const response = await put({ ...form, name: "   ", location: "", bio: " " });
    expect(ZProfile.parse(response.json())).toMatchObject({
      name: null,
      location: null,
      bio: null,
      display_name: "jana.k",
    });
  });

  it.each([
    ["a blank child entry", { ...form, children_info: ["4 years", "   "] }],
    ["an unknown role", { ...form, user_role: "superuser" }],
    ["a missing role", { ...form, user_role: undefined }],
    ["an over-long bio", { ...form, bio: "x".repeat(1001) }],
    [
      "more than 20 children",
      { ...form, children_info: Array.from({ length: 21 }, (_, index) => `${index} years`) },
    ],
  ])("refuses %s with 400", async (_name, body) => {
    expect((await put(body)).statusCode).toBe(400);
  });

  it("the database itself refuses a count that does not match the list", async () => {
    await expect(
      t.database.db.update(profiles).set({ number_of_children: 5 }).where(eq(profiles.user_id, parent.id)),
    ).rejects.toThrow();
  });

  it("lets a parent become a provider and back", async () => {
    expect(ZProfile.parse((await put({ ...form, user_role: "provider" })).json()).user_role).toBe("provider");
    expect(ZProfile.parse((await put({ ...form, user_role: "parent" })).json()).user_role).toBe("parent");
  });

  it("refuses self-promotion to admin with 403 and changes nothing", async () => {
    const response = await put({ ...form, name: "Sneaky", user_role: "admin" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: "FORBIDDEN", message: "Only admins can give the admin role." },
    });
    const profile = ZProfile.parse(
      (await t.app.inject({ url: "/api/profile", headers: parent.headers })).json(),
    );
    expect(profile).toMatchObject({ user_role: "parent", name: "Jana" });
  });

  it("lets an admin save with the admin role, but not drop it", async () => {
    expect((await put({ ...form, user_role: "admin" }, admin)).statusCode).toBe(200);
    const demote = await put({ ...form, user_role: "parent" }, admin);
    expect(demote.statusCode).toBe(403);
    expect(demote.json<{ error: { message: string } }>().error.message).toBe(
      "Admins cannot remove their own admin role.",
    );
  });

  it("needs a signed-in user", async () => {
    expect((await put(form, null)).statusCode).toBe(401);
  });
});
