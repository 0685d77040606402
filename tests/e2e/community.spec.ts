/**
 * Journeys through the community (spec 01 §2 /community, /community/create, /community/{id}; §4 "Post
 * creation"; §5; §8; README "Community and uploads"): a parent shares a tip with a photo that leads the feed
 * and home, a second parent answers it, the feed is filtered, and bad input is refused or neutralised.
 */
import type { Browser, Page, TestInfo } from "@playwright/test";
import sharp from "sharp";
import { LIMITS } from "#shared/constants.js";
import { expect, expectNoAxeViolations, ONBOARDING_KEY, signIn, test } from "./fixtures.js";

test.use({ locale: "en-GB" });

const UNKNOWN_POST_ID = "00000000-0000-4000-8000-000000000000";

/** A phone photo stand-in: a JPEG with a camera maker and a GPS position in its EXIF data. */
const photo = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#f59e0b" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "ElbCam" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "53/1 33/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "9/1 59/1 0/1",
      },
    })
    .toBuffer();

/** A second parent in their own browser (own cookies), with the intro done. */
async function openSecondBrowser(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    locale: "en-GB",
  });
  await context.addInitScript((key) => {
    window.localStorage.setItem(key, JSON.stringify({ completed: true, childAge: "", userRole: "parent" }));
  }, ONBOARDING_KEY);
  return context.newPage();
}

