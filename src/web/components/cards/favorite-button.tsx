/**
 * The heart on cards and detail pages (spec 01 §2 "Cards", §4 "Favourite toggle", §8 "Favourites").
 * Signed-out visitors get the sign-in prompt. For signed-in users a tap saves or removes the item; the
 * heart changes only once the server has saved the change, and the spec's toast says what happened
 * ('Added to favorites' / 'Place added to your favorites!' …; 'Error' / 'Failed to update favorites.
 * Please try again.').
 */
import { Heart } from "lucide-react";
import { useTranslation } from "#web/lib/use-translation";
import type { FavoriteKind } from "#shared/schemas/favorites";
import { ApiError } from "#web/lib/api-client";
import { useAuth } from "#web/lib/auth";
import { cn } from "#web/lib/cn";
import { useFavoriteIds, useToggleFavorite } from "#web/lib/favorites";
import { toast } from "#web/lib/toast";
import { useSignInPrompt } from "../use-sign-in-prompt";

export function FavoriteButton({
  kind,
  id,
  name,
  className,
}: {
  kind: FavoriteKind;
  id: string;
  /** The place's name or course's title, for the button's accessible name. */
  name: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { refresh } = useAuth();
  const { ids, isSignedIn } = useFavoriteIds();
  const { toggle, isPending } = useToggleFavorite();
  const signIn = useSignInPrompt(t("favorites.action"));
  const isSaved = ids?.[kind].includes(id) ?? false;
  const item = kind === "places" ? "place" : "course";

  const onClick = () => {
    if (!isSignedIn) {
      signIn.ask();
      return;
    }
    if (isPending || !ids) return;
    toggle({ kind, id, isSaved }).then(
      () =>
        isSaved
          ? toast.success(t("favorites.toast.removedTitle"), {
              description: t(`favorites.toast.removed.${item}`),
            })
          : toast.success(t("favorites.toast.addedTitle"), {
              description: t(`favorites.toast.added.${item}`),
            }),
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) {
          // The session ended meanwhile (spec 01 §8 "Not logged in").
          toast.error(t("favorites.toast.errorTitle"), { description: t("favorites.toast.signedOut") });
          void refresh();
          return;
        }
        toast.error(t("favorites.toast.errorTitle"), { description: t("favorites.toast.failed") });
      },
    );
  };

  return (
    <>
      <button
        type="button"
        aria-label={t(isSaved ? "favorites.remove" : "favorites.save", { name })}
        aria-pressed={isSaved}
        aria-busy={isPending || undefined}
        onClick={onClick}
        className={cn(
          "inline-flex size-11 items-center justify-center rounded-full bg-white/95 shadow-sm transition-colors",
          isSaved ? "text-rose-600" : "text-stone-700 hover:text-rose-600",
          isPending && "cursor-progress opacity-70",
          className,
        )}
      >
        <Heart aria-hidden="true" className={cn("size-5", isSaved && "fill-current")} />
      </button>
      {signIn.prompt}
    </>
  );
}
