/**
 * The mail to a provider or café owner when an admin approves or rejects their profile (decision 023:
 * providers and café owners hear that their profile was approved or rejected). Sent through
 * modules/mail-preferences/service.ts (kind `profile_decisions`, with the unsubscribe link), in German: the
 * app keeps no language per user. Only a change of state is mailed; deciding the same way twice sends nothing
 * the second time.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { TProfileKind } from "#shared/schemas/profile-approvals.js";
import type { Db } from "#server/db/client.js";
import { cafeProfiles, providerProfiles } from "#server/db/schema.js";
import { buildNoticeMail, type MailLanguage, type NoticeMail } from "#server/lib/notice-mail.js";
import { sendUserMailInBackground } from "#server/modules/mail-preferences/service.js";

/** Where the owner sees their own profile (the web app's routes). */
const OWN_PROFILE_PATH: Record<TProfileKind, string> = {
  provider: "/provider/profile",
  cafe: "/cafe/profile",
};

/** The profile's owner, name and approval state, or null when there is no such profile. */
export async function findProfileOwner(
  db: Db,
  kind: TProfileKind,
  id: string,
): Promise<{ userId: string; name: string; status: "pending" | "approved" | "rejected" } | null> {
  const table = kind === "provider" ? providerProfiles : cafeProfiles;
  const [row] = await db
    .select({ userId: table.user_id, name: table.name, status: table.approval_status })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row ?? null;
}

/** The mail's words for one kind of profile and decision. */
export function buildProfileDecisionMail(options: {
  kind: TProfileKind;
  decision: "approved" | "rejected";
  name: string;
  url: string;
  language: MailLanguage;
}): NoticeMail {
  const { kind, decision, name, url, language } = options;
  if (language === "en") {
    const what = kind === "provider" ? "provider profile" : "café profile";
    return buildNoticeMail({
      language,
      subject: decision === "approved" ? `Your ${what} is approved` : `Your ${what} was not approved`,
      greeting: "Hi,",
      paragraphs:
        decision === "approved"
          ? [
              `we have reviewed your ${what} “${name}”, and it is now visible on Lütt.`,
              kind === "provider"
                ? "Your courses are listed under “Courses”, and parents find them in the search."
                : "Your café is listed among the places, and parents find it in the search and on the map.",
            ]
          : [
              `we have reviewed your ${what} “${name}” and cannot approve it as it is.`,
              "Your profile stays in your account, and you can edit it at any time.",
            ],
      button: { label: "Go to your profile", url },
    });
  }
  const what = kind === "provider" ? "Anbieterprofil" : "Café-Profil";
  return buildNoticeMail({
    language,
    subject:
      decision === "approved" ? `Dein ${what} ist freigegeben` : `Dein ${what} wurde nicht freigegeben`,
    greeting: "Hallo,",
    paragraphs:
      decision === "approved"
        ? [
            `wir haben dein ${what} „${name}“ geprüft – es ist jetzt auf Lütt zu sehen.`,
            kind === "provider"
              ? "Deine Kurse stehen unter „Kurse“, und Eltern finden sie in der Suche."
              : "Dein Café steht bei den Orten, und Eltern finden es in der Suche und auf der Karte.",
          ]
        : [
            `wir haben dein ${what} „${name}“ geprüft und können es so leider nicht freigeben.`,
            "Dein Profil bleibt in deinem Konto erhalten, und du kannst es jederzeit bearbeiten.",
          ],
    button: { label: "Zu deinem Profil", url },
  });
}

/**
 * Mails the owner about a decision when it changed the profile's state (`previousStatus`), after the
 * answer has gone out; a failing mail is logged only.
 */
export function notifyProfileDecision(
  app: FastifyInstance,
  options: {
    kind: TProfileKind;
    decision: "approved" | "rejected";
    owner: { userId: string; name: string; status: string };
  },
): void {
  const { kind, decision, owner } = options;
  if (owner.status === decision) return;
  const language: MailLanguage = "de";
  const mail = buildProfileDecisionMail({
    kind,
    decision,
    name: owner.name,
    url: new URL(OWN_PROFILE_PATH[kind], app.userMail.publicUrl).toString(),
    language,
  });
  sendUserMailInBackground(app, { userId: owner.userId, kind: "profile_decisions", language, mail });
}
