import { Link } from "react-router";
import { PRODUCT_NAME } from "#shared/constants";
import { cn } from "#web/lib/cn";

/** The Lütt mark (same drawing as public/favicon.svg) with the word mark; links home. */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        "inline-flex min-h-11 items-center gap-2 rounded-full pr-2 text-xl font-extrabold text-brand-800",
        className,
      )}
    >
      <svg viewBox="0 0 64 64" aria-hidden="true" className="size-9">
        <rect width="64" height="64" rx="14" fill="#0f766e" />
        <circle cx="32" cy="27" r="11" fill="#fef3c7" />
        <path d="M16 52c3-9 9-13 16-13s13 4 16 13" fill="#fef3c7" />
      </svg>
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}
