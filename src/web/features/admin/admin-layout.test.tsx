/**
 * The admin guard (spec 02 §2.2): a spinner while the role loads, non-admins sent to / without ever rendering
 * the screen (so its data requests never start), admins see the screen with its heading and the back link to
 * /admin.
 */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TMe } from "#shared/schemas/me";
import { renderWithProviders } from "#web/test-utils/render-with-providers";
import { AdminLayout } from "./admin-layout";

const me = (role: TMe["profile"]["user_role"]): TMe => ({
  user: { id: "u1", email: "someone@example.org", name: "" },
  profile: { name: null, display_name: null, user_role: role },
});
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

const screenUnderTest = (
  <AdminLayout title="Place Suggestions">
    <p>secret admin content</p>
  </AdminLayout>
);
const home = [{ path: "/", element: <p>home page</p> }];

describe("AdminLayout", () => {
  it("shows a spinner while the role is loading", async () => {
    await renderWithProviders(screenUnderTest, {
      path: "/admin/place-suggestions",
      namespaces: ["admin"],
      server: (url) => (url.endsWith("/api/me") ? new Promise<Response>(() => undefined) : undefined),
    });
    expect(screen.getByRole("status").textContent).toBe("Checking access…");
    expect(screen.queryByText("secret admin content")).toBeNull();
  });

  it.each(["parent", "provider"] as const)("sends a %s to / without rendering the screen", async (role) => {
    const { router } = await renderWithProviders(screenUnderTest, {
      path: "/admin/place-suggestions",
      routes: home,
      namespaces: ["admin"],
      server: (url) => (url.endsWith("/api/me") ? json(me(role)) : undefined),
    });
    expect(await screen.findByText("home page")).not.toBeNull();
    expect(router.state.location.pathname).toBe("/");
    expect(screen.queryByText("secret admin content")).toBeNull();
  });

  it("sends signed-out visitors to /", async () => {
    await renderWithProviders(screenUnderTest, {
      path: "/admin/place-suggestions",
      routes: home,
      namespaces: ["admin"],
    });
    expect(await screen.findByText("home page")).not.toBeNull();
  });

  it("shows the screen to admins with its heading and a back button", async () => {
    await renderWithProviders(screenUnderTest, {
      path: "/admin/place-suggestions",
      namespaces: ["admin"],
      server: (url) => (url.endsWith("/api/me") ? json(me("admin")) : undefined),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Place Suggestions" })).not.toBeNull();
    expect(screen.getByText("secret admin content")).not.toBeNull();
    expect(screen.getByRole("button", { name: "Back" })).not.toBeNull();
  });
});
