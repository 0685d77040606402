/**
 * No mail to strangers (docs/decisions/037 "Mail to addresses without an account"): a booking a
 * provider enters by hand carries an address somebody typed, so Lütt mails it only for an approved
 * provider, within the provider's daily quota, says who caused the mail, and stops all mail to the
 * address with the mail's "not me" link. Counted with a real SMTP server.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  decodeQuotedPrintable,
  headerOf,
  startSmtpServer,
  subjectOf,
  type TestSmtpServer,
} from "#tests/support/mail.js";
import { createApprovedProvider, createProviderCourse } from "#tests/support/provider-courses.js";
import { signIn, type TestUser } from "#tests/support/sign-in.js";
import { createTestApp, type TestApp } from "#tests/support/test-app.js";
import { providerProfiles } from "#server/db/schema.js";
import { PROVIDER_MAILS_WITHOUT_ACCOUNT } from "#server/modules/mail-preferences/service.js";
import { syncProviderCourses } from "#server/modules/providers/service.js";

let t: TestApp;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A provider account with a bookable course of `places`; approved unless `isPending`. */
async function providerWithCourse(name: string, options: { isPending?: boolean; places?: number } = {}) {
  const owner = await signIn(t, { role: "provider" });
  const providerId = await createApprovedProvider(t, { userId: owner.id, name });
  const { providerCourseId } = await createProviderCourse(t, providerId, {
    title: `PEKiP bei ${name}`,
    places: options.places ?? 8,
  });
  if (options.isPending) {
    // As a new provider profile is: waiting for an admin, its courses not listed.
    await t.database.db
      .update(providerProfiles)
      .set({ approval_status: "pending" })
      .where(eq(providerProfiles.id, providerId));
    await syncProviderCourses(t.database.db, providerId);
  }
  const base = `/api/providers/${providerId}/courses/${providerCourseId}/bookings`;
  return {
    owner,
    addManual: (contactEmail: string, user: TestUser = owner) =>
      t.app.inject({
        method: "POST",
        url: base,
        headers: user.headers,
        payload: { contact_name: "Familie Fremd", child_age_months: 6, contact_email: contactEmail },
      }),
    messageAll: () =>
      t.app.inject({
        method: "POST",
        url: `${base}/message`,
        headers: owner.headers,
        payload: { subject: "Angebot", text: "Kaufen Sie jetzt!", include_waitlist: true },
      }),
  };
}

/** Lets background mails go out (the answer does not wait for them). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

const mailsTo = (to: string, after: number) =>
  smtp.messages.slice(after).filter((message) => message.to.includes(to.toLowerCase()));

describe("mail to addresses without an account", () => {
  it("a pending provider mails nobody but itself: no booking mail, no message to all", async () => {
    const { owner, addManual, messageAll } = await providerWithCourse("Neue Kursschule", {
      isPending: true,
    });
    const before = smtp.messages.length;
    for (let index = 0; index < 5; index++) {
      expect((await addManual(`fremd-${index}@example.org`)).statusCode).toBe(201);
    }
    const sent = await messageAll();
    expect(sent.statusCode, sent.body).toBe(200);
    await settle();
    const recipients = smtp.messages.slice(before).flatMap((message) => message.to);
    expect(recipients.filter((address) => address !== owner.email.toLowerCase())).toEqual([]);
  });

  it("an approved provider's mail names who caused it and carries a link that stops all mail to the address", async () => {
    const stranger = "nicht-ich@example.org";
    const first = await providerWithCourse("Elternschule Ottensen");
    const before = smtp.messages.length;
    expect((await first.addManual(stranger)).statusCode).toBe(201);
    await smtp.waitForMail(stranger, { after: before });
    const [mail] = mailsTo(stranger, before);
    const text = decodeQuotedPrintable(mail!.raw);
    expect(subjectOf(mail!.raw)).toContain("Platz gebucht");
    expect(text).toContain(
      "Du bekommst diese E-Mail, weil Elternschule Ottensen diese Adresse auf Lütt für eine Buchung im Kurs „PEKiP bei Elternschule Ottensen“ eingetragen hat.",
    );
    expect(text).toContain("Das war nicht ich – keine E-Mails mehr von Lütt an diese Adresse");
    const link = /^<(.+)>$/.exec(headerOf(mail!.raw, "List-Unsubscribe") ?? "")?.[1];
    expect(text).toContain(link);
    const path = new URL(link!).pathname + new URL(link!).search;

    // The page asks first (a link preview must not stop anything), then stops on the button.
    const page = await t.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`keine E-Mails mehr an ${stranger} schicken?`);
    const stopped = await t.app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "action=unsubscribe",
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain(`Lütt schickt keine E-Mails mehr an ${stranger}.`);

    // No further mail to the address from anyone: this provider, another one, a message to all.
    const second = await providerWithCourse("Familienbildung Harburg");
    const after = smtp.messages.length;
    expect((await first.addManual(stranger)).statusCode).toBe(201);
    expect((await second.addManual(stranger)).statusCode).toBe(201);
    expect((await second.messageAll()).statusCode).toBe(200);
    await settle();
    expect(mailsTo(stranger, after)).toHaveLength(0);
  });

  it(`an approved provider mails at most ${PROVIDER_MAILS_WITHOUT_ACCOUNT.max} addresses without an account a day`, async () => {
    const { addManual } = await providerWithCourse("Kursschule Viel", { places: 100 });
    const before = smtp.messages.length;
    const addresses = Array.from(
      { length: PROVIDER_MAILS_WITHOUT_ACCOUNT.max + 5 },
      (_, index) => `familie-${index}@example.org`,
    );
    for (const address of addresses) expect((await addManual(address)).statusCode).toBe(201);
    await smtp.waitForMail(addresses[PROVIDER_MAILS_WITHOUT_ACCOUNT.max - 1]!, {
      after: before,
      timeoutMs: 20_000,
    });
    await settle();
    const delivered = smtp.messages
      .slice(before)
      .filter((message) => addresses.some((address) => message.to.includes(address)));
    expect(delivered).toHaveLength(PROVIDER_MAILS_WITHOUT_ACCOUNT.max);
    // Another provider's quota is its own.
    const other = await providerWithCourse("Kursschule Wenig");
    const next = smtp.messages.length;
    expect((await other.addManual("familie-extra@example.org")).statusCode).toBe(201);
    await smtp.waitForMail("familie-extra@example.org", { after: next });
  }, 120_000);
});
