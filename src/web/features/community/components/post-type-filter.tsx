/**
 * The /community post type filter (spec 01 §2 /community, §3 "Post types: tip, review, question"; §4
 * "Filters": a chip toggles on and off, 'Clear filters' resets). The choice lives in `?type=`.
 */
import { Check, FilterX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { POST_TYPES, type PostType } from "#shared/constants";
import { Button } from "#web/components/ui/button";
import { cn } from "#web/lib/cn";

export function PostTypeFilter({
  value,
  onChange,
}: {
  value: PostType | undefined;
  onChange: (type: PostType | undefined) => void;
}) {
  const { t } = useTranslation("community");
  return (
    <section aria-labelledby="post-type-filter-title">
      <h2 id="post-type-filter-title" className="sr-only">
        {t("community.filter.title")}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {POST_TYPES.map((type) => {
          const isActive = value === type;
          return (
            <li key={type}>
              <button
                type="button"
                aria-pressed={isActive}
                onClick={() => onChange(isActive ? undefined : type)}
                className={cn(
                  "inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors",
                  isActive
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-stone-300 bg-white text-stone-800 hover:border-brand-700 hover:text-brand-800",
                )}
              >
                {isActive ? <Check aria-hidden="true" className="size-4" /> : null}
                {t(`community.filter.types.${type}`)}
              </button>
            </li>
          );
        })}
        {value ? (
          <li>
            <Button variant="ghost" size="sm" onClick={() => onChange(undefined)}>
              <FilterX aria-hidden="true" className="size-4" />
              {t("community.filter.clear")}
            </Button>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
