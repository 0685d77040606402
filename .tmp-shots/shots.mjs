import { chromium } from "playwright";
const BASE = "http://127.0.0.1:3177";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const list = await (await fetch(`${BASE}/api/places?limit=1`)).json();
const courses = await (await fetch(`${BASE}/api/courses?limit=1`)).json();
const pages = [["home", "/"], ["places", "/places"], ["place", `/places/${list.items[0].id}`], ["courses", "/courses"], ["course", `/courses/${courses.items[0].id}`], ["about", "/about"], ["cafe", "/cafe"]];
for (const [width, height] of [[360, 780], [1280, 900]]) {
  const context = await browser.newContext({ viewport: { width, height } });
  await context.addCookies([{ name: "luett_onboarded", value: "1", url: BASE }]);
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem("luett_onboarding", JSON.stringify({ completed: true, completedAt: "2026-11-01T00:00:00.000Z" })));
  for (const [name, url] of pages) {
    const response = await page.goto(BASE + url, { waitUntil: "load" });
    await page.waitForTimeout(1500);
    const title = await page.title();
    console.log(width, name, response.status(), title);
    await page.screenshot({ path: `/tmp/shot-${name}-${width}.png` });
  }
  await context.close();
}
await browser.close();