test("[PARENT][COMMUNITY]: shares a tip with a photo; it leads the feed and home; a second parent answers", async ({
  page,
  axe,
  skipOnboarding,
  browser,
}, testInfo) => {
  await skipOnboarding();
  await signIn(page, { name: "Mia" });
  const content = `Planten un Blomen has a free water playground – bring a change of clothes! ${Date.now()}`;
  let postUrl = "";

  await test.step("the create form keeps Create Post disabled until type and content are given", async () => {
    await page.goto("/community");
    await page.getByRole("banner").getByRole("link", { name: "New Post" }).click();
    await expect(page).toHaveURL(/\/community\/create$/);
    await expect(page.getByRole("heading", { level: 1, name: "New Post" })).toBeVisible();
    await axe();
    const submit = page.getByRole("button", { name: "Create Post" });
    await expect(submit).toBeDisabled();
    await expect(page.getByText("Please fill in all required fields.")).toBeVisible();
    await page.getByRole("radio", { name: /Tip/ }).check();
    await page.getByLabel("Your post").fill("   \n  ");
    await expect(submit).toBeDisabled();
    await page.getByLabel("Your post").fill(content);
    await expect(submit).toBeEnabled();
  });

  await test.step("picks a photo, sees its preview, creates the post and returns to the feed", async () => {
    await page
      .getByLabel(/Photo/)
      .setInputFiles({ name: "garden.jpg", mimeType: "image/jpeg", buffer: await photo() });
    await expect(page.getByRole("img", { name: "Preview of the chosen photo" })).toBeVisible();
    await axe();
    await page.getByRole("button", { name: "Create Post" }).click();
    await expect(page.getByText("Your post has been created!")).toBeVisible();
    await expect(page).toHaveURL(/\/community$/);
  });

  await test.step("the new tip is the first card, with its photo, author and date", async () => {
    const first = page.getByRole("article").first();
    await expect(first.getByText(content)).toBeVisible();
    await expect(first.getByRole("heading", { name: "Mia" })).toBeVisible();
    const image = first.getByRole("img", { name: "Photo shared by Mia" });
    await expect(image).toBeVisible();
    // The card loads the small WebP variant, re-encoded without the photo's EXIF/GPS data.
    const src = (await image.getAttribute("src")) ?? "";
    expect(src).toMatch(/^\/files\/post-images\/[^/]+\/\d+-[0-9a-f]{8}-card\.webp$/);
    const file = await page.request.get(src);
    expect(file.headers()["content-type"]).toBe("image/webp");
    const metadata = await sharp(await file.body()).metadata();
    expect(metadata.width).toBe(480);
    expect(metadata.exif).toBeUndefined();
    // The card dates a post by Hamburg's calendar; CI's clock runs in UTC, a day behind before midnight.
    const today = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "short",
      timeZone: "Europe/Berlin",
    }).format(new Date());
    await expect(first.getByText(today)).toBeVisible();
    await axe();
  });

  await test.step("home's parent wisdom shows it first and opens it", async () => {
    await page.goto("/");
    const tips = page.getByRole("region", { name: "Parent wisdom" });
    await expect(tips.getByRole("article").first()).toContainText(content);
    await axe();
    await tips
      .getByRole("article")
      .first()
      .getByRole("link", { name: /Read more/ })
      .click();
    await expect(page).toHaveURL(/\/community\/[0-9a-f-]{36}$/);
    postUrl = new URL(page.url()).pathname;
  });

  await test.step("the detail shows the whole post, the photo and a relative time", async () => {
    await expect(page.getByText(content)).toBeVisible();
    await expect(page.getByText("less than a minute ago").first()).toBeVisible();
    await expect(page.getByRole("img", { name: "Photo shared by Mia" })).toHaveAttribute(
      "src",
      /-detail\.webp$/,
    );
    await expect(page.getByRole("heading", { name: "Answers" })).toBeVisible();
    await expect(page.getByText("No answers yet. Share what you know!")).toBeVisible();
    // Authors do not report their own posts.
    await expect(page.getByRole("button", { name: /Report this post/ })).toHaveCount(0);
    await axe();
  });

  await test.step("a second parent answers it", async () => {
    const second = await openSecondBrowser(browser, testInfo);
    await signIn(second, { name: "Ole" });
    await second.goto(postUrl);
    await expect(second.getByText(content)).toBeVisible();
    await expectNoAxeViolations(second);
    await second.getByLabel("Your answer").fill("We went yesterday – the little ones loved it!");
    await second.getByRole("button", { name: "Post answer" }).click();
    await expect(second.getByText("Your answer has been posted.")).toBeVisible();
    await expect(second.getByRole("heading", { name: "1 answer" })).toBeVisible();
    const answer = second.getByRole("listitem").filter({ hasText: "the little ones loved it" });
    await expect(answer.getByText("Ole")).toBeVisible();
    await expect(answer.getByRole("button", { name: "Delete" })).toBeVisible();
    await expectNoAxeViolations(second);

    await test.step("deletes a second, mistaken answer after confirming", async () => {
      await second.getByLabel("Your answer").fill("Oops, wrong post");
      await second.getByRole("button", { name: "Post answer" }).click();
      await expect(second.getByRole("heading", { name: "2 answers" })).toBeVisible();
      const mistake = second.getByRole("listitem").filter({ hasText: "Oops, wrong post" });
      await mistake.getByRole("button", { name: "Delete" }).click();
      const confirm = second.getByRole("dialog", { name: "Delete this answer?" });
      await expectNoAxeViolations(second);
      await confirm.getByRole("button", { name: "Delete answer" }).click();
      await expect(second.getByText("The answer has been deleted.")).toBeVisible();
      await expect(second.getByRole("heading", { name: "1 answer" })).toBeVisible();
      await expect(mistake).toHaveCount(0);
    });

    await test.step("and reports the post once", async () => {
      await second.getByRole("button", { name: "Report this post by Mia" }).click();
      const dialog = second.getByRole("dialog", { name: "Report this post" });
      await expect(dialog.getByRole("button", { name: "Send report" })).toBeDisabled();
      await dialog.getByRole("radio", { name: "Spam or advertising" }).check();
      await expectNoAxeViolations(second);
      await dialog.getByRole("button", { name: "Send report" }).click();
      await expect(second.getByText("Thank you for your report")).toBeVisible();
      await expect(second.getByText("Reported", { exact: true })).toBeVisible();
      // The post stays visible.
      await expect(second.getByText(content)).toBeVisible();
    });
    await second.context().close();
  });

  await test.step("the author sees the answer with its author and time, and the count on the card", async () => {
    await page.reload();
    const answer = page.getByRole("listitem").filter({ hasText: "the little ones loved it" });
    await expect(answer.getByText("Ole")).toBeVisible();
    await expect(answer.getByText(/ago$/)).toBeVisible();
    // Not theirs: no Delete, but Report.
    await expect(answer.getByRole("button", { name: "Delete" })).toHaveCount(0);
    await expect(answer.getByRole("button", { name: "Report this answer by Ole" })).toBeVisible();
    await page.goto("/community");
    // The card counts the answers (read out as "1 answer").
    const card = page.getByRole("article").first();
    await expect(card.getByText("1 answer", { exact: true })).toBeAttached();
    await expect(card.getByText("1", { exact: true })).toBeVisible();
  });
});

