/** The list/map switch of /places and /search (decision 008). */
import { List, Map as MapIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "../lib/cn";

export type ResultsView = "list" | "map";

export function ViewSwitch({
  value,
  onChange,
}: {
  value: ResultsView;
  onChange: (view: ResultsView) => void;
}) {
  const { t } = useTranslation();
  const options = [
    { view: "list" as const, label: t("map.viewList"), Icon: List },
    { view: "map" as const, label: t("map.viewMap"), Icon: MapIcon },
  ];
  return (
    <div
      role="group"
      aria-label={t("map.viewLabel")}
      className="inline-flex shrink-0 rounded-full bg-stone-100 p-1"
    >
      {options.map(({ view, label, Icon }) => (
        <button
          key={view}
          type="button"
          aria-pressed={value === view}
          onClick={() => onChange(view)}
          className={cn(
            "inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 text-sm font-semibold transition-colors",
            value === view ? "bg-white text-brand-800 shadow-sm" : "text-stone-700 hover:text-stone-900",
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </div>
  );
}
