/**
 * The frame both suggestion pages share (spec 01 §2, §4 "Suggestion forms"): the page with its header
 * and Back link, signed-in users only (else /auth); the card with the intro, the required-fields note,
 * the form's fields and the submit button, busy while the suggestion is sent; and, once it is filed,
 * the success screen instead of the card.
 */
import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "#web/components/layout/page-header";
import { RequireSignIn } from "#web/components/require-sign-in";
import { Button } from "#web/components/ui/button";
import { Skeleton } from "#web/components/ui/skeleton";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { SuggestionSuccess } from "./suggestion-success";
import type { Suggestion } from "./use-suggestion-form";

/** The page a suggestion form sits on; `children` (the form) shows once the visitor is signed in. */
export function SuggestionPage({
  title,
  backTo,
  children,
}: {
  title: string;
  backTo: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} backTo={backTo} />
      <main id="main" className="mx-auto max-w-2xl px-4 py-5 sm:px-6">
        <RequireSignIn redirectTo="/auth" fallback={<FormSkeleton />}>
          {children}
        </RequireSignIn>
      </main>
    </>
  );
}

/** Shown while the session is read. */
function FormSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex flex-col gap-6 rounded-3xl border border-stone-200 bg-white p-5 sm:p-7"
    >
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-12 rounded-xl" />
      <Skeleton className="h-12 rounded-xl" />
      <Skeleton className="h-32 rounded-xl" />
      <Skeleton className="h-12 rounded-xl" />
    </div>
  );
}

/**
 * A suggestion form (`children`: its fields) in its card with the intro, sent by `suggestion` (from
 * `useSuggestionForm`); once filed, the success screen with a link to `browseTo` instead.
 */
export function SuggestionForm({
  suggestion,
  intro,
  browseTo,
  browseLabel,
  isUploading = false,
  children,
}: {
  suggestion: Suggestion;
  intro: string;
  browseTo: string;
  browseLabel: string;
  /** A photo is being uploaded: the busy button says 'Uploading…' rather than 'Submitting…'. */
  isUploading?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("suggestions");
  const { isDone, isSubmitting, submit, suggestAnother } = suggestion;
  if (isDone) {
    return (
      <SuggestionSuccess browseTo={browseTo} browseLabel={browseLabel} onSuggestAnother={suggestAnother} />
    );
  }
  return (
    <div className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-7">
      <p className="text-stone-800">{intro}</p>
      <p className="mt-1 text-sm text-stone-700">{t("suggest.common.requiredHint")}</p>
      <div className="mt-6">
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
          {children}
          <Button
            type="submit"
            disabled={isSubmitting}
            aria-busy={isSubmitting}
            className="w-full sm:w-auto sm:self-end"
          >
            {isSubmitting ? (
              <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
            ) : null}
            {isSubmitting
              ? t(isUploading ? "suggest.common.uploading" : "suggest.common.submitting")
              : t("suggest.common.submit")}
          </Button>
        </form>
      </div>
    </div>
  );
}
