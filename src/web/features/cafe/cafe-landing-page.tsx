/**
 * /cafe — the café landing (spec 02 §2.14, German): a welcome with 'Café-Profil erstellen' (to /cafe/edit)
 * and 'Später' (to /), the family-friendliness check, what the profile offers (everything the
 * spec marked 'Demnächst' is built now, so every item is 'Verfügbar'), reasons to join, next steps and
 * the note 'Dauert nur wenige Minuten und ist komplett kostenlos'. Owners of a café also get a link to it.
 */
import {
  Baby,
  Camera,
  Check,
  Clock,
  Eye,
  FileText,
  Gift,
  HeartHandshake,
  MapPin,
  ShieldCheck,
  Star,
  type LucideIcon,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "#web/components/layout/page-header";
import { Badge } from "#web/components/ui/badge";
import { buttonClass } from "#web/components/ui/button";
import { useAuth } from "#web/lib/auth";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { useOwnCafe } from "./api/cafe-api";

const CHECK_ITEMS = ["changingTable", "playCorner", "kidsMenu", "strollerParking"] as const;
const FEATURES: Array<{ key: string; icon: LucideIcon }> = [
  { key: "family", icon: Baby },
  { key: "location", icon: MapPin },
  { key: "photos", icon: Camera },
  { key: "menu", icon: FileText },
  { key: "reviews", icon: Star },
  { key: "hours", icon: Clock },
];
const REASONS: Array<{ key: string; icon: LucideIcon }> = [
  { key: "visibility", icon: Eye },
  { key: "transparency", icon: ShieldCheck },
  { key: "free", icon: Gift },
];
const STEPS = ["one", "two", "three", "four"] as const;

const section = "rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-7";

export function CafeLandingPage() {
  const { t } = useTranslation("cafe");
  const { user } = useAuth();
  const own = useOwnCafe(user !== null);
  useDocumentTitle(t("landing.title"));

  return (
    <>
      <PageHeader title={t("landing.title")} fallback="/" />
      <main id="main" className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-5 sm:px-6">
        <section aria-labelledby="cafe-welcome" className={`${section} bg-brand-50`}>
          <HeartHandshake aria-hidden="true" className="size-10 text-brand-700" />
          <h2 id="cafe-welcome" className="mt-3 text-2xl font-extrabold text-stone-900">
            {t("landing.welcome")}
          </h2>
          <p className="mt-2 text-stone-800">{t("landing.intro")}</p>
          <div className="mt-5 flex flex-col gap-2 sm:flex-row">
            <Link to="/cafe/edit" className={buttonClass()}>
              {t("landing.create")}
            </Link>
            {own.data ? (
              <Link to={`/cafe/${own.data.id}`} className={buttonClass({ variant: "secondary" })}>
                {t("landing.viewOwn")}
              </Link>
            ) : null}
            <Link to="/" className={buttonClass({ variant: "ghost" })}>
              {t("landing.later")}
            </Link>
          </div>
        </section>

        <section aria-labelledby="cafe-check" className={section}>
          <h2 id="cafe-check" className="text-lg font-extrabold text-stone-900">
            {t("landing.checkTitle")}
          </h2>
          <p className="mt-1 text-stone-800">{t("landing.checkIntro")}</p>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {CHECK_ITEMS.map((item) => (
              <li key={item} className="flex items-center gap-2 text-stone-900">
                <Check aria-hidden="true" className="size-5 text-emerald-700" />
                {t(`landing.checkItems.${item}`)}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="cafe-features" className={section}>
          <h2 id="cafe-features" className="text-lg font-extrabold text-stone-900">
            {t("landing.featuresTitle")}
          </h2>
          <ul className="mt-3 flex flex-col gap-3">
            {FEATURES.map(({ key, icon: Icon }) => (
              <li key={key} className="flex items-start gap-3">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
                    {t(`landing.features.${key}.title`)}
                    <Badge tone="success">{t("landing.available")}</Badge>
                  </p>
                  <p className="text-sm text-stone-700">{t(`landing.features.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="cafe-why" className={section}>
          <h2 id="cafe-why" className="text-lg font-extrabold text-stone-900">
            {t("landing.whyTitle")}
          </h2>
          <ul className="mt-3 grid gap-4 sm:grid-cols-3">
            {REASONS.map(({ key, icon: Icon }) => (
              <li key={key}>
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
                <p className="mt-1 font-semibold text-stone-900">{t(`landing.why.${key}.title`)}</p>
                <p className="text-sm text-stone-700">{t(`landing.why.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="cafe-steps" className={section}>
          <h2 id="cafe-steps" className="text-lg font-extrabold text-stone-900">
            {t("landing.stepsTitle")}
          </h2>
          <ol className="mt-3 flex flex-col gap-3">
            {STEPS.map((step, index) => (
              <li key={step} className="flex items-start gap-3 text-stone-900">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <span className="pt-0.5">{t(`landing.steps.${step}`)}</span>
              </li>
            ))}
          </ol>
          <p className="mt-5 text-center font-semibold text-stone-800">{t("landing.note")}</p>
          <Link to="/cafe/edit" className={buttonClass({ className: "mt-3 w-full" })}>
            {t("landing.create")}
          </Link>
        </section>
      </main>
    </>
  );
}
