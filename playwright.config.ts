import { defineConfig, devices } from "@playwright/test";

/**
 * Browser journeys in Debian's Chromium headless shell (no browser download). The web server is the
 * production build on a fresh embedded database in a temporary data folder, so every run starts from a
 * first start.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
// Test workers load this file again in their own processes (other pids): keep the folder in the
// environment they inherit, so specs that read files the server wrote (e.g. mail) look in the same place.
export const E2E_DATA_DIR = (process.env.E2E_DATA_DIR ??= `/tmp/luett-e2e-${process.pid}`);
/**
 * Debian's headless shell (package chromium-headless-shell), the Chromium build Playwright itself runs
 * headless tests in: the same Blink and V8 as the full browser without its windowing and display
 * compositor, so a journey costs about a fifth less CPU and the throttled early-tap journeys half
 * (decision 054). The full browser (package chromium) stays for Lighthouse (scripts/bench).
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const PHONE = { ...devices["Pixel 7"], browserName: "chromium", defaultBrowserType: "chromium" } as const;
/**
 * Journeys that run after all others, one at a time. one-language.spec.ts reads every list for what
 * people wrote before it, and would take a tip another journey posts meanwhile for a word of the other
 * language. early-taps.spec.ts throttles the CPU of four phones at once, which starves a journey beside
 * it into timeouts (decision 055).
 */
const LANGUAGES = /one-language\.spec\.ts$/;
const TAPS = /early-taps\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // Two journeys at a time: with one, the headless shell left a quarter of both cores idle (decision 055).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // page.request (the journeys' API calls) sends the Origin a page's fetch would; the API refuses
    // writes without it (src/server/plugins/same-origin.ts).
    extraHTTPHeaders: { origin: `http://127.0.0.1:${E2E_PORT}` },
    // Recording a trace costs every journey its snapshots (facts.spec.ts: 102 s with, 96 s without);
    // CI retries a failure once and records that retry, as Playwright advises for CI.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // Each new context would install the service worker and precache the whole app (about 200 files,
    // some 2.5 CPU seconds here) while the journey goes on, keep the network from going idle (which some
    // journeys wait for) and answer API reads from its cache when the server is slower than 3 s. Journeys
    // use the network as a first visit does before the worker registers; offline.spec.ts and
    // server-rendering.spec.ts turn it on (decision 053).
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: HEADLESS_SHELL,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    // The server starts without courses, as every fresh Lütt does; an admin enters the test courses.
    { name: "setup", testMatch: /\.setup\.ts$/ },
    { name: "mobile", testIgnore: [LANGUAGES, TAPS], use: PHONE, dependencies: ["setup"] },
    { name: "languages", testMatch: LANGUAGES, use: PHONE, dependencies: ["mobile"] },
    { name: "slow-phones", testMatch: TAPS, use: PHONE, dependencies: ["languages"] },
  ],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node --conditions=luett-compiled dist/node/server/main.js`,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      // Mounts /api/test/users for the signIn(page, { role }) fixture (tests/e2e/fixtures.ts).
      ENABLE_TEST_ROUTES: "true",
      BETTER_AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e!",
      // No internet here: the home goes without the weather (modules/home/weather.ts).
      WEATHER_URL: "off",
    },
  },
});
