import type { ReactNode } from "react";

/** A titled card of the provider edit page (spec 02 §2.13 sections). */
export function FormSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-extrabold text-stone-900">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4 flex flex-col gap-5">{children}</div>
    </section>
  );
}
