/**
 * Users management through the API (spec 02 §2.8, §5 "Admin user form", §6): an admin cannot remove their own
 * admin role; every change is in the audit log (decision 032).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { ZAdminUser, ZAdminUserList, type TAdminUser } from "#shared/schemas/admin-users.js";
import { adminAuditLog, profiles } from "#server/db/schema.js";

let t: TestApp;
let admin: TestUser;
let parent: TestUser;
let provider: TestUser;
let lena: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await signIn(t, { role: "admin", email: "admin-people@example.org" });
  parent = await signIn(t, { email: "jana@example.org" });
  provider = await signIn(t, { role: "provider", email: "kurse@example.org" });
  lena = await signIn(t, { email: "lena@example.org", name: "Lena Hansen" });
  await t.database.db
    .update(profiles)
    .set({ location: "Ottensen", children_info: ["18 months", "4 years"], number_of_children: 2 })
    .where(eq(profiles.user_id, lena.id));
});
afterAll(async () => {
  await t?.close();
});

const list = async (query = "", user: TestUser = admin) => {
  const response = await t.app.inject({ url: `/api/admin/users${query}`, headers: user.headers });
  expect(response.statusCode).toBe(200);
  return ZAdminUserList.parse(response.json());
};

const profileIdOf = async (user: TestUser) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.user_id, user.id)))[0]!.id;

const form = {
  display_name: "Lena H.",
  user_role: "parent",
  location: "Altona",
  number_of_children: 2,
  bio: "Zwei Kinder",
};

const patch = (id: string, body: Record<string, unknown>, user: TestUser | null = admin) =>
  t.app.inject({
    method: "PATCH",
    url: `/api/admin/users/${id}`,
    payload: body,
    headers: user?.headers ?? {},
  });

describe("GET /api/admin/users", () => {
  it("lists every user newest first with role, location, children, saved counts and join date", async () => {
    const page = await list();
    expect(page.total).toBe(4);
    expect(page.items.map((item) => item.email)).toEqual([
      "lena@example.org",
      "kurse@example.org",
      "jana@example.org",
      "admin-people@example.org",
    ]);
    expect(page.items[0]).toMatchObject({
      name: "Lena Hansen",
      user_role: "parent",
      location: "Ottensen",
      number_of_children: 2,
      saved_places_count: 0,
      saved_courses_count: 0,
    });
    expect(Number.isNaN(Date.parse(page.items[0]!.created_at))).toBe(false);
  });

  it("counts saved places and courses", async () => {
    const ids = ["00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000002"];
    await t.database.db
      .update(profiles)
      .set({ saved_places: ids, saved_courses: [ids[0]!] })
      .where(eq(profiles.user_id, parent.id));
    const jana = (await list("?q=jana")).items[0];
    expect(jana).toMatchObject({ saved_places_count: 2, saved_courses_count: 1 });
  });

  it("searches display name, name and location, ignoring case", async () => {
    expect((await list("?q=HANSEN")).items.map((item) => item.email)).toEqual(["lena@example.org"]);
    expect((await list("?q=otten")).items.map((item) => item.email)).toEqual(["lena@example.org"]);
    expect((await list("?q=kurse")).items.map((item) => item.email)).toEqual(["kurse@example.org"]);
    expect((await list("?q=nobody-here")).total).toBe(0);
    // LIKE wildcards match themselves.
    expect((await list("?q=%25")).total).toBe(0);
  });

  it("filters by role", async () => {
    expect((await list("?role=provider")).items.map((item) => item.email)).toEqual(["kurse@example.org"]);
    expect((await list("?role=admin")).items.map((item) => item.email)).toEqual(["admin-people@example.org"]);
    expect((await list("?role=parent&q=lena")).total).toBe(1);
  });

  it("refuses an unknown role filter with 400", async () => {
    const response = await t.app.inject({ url: "/api/admin/users?role=superuser", headers: admin.headers });
    expect(response.statusCode).toBe(400);
  });

  it("answers 401 signed out and 403 to parents and providers", async () => {
    expect((await t.app.inject({ url: "/api/admin/users" })).statusCode).toBe(401);
    for (const user of [parent, provider]) {
      const response = await t.app.inject({ url: "/api/admin/users", headers: user.headers });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe("PATCH /api/admin/users/:id", () => {
  it("saves the dialog's fields and records the change in the audit log", async () => {
    const id = await profileIdOf(lena);
    const response = await patch(id, { ...form, user_role: "provider", display_name: "  Lena H.  " });
    expect(response.statusCode).toBe(200);
    const saved: TAdminUser = ZAdminUser.parse(response.json());
    expect(saved).toMatchObject({
      id,
      display_name: "Lena H.",
      user_role: "provider",
      location: "Altona",
      bio: "Zwei Kinder",
      number_of_children: 2,
    });
    const [entry] = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.target_id, id));
    expect(entry).toMatchObject({ admin_id: admin.id, action: "user.update", target_type: "user" });
    expect(entry?.summary).toMatchObject({
      before: { user_role: "parent", location: "Ottensen" },
      after: { user_role: "provider", location: "Altona" },
    });
    // The user's own session now has the role (what the 'Anbieter' button reads).
    const me = (await t.app.inject({ url: "/api/me", headers: lena.headers })).json<{
      profile: { user_role: string };
    }>();
    expect(me.profile.user_role).toBe("provider");
  });

  it("keeps the children list in step with the number: fewer cuts, more adds unknown ages", async () => {
    const id = await profileIdOf(lena);
    expect((await patch(id, { ...form, number_of_children: 1 })).statusCode).toBe(200);
    let [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, id));
    expect(row).toMatchObject({ children_info: ["18 months"], number_of_children: 1 });
    expect((await patch(id, { ...form, number_of_children: 3 })).statusCode).toBe(200);
    [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, id));
    expect(row).toMatchObject({ children_info: ["18 months", "?", "?"], number_of_children: 3 });
  });

  it.each([
    ["an empty field", ""],
    ["text", "abc"],
  ])("turns %s for the number of children into 0", async (_name, value) => {
    const id = await profileIdOf(lena);
    const response = await patch(id, { ...form, number_of_children: value });
    expect(response.statusCode).toBe(200);
    expect(ZAdminUser.parse(response.json()).number_of_children).toBe(0);
  });

  it.each([
    ["a negative number of children", { ...form, number_of_children: -1 }],
    ["a fractional number of children", { ...form, number_of_children: 1.5 }],
    ["an unknown role", { ...form, user_role: "superuser" }],
    ["an over-long bio", { ...form, bio: "x".repeat(1001) }],
  ])("refuses %s with 400", async (_name, body) => {
    const response = await patch(await profileIdOf(lena), body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string } }>().error.code).toBe("BAD_REQUEST");
  });

  it("refuses to let an admin drop their own admin role, and changes nothing", async () => {
    const id = await profileIdOf(admin);
    const response = await patch(id, { ...form, user_role: "parent" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: {
        code: "FORBIDDEN",
        message: "Admins cannot remove their own admin role.",
        key: "OWN_ADMIN_ROLE",
      },
    });
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, id));
    expect(row?.user_role).toBe("admin");
    // Editing their own other fields is fine.
    expect((await patch(id, { ...form, user_role: "admin" })).statusCode).toBe(200);
  });

  it("lets an admin make another user admin and take it back", async () => {
    const id = await profileIdOf(parent);
    expect(ZAdminUser.parse((await patch(id, { ...form, user_role: "admin" })).json()).user_role).toBe(
      "admin",
    );
    expect(ZAdminUser.parse((await patch(id, { ...form, user_role: "parent" })).json()).user_role).toBe(
      "parent",
    );
  });

  it("answers 404 for a user that does not exist", async () => {
    const response = await patch("00000000-0000-4000-8000-00000000abcd", form);
    expect(response.statusCode).toBe(404);
    expect(response.json<{ error: { message: string } }>().error.message).toBe("User not found.");
  });

  it("answers 401 signed out and 403 to parents and providers, changing nothing", async () => {
    const id = await profileIdOf(lena);
    expect((await patch(id, { ...form, user_role: "admin" }, null)).statusCode).toBe(401);
    for (const user of [parent, provider]) {
      expect((await patch(id, { ...form, user_role: "admin" }, user)).statusCode).toBe(403);
    }
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, id));
    expect(row?.user_role).not.toBe("admin");
  });
});
