import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Button } from "../ui/button";

/**
 * A sub-page header: back button, the page's h1 and an optional action. Back returns to the previous
 * in-app page when there is one, else to `fallback` (a deep link has no in-app history to go back to).
 */
export function PageHeader({
  title,
  fallback = "/",
  backTo,
  action,
  description,
}: {
  title: string;
  fallback?: string;
  /** Where Back always goes, whatever the history (spec 01 §2: suggestion forms go back to their list). */
  backTo?: string;
  action?: ReactNode;
  description?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // React Router gives the first entry of a session the key "default".
  const canGoBack = location.key !== "default";
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-2 py-2 sm:px-4">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("common.back")}
          onClick={() => (backTo ? navigate(backTo) : canGoBack ? navigate(-1) : navigate(fallback))}
        >
          <ArrowLeft aria-hidden="true" className="size-6" />
        </Button>
        <div className="min-w-0 flex-1">
          {/* A place's name can be one long compound word ("Speicherstadtmuseum"): where the browser has
              a dictionary for the page's language it hyphenates it, else it breaks it as a last resort. */}
          <h1 className="line-clamp-2 text-xl leading-tight font-extrabold break-words hyphens-auto text-stone-900 sm:text-2xl">
            {title}
          </h1>
          {description ? <p className="truncate text-sm text-stone-700">{description}</p> : null}
        </div>
        {action}
      </div>
    </header>
  );
}
