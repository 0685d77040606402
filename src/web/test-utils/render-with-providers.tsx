/**
 * Renders a component the way the app does — i18n (English unless told otherwise), TanStack Query,
 * the auth context (signed out: `/api/me` answers null) and a memory router — for component tests.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { afterEach, vi } from "vitest";
import { AuthProvider } from "../lib/auth";
import { FavoriteIdsProvider } from "../lib/favorites";
import { initI18n } from "../lib/i18n";

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Answers one request of the component under test; undefined falls back to the defaults above. */
export type FakeServer = (
  url: string,
  init: RequestInit | undefined,
) => Promise<Response | undefined> | Response | undefined;

export async function renderWithProviders(
  ui: ReactElement,
  {
    path = "/",
    routes = [],
    language = "en",
    server,
    namespaces = [],
  }: {
    path?: string;
    routes?: RouteObject[];
    language?: "de" | "en";
    server?: FakeServer;
    /** Feature string files (lib/i18n) the component reads, loaded as its route would. */
    namespaces?: string[];
  } = {},
) {
  await initI18n(language, namespaces);
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async (url: string, init?: RequestInit) =>
        (await server?.(url, init)) ??
        (url.endsWith("/api/me")
          ? new Response("null", { status: 200, headers: { "content-type": "application/json" } })
          : new Response(JSON.stringify({ error: { code: "NOT_FOUND", message: "" } }), { status: 404 })),
    ),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <FavoriteIdsProvider>
          <RouterProvider router={router} />
        </FavoriteIdsProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...result, router };
}
