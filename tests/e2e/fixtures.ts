/**
 * Shared Playwright fixtures for the journeys (STYLE.md habit 8). Import `test` and `expect` from here
 * instead of `@playwright/test`:
 *  - `axe()` runs axe-core (WCAG 2.0 A/AA and 2.1 AA) on the current page and fails on any violation;
 *    call it on every page a journey visits.
 *  - `skipOnboarding()` marks the intro as done before any page script runs, so `/` shows home
 *    (spec 01 §2 Home redirects to /onboarding until it is completed), rendered by the server as for a
 *    returning visitor.
 *  - `signIn(page, { role })` (a plain function, so a journey can sign in a second browser context too)
 *    creates a new confirmed account with that role and signs the page's browser context in.
 *  - `watchLayoutShifts(page)` sums what moves on the page's next loads (Cumulative Layout Shift).
 * Add more fixtures (e.g. signing in as a role) to `Fixtures` and the `base.extend` call below.
 */
import { randomBytes } from "node:crypto";
import { AxeBuilder } from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config.js";
import type { UserRole } from "#shared/constants.js";
import { ONBOARDED_COOKIE } from "#shared/cookies.js";

export type AxeOptions = {
  /** CSS selectors left out of the scan (use sparingly and say why at the call site). */
  exclude?: string[];
};

export type Fixtures = {
  axe: (options?: AxeOptions) => Promise<void>;
  skipOnboarding: () => Promise<void>;
};

/** Same key and shape as src/web/lib/onboarding-storage.ts (STORAGE_KEYS.onboarding). */
export const ONBOARDING_KEY = "luett_onboarding";

/**
 * The `axe()` check for any page — e.g. a second browser context's page in a two-user journey; the
 * `axe` fixture runs it on the test's own page.
 */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  // Let finite animations (step transitions, fades) end, so contrast is measured on the final colours.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.effect?.getTiming().iterations === Infinity || animation.playState !== "running",
      ),
  );
  // Legacy mode runs axe in the page itself instead of opening a second page to merge what each frame
  // found; it skips only cross-origin frames, and Lütt shows none. The second page cost 1.3–4.5 s a scan
  // here (the home: 3.3–7.0 s a scan, 1.9–2.7 s in the page itself), about 200 scans a run.
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).setLegacyMode(true);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

export const test = base.extend<Fixtures>({
  axe: async ({ page }, provide) => {
    await provide((options = {}) => expectNoAxeViolations(page, options));
  },
  skipOnboarding: async ({ page, baseURL }, provide) => {
    await provide(async () => {
      // The app mirrors "completed" into this cookie, so the server renders home (src/web/app/pages.tsx).
      await page.context().addCookies([{ name: ONBOARDED_COOKIE, value: "1", url: baseURL! }]);
      await page.addInitScript((key) => {
        window.localStorage.setItem(
          key,
          JSON.stringify({
            completed: true,
            childAge: "",
            userRole: "parent",
            completedAt: new Date().toISOString(),
          }),
        );
      }, ONBOARDING_KEY);
    });
  },
});

export type E2EUser = { id: string; email: string; password: string; role: UserRole };

/**
 * Creates a confirmed account with a role and signs `page`'s browser context in (cookies are shared by
 * the context's pages). Uses the test-only `POST /api/test/users` (src/server/modules/testing: mounted
 * only with NODE_ENV=test and ENABLE_TEST_ROUTES=true, refused in production), then the real
 * e-mail sign-in. Call it before the first `page.goto`, or reload afterwards.
 */
export async function signIn(
  page: Page,
  options: { role?: UserRole; name?: string; email?: string } = {},
): Promise<E2EUser> {
  const role = options.role ?? "parent";
  const email = options.email ?? `${role}-${randomBytes(5).toString("hex")}@example.org`;
  const password = "journey-password-42";
  const created = await page.request.post("/api/test/users", {
    data: { email, password, role, name: options.name ?? "" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const signedIn = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password },
    // better-auth checks the Origin of every POST, as a browser sends it.
    headers: { origin: `http://127.0.0.1:${E2E_PORT}` },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return { id, email, password, role };
}

/**
 * Sums the layout shifts (the entries of Cumulative Layout Shift, https://web.dev/articles/cls) of every
 * page `page` loads from now on, from before its first paint.
 * @returns a function reading the sum for the page now loaded (0 when nothing moved)
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  type Watched = { layoutShift: number };
  await page.addInitScript(() => {
    const watched = window as unknown as Watched;
    watched.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        watched.layoutShift += (entry as unknown as { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as Watched).layoutShift);
}

export { expect };