test("[PARENT][COMMUNITY]: filters the feed by type; the filter lives in the URL", async ({
  page,
  axe,
  skipOnboarding,
}) => {
  await skipOnboarding();
  await signIn(page);
  const stamp = Date.now();
  for (const [type, content] of [
    ["question", `Which playgrounds in Altona have shade? ${stamp}`],
    ["tip", `Tip: the Bücherhalle has a toddler corner ${stamp}`],
  ] as const) {
    expect((await page.request.post("/api/posts", { data: { type, content } })).status()).toBe(201);
  }

  await page.goto("/community");
  await expect(page.getByText(`Tip: the Bücherhalle has a toddler corner ${stamp}`)).toBeVisible();
  await page.getByRole("button", { name: "Questions" }).click();
  await expect(page).toHaveURL(/\?type=question$/);
  await expect(page.getByRole("button", { name: "Questions" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText(`Which playgrounds in Altona have shade? ${stamp}`)).toBeVisible();
  await expect(page.getByText(`Tip: the Bücherhalle has a toddler corner ${stamp}`)).toHaveCount(0);
  const badges = await page
    .getByRole("article")
    .locator("span", { hasText: /^(Tip|Review|Question)$/ })
    .allTextContents();
  expect(new Set(badges)).toEqual(new Set(["Question"]));
  await axe();

  await page.reload();
  await expect(page.getByRole("button", { name: "Questions" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(page.getByText(`Tip: the Bücherhalle has a toddler corner ${stamp}`)).toBeVisible();
});

test("[VISITOR][COMMUNITY]: reads the feed but must sign in to post or open a post", async ({
  page,
  axe,
  skipOnboarding,
}) => {
  await skipOnboarding();
  await page.goto("/community");
  await expect(page.getByRole("heading", { level: 1, name: "Community Feed" })).toBeVisible();
  await axe();
  await page.goto("/community/create");
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await expect(page.getByText("You must be logged in to create a post.")).toBeVisible();
  await page.goto(`/community/${UNKNOWN_POST_ID}`);
  await expect(page).toHaveURL(/\/auth$/);
});

test("[PARENT][COMMUNITY]: bad input is refused or shown as plain text", async ({
  page,
  axe,
  skipOnboarding,
}) => {
  await skipOnboarding();
  await signIn(page);

  await test.step("an unknown post goes back to the feed with 'Post not found.'", async () => {
    await page.goto(`/community/${UNKNOWN_POST_ID}`);
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByText("Post not found.")).toBeVisible();
  });

  await test.step("HTML and script in a post are shown as text and never run", async () => {
    const content = `<img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script> <b>bold?</b>`;
    const created = await page.request.post("/api/posts", { data: { type: "tip", content } });
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/community/${id}`);
    await expect(page.getByText(content)).toBeVisible();
    await page.goto("/community");
    await expect(page.getByText(content).first()).toBeVisible();
    expect(await page.evaluate(() => (window as { __hacked?: boolean }).__hacked)).toBeUndefined();
    await expect(page.locator('main img[src="x"], main b')).toHaveCount(0);
    await axe();
  });

  await test.step("the API refuses blank, unknown-type and over-long posts", async () => {
    for (const data of [
      { type: "tip", content: "   " },
      { type: "advert", content: "Buy now" },
      { type: "tip", content: "x".repeat(5001) },
    ]) {
      expect((await page.request.post("/api/posts", { data })).status()).toBe(400);
    }
  });

  await test.step("an SVG is refused before uploading", async () => {
    await page.goto("/community/create");
    await page.getByLabel(/Photo/).setInputFiles({
      name: "drawing.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    await expect(page.getByText("Not an image")).toBeVisible();
    await expect(page.getByRole("img", { name: "Preview of the chosen photo" })).toHaveCount(0);
  });

  await test.step("a script renamed .jpg is refused by the server, and no post is created", async () => {
    const before = ((await (await page.request.get("/api/posts?limit=1")).json()) as { total: number }).total;
    await page.getByRole("radio", { name: /Question/ }).check();
    await page.getByLabel("Your post").fill("Does this photo work?");
    await page.getByLabel(/Photo/).setInputFiles({
      name: "photo.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("<script>alert(document.cookie)</script>"),
    });
    await page.getByRole("button", { name: "Create Post" }).click();
    await expect(page.getByText("Failed to upload image. Please try again.")).toBeVisible();
    await expect(page.getByText(/not an image we can use/)).toBeVisible();
    await expect(page).toHaveURL(/\/community\/create$/);
    // The form keeps what was typed, ready for another photo.
    await expect(page.getByLabel("Your post")).toHaveValue("Does this photo work?");
    const after = ((await (await page.request.get("/api/posts?limit=1")).json()) as { total: number }).total;
    expect(after).toBe(before);
  });
});

test("[VISITOR][HOME]: a full row of tips on home never widens the page on a phone", async ({
  page,
  skipOnboarding,
}) => {
  await skipOnboarding();
  await signIn(page);
  for (let index = 1; index <= LIMITS.homeTipPosts; index++) {
    const content = `Tip ${index}: the ferry to Finkenwerder is a cheap harbour tour ${Date.now()}`;
    expect((await page.request.post("/api/posts", { data: { type: "tip", content } })).status()).toBe(201);
  }
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Parent wisdom" }).getByRole("article")).toHaveCount(
    LIMITS.homeTipPosts,
  );
  // Hidden texts of cards further along the row must stay inside the row: a phone browser otherwise
  // zooms the whole page out and fixed dialogs drift off-centre.
  const width = page.viewportSize()?.width;
  expect(await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth])).toEqual([
    width,
    width,
  ]);
});
