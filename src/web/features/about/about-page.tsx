/**
 * /about (spec 02 §2.17): a title asking what the product is, four feature cards (Places, Courses,
 * Community Tips, Save & organize), a 'Who is behind' block about the small parent-created project and
 * 'Start Exploring' to /.
 */
import { Bookmark, Download, GraduationCap, Lightbulb, MapPin, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PRODUCT_NAME } from "#shared/constants";
import { PageHeader } from "#web/components/layout/page-header";
import { buttonClass } from "#web/components/ui/button";
import { useDocumentTitle } from "#web/lib/use-document-title";

const FEATURES: Array<{ key: "places" | "courses" | "community" | "save"; icon: LucideIcon; to: string }> = [
  { key: "places", icon: MapPin, to: "/places" },
  { key: "courses", icon: GraduationCap, to: "/courses" },
  { key: "community", icon: Lightbulb, to: "/community" },
  { key: "save", icon: Bookmark, to: "/favorites" },
];

export function AboutPage() {
  const { t } = useTranslation("about");
  const heading = t("about.heading", { product: PRODUCT_NAME });
  useDocumentTitle(t("about.title"));
  return (
    <>
      <PageHeader title={heading} />
      <main id="main" className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-6 sm:px-6">
        <p className="max-w-2xl text-lg text-stone-800">{t("about.intro", { product: PRODUCT_NAME })}</p>

        <section aria-labelledby="about-features">
          <h2 id="about-features" className="text-xl font-extrabold text-stone-900">
            {t("about.featuresTitle")}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {FEATURES.map(({ key, icon: Icon, to }) => (
              <li key={key}>
                <Link
                  to={to}
                  className="flex h-full gap-4 rounded-3xl border border-stone-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-700"
                >
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <span>
                    <span className="block text-lg font-bold text-stone-900">{t(`about.${key}.title`)}</span>
                    <span className="mt-1 block text-stone-700">{t(`about.${key}.text`)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="about-who" className="rounded-3xl bg-sun-100 p-6 sm:p-8">
          <h2 id="about-who" className="text-xl font-extrabold text-stone-900">
            {t("about.whoTitle", { product: PRODUCT_NAME })}
          </h2>
          <p className="mt-2 max-w-2xl text-stone-800">{t("about.whoText", { product: PRODUCT_NAME })}</p>
          <p className="mt-3 max-w-2xl text-stone-800">{t("about.contribute")}</p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Link to="/suggest-place" className={buttonClass({ variant: "secondary", size: "sm" })}>
              {t("home.cta.suggestPlace.title")}
            </Link>
            <Link to="/feedback" className={buttonClass({ variant: "secondary", size: "sm" })}>
              {t("about.feedback")}
            </Link>
          </div>
        </section>

        <section aria-labelledby="about-open-data">
          <h2 id="about-open-data" className="text-xl font-extrabold text-stone-900">
            {t("about.openDataTitle")}
          </h2>
          <p className="mt-2 max-w-2xl text-stone-800">{t("about.openDataText")}</p>
          {/* Decision 016: the facts parents confirmed, given back under the ODbL. */}
          <a
            href="/api/export/facts.geojson"
            download="luett-familien-fakten.geojson"
            className={buttonClass({ variant: "secondary", size: "sm", className: "mt-3" })}
          >
            <Download aria-hidden="true" className="size-4" />
            {t("about.openDataLink")}
          </a>
          <p className="mt-3 max-w-2xl text-sm text-stone-700">{t("about.sources")}</p>
        </section>

        <div className="flex justify-center">
          <Link to="/" className={buttonClass({ className: "w-full sm:w-auto" })}>
            {t("about.start")}
          </Link>
        </div>
      </main>
    </>
  );
}
