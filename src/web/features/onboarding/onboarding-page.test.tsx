import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { resetOnboarding } from "#web/lib/onboarding-storage";
import { renderWithProviders } from "#web/test-utils/render-with-providers";
import { OnboardingPage } from "./onboarding-page";

const home = { path: "/", element: <h1>Home</h1> };
const providerStart = { path: "/provider", element: <h1>Für Anbieter</h1> };

describe("OnboardingPage", () => {
  beforeEach(() => {
    resetOnboarding(localStorage);
    localStorage.clear();
  });

  it("walks through four intro cards and the profile step; a provider lands on the provider start page", async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<OnboardingPage />, {
      path: "/onboarding",
      routes: [home, providerStart],
      namespaces: ["onboarding"],
    });
    expect(screen.getByRole("heading", { name: "Welcome to Lütt!" })).toBeTruthy();
    expect(screen.getByText("Step 1 of 5")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { name: "Discover child-friendly places" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("heading", { name: "Welcome to Lütt!" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { name: "Connect with other parents" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Let's go!" }));

    expect(screen.getByText("Step 5 of 5")).toBeTruthy();
    await user.type(screen.getByLabelText("How old is your child?"), "18 months");
    await user.click(screen.getByRole("radio", { name: /A provider/ }));
    await user.click(screen.getByRole("button", { name: "Finish" }));

    expect(await screen.findByRole("heading", { name: "Für Anbieter" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/provider");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(JSON.parse(localStorage.getItem("luett_onboarding") ?? "{}")).toMatchObject({
      completed: true,
      childAge: "18 months",
      userRole: "provider",
    });
  });

  it("takes a parent home", async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<OnboardingPage />, {
      path: "/onboarding",
      routes: [home, providerStart],
      namespaces: ["onboarding"],
    });
    await user.click(screen.getByRole("button", { name: "Skip intro" }));
    await user.click(screen.getByRole("button", { name: "Finish" }));
    expect(await screen.findByRole("heading", { name: "Home" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
  });

  it("skips the intro straight to the profile step", async () => {
    const user = userEvent.setup();
    await renderWithProviders(<OnboardingPage />, {
      path: "/onboarding",
      routes: [home],
      namespaces: ["onboarding"],
    });
    await user.click(screen.getByRole("button", { name: "Skip intro" }));
    expect(screen.getByRole("heading", { name: "A little about you" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Skip intro" })).toBeNull();
  });
});
