/**
 * The heart on place and course cards (spec 01 §2 "Cards", §4 "Favourite toggle"). Signed-out users
 * get the sign-in prompt; saving itself arrives with the favourites issue, so for signed-in users the
 * heart is shown but inactive with an explanation.
 */
import { Heart } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "../../lib/auth";
import { cn } from "../../lib/cn";

const SignInPromptDialog = lazy(() =>
  import("../sign-in-prompt-dialog").then((module) => ({ default: module.SignInPromptDialog })),
);

export function FavoriteButton({ itemName, className }: { itemName: string; className?: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [isPromptOpen, setIsPromptOpen] = useState(false);
  const [hasOpenedPrompt, setHasOpenedPrompt] = useState(false);
  const isSignedIn = user !== null;
  return (
    <>
      <button
        type="button"
        aria-label={t("favorites.save", { name: itemName })}
        aria-pressed={false}
        aria-disabled={isSignedIn || undefined}
        title={isSignedIn ? t("favorites.comingSoon") : undefined}
        onClick={() => {
          if (isSignedIn) return;
          setHasOpenedPrompt(true);
          setIsPromptOpen(true);
        }}
        className={cn(
          "inline-flex size-11 items-center justify-center rounded-full bg-white/95 text-stone-700 shadow-sm",
          "transition-colors hover:text-rose-600 aria-disabled:cursor-not-allowed aria-disabled:hover:text-stone-700",
          className,
        )}
      >
        <Heart aria-hidden="true" className="size-5" />
      </button>
      {hasOpenedPrompt ? (
        <Suspense fallback={null}>
          <SignInPromptDialog
            open={isPromptOpen}
            onOpenChange={setIsPromptOpen}
            action={t("favorites.action")}
          />
        </Suspense>
      ) : null}
    </>
  );
}
