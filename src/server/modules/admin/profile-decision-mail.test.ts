/**
 * The mails about an admin's decision on a provider or café profile (decision 023): approved and rejected,
 * to the profile's owner, with the unsubscribe link and List-Unsubscribe header; deciding the same way
 * twice mails once, and an owner who turned these mails off gets none.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  decodeQuotedPrintable,
  startSmtpServer,
  subjectOf,
  type TestSmtpServer,
  waitForSubject,
} from "#tests/support/mail.js";
import { callApp, type CallArgs } from "#tests/support/call.js";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import type { TProviderProfile } from "#shared/schemas/providers.js";
import { setMailOptOut } from "#server/modules/mail-preferences/service.js";

let t: TestApp;
let smtp: TestSmtpServer;
let admin: TestUser;

const call = (...args: CallArgs) => callApp(t, ...args);
const decide = (kind: "provider" | "cafe", id: string, decision: "approved" | "rejected") =>
  call("POST", `/api/admin/profile-approvals/${kind}/${id}`, admin, { decision });
/** A café profile as the café form sends it (spec 02 §3 "Café"). */
export const CAFE = {
  name: "Kaffeeklappe Ottensen",
  description: "Große Spielecke und Stillecke.",
  address: "Bahrenfelder Str. 10, 22765 Hamburg",
  latitude: 53.5533,
  longitude: 9.9312,
  phone_number: null,
  website_url: null,
  baby_changing_table: true,
  kids_play_corner: true,
  kid_friendly_menu: false,
  wheelchair_accessible: false,
  stroller_parking: true,
  family_friendly: true,
  special_notes: null,
  opening_hours: null,
};
/** Gives background mails time to arrive before checking that none did. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ seed: false, env: { SMTP_URL: smtp.url } });
  admin = await signIn(t, { role: "admin" });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe("profile decision mails", () => {
  it("tells the provider their profile is approved, once", async () => {
    const owner = await signIn(t);
    const profile = (
      await call("PUT", "/api/providers/mine", owner, { name: "Familienzentrum Barmbek" })
    ).json<TProviderProfile>();
    const before = smtp.messages.length;
    expect((await decide("provider", profile.id, "approved")).statusCode).toBe(200);
    const mail = await waitForSubject(smtp, owner.email, "Lütt: Dein", { after: before });
    const body = decodeQuotedPrintable(mail.raw);
    expect(subjectOf(mail.raw)).toBe("Lütt: Dein Anbieterprofil ist freigegeben");
    expect(body).toContain("„Familienzentrum Barmbek“");
    expect(body).toContain("http://localhost:3000/provider/profile");
    expect(body).toMatch(
      /Diese E-Mails abbestellen: http:\/\/localhost:3000\/unsubscribe\?token=profile_decisions\./,
    );
    expect(mail.raw.replace(/\r?\n[ \t]+/g, " ")).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/unsubscribe\?token=/m,
    );
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    const count = smtp.messages.length;
    expect((await decide("provider", profile.id, "approved")).statusCode).toBe(200);
    await settle();
    expect(smtp.messages.length).toBe(count);
  });

  it("tells a café owner their profile was not approved", async () => {
    const owner = await signIn(t);
    const created = await call("POST", "/api/cafes", owner, { ...CAFE, name: "Café Kinderwagen" });
    expect(created.statusCode, created.body).toBe(201);
    const before = smtp.messages.length;
    expect((await decide("cafe", created.json<{ id: string }>().id, "rejected")).statusCode).toBe(200);
    const mail = await waitForSubject(smtp, owner.email, "Lütt: Dein", { after: before });
    expect(subjectOf(mail.raw)).toBe("Lütt: Dein Café-Profil wurde nicht freigegeben");
    expect(decodeQuotedPrintable(mail.raw)).toContain("http://localhost:3000/cafe/profile");
  });

  it("sends nothing to an owner who turned these mails off", async () => {
    const owner = await signIn(t);
    const profile = (
      await call("PUT", "/api/providers/mine", owner, { name: "Spielgruppe Hamm" })
    ).json<TProviderProfile>();
    await setMailOptOut(t.database.db, { userId: owner.id, kind: "profile_decisions", optedOut: true });
    const before = smtp.messages.length;
    expect((await decide("provider", profile.id, "approved")).statusCode).toBe(200);
    await settle();
    expect(smtp.messages.slice(before).some((message) => message.to.includes(owner.email))).toBe(false);
  });
});
