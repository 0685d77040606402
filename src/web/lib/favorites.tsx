/**
 * Favourites as the whole app sees them (spec 01 §4 "Favourite toggle": add if absent, remove if present;
 * the local list changes only after the server saved it; favourites load when a user is present):
 * `GET /api/favorites/ids` for the hearts and `PUT|DELETE /api/favorites/:kind/:id` to toggle.
 * The /favorites page's card list (`GET /api/favorites`) is refreshed after every change.
 */
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from "react";
import type { FavoriteKind, TFavoriteIds } from "#shared/schemas/favorites";
import { api } from "./api-client";
import { useAuth } from "./auth";

/** Keys per user, so one account never sees another's hearts after switching. */
export const FAVORITES_KEY = ["favorites"] as const;
const idsKey = (userId: string) => [...FAVORITES_KEY, "ids", userId] as const;
export const favoriteListKey = (userId: string) => [...FAVORITES_KEY, "list", userId] as const;

export const favoriteIdsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: idsKey(userId),
    queryFn: ({ signal }) => api<TFavoriteIds>("/favorites/ids", { signal }),
    staleTime: 5 * 60_000,
  });

type FavoriteIds = { ids: TFavoriteIds | undefined; isSignedIn: boolean };

const FavoriteIdsContext = createContext<FavoriteIds>({ ids: undefined, isSignedIn: false });

/**
 * Reads the saved ids once for the whole app (no request while signed out). One query here instead of
 * one per heart: a list of two dozen cards otherwise sets up two dozen query observers while it hydrates.
 * Mount inside the AuthProvider.
 */
export function FavoriteIdsProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const query = useQuery({ ...favoriteIdsQueryOptions(user?.id ?? ""), enabled: user !== null });
  const ids = user ? query.data : undefined;
  const value = useMemo(() => ({ ids, isSignedIn: user !== null }), [ids, user]);
  return <FavoriteIdsContext.Provider value={value}>{children}</FavoriteIdsContext.Provider>;
}

/** The saved ids of the signed-in user (undefined while signed out or loading). */
export function useFavoriteIds(): FavoriteIds {
  return useContext(FavoriteIdsContext);
}

export type ToggleFavorite = { kind: FavoriteKind; id: string; isSaved: boolean };

/**
 * Saves one item, or removes it when the heart the visitor tapped showed it saved (`isSaved`: PUT and
 * DELETE set the state, so a tap acts on what was on the screen, even before the saved ids had loaded);
 * on success the server's lists replace the local ones. A plain async call (no useMutation): every card
 * has a heart.
 * @returns `toggle`, which resolves with true once saved and rejects with the ApiError otherwise; while
 *   a change of the same hook is under way it resolves with false at once and changes nothing
 */
export function useToggleFavorite(): (change: ToggleFavorite) => Promise<boolean> {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const isBusy = useRef(false);
  return useCallback(
    async ({ kind, id, isSaved }: ToggleFavorite) => {
      if (isBusy.current) return false;
      isBusy.current = true;
      try {
        const ids = await api<TFavoriteIds>(`/favorites/${kind}/${encodeURIComponent(id)}`, {
          method: isSaved ? "DELETE" : "PUT",
        });
        if (user) {
          queryClient.setQueryData(idsKey(user.id), ids);
          void queryClient.invalidateQueries({ queryKey: favoriteListKey(user.id) });
        }
        return true;
      } finally {
        isBusy.current = false;
      }
    },
    [queryClient, user],
  );
}
