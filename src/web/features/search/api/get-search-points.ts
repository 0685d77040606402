/** `GET /api/search/map?…criteria`: a marker for every place of the search (decision 008). */
import { useQuery } from "@tanstack/react-query";
import type { TPlacePoints } from "#shared/schemas/places";
import { api, toQuery } from "#web/lib/api-client";
import type { SearchCriteria } from "../lib/search-criteria";
import { criteriaQuery } from "./search";

export const useSearchPoints = (criteria: SearchCriteria, options: { enabled: boolean }) =>
  useQuery({
    queryKey: ["search", "map", criteria],
    queryFn: ({ signal }) => api<TPlacePoints>(`/search/map${toQuery(criteriaQuery(criteria))}`, { signal }),
    enabled: options.enabled,
  });
