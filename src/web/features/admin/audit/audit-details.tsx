/**
 * What an audit entry changed, one line per field: "Typ: Eisdiele → Café", in the admin's language.
 * Each field's values are shown as the app shows them elsewhere (a place type, a fact's answer, a report
 * reason by its label), so no stored key reaches the screen. Label sources: the app-wide strings, and the
 * facts, reports and admin-catalogue namespaces the audit route loads.
 */
import type { AuditField } from "#shared/audit-actions";
import type { TAuditDetail, TAuditValue } from "#shared/schemas/admin";
import type { TFunction } from "i18next";
import { ageGroupLabel, courseTypeLabel, featureLabel, placeTypeLabel } from "#web/lib/place-labels";
import { useTranslation } from "react-i18next";

type Format = (t: TFunction, value: string) => string;

/** A label from another namespace, or the value itself where it has none (an age in years). */
const fromNamespace =
  (ns: string, ...prefixes: string[]): Format =>
  (t, value) => {
    for (const prefix of prefixes) {
      const key = `${prefix}.${value}`;
      const label = t(key, { ns });
      if (label !== key) return label;
    }
    return value;
  };

/** How the values of a field read; fields not named here show their text as it is. */
const FORMATS: Partial<Record<AuditField, Format>> = {
  place_type: placeTypeLabel,
  course_type: courseTypeLabel,
  features: featureLabel,
  age_group: ageGroupLabel,
  age_recommendations: ageGroupLabel,
  post_type: (t, value) => t(`posts.types.${value}`, { defaultValue: value }),
  fact: (t, value) => t(`factLabels.${value}`, { defaultValue: value }),
  answer: fromNamespace("facts", "facts.values", "facts.surfaces", "facts.locations"),
  condition_kind: fromNamespace("facts", "conditions.kinds"),
  reason: fromNamespace("reports", "report.reasons"),
  applies_to: fromNamespace("admin-catalogue", "tags"),
  display_type: fromNamespace("admin-catalogue", "tags"),
  user_role: (t, value) => t(`audit.values.roles.${value}`, { defaultValue: value }),
  filled: (t, value) => t(`audit.fields.${value}`, { defaultValue: value }),
};

function formatValue(t: TFunction, language: string, field: AuditField, value: TAuditValue): string {
  if (value === null) return t("audit.values.empty");
  if (typeof value === "boolean") return t(value ? "audit.values.yes" : "audit.values.no");
  if (typeof value === "number") return value.toLocaleString(language);
  const format = FORMATS[field];
  const texts = (Array.isArray(value) ? value : [value]).map((text) => (format ? format(t, text) : text));
  return texts.join(", ");
}

/** A new, removed or replaced image, in words. */
function imageText(t: TFunction, detail: TAuditDetail): string {
  if (!detail.before) return t("audit.image.added");
  return detail.after ? t("audit.image.replaced") : t("audit.image.removed");
}

export function AuditDetails({ details }: { details: TAuditDetail[] }) {
  const { t, i18n } = useTranslation("admin");
  if (details.length === 0) return null;
  return (
    <ul aria-label={t("audit.changes")} className="mt-2 flex flex-col gap-1 text-sm text-stone-800">
      {details.map((detail) => (
        <li key={detail.field} className="break-words">
          <span className="font-semibold">{t(`audit.fields.${detail.field}`)}: </span>
          {detail.field === "image" ? (
            imageText(t, detail)
          ) : detail.before !== null && detail.after !== null ? (
            <>
              {formatValue(t, i18n.language, detail.field, detail.before)}
              <span aria-hidden="true"> →</span>
              <span className="sr-only"> {t("audit.becomes")}</span>{" "}
              {formatValue(t, i18n.language, detail.field, detail.after)}
            </>
          ) : (
            formatValue(t, i18n.language, detail.field, detail.before ?? detail.after)
          )}
        </li>
      ))}
    </ul>
  );
}
