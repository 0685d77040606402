/**
 * Layout for the legal pages (Impressum, Datenschutz, terms): the page header, an optional note that the
 * German text is binding, readable long-form text, and a visible mark for every passage the operator
 * still has to fill in.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "#web/components/layout/page-header";
import { useDocumentTitle } from "#web/lib/use-document-title";

/** Long-form text: headings, paragraphs, lists, links and code styled without a typography plugin. */
const prose =
  "text-stone-800 leading-relaxed [&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-4 " +
  "[&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-extrabold [&_h2]:text-stone-900 [&_h3]:mt-5 [&_h3]:font-bold [&_h3]:text-stone-900 " +
  "[&_p]:mt-2 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 " +
  "[&_code]:rounded [&_code]:bg-stone-100 [&_code]:px-1 [&_code]:text-sm";

export function LegalArticle({
  title,
  updated,
  isGermanBinding,
  hasPlaceholders,
  children,
}: {
  title: string;
  /** e.g. "Stand: November 2026". */
  updated: string;
  /** Shown on the English version of a page whose German text is binding. */
  isGermanBinding?: boolean;
  hasPlaceholders?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("legal");
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <main id="main" className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
        <article className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
          {isGermanBinding || hasPlaceholders ? (
            <div className="mb-4 rounded-2xl bg-stone-100 p-4 text-sm text-stone-800">
              {isGermanBinding ? <p>{t("legal.germanBinding")}</p> : null}
              {hasPlaceholders ? <p>{t("legal.placeholderNotice")}</p> : null}
            </div>
          ) : null}
          <div className={prose}>{children}</div>
          <p className="mt-8 text-sm text-stone-700">{updated}</p>
        </article>
      </main>
    </>
  );
}

/** A passage the operator must fill in before going live, clearly marked as such. */
export function Placeholder({ children }: { children: ReactNode }) {
  return (
    <mark className="rounded bg-sun-100 px-1 font-semibold text-stone-900 ring-1 ring-sun-400">
      [{children}]
    </mark>
  );
}
