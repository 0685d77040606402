/**
 * Journeys through users and posts management (spec 02 §2.8, §2.9; decision 046): an admin makes a parent a
 * provider and that user sees the 'Anbieter' button on home; an admin cannot drop their own admin role; an
 * admin deletes a post after confirming and it is gone from /community; an admin works through the reports
 * queue.
 */
import type { Browser, Page, TestInfo } from "@playwright/test";
import { expect, expectNoAxeViolations, ONBOARDING_KEY, signIn, test } from "./fixtures.js";

test.use({ locale: "en-GB" });

/** A second user in their own browser (own cookies), with the intro done. */
async function openSecondBrowser(browser: Browser, testInfo: TestInfo, locale: string): Promise<Page> {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    locale,
  });
  await context.addInitScript((key) => {
    window.localStorage.setItem(key, JSON.stringify({ completed: true, childAge: "", userRole: "parent" }));
  }, ONBOARDING_KEY);
  return context.newPage();
}

const unique = () => Math.random().toString(36).slice(2, 8);

test("[ADMIN][USERS]: admin makes a parent a provider; that user sees the 'Anbieter' button on home", async ({
  page,
  axe,
  skipOnboarding,
  browser,
}, testInfo) => {
  await skipOnboarding();
  const admin = await signIn(page, { role: "admin", name: "Ada Admin" });
  const name = `Lena ${unique()}`;
  const other = await openSecondBrowser(browser, testInfo, "de-DE");
  const lena = await signIn(other, { name });

  await test.step("before: the parent has no 'Anbieter' button", async () => {
    await other.goto("/");
    await expect(other.getByRole("link", { name: "Profil" })).toBeVisible();
    await expect(other.getByRole("link", { name: "Anbieter", exact: true })).toHaveCount(0);
  });

  await test.step("the admin finds the user by name and sees the table", async () => {
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { level: 1, name: "Manage Users" })).toBeVisible();
    await expect(page.getByText("View and edit user profiles and roles")).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Users \(\d+\)$/ })).toBeVisible();
    await axe();
    await page.getByRole("searchbox", { name: "Search users" }).fill(name.toUpperCase());
    await expect(page.getByRole("heading", { name: "Users (1)" })).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row.getByText("Parent", { exact: true })).toBeVisible();
    await expect(row.getByText("P: 0 | C: 0")).toBeVisible();
    await expect(row.getByText(lena.email)).toBeVisible();
  });

  await test.step("'Edit User Profile': role Provider, Update User", async () => {
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit User Profile" });
    await expect(dialog.getByLabel("Display Name")).toHaveValue(name);
    await expect(dialog.getByLabel("Number of Children")).toHaveValue("0");
    await axe();
    await dialog.getByLabel("User Role").selectOption("provider");
    await dialog.getByLabel("Number of Children").fill("2");
    await dialog.getByLabel("Bio").fill("Runs a baby music class");
    await dialog.getByRole("button", { name: "Update User" }).click();
    await expect(page.getByText("User updated successfully!")).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row.getByText("Provider", { exact: true })).toBeVisible();
    await expect(row.getByRole("cell", { name: "2", exact: true })).toBeVisible();
  });

  await test.step("the user now sees the 'Anbieter' button on home", async () => {
    await other.goto("/");
    await expect(other.getByRole("link", { name: "Anbieter", exact: true })).toBeVisible();
    await expectNoAxeViolations(other);
    await other.context().close();
  });

  await test.step("the admin's own role cannot be dropped: the other roles are disabled", async () => {
    await page.getByRole("searchbox", { name: "Search users" }).fill(admin.email);
    await expect(page.getByRole("heading", { name: "Users (1)" })).toBeVisible();
    await page.getByRole("button", { name: "Edit Ada Admin" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit User Profile" });
    await expect(dialog.getByText("You cannot remove your own admin role.")).toBeVisible();
    await expect(dialog.getByRole("option", { name: "Parent" })).toBeDisabled();
    await expect(dialog.getByRole("option", { name: "Admin" })).toBeEnabled();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step("a filter that matches nobody shows the empty state", async () => {
    await page.getByRole("searchbox", { name: "Search users" }).fill(`nobody-${unique()}`);
    await expect(page.getByText("No users found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
    await axe();
  });
});

test("[ADMIN][POSTS]: admin deletes a post after confirming; it is gone from /community", async ({
  page,
  axe,
  skipOnboarding,
}) => {
  await skipOnboarding();
  const author = await signIn(page, { name: "Mia" });
  const marker = unique();
  const content = `Tip ${marker}: the Wasserspielplatz in Planten un Blomen opens at ten, and the kiosk sells ice cream until six in the evening.`;
  const created = await page.request.post("/api/posts", { data: { type: "tip", content } });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto("/community");
  await expect(page.getByText(content)).toBeVisible();

  await signIn(page, { role: "admin" });

  await test.step("the admin finds the post by its author's e-mail", async () => {
    await page.goto("/admin/posts");
    await expect(page.getByRole("heading", { level: 1, name: "Manage Community Posts" })).toBeVisible();
    await expect(page.getByText("Moderate and manage user posts")).toBeVisible();
    await axe();
    await page.getByRole("searchbox", { name: "Search posts" }).fill(author.email);
    await expect(page.getByRole("heading", { name: "Community Posts (1)" })).toBeVisible();
    await page.getByRole("button", { name: "Tips" }).click();
    await expect(page.getByRole("heading", { name: "Community Posts (1)" })).toBeVisible();
  });

  await test.step("Delete asks first, showing the first 100 characters", async () => {
    await page.getByRole("button", { name: /^Delete post:/ }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Post" });
    await expect(
      dialog.getByText("Are you sure you want to delete this post? This action cannot be undone."),
    ).toBeVisible();
    await expect(dialog.getByText(`${content.slice(0, 100)}...`, { exact: true })).toBeVisible();
    await axe();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { name: "Community Posts (1)" })).toBeVisible();

    await page.getByRole("button", { name: /^Delete post:/ }).click();
    await page.getByRole("dialog", { name: "Delete Post" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Post deleted successfully!")).toBeVisible();
    await expect(page.getByText("No posts found")).toBeVisible();
  });

  await test.step("the post is gone from /community", async () => {
    await page.goto("/community");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(content)).toHaveCount(0);
  });
});

test("[ADMIN][POSTS]: admin works through the reports queue", async ({ page, axe, skipOnboarding }) => {
  await skipOnboarding();
  await signIn(page);
  const marker = unique();
  const post = async (content: string) => {
    const response = await page.request.post("/api/posts", { data: { type: "question", content } });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const keep = `Harmless question ${marker}`;
  const spam = `Buy cheap followers ${marker}`;
  const keepId = await post(keep);
  const spamId = await post(spam);

  await signIn(page, { name: "Reporter" });
  for (const [id, reason] of [
    [keepId, "other"],
    [spamId, "spam"],
  ] as const) {
    const response = await page.request.post("/api/reports", {
      data: { target_type: "post", target_id: id, reason },
    });
    expect(response.status()).toBe(201);
  }

  await signIn(page, { role: "admin" });
  await page.goto("/admin/posts?tab=reports");
  await expect(page.getByRole("heading", { name: "Reported content" })).toBeVisible();
  const keepCard = page.getByRole("listitem").filter({ hasText: keep });
  const spamCard = page.getByRole("listitem").filter({ hasText: spam });
  await expect(spamCard.getByText("Reason: Spam")).toBeVisible();
  await axe();

  await test.step("dismiss keeps the content", async () => {
    await keepCard.getByRole("button", { name: "Dismiss" }).click();
    await expect(page.getByText("Report dismissed.")).toBeVisible();
    await expect(keepCard).toHaveCount(0);
  });

  await test.step("delete content removes the post after confirming", async () => {
    await spamCard.getByRole("button", { name: "Delete content" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete reported content" });
    await axe();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Content deleted.")).toBeVisible();
    await expect(spamCard).toHaveCount(0);
  });

  await test.step("the posts tab still has the dismissed one, not the deleted one", async () => {
    await page.getByRole("tab", { name: "Posts" }).click();
    await page.getByRole("searchbox", { name: "Search posts" }).fill(marker);
    await expect(page.getByRole("heading", { name: "Community Posts (1)" })).toBeVisible();
    await expect(page.getByText(keep)).toBeVisible();
  });
});
