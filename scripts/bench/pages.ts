/**
 * The pages Lighthouse audits. Add a page by adding a spec: `resolvePath` finds the concrete URL path
 * (e.g. an id through the API), `setup` prepares the fresh browser profile before every run (local
 * storage, signing in) and runs in Playwright against the same Chrome that Lighthouse then drives.
 * Planned: /courses, /search?…, /favorites (setup: signIn("parent") posting to /api/auth/sign-in/email
 * with `page.request`, whose cookies land in the profile; Lighthouse keeps cookies and local storage).
 */
import type { Page } from "playwright-core";

export type PageSetupContext = {
  /** A tab in the browser profile Lighthouse will use; close nothing, the runner does. */
  page: Page;
  baseUrl: string;
};

export type PageSpec = {
  /** Stable id for --pages and the results file: the route pattern. */
  id: string;
  /** File-name slug for the saved Lighthouse report. */
  slug: string;
  /** The concrete path to audit. */
  resolvePath: (baseUrl: string) => Promise<string>;
  setup?: (context: PageSetupContext) => Promise<void>;
};

/**
 * Writes local-storage entries for the app's origin. Visits /robots.txt, a same-origin document that
 * loads none of the app, so the HTTP cache stays cold for the measured load.
 */
export const setLocalStorage =
  (entries: Record<string, string>) =>
  async ({ page, baseUrl }: PageSetupContext): Promise<void> => {
    await page.goto(`${baseUrl}/robots.txt`);
    await page.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, entries);
  };

/** A returning visitor: onboarding done, so "/" shows the home page instead of redirecting to /onboarding. */
export const finishOnboarding = setLocalStorage({
  // Key from src/web/lib/storage-keys.ts (STORAGE_KEYS.onboarding).
  luett_onboarding: JSON.stringify({ completed: true }),
});

const fixed = (path: string) => async () => path;

/** Fetches JSON from the running server; throws with the status on failure. */
export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The pages of a full run, in report order. */
export const PAGE_SPECS: readonly PageSpec[] = [
  { id: "/", slug: "home", resolvePath: fixed("/"), setup: finishOnboarding },
  { id: "/places", slug: "places", resolvePath: fixed("/places") },
  {
    id: "/places/:id",
    slug: "place-detail",
    resolvePath: async (baseUrl) => {
      const list = await getJson<{ items: { id: string }[] }>(`${baseUrl}/api/places?limit=1`);
      const first = list.items[0];
      if (!first) throw new Error("GET /api/places?limit=1 returned no place; was the database seeded?");
      return `/places/${first.id}`;
    },
  },
];

/** The page whose JavaScript and CSS are measured against the size budget. */
export const BUNDLE_PAGE_ID = "/";

/** The API endpoints autocannon loads, in report order. */
export const LOAD_ENDPOINTS: readonly string[] = ["/api/places?limit=20", "/api/home"];
