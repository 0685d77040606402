/**
 * One rule for web addresses and phone numbers (decision 014), at every route that takes one: a script
 * or data address, text that is no address, and a phone number without digits are refused with 400,
 * and good values are still taken. Also who may own a provider profile (spec 02 §6, decisions/014).
 */
import type { InjectOptions } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import type { TProfileApprovalList } from "#shared/schemas/profile-approvals.js";
import { profiles } from "../db/schema.js";

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, { role: "admin" });
});
afterAll(async () => {
  await t?.close();
});

const call = (method: "POST" | "PUT" | "PATCH" | "GET", url: string, user: TestUser, payload?: unknown) =>
  t.app.inject({ method, url, headers: user.headers, payload: payload as InjectOptions["payload"] });

/** A café body with every required switch (schemas/cafes.ts). */
const cafe = (fields: Record<string, string>) => ({
  baby_changing_table: false,
  kids_play_corner: false,
  kid_friendly_menu: false,
  wheelchair_accessible: false,
  stroller_parking: false,
  family_friendly: true,
  ...fields,
});

const BAD_ADDRESSES = [
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "kein url",
  // Read by browsers as links to evil.example; once stored as "https:////evil.example/x".
  "//evil.example/x",
  "https:evil.example",
];

/** Each route and field that takes a web address, with a body that is otherwise good. */
const ADDRESS_FIELDS: { label: string; send: (user: TestUser, value: string) => ReturnType<typeof call> }[] =
  [
    {
      label: "café website_url",
      send: (user, value) =>
        call("POST", "/api/cafes", user, cafe({ name: "Café Regel", website_url: value })),
    },
    {
      label: "provider video_url",
      send: (user, value) =>
        call("PUT", "/api/providers/mine", user, { name: "Kurse Regel", video_url: value }),
    },
    {
      label: "course suggestion booking_url",
      send: (user, value) =>
        call("POST", "/api/course-suggestions", user, {
          title: "PEKiP",
          description: "Bewegung für Babys.",
          age_group: "0-12 months",
          type: "PEKiP",
          location: "Ottensen",
          schedule: "Di 10:00",
          booking_url: value,
        }),
    },
    {
      label: "admin course booking_url",
      send: (_user, value) =>
        call("POST", "/api/admin/courses", admin, {
          title: "Babyschwimmen",
          description: "Wassergewöhnung.",
          age_group: "6-18 months",
          type: "Swimming",
          schedule: "Di 09:30",
          location: "Altona",
          booking_url: value,
        }),
    },
  ];

describe("web addresses (decision 014)", () => {
  it.each(
    ADDRESS_FIELDS.flatMap((field) => BAD_ADDRESSES.map((value) => [field.label, value, field] as const)),
  )("%s refuses %j with 400", async (_label, value, field) => {
    const response = await field.send(await signIn(t), value);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string } }>().error.code).toBe("BAD_REQUEST");
  });

  it.each(ADDRESS_FIELDS.map((field) => [field.label, field] as const))(
    "%s takes www.example.de as https://www.example.de",
    async (_label, field) => {
      const response = await field.send(await signIn(t), "www.example.de");
      expect(response.statusCode, response.body).toBeLessThan(300);
      expect(response.body).toContain("https://www.example.de");
    },
  );
});

describe("phone numbers (decision 014)", () => {
  it("refuses a café phone number without digits and keeps a real one", async () => {
    const owner = await signIn(t);
    const refused = await call(
      "POST",
      "/api/cafes",
      owner,
      cafe({ name: "Café Telefon", phone_number: "abc" }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { message: string } }>().error.message).toContain(
      "Bitte eine gültige Telefonnummer angeben",
    );
    const saved = await call(
      "POST",
      "/api/cafes",
      owner,
      cafe({ name: "Café Telefon", phone_number: "040 123 45 67" }),
    );
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    expect(saved.json<{ phone_number: string }>().phone_number).toBe("040 123 45 67");
  });
});

describe("names (control characters)", () => {
  const BAD_NAMES = [
    "Mia\nBcc: fremd@example.org",
    "Kurse\r\nX-Header: 1",
    "Tab\tName",
    "\u202Eevil",
    "Nul\u0000",
  ];

  it.each(BAD_NAMES)(
    "refuses %j as a profile, provider, café or account name, or by an admin",
    async (name) => {
      const user = await signIn(t);
      const responses = {
        profile: await call("PUT", "/api/profile", user, {
          name,
          user_role: "parent",
          location: null,
          bio: null,
          children_info: [],
        }),
        provider: await call("PUT", "/api/providers/mine", user, { name }),
        cafe: await call("POST", "/api/cafes", user, cafe({ name })),
        admin: await call("PATCH", `/api/admin/users/${user.id}`, admin, {
          display_name: name,
          user_role: "parent",
          location: null,
          number_of_children: 0,
          bio: null,
        }),
        account: await t.app.inject({
          method: "POST",
          url: "/api/auth/sign-up/email",
          headers: { origin: t.config.publicUrl },
          payload: {
            email: `name-${Math.random().toString(36).slice(2)}@example.org`,
            password: "Deichweg-Moewe-31",
            name,
          },
        }),
      };
      for (const [label, response] of Object.entries(responses)) {
        expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
      }
      expect(responses.account.json<{ code: string }>().code).toBe("INVALID_NAME");
      const [profile] = await t.database.db
        .select({ name: profiles.name })
        .from(profiles)
        .where(eq(profiles.user_id, user.id));
      expect(profile?.name ?? null).toBeNull();
    },
  );

  it("takes names with umlauts, accents, hyphens and emoji", async () => {
    const user = await signIn(t);
    for (const name of ["Jörg Müller-Lüdenscheidt", "Zoë 👶", "Ömer Çelik"]) {
      const saved = await call("PUT", "/api/profile", user, {
        name,
        user_role: "parent",
        location: null,
        bio: null,
        children_info: [],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<{ name: string }>().name).toBe(name);
    }
    const provider = await call("PUT", "/api/providers/mine", user, { name: "Elternschule Süderelbe" });
    expect(provider.statusCode, provider.body).toBeLessThan(300);
  });
});

describe("provider profiles belong to providers (spec 02 §6, decisions/014)", () => {
  it("makes a parent who creates one a provider, and the approval queue shows the owner's role", async () => {
    const parent = await signIn(t);
    const created = await call("PUT", "/api/providers/mine", parent, { name: "Musikgarten Eimsbüttel" });
    expect(created.statusCode).toBe(201);
    const [profile] = await t.database.db
      .select({ role: profiles.user_role })
      .from(profiles)
      .where(eq(profiles.user_id, parent.id));
    expect(profile?.role).toBe("provider");
    const queue = (await call("GET", "/api/admin/profile-approvals", admin)).json<TProfileApprovalList>();
    const item = queue.items.find((entry) => entry.name === "Musikgarten Eimsbüttel");
    expect(item?.owner_role).toBe("provider");
  });

  it("refuses edits by an owner who gave the provider role up, with a clear message", async () => {
    const owner = await signIn(t);
    const created = await call("PUT", "/api/providers/mine", owner, { name: "Krabbelgruppe Hamm" });
    const id = created.json<{ id: string }>().id;
    await t.database.db.update(profiles).set({ user_role: "parent" }).where(eq(profiles.user_id, owner.id));
    for (const response of [
      await call("PUT", "/api/providers/mine", owner, { name: "Krabbelgruppe Hamm Süd" }),
      await call("POST", `/api/providers/${id}/team`, owner, { name: "Mia" }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json<{ error: { message: string } }>().error.message).toContain("Rolle „Anbieter“");
    }
  });
});
