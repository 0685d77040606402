/**
 * Journeys through /profile (spec 01 §2 /profile, §4 "Profile", §5 "Child entry", §8; DESIGN.md
 * "defects": admin only for admins): a parent edits the profile with two children, removes one, reloads and
 * sees one; the header greets the new name; the admin role is neither offered nor accepted; the onboarding
 * answers land in the profile.
 */
import { expect, ONBOARDING_KEY, signIn, test } from "./fixtures.js";

test.use({ locale: "en-GB" });

test("[PARENT][PROFILE]: edits the profile with two children, removes one, and sees one after a reload", async ({
  page,
  axe,
  skipOnboarding,
}) => {
  await skipOnboarding();
  await signIn(page);
  const children = page.getByRole("list", { name: "Your children" });

  await test.step("opens the profile with its three tabs", async () => {
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    for (const tab of ["Profile Info", "Favorites", "About"]) {
      await expect(page.getByRole("tab", { name: tab })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Children Information" })).toBeVisible();
    await axe();
  });

  await test.step("a blank child entry is refused", async () => {
    await page.getByLabel("Add a child's age").fill("   ");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("Please enter your child's age.")).toBeVisible();
    await expect(children).toHaveCount(0);
  });

  await test.step("fills the form with two children and saves", async () => {
    await page.getByLabel(/^Name/).fill("Jana");
    await page.getByLabel(/^Location/).fill("Ottensen");
    await page.getByLabel(/^About you/).fill("Two kids, one cargo bike.");
    await page.getByLabel("Add a child's age").fill("18 months");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByLabel("Add a child's age").fill("4 years");
    // Enter adds too, without submitting the whole form.
    await page.getByLabel("Add a child's age").press("Enter");
    await expect(children.getByRole("listitem")).toHaveText(["18 months", "4 years"]);
    await expect(page.getByText("2 children")).toBeVisible();
    await expect(page.getByText("You have unsaved changes.")).toBeVisible();
    await axe();
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByText("Profile updated successfully!")).toBeVisible();
  });

  await test.step("removes one child, saves, and after a reload sees one", async () => {
    await page.reload();
    await expect(children.getByRole("listitem")).toHaveText(["18 months", "4 years"]);
    await page.getByRole("button", { name: "Remove 18 months" }).click();
    await expect(page.getByText("1 child", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByText("Profile updated successfully!")).toBeVisible();
    await page.reload();
    await expect(children.getByRole("listitem")).toHaveText(["4 years"]);
    await expect(page.getByLabel(/^Name/)).toHaveValue("Jana");
    const profile = (await (await page.request.get("/api/profile")).json()) as { number_of_children: number };
    expect(profile.number_of_children).toBe(1);
  });

  await test.step("the header greets the new name", async () => {
    await page.goto("/");
    await expect(page.getByText("Hi, Jana")).toBeVisible();
  });

  await test.step("the Children Information card is only there for parents", async () => {
    await page.goto("/profile");
    await page.getByRole("radio", { name: /Provider/ }).check();
    await expect(page.getByRole("heading", { name: "Children Information" })).toHaveCount(0);
    await page.getByRole("radio", { name: /Parent/ }).check();
    await expect(page.getByRole("heading", { name: "Children Information" })).toBeVisible();
  });

  await test.step("the Favorites tab links to the favourites page and About opens /about", async () => {
    await page.getByRole("tab", { name: "Favorites" }).click();
    await expect(page.getByRole("link", { name: "Open my favorites" })).toHaveAttribute("href", "/favorites");
    await axe();
    await page.getByRole("tab", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test("[PARENT][PROFILE]: cannot make themselves admin — not offered, and refused by the server", async ({
  page,
  skipOnboarding,
}) => {
  await skipOnboarding();
  await signIn(page);
  await page.goto("/profile");
  await expect(page.getByRole("radio", { name: /Parent/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Provider/ })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Admin/ })).toHaveCount(0);

  const response = await page.request.put("/api/profile", {
    data: { name: "Sneaky", user_role: "admin", location: null, bio: null, children_info: [] },
  });
  expect(response.status()).toBe(403);
  const me = (await (await page.request.get("/api/me")).json()) as { profile: { user_role: string } };
  expect(me.profile.user_role).toBe("parent");
});

test("[ADMIN][PROFILE]: an admin sees the admin role and keeps it", async ({ page, axe, skipOnboarding }) => {
  await skipOnboarding();
  await signIn(page, { role: "admin" });
  await page.goto("/profile");
  await expect(page.getByRole("radio", { name: /Admin/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Parent/ })).toBeDisabled();
  await expect(page.getByText("Admins keep their role.", { exact: false })).toBeVisible();
  await axe();
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();
});

test("[PARENT][ONBOARDING]: the intro's child age and role are saved into the profile after sign-in", async ({
  page,
}) => {
  await page.addInitScript((key) => {
    if (window.localStorage.getItem(key)) return;
    window.localStorage.setItem(
      key,
      JSON.stringify({
        completed: true,
        childAge: "2 Jahre",
        userRole: "provider",
        completedAt: "2026-01-01",
      }),
    );
  }, ONBOARDING_KEY);
  await signIn(page);
  await page.goto("/");
  await expect
    .poll(
      async () =>
        ((await (await page.request.get("/api/profile")).json()) as { user_role: string }).user_role,
    )
    .toBe("provider");
  const profile = (await (await page.request.get("/api/profile")).json()) as { children_info: string[] };
  expect(profile.children_info).toEqual(["2 Jahre"]);
  const stored = await page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? "{}"),
    ONBOARDING_KEY,
  );
  expect(stored.profileAppliedAt).toEqual(expect.any(String));

  // Once only: a later change on /profile is not overwritten by the intro's answers.
  await page.request.put("/api/profile", {
    data: { name: null, user_role: "parent", location: null, bio: null, children_info: [] },
  });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Nothing may happen now; give a (wrong) second attempt the time it would need to show.
  await page.waitForTimeout(1500);
  const after = (await (await page.request.get("/api/profile")).json()) as {
    user_role: string;
    children_info: string[];
  };
  expect(after).toMatchObject({ user_role: "parent", children_info: [] });
});
