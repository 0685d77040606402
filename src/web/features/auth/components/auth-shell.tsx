import type { ReactNode } from "react";
import { BrandLogo } from "#web/components/layout/brand-logo";
import { LanguageSwitch } from "#web/components/layout/language-switch";
import { Card } from "#web/components/ui/card";

/** The frame of every account page: logo and language switch, a heading, an intro line and a card. */
export function AuthShell({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-stone-50">
      <header className="mx-auto flex w-full max-w-md items-center justify-between gap-2 px-4 pt-3">
        <BrandLogo />
        <LanguageSwitch />
      </header>
      <main id="main" className="mx-auto w-full max-w-md flex-1 px-4 pt-6 pb-10">
        <h1 className="text-center text-2xl font-extrabold text-stone-900 sm:text-3xl">{heading}</h1>
        <p className="mt-2 text-center text-stone-700">{intro}</p>
        <Card className="mt-6 p-4 sm:p-6">{children}</Card>
      </main>
    </div>
  );
}
