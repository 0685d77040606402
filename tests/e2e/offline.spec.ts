/**
 * The installable app (decision 007): Chrome's own installability check passes (manifest, icons, service
 * worker), and a place page the visitor has seen opens without network, with the offline banner.
 */
import path from "node:path";
import os from "node:os";
import { mkdtemp, rm } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { expect, test } from "./fixtures.js";

test.use({ locale: "en-GB", serviceWorkers: "allow" });

test("[VISITOR][OFFLINE]: a visited place page still opens with the network cut", async ({
  page,
  context,
  axe,
  skipOnboarding,
}) => {
  await skipOnboarding();
  const list = (await (await page.request.get("/api/places?limit=1")).json()) as {
    items: { id: string; name: string }[];
  };
  const place = list.items[0]!;

  await page.goto(`/places/${place.id}`);
  await expect(page.getByRole("heading", { level: 1, name: place.name })).toBeVisible();
  // The service worker installs after the page has loaded and then takes control of it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  await expect
    .poll(() =>
      page.evaluate(
        async (url) => Boolean(await (await caches.open("luett-api")).match(url)),
        `/api/places/${place.id}`,
      ),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.goto(`/places/${place.id}`);
  await expect(page.getByRole("heading", { level: 1, name: place.name })).toBeVisible();
  await expect(page.getByText(/You are offline/)).toBeVisible();
  await axe();
  await context.setOffline(false);
  await expect(page.getByText(/You are offline/)).toHaveCount(0);
});

test("[VISITOR][INSTALL]: the browser finds the app installable", async ({ baseURL }) => {
  // Chrome reports "in-incognito" for every ordinary test context, so use a real profile here.
  const profile = await mkdtemp(path.join(os.tmpdir(), "luett-install-"));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: test.info().project.use.launchOptions?.executablePath,
    args: test.info().project.use.launchOptions?.args,
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(`${baseURL}/onboarding`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    const cdp = await browser.newCDPSession(page);
    const manifest = await cdp.send("Page.getAppManifest");
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? "{}")).toMatchObject({
      name: "Lütt",
      display: "standalone",
      theme_color: "#0f766e",
      start_url: "/",
    });
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
});
