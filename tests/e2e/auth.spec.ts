/**
 * Journey: a parent signs up with e-mail and password, confirms through the link in the mail (the
 * embedded server writes it as an .eml file), is signed in, signs out and signs in again
 * (spec 01 §2 "/auth", §4 "Auth", §5, §8 "Auth").
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config.js";
import { findConfirmationLink, findPasswordResetLink } from "../support/mail.js";
import { expect, expectNoAxeViolations, test } from "./fixtures.js";

test.use({ locale: "en-GB" });

test.beforeEach(async ({ page }) => {
  // Home redirects to /onboarding until it is completed (spec 01 §2 Home).
  await page.addInitScript(() => {
    window.localStorage.setItem("luett_onboarding", JSON.stringify({ completed: true }));
  });
});

const mailDir = path.join(E2E_DATA_DIR, "mail");

/** The .eml files the server wrote for this address (embedded mail: `<timestamp>-<to>.eml`). */
const mailsTo = (email: string): string[] =>
  existsSync(mailDir) ? readdirSync(mailDir).filter((name) => name.endsWith(`-${email}.eml`)) : [];

/** The password reset link of the mails to this address (the account's confirmation mail has none). */
const resetLinkFor = (email: string): string | null => {
  for (const name of mailsTo(email)) {
    const raw = readFileSync(path.join(mailDir, name), "utf8");
    if (raw.includes("/api/auth/reset-password/")) return findPasswordResetLink(raw);
  }
  return null;
};

const signedInEmail = async (page: Page): Promise<string | null> => {
  const response = await page.request.get("/api/me");
  expect(response.ok()).toBe(true);
  const me = (await response.json()) as { user: { email: string } } | null;
  return me?.user.email ?? null;
};

test("[PARENT][AUTH]: signs up, confirms by e-mail, signs in and out", async ({ page }) => {
  const email = `parent-${Date.now()}@example.org`;
  const password = "speicherstadt-42";

  await test.step("sign-up form is accessible; empty fields do nothing", async () => {
    await page.goto("/auth?mode=signup");
    await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Sign Up" }).click();
    // Spec 01 §5: with an empty password nothing happens — no toast, no account, no mail.
    await page.waitForTimeout(300);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    expect(mailsTo(email)).toEqual([]);
  });

  await test.step("signs up and is told to check the mail", async () => {
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Check your email").first()).toBeVisible();
    await expect(
      page.getByText("We've sent you a confirmation link to complete your registration.").first(),
    ).toBeVisible();
    expect(await signedInEmail(page)).toBeNull();
  });

  await test.step("opens the link from the .eml file and is signed in", async () => {
    await expect.poll(() => mailsTo(email).length).toBe(1);
    const raw = readFileSync(path.join(mailDir, mailsTo(email)[0] ?? ""), "utf8");
    await page.goto(findConfirmationLink(raw));
    await expect(page).toHaveURL(/\/$/);
    expect(await signedInEmail(page)).toBe(email);
  });

  await test.step("signed-in users are sent from /auth to /", async () => {
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step("signs out with the toast", async () => {
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText("Signed out", { exact: true })).toBeVisible();
    await expect(page.getByText("You've been successfully signed out.")).toBeVisible();
    expect(await signedInEmail(page)).toBeNull();
  });

  await test.step("a wrong password shows the service's message", async () => {
    await page.goto("/auth?mode=signin");
    await expectNoAxeViolations(page);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("not-my-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Sign in failed")).toBeVisible();
    await expect(page.getByText("Invalid email or password")).toBeVisible();
  });

  await test.step("signs in again", async () => {
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await signedInEmail(page)).toBe(email);
  });
});

test("[PARENT][AUTH]: forgets the password, sets a new one from the mail's link and signs in with it", async ({
  page,
}) => {
  const email = `forgetful-${Date.now()}@example.org`;
  const oldPassword = "journey-password-42";
  const newPassword = "Elbphilharmonie-Abend-9";
  expect(
    (await page.request.post("/api/test/users", { data: { email, password: oldPassword } })).status(),
  ).toBe(201);

  await test.step("asks for a link from the sign-in form", async () => {
    await page.goto("/auth?mode=signin");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password/);
    await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Send link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Check your email" })).toContainText(
      `If there is an account for ${email}`,
    );
  });

  await test.step("opens the link from the mail and chooses a new password", async () => {
    await expect.poll(() => resetLinkFor(email)).not.toBeNull();
    await page.goto(resetLinkFor(email)!);
    await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
    await expectNoAxeViolations(page);
    await page.getByLabel("New password").fill("1234567890");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(
      page.getByText("This password is too common. Please choose one that is harder to guess."),
    ).toBeVisible();
    await page.getByLabel("New password").fill(newPassword);
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByText("Password changed")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?mode=signin/);
  });

  await test.step("signs in with the new password", async () => {
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(newPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await signedInEmail(page)).toBe(email);
  });

  await test.step("the link cannot be used twice", async () => {
    await page.goto(resetLinkFor(email)!);
    await expect(page.getByRole("alert")).toContainText("This link has already been used or has expired.");
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
  });
});
