/**
 * The heart on cards and detail pages (spec 01 §2 "Cards", §4 "Favourite toggle", §8 "Favourites").
 * Signed-out visitors get the sign-in prompt. For signed-in users a tap saves or removes the item, as
 * the heart showed it; the heart changes only once the server has saved the change, and the spec's
 * toast says what happened ('Added to favorites' / 'Place added to your favorites!' …; 'Error' /
 * 'Failed to update favorites. Please try again.').
 */
import { Heart } from "lucide-react";
import { useFormStatus } from "react-dom";
import { useTranslation } from "react-i18next";
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
  /** Placement of the heart (on the form around it). */
  className?: string;
}) {
  const { t } = useTranslation();
  const { refresh } = useAuth();
  const { ids, isSignedIn } = useFavoriteIds();
  const toggle = useToggleFavorite();
  const signIn = useSignInPrompt(t("favorites.action"));
  const isSaved = ids?.[kind].includes(id) ?? false;
  const item = kind === "places" ? "place" : "course";

  // A form action: React replays a tap that came before the page hydrated (app/early-input.ts).
  const save = async () => {
    if (!isSignedIn) {
      signIn.ask();
      return;
    }
    try {
      if (!(await toggle({ kind, id, isSaved }))) return;
      if (isSaved) {
        toast.success(t("favorites.toast.removedTitle"), {
          description: t(`favorites.toast.removed.${item}`),
        });
      } else {
        toast.success(t("favorites.toast.addedTitle"), { description: t(`favorites.toast.added.${item}`) });
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        // The session ended meanwhile (spec 01 §8 "Not logged in").
        toast.error(t("favorites.toast.errorTitle"), { description: t("favorites.toast.signedOut") });
        void refresh();
        return;
      }
      toast.error(t("favorites.toast.errorTitle"), { description: t("favorites.toast.failed") });
    }
  };

  return (
    <>
      <form action={save} className={className}>
        <HeartButton label={t(isSaved ? "favorites.remove" : "favorites.save", { name })} isSaved={isSaved} />
      </form>
      {signIn.prompt}
    </>
  );
}

/** The heart itself: busy while its form's action runs. */
function HeartButton({ label, isSaved }: { label: string; isSaved: boolean }) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      aria-label={label}
      aria-pressed={isSaved}
      aria-busy={pending || undefined}
      className={cn(
        "inline-flex size-11 items-center justify-center rounded-full bg-white/95 shadow-sm transition-colors",
        isSaved ? "text-rose-600" : "text-stone-700 hover:text-rose-600",
        pending && "cursor-progress opacity-70",
      )}
    >
      <Heart aria-hidden="true" className={cn("size-5", isSaved && "fill-current")} />
    </button>
  );
}
