/**
 * The pages Lighthouse audits. Add a page by adding a spec: `resolvePath` finds the concrete URL path
 * (e.g. an id through the API), `setup` prepares the fresh browser profile before every run (local
 * storage, signing in) and runs in Playwright against the same Chrome that Lighthouse then drives.
 * /favorites signs in first (`signInWithFavorites`): `page.request`'s cookies land in the profile, and
 * Lighthouse keeps cookies and local storage.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { findConfirmationLink } from "#tests/support/mail.js";

export type PageSetupContext = {
  /** A tab in the browser profile Lighthouse will use; close nothing, the runner does. */
  page: Page;
  baseUrl: string;
  /** The server's DATA_DIR (the embedded mail writes confirmation mails to `${dataDir}/mail`). */
  dataDir: string;
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

/**
 * A returning visitor: onboarding done, so "/" shows the home page instead of redirecting to /onboarding.
 * The app keeps that in local storage and mirrors it into a cookie so the server can render home.
 */
export const finishOnboarding = async (context: PageSetupContext): Promise<void> => {
  // Key from src/web/lib/storage-keys.ts (STORAGE_KEYS.onboarding), cookie from src/shared/cookies.ts.
  await setLocalStorage({ luett_onboarding: JSON.stringify({ completed: true }) })(context);
  await context.page.evaluate(() => {
    document.cookie = "luett_onboarded=1; path=/; samesite=lax";
  });
};

const fixed = (pagePath: string) => async () => pagePath;

/** A day a week from now, as YYYY-MM-DD (the home search refuses past days). */
const nextWeek = (): string => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** The bench's one parent account, created on first use (the server is fresh per bench run). */
let parentAccount: { email: string; password: string } | undefined;

/**
 * Signs the profile in as a parent with a saved place and course, for /favorites. The first run signs
 * up through better-auth and opens the confirmation link from the mail the embedded server wrote (which
 * signs in); later runs, each in a fresh profile, sign in with the password.
 */
export async function signInWithFavorites({ page, baseUrl, dataDir }: PageSetupContext): Promise<void> {
  const origin = { origin: baseUrl };
  await finishOnboarding({ page, baseUrl, dataDir });
  if (!parentAccount) {
    const account = { email: `bench-${Date.now()}@example.org`, password: "bench-password-42" };
    const signUp = await page.request.post(`${baseUrl}/api/auth/sign-up/email`, {
      data: { ...account, name: "" },
      headers: origin,
    });
    if (!signUp.ok()) throw new Error(`sign-up answered ${signUp.status()}`);
    const mailDir = path.join(dataDir, "mail");
    const file = (await readdir(mailDir)).find((name) => name.endsWith(`-${account.email}.eml`));
    if (!file) throw new Error(`no confirmation mail for ${account.email} in ${mailDir}`);
    await page.goto(findConfirmationLink(await readFile(path.join(mailDir, file), "utf8")));
    parentAccount = account;
  } else {
    const signIn = await page.request.post(`${baseUrl}/api/auth/sign-in/email`, {
      data: parentAccount,
      headers: origin,
    });
    if (!signIn.ok()) throw new Error(`sign-in answered ${signIn.status()}`);
  }
  const place = await getJson<{ items: { id: string }[] }>(`${baseUrl}/api/places?type=library&limit=1`);
  const course = await getJson<{ items: { id: string }[] }>(`${baseUrl}/api/courses?limit=1`);
  for (const saved of [`places/${place.items[0]?.id}`, `courses/${course.items[0]?.id}`]) {
    const response = await page.request.put(`${baseUrl}/api/favorites/${saved}`, { headers: origin });
    if (!response.ok()) throw new Error(`PUT /api/favorites/${saved} answered ${response.status()}`);
  }
  // Back to a page that loads none of the app, so the measured load starts cold.
  await page.goto(`${baseUrl}/robots.txt`);
}

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
    // The same page in every run: the library nearest the Rathaus (ids are new on every seed).
    resolvePath: async (baseUrl) => {
      const query = "/api/places?type=library&lat=53.5507&lng=9.9924&sort=distance&limit=1";
      const list = await getJson<{ items: { id: string }[] }>(`${baseUrl}${query}`);
      const first = list.items[0];
      if (!first) throw new Error(`GET ${query} returned no place; was the database seeded?`);
      return `/places/${first.id}`;
    },
  },
  { id: "/courses", slug: "courses", resolvePath: fixed("/courses") },
  {
    id: "/search?…",
    slug: "search",
    resolvePath: async () => `/search?district=Eimsb%C3%BCttel&date=${nextWeek()}&childAge=1-2+Jahre`,
  },
  { id: "/favorites", slug: "favorites", resolvePath: fixed("/favorites"), setup: signInWithFavorites },
];

/** The page whose JavaScript and CSS are measured against the size budget. */
export const BUNDLE_PAGE_ID = "/";

/** The API endpoints autocannon loads, in report order. */
export const LOAD_ENDPOINTS: readonly string[] = [
  "/api/places?limit=20",
  // Discovery (decision 008): a filtered place search (type, feature, age), a text search and the home
  // search.
  "/api/places?type=cafe&type=playground&tag=Drinnen&age=0-2+years&limit=20",
  "/api/places?q=spielplatz+eimsb&limit=20",
  "/api/search?district=Eimsb%C3%BCttel&childAge=1-2+Jahre&limit=12",
  // The same filters near a new position every request (load.ts): answered by the database, not the cache.
  "/api/places?type=cafe&type=playground&tag=Drinnen&age=0-2+years&lat={lat}&lng={lng}&sort=distance&limit=20",
  "/api/places?q=spielplatz&lat={lat}&lng={lng}&sort=distance&limit=20",
  // Last: a slow endpoint leaves a backlog of queries that would slow down the ones after it.
  "/api/home",
];
