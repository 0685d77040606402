/**
 * Journey setup for courses booked in Lütt: an approved provider with a Tuesday course, set
 * up through the API (the provider's and the admin's screens have journeys of their own), and the mail
 * the server wrote to an address.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config.js";
import { decodeQuotedPrintable } from "../support/mail.js";
import { expect, signIn, type E2EUser } from "./fixtures.js";

const mailDir = path.join(E2E_DATA_DIR, "mail");

/** The decoded .eml files the server wrote for this address (embedded mail: `<timestamp>-<to>.eml`). */
export const mailsTo = (email: string): string[] =>
  existsSync(mailDir)
    ? readdirSync(mailDir)
        .filter((name) => name.endsWith(`-${email.toLowerCase()}.eml`))
        .map((name) => decodeQuotedPrintable(readFileSync(path.join(mailDir, name), "utf8")))
    : [];

/** A new admin, in a browser context of its own, approves provider profile `providerId` through the API. */
export async function approveProvider(browser: Browser, providerId: string): Promise<void> {
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, { role: "admin" });
  const approved = await admin.request.post(`/api/admin/profile-approvals/provider/${providerId}`, {
    data: { decision: "approved" },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  await admin.context().close();
}

/**
 * Signs `page` in as a new provider with a profile an admin approved, and a bookable Tuesday course for
 * children up to 24 months in the first quarter of next year.
 * @returns the provider, its profile id, the provider course's id and the course's /courses id
 */
export async function createApprovedCourse(
  page: Page,
  browser: Browser,
  options: { title: string; places: number },
): Promise<{ provider: E2EUser; providerId: string; itemId: string; courseId: string }> {
  const provider = await signIn(page, { role: "provider" });
  const saved = await page.request.put("/api/providers/mine", {
    data: { name: `Familienzentrum ${options.title}`, address: "Max-Brauer-Allee 24, 22765 Hamburg" },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const providerId = ((await saved.json()) as { id: string }).id;
  const year = new Date().getUTCFullYear() + 1;
  const added = await page.request.post(`/api/providers/${providerId}/courses`, {
    data: {
      title: options.title,
      day_of_week: 2,
      start_time: "09:30",
      end_time: "10:30",
      max_participants: options.places,
      bookable: true,
      age_min_months: 0,
      age_max_months: 24,
      term_start: `${year}-01-06`,
      term_end: `${year}-03-31`,
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  await approveProvider(browser, providerId);
  const profile = (await (await page.request.get(`/api/providers/${providerId}`)).json()) as {
    courses: { id: string; title: string; course_id: string | null }[];
  };
  const course = profile.courses.find((entry) => entry.title === options.title)!;
  return { provider, providerId, itemId: course.id, courseId: course.course_id! };
}
