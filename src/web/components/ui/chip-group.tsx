import { useId, type ReactNode } from "react";

/** A titled group of filter chips (the /places filter panel, /search): a section with a heading and a list. */
export function ChipGroup({
  title,
  children,
  listClassName = "flex flex-wrap gap-2",
}: {
  title: string;
  children: ReactNode;
  /** The list's layout: wrapped rows by default, or one swipeable row (`CHIP_ROW`). */
  listClassName?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-sm font-bold text-stone-800">
        {title}
      </h2>
      <ul className={listClassName}>{children}</ul>
    </section>
  );
}
