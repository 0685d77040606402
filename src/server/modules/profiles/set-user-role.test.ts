/** `npm run user:role` logic (scripts/user-role.ts): the only way to make an admin (spec 01 §6). */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { profiles, user } from "#server/db/schema.js";
import { AppError } from "#server/lib/app-error.js";
import { isUserRole, setUserRole } from "./set-user-role.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await t.database.db.insert(user).values([
    { id: "user-with-profile", name: "Lena", email: "lena@example.org", emailVerified: true },
    { id: "user-without-profile", name: "", email: "ole@example.org", emailVerified: true },
  ]);
  await t.database.db
    .insert(profiles)
    .values({ user_id: "user-with-profile", name: "Lena", display_name: "Lena" });
});
afterAll(async () => {
  await t?.close();
});

const roleOf = async (userId: string) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.user_id, userId)))[0]?.user_role;

describe("setUserRole", () => {
  it("makes an account admin, finding the address regardless of case", async () => {
    const result = await setUserRole({ db: t.database.db, email: " LENA@example.org ", role: "admin" });
    expect(result).toEqual({
      userId: "user-with-profile",
      email: "lena@example.org",
      previousRole: "parent",
      role: "admin",
    });
    expect(await roleOf("user-with-profile")).toBe("admin");
  });

  it("can take the role back", async () => {
    await setUserRole({ db: t.database.db, email: "lena@example.org", role: "parent" });
    expect(await roleOf("user-with-profile")).toBe("parent");
  });

  it("creates a missing profile first", async () => {
    await setUserRole({ db: t.database.db, email: "ole@example.org", role: "provider" });
    const [profile] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.user_id, "user-without-profile"));
    expect(profile).toMatchObject({ user_role: "provider", display_name: "ole", name: null });
  });

  it("refuses an unknown address with NOT_FOUND", async () => {
    const attempt = setUserRole({ db: t.database.db, email: "nobody@example.org", role: "admin" });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("knows the three roles and nothing else", () => {
    expect(["parent", "provider", "admin"].every(isUserRole)).toBe(true);
    expect(isUserRole("superuser")).toBe(false);
  });
});
