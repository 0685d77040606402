/**
 * Shared Playwright fixtures for the journeys (STYLE.md habit 8). Import `test` and `expect` from here
 * instead of `@playwright/test`:
 *  - `axe()` runs axe-core (WCAG 2.0 A/AA and 2.1 AA) on the current page and fails on any violation;
 *    call it on every page a journey visits.
 *  - `skipOnboarding()` marks the intro as done before any page script runs, so `/` shows home
 *    (spec 01 §2 Home redirects to /onboarding until it is completed).
 * Add more fixtures (e.g. signing in as a role) to `Fixtures` and the `base.extend` call below.
 */
import { AxeBuilder } from "@axe-core/playwright";
import { test as base, expect } from "@playwright/test";

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

export const test = base.extend<Fixtures>({
  axe: async ({ page }, provide) => {
    await provide(async (options = {}) => {
      // Let finite animations (step transitions, fades) end, so contrast is measured on the final colours.
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.effect?.getTiming().iterations === Infinity || animation.playState !== "running",
          ),
      );
      let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]);
      for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
      const results = await builder.analyze();
      const summary = results.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
      expect(summary, `axe violations on ${page.url()}`).toEqual([]);
    });
  },
  skipOnboarding: async ({ page }, provide) => {
    await provide(async () => {
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

export { expect };
