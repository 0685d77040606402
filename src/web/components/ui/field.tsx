/**
 * Form field pieces shared by the forms (profile, posts, answers): a label with an optional "optional"
 * note, a hint or error line wired to the control with aria-describedby, and the input/textarea look
 * (≥ 48 px tall, 16 px text so phones do not zoom in, a visible focus border).
 */
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

const control =
  "block w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 " +
  "placeholder:text-stone-500 focus:border-brand-700 disabled:bg-stone-100 aria-[invalid=true]:border-rose-700";

export const inputClass = (className?: string) => cn(control, "min-h-12", className);
export const textareaClass = (className?: string) =>
  cn(control, "min-h-32 py-2.5 leading-relaxed", className);

export function FieldLabel({
  htmlFor,
  children,
  optionalText,
  className,
}: {
  htmlFor: string;
  children: ReactNode;
  /** e.g. "(optional)" in the current language. */
  optionalText?: string;
  className?: string;
}) {
  return (
    <label htmlFor={htmlFor} className={cn("block text-sm font-semibold text-stone-900", className)}>
      {children}
      {optionalText ? <span className="ml-1 font-normal text-stone-700">{optionalText}</span> : null}
    </label>
  );
}

/** A hint under a control, or its error (role=alert so it is announced when it appears). */
export function FieldMessage({
  id,
  error,
  children,
}: {
  id: string;
  error?: string | undefined;
  children?: ReactNode;
}) {
  if (error) {
    return (
      <p id={id} role="alert" className="mt-1 text-sm font-medium text-rose-800">
        {error}
      </p>
    );
  }
  if (!children) return null;
  return (
    <p id={id} className="mt-1 text-sm text-stone-700">
      {children}
    </p>
  );
}
