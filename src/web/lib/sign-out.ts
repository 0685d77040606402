/**
 * Signs the current user out (spec 01 §4 "Auth"; §8 success toast 'Signed out' / "You've been
 * successfully signed out."): better-auth ends the session and clears the cookie, then the cached
 * `/api/me` is emptied so every screen shows the signed-out state at once, and the service worker's offline
 * copies (which hold personal answers such as favourites) are deleted. Every Sign Out button can
 * call this one function, so they all behave and read the same.
 * @throws AuthError or a network error when the server could not be reached; no toast is shown then.
 */
import { toast } from "./toast";
import { ME_QUERY_KEY } from "./auth";
import { signOutOfServer } from "./auth-client";
import { i18n } from "./i18n";
import { clearOfflineCaches } from "./offline-caches";
import { queryClient } from "./query-client";

export async function signOut(): Promise<void> {
  await signOutOfServer();
  await clearOfflineCaches().catch(() => undefined);
  queryClient.setQueryData(ME_QUERY_KEY, null);
  await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  toast.success(i18n.t("auth.signedOutTitle"), {
    description: i18n.t("auth.signedOutText"),
    id: "signed-out",
  });
}
