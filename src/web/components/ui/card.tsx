import type { HTMLAttributes } from "react";
import { cn } from "#web/lib/cn";

/** A white, rounded surface: the base of cards and panels. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn("rounded-2xl border border-stone-200 bg-white shadow-sm", className)} {...props} />
  );
}
