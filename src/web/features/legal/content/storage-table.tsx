import { LANGUAGE_COOKIE, ONBOARDED_COOKIE } from "#shared/cookies";
import { OFFLINE_CACHES } from "#web/lib/offline-caches";
import { SESSION_KEYS, STORAGE_KEYS } from "#web/lib/storage-keys";

/** Session cookie name: better-auth's "session_token" with our cookie prefix (src/server/plugins/auth.ts). */
const SESSION_COOKIE = "luett.session_token";

type Row = { name: string; where: string; purpose: string; lifetime: string };

const rows = (language: "de" | "en"): Row[] => {
  const de = language === "de";
  const local = de ? "Lokaler Speicher" : "Local storage";
  const untilDeleted = de ? "bis du sie löschst" : "until you delete it";
  return [
    {
      name: STORAGE_KEYS.onboarding,
      where: local,
      purpose: de
        ? "Einführung abgeschlossen; Alter des Kindes und Rolle, falls angegeben"
        : "Intro completed; child's age and role, if given",
      lifetime: untilDeleted,
    },
    {
      name: STORAGE_KEYS.language,
      where: local,
      purpose: de ? "Gewählte Sprache" : "Chosen language",
      lifetime: untilDeleted,
    },
    {
      name: STORAGE_KEYS.pwaPrompt,
      where: local,
      purpose: de
        ? "Anzahl der Besuche, wann der Hinweis „Zum Startbildschirm hinzufügen“ zuletzt kam und ob du ihn abgelehnt hast"
        : "Number of visits, when the 'Add to Homescreen' hint last appeared and whether you declined it",
      lifetime: untilDeleted,
    },
    {
      name: STORAGE_KEYS.usageTracking,
      where: local,
      purpose: de
        ? "Datum des ersten Besuchs und Anzahl der Sitzungen, damit die kurze Umfrage erst nach ein paar Tagen erscheint"
        : "Date of the first visit and number of sessions, so the short survey appears only after a few days",
      lifetime: untilDeleted,
    },
    {
      name: STORAGE_KEYS.surveyShown,
      where: local,
      purpose: de ? "Die Umfrage wurde schon angeboten" : "The survey has already been offered",
      lifetime: untilDeleted,
    },
    {
      name: SESSION_KEYS.visitCounted,
      where: de ? "Sitzungsspeicher" : "Session storage",
      purpose: de ? "Dieser Besuch ist schon gezählt" : "This visit has been counted",
      lifetime: de ? "bis der Tab geschlossen wird" : "until the tab is closed",
    },
    {
      name: SESSION_COOKIE,
      where: "Cookie (HttpOnly)",
      purpose: de ? "Anmeldung (nur wenn du angemeldet bist)" : "Sign-in (only while you are signed in)",
      lifetime: de ? "7 Tage, verlängert sich bei Nutzung" : "7 days, extended while you use the app",
    },
    {
      name: ONBOARDED_COOKIE,
      where: "Cookie",
      purpose: de
        ? "Spiegelt „Einführung abgeschlossen“, damit der Server gleich die Startseite liefern kann"
        : "Mirrors 'intro completed' so the server can send the home page straight away",
      lifetime: de ? "1 Jahr" : "1 year",
    },
    {
      name: LANGUAGE_COOKIE,
      where: "Cookie",
      purpose: de
        ? "Spiegelt die gewählte Sprache für den Server"
        : "Mirrors the chosen language for the server",
      lifetime: de ? "1 Jahr" : "1 year",
    },
    {
      name: `${OFFLINE_CACHES.api}, ${OFFLINE_CACHES.images}`,
      where: "Cache Storage (Service Worker)",
      purpose: de
        ? "Kopien von Seiten und Bildern, die du angesehen hast, damit sie auch offline öffnen"
        : "Copies of pages and images you have viewed, so they open offline too",
      lifetime: de
        ? "bis zu 7 Tage (Daten) bzw. 30 Tage (Bilder); beim Abmelden gelöscht"
        : "up to 7 days (data) or 30 days (images); deleted when you sign out",
    },
  ];
};

/**
 * Every key, cookie and cache the app keeps in the browser, generated from the names the code uses.
 * A list rather than a table, so it stays readable on a 360 px screen.
 */
export function StorageTable({ language }: { language: "de" | "en" }) {
  const de = language === "de";
  return (
    <ul className="mt-3! list-none! space-y-0! divide-y divide-stone-200 rounded-2xl border border-stone-200 pl-0!">
      {rows(language).map((row) => (
        <li key={`${row.where}:${row.name}`} className="px-4 py-3">
          <p className="mt-0! flex flex-wrap items-baseline gap-x-2">
            <code className="break-all">{row.name}</code>
            <span className="text-sm text-stone-700">{row.where}</span>
          </p>
          <p className="mt-1!">{row.purpose}</p>
          <p className="mt-1! text-sm text-stone-700">
            {de ? "Dauer" : "Kept"}: {row.lifetime}
          </p>
        </li>
      ))}
    </ul>
  );
}
