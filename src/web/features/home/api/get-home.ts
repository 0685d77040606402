/**
 * `GET /api/home`: everything the home page shows in one request (spec 01 §2 Home). The route loader
 * prefetches with the same options, so the request starts while the page's code still loads.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { THomeData } from "#shared/schemas/home";
import { api } from "#web/lib/api-client";

export const getHome = ({ signal }: { signal?: AbortSignal } = {}): Promise<THomeData> =>
  api<THomeData>("/home", { signal });

export const homeQueryOptions = () =>
  queryOptions({ queryKey: ["home"], queryFn: ({ signal }) => getHome({ signal }) });

export const useHome = () => useQuery(homeQueryOptions());
