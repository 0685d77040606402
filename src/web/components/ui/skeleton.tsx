import type { HTMLAttributes } from "react";
import { cn } from "#web/lib/cn";

/** A pulsing placeholder block; callers give it the exact size of what it stands for (no layout shift). */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div aria-hidden="true" className={cn("animate-pulse rounded-lg bg-stone-200", className)} {...props} />
  );
}
