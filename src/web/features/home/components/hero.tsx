/**
 * Hero (spec 01 §2 Home): German welcome headline, four benefit tiles, 'Start exploring' (smooth
 * scroll to the sections, instant under reduced motion, focus follows for keyboard users) and
 * 'Learn more about us' (/about).
 */
import { ArrowDown, BadgeCheck, Baby, MessageSquareHeart, Smartphone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PlacePlaceholder } from "#web/components/cards/place-placeholder";
import { Button, buttonClass } from "#web/components/ui/button";

const BENEFITS = [
  { key: "recommended", icon: BadgeCheck, tint: "bg-emerald-100 text-emerald-800" },
  { key: "ageAppropriate", icon: Baby, tint: "bg-rose-100 text-rose-800" },
  { key: "realExperiences", icon: MessageSquareHeart, tint: "bg-amber-100 text-amber-900" },
  { key: "instant", icon: Smartphone, tint: "bg-sky-100 text-sky-800" },
] as const;

export function Hero({ contentId }: { contentId: string }) {
  const { t } = useTranslation();

  const startExploring = () => {
    const target = document.getElementById(contentId);
    if (!target) return;
    const isReduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: isReduced ? "auto" : "smooth", block: "start" });
    target.focus({ preventScroll: true });
  };

  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-brand-50">
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-sun-100" />
      <div aria-hidden="true" className="absolute -bottom-32 -left-20 size-64 rounded-full bg-brand-100/70" />
      <div className="relative mx-auto max-w-6xl px-4 pt-6 pb-8 sm:px-6 sm:pt-14 sm:pb-14">
        {/* Wide screens: a playful collage of the place illustrations fills the space beside the headline. */}
        <div aria-hidden="true" className="absolute top-6 right-6 hidden h-72 w-[25rem] xl:block">
          {(
            [
              ["playground", "top-0 left-10 -rotate-6"],
              ["park", "top-24 right-0 rotate-3"],
              ["cafe", "top-40 left-0 -rotate-2"],
            ] as const
          ).map(([type, position]) => (
            <div
              key={type}
              className={`absolute w-56 overflow-hidden rounded-2xl border-4 border-white shadow-lg ${position}`}
            >
              <div className="aspect-[16/10]">
                <PlacePlaceholder type={type} />
              </div>
            </div>
          ))}
        </div>
        <p className="text-sm font-bold tracking-wide text-brand-800 uppercase">{t("home.hero.eyebrow")}</p>
        <h1
          id="hero-title"
          className="mt-1 max-w-2xl text-[1.75rem] leading-tight font-extrabold text-stone-900 sm:mt-2 sm:text-5xl"
        >
          {t("home.hero.title")}
        </h1>
        <p className="mt-3 max-w-xl text-base text-stone-700 sm:text-lg">{t("home.hero.subtitle")}</p>
        <ul className="mt-5 grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
          {BENEFITS.map(({ key, icon: Icon, tint }) => (
            <li
              key={key}
              className="flex flex-col gap-1.5 rounded-2xl bg-white p-3 shadow-sm sm:flex-row sm:items-start sm:gap-3 sm:p-4"
            >
              <span
                className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full sm:size-10 ${tint}`}
              >
                <Icon aria-hidden="true" className="size-4 sm:size-5" />
              </span>
              <span>
                <span className="block text-sm leading-snug font-bold text-stone-900 sm:text-base">
                  {t(`home.hero.benefits.${key}.title`)}
                </span>
                <span className="mt-0.5 block text-xs text-stone-700 sm:text-sm">
                  {t(`home.hero.benefits.${key}.text`)}
                </span>
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={startExploring}>
            {t("home.hero.startExploring")}
            <ArrowDown aria-hidden="true" className="size-4" />
          </Button>
          <Link to="/about" className={buttonClass({ variant: "secondary" })}>
            {t("home.hero.learnMore")}
          </Link>
        </div>
      </div>
    </section>
  );
}
