/**
 * "Neue Bewertung" (decision 023): a new review of a place mails its owners — the café owner of a café's
 * place and the provider whose claim on the place was approved — with the unsubscribe link; editing a
 * review mails nobody.
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
import { placeClaims, places } from "#server/db/schema.js";

let t: TestApp;
let smtp: TestSmtpServer;
let admin: TestUser;
let reviewer: TestUser;

const call = (...args: CallArgs) => callApp(t, ...args);
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** The review mail to `to` from message `after` on (the approval mail goes to café owners too). */
async function waitForReviewMail(to: string, after: number): Promise<{ subject: string; body: string }> {
  const mail = await waitForSubject(smtp, to, "Lütt: Neue Bewertung", { after });
  return { subject: subjectOf(mail.raw), body: decodeQuotedPrintable(mail.raw) };
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ seed: false, env: { SMTP_URL: smtp.url } });
  admin = await signIn(t, { role: "admin" });
  reviewer = await signIn(t, { name: "Jana" });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe("new review mails", () => {
  it("mails the café owner about a new review of their café, and not about an edit", async () => {
    const owner = await signIn(t);
    const cafe = (
      await call("POST", "/api/cafes", owner, {
        name: "Kaffeeklappe Ottensen",
        description: null,
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
      })
    ).json<{ id: string }>();
    expect(
      (await call("POST", `/api/admin/profile-approvals/cafe/${cafe.id}`, admin, { decision: "approved" }))
        .statusCode,
    ).toBe(200);
    const placeId = (await call("GET", `/api/cafes/${cafe.id}`, null)).json<{ place_id: string | null }>()
      .place_id;
    expect(placeId).toBeTruthy();

    const before = smtp.messages.length;
    const review = await call("POST", `/api/places/${placeId}/reviews`, reviewer, {
      rating: 5,
      text: "Große Spielecke, sehr freundlich.",
    });
    expect(review.statusCode).toBe(201);
    const { subject, body } = await waitForReviewMail(owner.email, before);
    expect(subject).toBe("Lütt: Neue Bewertung für Kaffeeklappe Ottensen");
    expect(body).toContain("mit 5 von 5 Sternen bewertet");
    expect(body).toContain("„Große Spielecke, sehr freundlich.“");
    expect(body).toMatch(/\/unsubscribe\?token=new_reviews\./);

    await settle();
    const count = smtp.messages.length;
    const edited = await call("POST", `/api/places/${placeId}/reviews`, reviewer, { rating: 4, text: null });
    expect(edited.statusCode).toBe(200);
    await settle();
    expect(smtp.messages.length).toBe(count);
  });

  it("mails the provider whose claim on the place was approved", async () => {
    const owner = await signIn(t);
    const profile = (
      await call("PUT", "/api/providers/mine", owner, { name: "Elternschule Harburg" })
    ).json<TProviderProfile>();
    const [place] = await t.database.db
      .insert(places)
      .values({
        name: "Elternschule Harburg",
        type: "family_education",
        address: "Maretstraße 50, 21073 Hamburg",
      })
      .returning({ id: places.id });
    await t.database.db
      .insert(placeClaims)
      .values({ place_id: place!.id, provider_id: profile.id, user_id: owner.id, status: "approved" });
    const before = smtp.messages.length;
    expect(
      (await call("POST", `/api/places/${place!.id}/reviews`, reviewer, { rating: 4, text: null }))
        .statusCode,
    ).toBe(201);
    const { subject, body } = await waitForReviewMail(owner.email, before);
    expect(subject).toBe("Lütt: Neue Bewertung für Elternschule Harburg");
    expect(body).toContain(`http://localhost:3000/places/${place!.id}`);
  });
});
