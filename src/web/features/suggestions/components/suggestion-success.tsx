import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PRODUCT_NAME } from "#shared/constants";
import { Button, buttonClass } from "#web/components/ui/button";

/**
 * The screen after a suggestion was filed (spec 01 §2: 'Browse Places'/'Browse Courses' and
 * 'Suggest Another', which resets the form). Focus moves to its heading so screen readers hear it.
 */
export function SuggestionSuccess({
  browseTo,
  browseLabel,
  onSuggestAnother,
}: {
  browseTo: string;
  browseLabel: string;
  onSuggestAnother: () => void;
}) {
  const { t } = useTranslation("suggestions");
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="flex flex-col items-center rounded-3xl border border-stone-200 bg-white px-6 py-10 text-center shadow-sm">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <CheckCircle2 aria-hidden="true" className="size-9" />
      </span>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-2xl font-extrabold text-stone-900 focus:outline-none"
      >
        {t("suggest.common.successTitle")}
      </h2>
      <p className="mt-2 max-w-md text-stone-700">
        {t("suggest.common.successText", { product: PRODUCT_NAME })}
      </p>
      <div className="mt-6 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Link to={browseTo} className={buttonClass()}>
          {browseLabel}
        </Link>
        <Button variant="secondary" onClick={onSuggestAnother}>
          {t("suggest.common.suggestAnother")}
        </Button>
      </div>
    </section>
  );
}
