/**
 * Community call-to-action (spec 01 §2 Home): suggest a place, share a parenting tip (to
 * /community/create, DESIGN.md "defects"), suggest a course.
 */
import { GraduationCap, Lightbulb, MapPin, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

const ACTIONS: Array<{ key: string; to: string; icon: LucideIcon; tint: string }> = [
  { key: "suggestPlace", to: "/suggest-place", icon: MapPin, tint: "bg-rose-100 text-rose-800" },
  { key: "shareTip", to: "/community/create", icon: Lightbulb, tint: "bg-amber-100 text-amber-900" },
  { key: "suggestCourse", to: "/suggest-course", icon: GraduationCap, tint: "bg-sky-100 text-sky-800" },
];

export function CommunityCta() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="community-cta-title"
      className="mx-auto max-w-6xl below-fold [--below-fold-height:25rem] px-4 py-8 sm:px-6"
    >
      <h2 id="community-cta-title" className="text-xl font-extrabold text-stone-900 sm:text-2xl">
        {t("home.cta.title")}
      </h2>
      <p className="text-sm text-stone-700">{t("home.cta.subtitle")}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {ACTIONS.map(({ key, to, icon: Icon, tint }) => (
          <li
            key={key}
            className="relative flex items-start gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm hover:shadow-md"
          >
            <span className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full ${tint}`}>
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-bold text-stone-900">
                <Link to={to} className="after:absolute after:inset-0 after:content-['']">
                  {t(`home.cta.${key}.title`)}
                </Link>
              </h3>
              <p className="mt-0.5 text-sm text-stone-700">{t(`home.cta.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
