import type { ReactNode } from "react";
import { Skeleton } from "../../../components/ui/skeleton";

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
export function FormSkeleton() {
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
