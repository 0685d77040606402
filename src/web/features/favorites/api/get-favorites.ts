/** `GET /api/favorites`: the signed-in user's saved places and courses as cards (spec 01 §2 /favorites). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TFavorites } from "#shared/schemas/favorites";
import { api } from "#web/lib/api-client";
import { favoriteListKey } from "#web/lib/favorites";

export const getFavorites = (signal?: AbortSignal): Promise<TFavorites> =>
  api<TFavorites>("/favorites", { signal });

export const favoritesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: favoriteListKey(userId), queryFn: ({ signal }) => getFavorites(signal) });

export const useFavorites = (userId: string) => useQuery(favoritesQueryOptions(userId));
