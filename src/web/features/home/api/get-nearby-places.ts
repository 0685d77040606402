/** `GET /api/places?lat=&lng=&sort=distance&limit=8`: the places nearest to the visitor (decision 013). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { LIMITS } from "#shared/constants";
import type { TPlaceList } from "#shared/schemas/places";
import { api, toQuery } from "#web/lib/api-client";
import type { Position } from "#web/lib/geolocation";

export const nearbyPlacesQueryOptions = (position: Position) =>
  queryOptions({
    queryKey: ["places", "nearby", position],
    queryFn: ({ signal }) =>
      api<TPlaceList>(
        `/places${toQuery({ lat: position.lat, lng: position.lng, sort: "distance", limit: LIMITS.homeSectionPlaces })}`,
        { signal },
      ),
  });

export const useNearbyPlaces = (position: Position | null) =>
  useQuery({
    ...nearbyPlacesQueryOptions(position ?? { lat: 0, lng: 0 }),
    enabled: position !== null,
  });
