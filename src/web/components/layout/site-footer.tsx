import { Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PRODUCT_NAME } from "#shared/constants";
import { useHamburgToday } from "#web/lib/now";
import { CONTACT_EMAIL, OSM_COPYRIGHT_URL } from "#web/lib/site";
import { LanguageSwitch } from "./language-switch";

const linkClass =
  "inline-flex min-h-11 items-center rounded text-stone-700 underline-offset-4 hover:text-brand-800 hover:underline";

/**
 * The footer (spec 01 §2 Home, corrected per DESIGN.md "defects"): a mail contact link, real links to
 * Impressum, privacy and terms, links for course providers and cafés, the current year, the OpenStreetMap credit the place data requires
 * (ODbL), and the language switch. The spec's social icons had no targets and are left out.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const year = useHamburgToday().slice(0, 4);
  return (
    <footer className="mt-16 border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="max-w-sm">
            <p className="text-lg font-extrabold text-brand-800">{PRODUCT_NAME}</p>
            <p className="mt-1 text-sm text-stone-700">{t("layout.footer.tagline")}</p>
            <a href={`mailto:${CONTACT_EMAIL}`} className={`${linkClass} gap-2`}>
              <Mail aria-hidden="true" className="size-4" />
              {t("layout.footer.contact")}
            </a>
          </div>
          <LanguageSwitch className="self-start" />
        </div>
        {/* Providers and cafés put their page on Lütt themselves (spec 02 §2.11, §2.14). */}
        <nav aria-label={t("layout.footer.businessNav")}>
          <ul className="flex flex-wrap gap-x-6 text-sm">
            <li>
              <Link to="/provider" className={linkClass}>
                {t("layout.footer.providers")}
              </Link>
            </li>
            <li>
              <Link to="/cafe" className={linkClass}>
                {t("layout.footer.cafes")}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t("layout.footer.legalNav")}>
          <ul className="flex flex-wrap gap-x-6 text-sm">
            <li>
              <Link to="/impressum" className={linkClass}>
                {t("layout.footer.imprint")}
              </Link>
            </li>
            <li>
              <Link to="/datenschutz" className={linkClass}>
                {t("layout.footer.privacy")}
              </Link>
            </li>
            <li>
              <Link to="/terms" className={linkClass}>
                {t("layout.footer.terms")}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="flex flex-col gap-1 text-sm text-stone-700 sm:flex-row sm:justify-between">
          <p>{t("layout.footer.copyright", { year, product: PRODUCT_NAME })}</p>
          <p>
            {t("layout.footer.mapData")}{" "}
            <a
              href={OSM_COPYRIGHT_URL}
              lang="en"
              className="underline underline-offset-4 hover:text-brand-800"
              rel="noopener"
            >
              © OpenStreetMap contributors
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
