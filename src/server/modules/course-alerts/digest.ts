/**
 * The daily course alert digest (decision 023): one mail per parent and Hamburg day at most, listing the
 * courses created since the last digest that match each of their alerts — "Neue Kurse für 8–12 Monate
 * in Eimsbüttel". A course matches when its term has not ended, its age range overlaps the alert's (for
 * an alert with a birth month: the child's age in months that day), and it is held in the alert's
 * district (courseInDistrict, as the home search matches it).
 *
 * State lives in the database, so the job is idempotent across restarts and instances: each alert keeps
 * `checked_until` (courses created up to then were looked at) and `last_sent_at`. A parent with an
 * alert mailed on the same Hamburg day is left for tomorrow; otherwise the alerts are claimed with one
 * conditional UPDATE before the mail goes out (a second instance claiming the same parent updates no
 * rows and sends nothing). A mail that fails after the claim is not repeated: at most once, not twice.
 *
 * `sendCourseAlertDigests({ now })` runs it once (tests pass their own "now"); registerCourseAlertDigest
 * runs it in-process every hour, like the place view counter's flush timer (places/view-counter.ts).
 */
import { and, desc, eq, gt, inArray, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { MAX_AGE_MONTHS, monthRangeLabel, type MonthRange } from "#shared/age-groups.js";
import { hamburgToday } from "#shared/berlin-time.js";
import { formatSchedule } from "#shared/course-schedule.js";
import { resolveDistrict } from "#shared/districts.js";
import type { Db } from "#server/db/client.js";
import { courseAlerts, courses } from "#server/db/schema.js";
import { buildNoticeMail, type MailLanguage, type NoticeItem } from "#server/lib/notice-mail.js";
import type { UserMail } from "#server/modules/mail-preferences/service.js";
import { courseIsCurrent, courseSuitsAges } from "../courses/service.js";
import { courseInDistrict } from "../search/service.js";
import { childAgeMonths } from "./service.js";

/** Courses listed per alert at most (newest first). */
export const DIGEST_COURSES_PER_ALERT = 20;
/** Where the digest's button leads: the parent's alerts on the profile page. */
export const COURSE_ALERTS_PATH = "/profile#course-alerts";

type AlertRow = typeof courseAlerts.$inferSelect;

/** The start of `now`'s day in Hamburg, as an instant: 22:00 (summer) or 23:00 UTC the day before. */
export function hamburgDayStart(now: Date): Date {
  const today = hamburgToday(now);
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  for (const hour of [22, 23]) {
    const candidate = new Date(Date.UTC(year, month - 1, day - 1, hour));
    if (hamburgToday(candidate) === today) return candidate;
  }
  return new Date(Date.UTC(year, month - 1, day));
}

/** The alert's age range on `today`: fixed, the child's age that month, or null (any age). */
function rangeOf(alert: AlertRow, today: string): MonthRange | null {
  if (alert.birth_month) {
    const age = childAgeMonths(alert.birth_month, today);
    return [age, age];
  }
  if (alert.age_min_months !== null && alert.age_max_months !== null) {
    return [alert.age_min_months, alert.age_max_months];
  }
  return null;
}

const EN_RANGE = ([min, max]: MonthRange): string =>
  max >= MAX_AGE_MONTHS ? (min === 0 ? "all ages" : `${min}+ months`) : `${min}–${max} months`;

/** "Neue Kurse für 8–12 Monate in Eimsbüttel" / "New courses for your child (11 months) in Hamburg". */
export function describeAlert(alert: AlertRow, today: string, language: MailLanguage): string {
  const place = alert.district ?? "Hamburg";
  if (language === "en") {
    if (alert.birth_month) {
      const age = childAgeMonths(alert.birth_month, today);
      return `New courses for your child (${age} ${age === 1 ? "month" : "months"}) in ${place}`;
    }
    const range = rangeOf(alert, today);
    return range ? `New courses for ${EN_RANGE(range)} in ${place}` : `New courses in ${place}`;
  }
  if (alert.birth_month) {
    const age = childAgeMonths(alert.birth_month, today);
    return `Neue Kurse für dein Kind (${age} ${age === 1 ? "Monat" : "Monate"}) in ${place}`;
  }
  const range = rangeOf(alert, today);
  return range ? `Neue Kurse für ${monthRangeLabel(range)} in ${place}` : `Neue Kurse in ${place}`;
}

/** The new courses for one alert: created in (checked_until, now], current, matching. */
async function findNewCourses(db: Db, alert: AlertRow, now: Date, today: string) {
  const conditions: (SQL | undefined)[] = [
    courseIsCurrent(today),
    gt(courses.created_at, alert.checked_until),
    lte(courses.created_at, now),
  ];
  const range = rangeOf(alert, today);
  if (range) conditions.push(courseSuitsAges([range]));
  if (alert.district) {
    const district = resolveDistrict(alert.district);
    // A district the alert was saved with always resolves; were it ever renamed, nothing would match.
    conditions.push(district ? (courseInDistrict(district) ?? sql`false`) : sql`false`);
  }
  return db
    .select({
      id: courses.id,
      title: courses.title,
      age_group: courses.age_group,
      location: courses.location,
      schedule: courses.schedule,
    })
    .from(courses)
    .where(and(...conditions))
    .orderBy(desc(courses.created_at), courses.id)
    .limit(DIGEST_COURSES_PER_ALERT);
}

export type DigestRun = {
  /** Parents whose alerts were looked at (not yet mailed today). */
  usersChecked: number;
  /** Digest mails handed to the mailer (opted-out parents are counted in `skipped`). */
  mailsSent: number;
  /** Parents with new courses whose mail was not sent: kind turned off, or claimed by another run. */
  skipped: number;
};

/**
 * Runs the digest once for every parent with alerts who has not had one today (Hamburg).
 * @param options.now the moment to run at (default: now); courses created after it are left for later
 * @param options.publicUrl where users reach the app, for the links
 * @throws Error when the database is away; a failing mail is logged by the caller's `onMailError`
 *   and does not stop the others
 */
export async function sendCourseAlertDigests(options: {
  db: Db;
  userMail: UserMail;
  publicUrl: string;
  now?: Date;
  onMailError?: (error: unknown, userId: string) => void;
}): Promise<DigestRun> {
  const { db, userMail, publicUrl } = options;
  const now = options.now ?? new Date();
  const today = hamburgToday(now);
  const dayStart = hamburgDayStart(now);
  const sentToday = db
    .select({ user_id: courseAlerts.user_id })
    .from(courseAlerts)
    .where(sql`${courseAlerts.last_sent_at} >= ${dayStart.toISOString()}::timestamptz`);
  const due = await db
    .selectDistinct({ user_id: courseAlerts.user_id })
    .from(courseAlerts)
    .where(and(lt(courseAlerts.checked_until, now), sql`${courseAlerts.user_id} NOT IN (${sentToday})`));
  const run: DigestRun = { usersChecked: due.length, mailsSent: 0, skipped: 0 };
  for (const { user_id: userId } of due) {
    const alerts = await db
      .select()
      .from(courseAlerts)
      .where(eq(courseAlerts.user_id, userId))
      .orderBy(courseAlerts.created_at, courseAlerts.id);
    const found = await Promise.all(alerts.map((alert) => findNewCourses(db, alert, now, today)));
    const matched = alerts.flatMap((alert, index) =>
      found[index]!.length > 0 ? [{ alert, courses: found[index]! }] : [],
    );
    const ids = alerts.map((alert) => alert.id);
    if (matched.length === 0) {
      await db
        .update(courseAlerts)
        .set({ checked_until: now })
        .where(and(inArray(courseAlerts.id, ids), lt(courseAlerts.checked_until, now)));
      continue;
    }
    // The claim: only rows not mailed today; another instance that got here first leaves none.
    const claimed = await db
      .update(courseAlerts)
      .set({ checked_until: now, last_sent_at: now })
      .where(
        and(
          inArray(courseAlerts.id, ids),
          or(isNull(courseAlerts.last_sent_at), lt(courseAlerts.last_sent_at, dayStart)),
        ),
      )
      .returning({ id: courseAlerts.id });
    if (claimed.length < ids.length) {
      run.skipped += 1;
      continue;
    }
    // The language of the newest alert: the language the parent used last.
    const language = alerts[alerts.length - 1]!.language;
    const sections = matched.map(({ alert, courses: list }) => ({
      heading: describeAlert(alert, today, language),
      items: list.map((course): NoticeItem => ({
        title: course.title,
        url: new URL(`/courses/${course.id}`, publicUrl).toString(),
        lines: [formatSchedule(course.schedule, language), course.location, course.age_group],
      })),
    }));
    const total = sections.reduce((sum, section) => sum + section.items.length, 0);
    const isEnglish = language === "en";
    const mail = buildNoticeMail({
      language,
      subject:
        sections.length === 1
          ? sections[0]!.heading
          : isEnglish
            ? "New courses for your course alerts"
            : "Neue Kurse für deine Kursalarme",
      greeting: isEnglish ? "Hi," : "Hallo,",
      paragraphs: [
        isEnglish
          ? `since our last e-mail ${total === 1 ? "1 new course matches" : `${total} new courses match`} your course alerts:`
          : `seit unserer letzten E-Mail ${total === 1 ? "passt 1 neuer Kurs" : `passen ${total} neue Kurse`} zu deinen Kursalarmen:`,
      ],
      sections,
      button: {
        label: isEnglish ? "My course alerts" : "Meine Kursalarme",
        url: new URL(COURSE_ALERTS_PATH, publicUrl).toString(),
      },
    });
    try {
      const result = await userMail.send({ userId, kind: "course_alerts", language, mail });
      if (result === "sent") run.mailsSent += 1;
      else run.skipped += 1;
    } catch (error) {
      options.onMailError?.(error, userId);
    }
  }
  return run;
}

/**
 * Runs the digest every `intervalMs` (default one hour; unref'd, so it never keeps the process alive);
 * runs never overlap, and the last one is awaited before the database closes. Off when `enabled` is
 * false (API tests call sendCourseAlertDigests themselves).
 */
export function registerCourseAlertDigest(
  app: FastifyInstance,
  options: { publicUrl: string; enabled: boolean; intervalMs?: number },
): void {
  if (!options.enabled) return;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = sendCourseAlertDigests({
      db: app.db,
      userMail: app.userMail,
      publicUrl: options.publicUrl,
      onMailError: (error, userId) =>
        app.log.error({ err: error, userId }, "course alert digest mail failed"),
    })
      .then((run) => {
        if (run.mailsSent > 0) app.log.info(run, "course alert digests sent");
      })
      .catch((error: unknown) => app.log.warn({ err: error }, "course alert digest did not run"))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.intervalMs ?? 3_600_000);
  timer.unref();
  // preClose: before the database plugin's onClose ends the connection.
  app.addHook("preClose", async () => {
    clearInterval(timer);
    await running;
  });
}
