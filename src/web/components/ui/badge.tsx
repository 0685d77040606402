import type { HTMLAttributes } from "react";
import { cn } from "#web/lib/cn";

export type BadgeTone = "neutral" | "brand" | "sun" | "success" | "danger";
export type BadgeSize = "xs" | "sm" | "md";

const tones: Record<BadgeTone, string> = {
  neutral: "bg-stone-100 text-stone-700",
  brand: "bg-brand-50 text-brand-800",
  sun: "bg-sun-100 text-amber-900",
  success: "bg-emerald-100 text-emerald-900",
  danger: "bg-rose-100 text-rose-900",
};

const sizes: Record<BadgeSize, string> = {
  xs: "px-2 py-0.5 text-[11px] leading-4",
  sm: "px-2.5 py-0.5 text-xs",
  md: "px-3 py-1 text-sm",
};

/** A small label (type, feature, places left); colours keep AA contrast on their tint. */
export function Badge({
  tone = "neutral",
  size = "sm",
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone; size?: BadgeSize }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full font-medium whitespace-nowrap",
        tones[tone],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
