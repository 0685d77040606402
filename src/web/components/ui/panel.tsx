import type { ReactNode } from "react";

/** A titled card of a detail page (a place's About, Family facts, Location; a café's sections), labelled by its heading. */
export function Panel({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={id} className="flex items-center gap-2 text-lg font-extrabold text-stone-900">
        {icon}
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
