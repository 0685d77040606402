import { Check } from "lucide-react";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { cn } from "#web/lib/cn";

/**
 * A filter chip that toggles on and off (spec 01 §4 "Filters: selections toggle on and off"): a button
 * with aria-pressed, a check mark when on, and a 44 px tap target.
 */
export function ToggleChip({
  isPressed,
  icon,
  children,
  className,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "aria-pressed"> & {
  isPressed: boolean;
  /** Shown when off (on, the check mark takes its place). */
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={isPressed}
      className={cn(
        "inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors",
        isPressed
          ? "border-brand-700 bg-brand-700 text-white"
          : "border-stone-300 bg-white text-stone-800 hover:border-brand-700 hover:text-brand-800",
        className,
      )}
      {...props}
    >
      {isPressed ? <Check aria-hidden="true" className="size-4" /> : icon}
      {children}
    </button>
  );
}

/** A row of chips: one swipeable row on phones, wrapped rows on wider screens. */
export const CHIP_ROW =
  "relative -mx-4 flex items-center gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 [&>*]:shrink-0";
