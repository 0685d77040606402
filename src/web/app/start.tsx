/**
 * Starts the app in the browser: takes the page's inlined data and strings, loads what else the language
 * needs, then hydrates a server-rendered page or renders into the empty shell. Loaded by main.tsx.
 */
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { releaseEarlyInput } from "./early-input";
import { fillQueryCache, readInlinedState } from "./inlined-state";
import { prepareHydration, routeNamespaces } from "./hydration";
import { AppProviders } from "./providers";
import { createRouter, routes } from "./router";
import { initI18n } from "../lib/i18n";
import { queryClient } from "../lib/query-client";
import { yieldToMain } from "../lib/yield-to-main";

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
// Each step below in a task of its own, after the one that evaluated the modules: on a slow phone one
// task for all of them blocked a tap for about a quarter of a second.
await yieldToMain();
const inlined = readInlinedState(document.getElementById("initial-data")?.textContent);
fillQueryCache(queryClient, inlined);
await yieldToMain();
// The language's strings (a server-rendered page carries those it was rendered with; the rest, and its
// route's code, load in parallel).
const isServerRendered = container.hasChildNodes();
const hydrating = isServerRendered ? prepareHydration(routes, window.location.href) : undefined;
await yieldToMain();
const [hydrationData] = await Promise.all([
  hydrating,
  initI18n(undefined, isServerRendered ? routeNamespaces(routes, window.location.href) : []),
]);
await yieldToMain();
const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient} renderedAt={inlined.renderedAt}>
      <RouterProvider router={createRouter(hydrationData)} />
    </AppProviders>
  </StrictMode>
);
if (hydrationData) hydrateRoot(container, app);
else {
  // An empty shell, or a server-rendered page this visitor is redirected from.
  container.replaceChildren();
  createRoot(container).render(app);
}
releaseEarlyInput({ replay: Boolean(hydrationData) });
