import type { ReactNode } from "react";
import { BrandLogo } from "./brand-logo";

/** The top bar of the app: the logo on the left and page-specific actions on the right. */
export function AppHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="border-b border-stone-200 bg-white/95">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-2 gap-y-0 px-4 py-2 sm:px-6">
        <BrandLogo />
        {children}
      </div>
    </header>
  );
}
