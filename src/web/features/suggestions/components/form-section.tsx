/**
 * The frame both suggestion pages share (spec 01 §2, §4 "Suggestion forms"): the page with its header
 * and Back link, signed-in users only (else /auth), the card with the intro and the required-fields
 * note, and the submit button, busy while the suggestion is sent.
 */
import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { PageHeader } from "#web/components/layout/page-header";
import { RequireSignIn } from "#web/components/require-sign-in";
import { Button } from "#web/components/ui/button";
import { Skeleton } from "#web/components/ui/skeleton";
import { useDocumentTitle } from "#web/lib/use-document-title";

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

/** The card a suggestion form sits in, with its intro and the note about required fields. */
export function FormCard({
  intro,
  requiredHint,
  children,
}: {
  intro: string;
  requiredHint: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-7">
      <p className="text-stone-800">{intro}</p>
      <p className="mt-1 text-sm text-stone-700">{requiredHint}</p>
      <div className="mt-6">{children}</div>
    </div>
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

/** The form's submit button; `label` says what happens (e.g. 'Uploading…' while busy). */
export function SubmitButton({ isSubmitting, label }: { isSubmitting: boolean; label: string }) {
  return (
    <Button
      type="submit"
      disabled={isSubmitting}
      aria-busy={isSubmitting}
      className="w-full sm:w-auto sm:self-end"
    >
      {isSubmitting ? <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" /> : null}
      {label}
    </Button>
  );
}
