/**
 * /provider (spec 02 §2.11, German): a welcome for family centres, parent schools and play houses, the
 * feature list — every feature the spec once marked 'Demnächst' is built now (spec 02 §2.11), so all read
 * 'Verfügbar' — four next steps, all live, and 'Profil erstellen' (/provider/edit) and 'Später' (home).
 * Someone who already has a profile also gets 'Mein Profil ansehen'.
 */
import {
  Camera,
  CheckCircle2,
  FileDown,
  Megaphone,
  MapPin,
  CalendarDays,
  Users,
  type LucideIcon,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PRODUCT_NAME } from "#shared/constants";
import { PROVIDER_LIMITS } from "#shared/schemas/providers";
import { PageHeader } from "#web/components/layout/page-header";
import { Badge } from "#web/components/ui/badge";
import { buttonClass } from "#web/components/ui/button";
import { useAuth } from "#web/lib/auth";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { useOwnProvider } from "./api/provider-api";

const FEATURES: Array<{ key: string; icon: LucideIcon }> = [
  { key: "location", icon: MapPin },
  { key: "media", icon: Camera },
  { key: "team", icon: Users },
  { key: "schedule", icon: CalendarDays },
  { key: "announcements", icon: Megaphone },
  { key: "pdf", icon: FileDown },
];

const STEPS = ["basics", "media", "schedule", "approval"] as const;

export function ProviderLandingPage() {
  const { t } = useTranslation("provider");
  const { user } = useAuth();
  const own = useOwnProvider(Boolean(user));
  useDocumentTitle(t("landing.title"));
  return (
    <>
      <PageHeader title={t("landing.title")} />
      <main id="main" className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-6 sm:px-6">
        <section aria-labelledby="provider-welcome" className="rounded-3xl bg-brand-50 p-6 sm:p-8">
          <h2 id="provider-welcome" className="text-2xl font-extrabold text-stone-900">
            {t("landing.welcome", { product: PRODUCT_NAME })}
          </h2>
          <p className="mt-2 max-w-2xl text-stone-800">{t("landing.intro")}</p>
          <div className="mt-5 flex flex-col gap-2 sm:flex-row">
            <Link to="/provider/edit" className={buttonClass()}>
              {own.data ? t("landing.editProfile") : t("landing.create")}
            </Link>
            {own.data ? (
              <Link to={`/provider/${own.data.id}`} className={buttonClass({ variant: "secondary" })}>
                {t("landing.viewProfile")}
              </Link>
            ) : null}
            <Link to="/" className={buttonClass({ variant: "ghost" })}>
              {t("landing.later")}
            </Link>
          </div>
        </section>

        <section aria-labelledby="provider-features">
          <h2 id="provider-features" className="text-xl font-extrabold text-stone-900">
            {t("landing.featuresTitle")}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {FEATURES.map(({ key, icon: Icon }) => (
              <li key={key} className="flex gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="min-w-0">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-bold text-stone-900">
                      {t(`landing.features.${key}.title`, { max: PROVIDER_LIMITS.maxMedia })}
                    </span>
                    <Badge tone="success">{t("landing.available")}</Badge>
                  </span>
                  <span className="mt-1 block text-sm text-stone-700">
                    {t(`landing.features.${key}.text`)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="provider-steps">
          <h2 id="provider-steps" className="text-xl font-extrabold text-stone-900">
            {t("landing.stepsTitle")}
          </h2>
          <ol className="mt-4 flex flex-col gap-3">
            {STEPS.map((step, index) => (
              <li key={step} className="flex gap-3 rounded-2xl border border-stone-200 bg-white p-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {index + 1}
                </span>
                <span>
                  <span className="flex items-center gap-2 font-bold text-stone-900">
                    {t(`landing.steps.${step}.title`)}
                    <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-700" />
                  </span>
                  <span className="block text-sm text-stone-700">{t(`landing.steps.${step}.text`)}</span>
                </span>
              </li>
            ))}
          </ol>
        </section>
      </main>
    </>
  );
}
