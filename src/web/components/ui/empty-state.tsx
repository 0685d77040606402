import type { ReactNode } from "react";
import { cn } from "#web/lib/cn";

/** A friendly message for an empty list or a missing item (spec 01 §4 "Pages: … empty state or not-found"). */
export function EmptyState({
  icon,
  title,
  text,
  action,
  headingLevel = 2,
  className,
}: {
  icon?: ReactNode;
  /** Omit when the page heading already says it (e.g. a not-found page whose h1 is the message). */
  title?: string;
  text?: string;
  action?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div
      className={cn(
        "flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center",
        className,
      )}
    >
      {icon ? (
        <div className="mb-3 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          {icon}
        </div>
      ) : null}
      {title ? <Heading className="text-lg font-bold text-stone-900">{title}</Heading> : null}
      {text ? <p className="mt-1 max-w-sm text-stone-700">{text}</p> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
