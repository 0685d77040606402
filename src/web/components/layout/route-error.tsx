/**
 * Per-route error boundary (STYLE.md habit 7): a page that throws while loading or rendering shows this
 * instead of a blank screen, with a retry. A failed chunk import (e.g. after a deploy replaced the
 * hashed files) is fixed by reloading, so retry reloads the page.
 */
import { RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useRouteError } from "react-router";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { Button, buttonClass } from "../ui/button";

export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useDocumentTitle(t("layout.error.title"));
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center px-6 py-16 text-center"
    >
      <h1 className="text-2xl font-extrabold text-stone-900">{t("layout.error.title")}</h1>
      <p className="mt-2 text-stone-700">{t("layout.error.text")}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t("common.retry")}
        </Button>
        <Link to="/" className={buttonClass({ variant: "secondary" })}>
          {t("notFound.home")}
        </Link>
      </div>
    </main>
  );
}
