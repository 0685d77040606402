/**
 * Every admin API route refuses non-admins on the server, whatever the UI does (spec 02 §2.2, §6).
 * The test walks the whole admin route table (every route any module registers under /api/admin), so
 * routes added later are covered without touching this file.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { adminRouteTable } from "./admin-scope.js";

let t: TestApp;
let parent: TestUser;
let provider: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  [parent, provider, admin] = [
    await signIn(t, { role: "parent" }),
    await signIn(t, { role: "provider" }),
    await signIn(t, { role: "admin" }),
  ];
});
afterAll(async () => {
  await t?.close();
});

/** A concrete URL for a route pattern: every `:param` becomes a well-formed id. */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, "00000000-0000-4000-8000-000000000000");

const call = (method: string, url: string, user: TestUser | null) =>
  t.app.inject({
    method: method as "GET",
    url: concrete(url),
    headers: { ...(user?.headers ?? {}), "content-type": "application/json" },
    payload: method === "GET" || method === "DELETE" ? undefined : "{}",
  });

describe("the admin route table", () => {
  it("holds the admin-core routes", () => {
    const routes = adminRouteTable(t.app).map((route) => `${route.method} ${route.url}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        "GET /api/admin/dashboard",
        "GET /api/admin/audit",
        "GET /api/admin/place-suggestions",
        "POST /api/admin/place-suggestions/:id/import",
        "POST /api/admin/course-suggestions/:id/review",
        "DELETE /api/admin/course-suggestions/:id",
        "GET /api/admin/feedback",
        "POST /api/admin/feature-requests/:id/review",
      ]),
    );
  });

  it("answers 401 signed out and 403 to a parent and a provider on every admin route", async () => {
    const table = adminRouteTable(t.app);
    expect(table.length).toBeGreaterThan(10);
    const refusals: string[] = [];
    for (const route of table) {
      const anonymous = await call(route.method, route.url, null);
      const asParent = await call(route.method, route.url, parent);
      const asProvider = await call(route.method, route.url, provider);
      refusals.push(
        `${route.method} ${route.url}: ${anonymous.statusCode} ${asParent.statusCode} ${asProvider.statusCode}`,
      );
    }
    expect(refusals).toEqual(table.map((route) => `${route.method} ${route.url}: 401 403 403`));
  });

  it("lets an admin through the guard on every admin route", async () => {
    for (const route of adminRouteTable(t.app)) {
      const response = await call(route.method, route.url, admin);
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(response.statusCode);
    }
  });
});
