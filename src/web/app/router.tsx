/**
 * The route table (spec 02 §2.1), derived from the page registry (pages.tsx). Every page is loaded on
 * demand (route-level code splitting) with its string files, starts its reads while its code loads
 * (STYLE.md habit 2), and has its own error boundary, so a failing page never takes the app shell down.
 */
import type { ComponentType } from "react";
import { createBrowserRouter, replace, type HydrationState, type RouteObject } from "react-router";
import { PageFallback } from "../components/layout/page-fallback";
import { RootLayout, type RouteHandle } from "../components/layout/root-layout";
import { RouteError } from "../components/layout/route-error";
import { meQueryOptions } from "../lib/auth";
import { loadNamespaces } from "../lib/i18n";
import { queryClient } from "../lib/query-client";
import { pages, type PageEntry } from "./pages";

/** Every page module, loaded on demand (keys relative to this file). */
const PAGE_MODULES = import.meta.glob<Record<string, ComponentType>>("../**/*-page.tsx");

/** A page module's component by its file's name: "features/places/place-detail-page.tsx" → PlaceDetailPage. */
const componentName = (module: string) =>
  module
    .replace(/^.*\/|\.tsx$/g, "")
    .replace(/(?:^|-)(\w)/g, (_match, letter: string) => letter.toUpperCase());

const toRoute = ({ path, module, component, namespaces = [], isBare, redirect, reads }: PageEntry) =>
  ({
    path,
    lazy: async () => {
      const [page] = await Promise.all([PAGE_MODULES[`../${module}`]!(), loadNamespaces(namespaces)]);
      return { Component: page[component ?? componentName(module)] };
    },
    handle: { isBare, namespaces } satisfies RouteHandle,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageFallback />,
    ...((redirect || reads) && {
      loader: ({ request, params }) => {
        const to = redirect?.();
        if (to) return replace(to);
        const me = queryClient.getQueryData(meQueryOptions().queryKey);
        const list = reads ? reads({ params, url: new URL(request.url), me }) : [];
        void Promise.resolve(list).then((all) => Promise.all(all.map((read) => read(queryClient))));
        return null;
      },
    }),
  }) satisfies RouteObject;

export const routes: RouteObject[] = [
  { element: <RootLayout />, errorElement: <RouteError />, children: pages.map(toRoute) },
];

export const createRouter = (hydrationData?: HydrationState) =>
  createBrowserRouter(routes, { hydrationData });
