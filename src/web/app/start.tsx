/**
 * Starts the app in the browser: takes the page's inlined data and strings, loads what else the language
 * needs, then hydrates a server-rendered page or renders into the empty shell. Loaded by main.tsx.
 */
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { releaseEarlyInput } from "./early-input";
import { hydrateInTurns, nextTask } from "../components/hydrate-later";
import { fillQueryCache } from "./inlined-state";
import { prepareHydration, routeNamespaces } from "./hydration";
import { AppProviders } from "./providers";
import { createRouter, routes } from "./router";
import { initI18n, readInlinedStrings } from "../lib/i18n";
import { queryClient } from "../lib/query-client";

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
fillQueryCache(queryClient, document.getElementById("initial-data")?.textContent);
readInlinedStrings();
// Each step below is a task of its own, short enough on a phone not to hold up a tap (Total Blocking
// Time): evaluating the code and seeding, matching the route, creating the router, hydrating.
await nextTask();
// The language's strings (and, for a server-rendered page, its route's code and string files) arrive in
// parallel.
const isServerRendered = container.hasChildNodes();
const [hydrationData] = await Promise.all([
  isServerRendered ? prepareHydration(routes, window.location.href) : undefined,
  initI18n(undefined, isServerRendered ? routeNamespaces(routes, window.location.href) : []),
]);
await nextTask();
const router = createRouter(hydrationData);
const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
// The parts marked HydrateLater (the page, its sections, cards, filters, the footer) follow one per task
// (components/hydrate-later.tsx). Held taps are replayed once everything is hydrated.
await nextTask();
if (hydrationData) await hydrateInTurns(() => hydrateRoot(container, app));
else {
  // An empty shell, or a server-rendered page this visitor is redirected from.
  container.replaceChildren();
  createRoot(container).render(app);
}
releaseEarlyInput({ replay: Boolean(hydrationData) });
