import type { InputHTMLAttributes } from "react";
import { cn } from "../../../lib/cn";

/** A labelled input with an optional hint, wired for screen readers (label + aria-describedby). */
export function TextField({
  id,
  label,
  hint,
  className,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; hint?: string }) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-900">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={hintId}
        className={cn(
          "mt-1 block min-h-12 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900",
          "placeholder:text-stone-500 focus:border-brand-700 disabled:bg-stone-100",
        )}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
