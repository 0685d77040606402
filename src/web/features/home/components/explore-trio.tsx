/** The card trio at the end of home (spec 01 §2 Home): places, courses and community. */
import { ChevronRight, GraduationCap, MapPin, Users, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

const AREAS: Array<{ key: string; to: string; icon: LucideIcon }> = [
  { key: "places", to: "/places", icon: MapPin },
  { key: "courses", to: "/courses", icon: GraduationCap },
  { key: "community", to: "/community", icon: Users },
];

export function ExploreTrio() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="explore-title"
      className="mx-auto max-w-6xl below-fold [--below-fold-height:25rem] px-4 py-8 sm:px-6"
    >
      <h2 id="explore-title" className="text-xl font-extrabold text-stone-900 sm:text-2xl">
        {t("home.explore.title")}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {AREAS.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="flex min-h-20 items-center gap-3 rounded-2xl bg-brand-700 p-4 text-white shadow-sm transition-colors hover:bg-brand-800"
            >
              <Icon aria-hidden="true" className="size-7 shrink-0" />
              <span className="flex-1">
                <span className="block text-lg font-bold">{t(`home.explore.${key}.title`)}</span>
                <span className="block text-sm text-brand-50">{t(`home.explore.${key}.text`)}</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
