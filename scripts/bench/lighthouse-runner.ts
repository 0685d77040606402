/**
 * One Lighthouse run = one fresh Chrome: chrome-launcher starts Debian's Chromium with a new temporary
 * profile, the page's setup (local storage, sign-in) runs in it through Playwright over CDP, then
 * Lighthouse 12 audits the URL in its default mobile emulation. Lighthouse's own storage reset clears
 * the HTTP cache and service workers before loading but keeps local storage and cookies, so every run
 * is a cold load of a prepared visitor. A new profile per run keeps runs independent.
 */
import { launch, type LaunchedChrome } from "chrome-launcher";
import type { Result as LighthouseResult } from "lighthouse";
import { chromium } from "playwright-core";
import type { PageSetupContext } from "./pages.js";
import { summariseRun } from "./summarise.js";
import type { LighthouseRun } from "./types.js";

export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/lib/chromium/chromium";

/** DESIGN.md "Versions and traps": the flags Chromium needs on these machines. */
export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export type RunOptions = {
  url: string;
  baseUrl: string;
  /** The server's DATA_DIR, for setups that read what it wrote (e.g. a confirmation mail). */
  dataDir: string;
  setup?: (context: PageSetupContext) => Promise<void>;
  /** Registers the Chrome for cleanup on SIGINT (see cleanup.ts). */
  track?: (name: string, release: () => Promise<void>) => () => Promise<void>;
};

export type RunOutput = { run: LighthouseRun; lhr: LighthouseResult };

/** SIGKILLs Chrome's process group (chrome-launcher also removes the profile) and waits for the exit. */
const killChrome = async (chrome: LaunchedChrome): Promise<void> => {
  const child = chrome.process;
  const exited =
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => child.once("exit", () => resolve()));
  chrome.kill();
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
};

/** Runs the page's setup in the launched Chrome's default profile, then lets go of the connection. */
async function runSetup(
  port: number,
  { baseUrl, dataDir }: Pick<RunOptions, "baseUrl" | "dataDir">,
  setup: NonNullable<RunOptions["setup"]>,
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error("Chrome has no default browser context");
    const page = await context.newPage();
    await setup({ page, baseUrl, dataDir });
    await page.close();
  } finally {
    // For a CDP connection this only disconnects; Chrome keeps running for Lighthouse.
    await browser.close();
  }
}

/** Launches Chrome, runs the setup and one Lighthouse audit, and always kills Chrome again. */
export async function runLighthouse(options: RunOptions): Promise<RunOutput> {
  const { default: lighthouse } = await import("lighthouse");
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: "silent",
  });
  const release = options.track?.("Chrome", () => killChrome(chrome)) ?? (() => killChrome(chrome));
  try {
    if (options.setup) await runSetup(chrome.port, options, options.setup);
    const result = await lighthouse(options.url, {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${options.url}`);
    return { run: summariseRun(result), lhr: result.lhr };
  } finally {
    await release();
  }
}

/** The installed Lighthouse version, for the results file. */
export async function lighthouseVersion(): Promise<string | null> {
  try {
    const { createRequire } = await import("node:module");
    return (createRequire(import.meta.url)("lighthouse/package.json") as { version: string }).version;
  } catch {
    return null;
  }
}
