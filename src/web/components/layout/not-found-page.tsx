/**
 * The 404 page (spec 02 §2.1): 'Oops! Page not found' with 'Return to Home', and the unknown path
 * logged so broken links show up in the console and in error monitoring.
 */
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { buttonClass } from "../ui/button";
import { AppHeader } from "./app-header";

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useDocumentTitle(t("notFound.title"));
  useEffect(() => {
    console.warn(`404: no route matches "${pathname}"`);
  }, [pathname]);
  return (
    <>
      <AppHeader />
      <main
        id="main"
        className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center px-6 py-16 text-center"
      >
        <p aria-hidden="true" className="text-7xl font-black tracking-tight text-brand-700">
          404
        </p>
        <h1 className="mt-4 text-2xl font-extrabold text-stone-900">{t("notFound.title")}</h1>
        <p className="mt-2 text-stone-700">{t("notFound.text")}</p>
        <Link to="/" className={buttonClass({ className: "mt-8" })}>
          {t("notFound.home")}
        </Link>
      </main>
    </>
  );
}
