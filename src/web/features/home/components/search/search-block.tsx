/**
 * The home search block (spec 01 §2 Home "Search block", §5): district (Stadtteil), date (Datum) and child
 * age (Alter) in popovers — one open at a time, picking a value closes it — and a search button that opens
 * the results page `/search?district=&date=&childAge=`. Past 60 % of the window height (spec 01 §9), once its
 * own place has scrolled away, the block becomes a compact bar fixed at the top. The district list and the
 * date picker load when their popover opens, so the home page stays within its JavaScript budget.
 */
import { Baby, CalendarDays, MapPin, Search } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { SEARCH_AGE_GROUPS } from "#shared/constants";
import { Skeleton } from "#web/components/ui/skeleton";
import { cn } from "#web/lib/cn";
import { ageGroupLabel } from "#web/lib/place-labels";

const DistrictPanel = lazy(() =>
  import("./district-panel").then((module) => ({ default: module.DistrictPanel })),
);
const DatePanel = lazy(() => import("./date-panel").then((module) => ({ default: module.DatePanel })));

type Field = "district" | "date" | "age";
type Criteria = { district: string; date: string; childAge: string };

/** Spec 01 §9 "Search bar sticky threshold: 60% of window height". */
export const STICKY_THRESHOLD = 0.6;

// Layout effects warn on the server; the block measures itself only in the browser.

/**
 * True once the page is scrolled past `fraction` of the window height (spec 01 §9) and the block's own
 * place has left the top of the screen: on phones the block sits below the hero, and turning it into
 * the bar while it is still in view would pull it away under the visitor's finger.
 */
function useScrolledPast(fraction: number, place: RefObject<HTMLElement | null>): boolean {
  const [isPast, setIsPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const isOutOfView = (place.current?.getBoundingClientRect().bottom ?? 0) < 0;
      setIsPast(window.scrollY > window.innerHeight * fraction && isOutOfView);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [fraction, place]);
  return isPast;
}

/** "Di., 03.06.2026" (dd.MM.yyyy, DESIGN.md "Dates"). */
const formatDay = (value: string, language: string | undefined) =>
  new Intl.DateTimeFormat(language === "en" ? "en-GB" : "de-DE", {
    weekday: "short",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(new Date(`${value}T12:00:00`));

function Trigger({
  field,
  icon,
  label,
  value,
  placeholder,
  isOpen,
  isCompact,
  panelId,
  onToggle,
  buttonRef,
  align,
  panel,
}: {
  field: Field;
  icon: ReactNode;
  label: string;
  value: string;
  placeholder: string;
  isOpen: boolean;
  isCompact: boolean;
  panelId: string;
  onToggle: (field: Field) => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
  /** Which edge the popover lines up with on wide screens. */
  align: "start" | "end";
  /** The popover's content, shown while open. */
  panel: ReactNode;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isOpen) panelRef.current?.scrollIntoView({ block: "nearest" });
  }, [isOpen]);
  return (
    // Inline, the popover hangs under its own field; in the compact bar it spans the bar.
    <div className={cn("min-w-0", !isCompact && "relative")}>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => onToggle(field)}
        className={cn(
          "flex min-h-11 w-full min-w-0 items-center gap-2 rounded-2xl border text-left transition-colors",
          isOpen ? "border-brand-700 bg-brand-50" : "border-stone-300 bg-white hover:border-brand-700",
          isCompact ? "flex-1 px-2 py-1" : "px-3 py-2",
        )}
      >
        <span className={cn("shrink-0 text-brand-700", isCompact && "hidden sm:inline")}>{icon}</span>
        <span className="min-w-0">
          {/* The compact bar is narrow: an empty field shows just its label there. */}
          {isCompact && !value ? null : (
            <span className={cn("block text-xs font-bold text-stone-700", isCompact && "sr-only")}>
              {label}
            </span>
          )}
          <span
            className={cn(
              "block truncate text-sm",
              value ? "font-semibold text-stone-900" : "text-stone-600",
            )}
          >
            {value || (isCompact ? label : placeholder)}
          </span>
        </span>
      </button>
      {isOpen ? (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label={label}
          className={cn(
            "absolute top-full z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border border-stone-200 bg-white p-3 shadow-xl",
            isCompact ? "inset-x-2 sm:right-auto sm:left-4 sm:w-96" : "inset-x-0 sm:w-96",
            !isCompact && (align === "end" ? "sm:right-0 sm:left-auto" : "sm:right-auto"),
          )}
        >
          {panel}
        </div>
      ) : null}
    </div>
  );
}

export function SearchBlock() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const panelId = useId();
  const [criteria, setCriteria] = useState<Criteria>({ district: "", date: "", childAge: "" });
  const [open, setOpen] = useState<Field | null>(null);
  const place = useRef<HTMLDivElement>(null);
  const isCompact = useScrolledPast(STICKY_THRESHOLD, place);
  const root = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const triggers = useRef(new Map<Field, HTMLButtonElement>());
  const inlineHeight = useRef<number | undefined>(undefined);

  // Keep the block's place when it turns into the fixed bar, so the page does not jump. A resize
  // observer reports the height after the browser's own layout; reading offsetHeight while hydrating
  // forced a layout of the whole page into the hydration task.
  useEffect(() => {
    const element = bar.current;
    if (isCompact || !element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) inlineHeight.current = entry.borderBoxSize[0]?.blockSize;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [isCompact]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const close = (field: Field) => {
    setOpen(null);
    triggers.current.get(field)?.focus();
  };
  const pick = (field: Field, patch: Partial<Criteria>) => {
    setCriteria((current) => ({ ...current, ...patch }));
    close(field);
  };
  const toggle = (field: Field) => setOpen((current) => (current === field ? null : field));

  const submit = () => {
    if (!criteria.district && !criteria.date && !criteria.childAge) {
      setOpen("district");
      return;
    }
    const params = new URLSearchParams();
    if (criteria.district) params.set("district", criteria.district);
    if (criteria.date) params.set("date", criteria.date);
    if (criteria.childAge) params.set("childAge", criteria.childAge);
    navigate(`/search?${params.toString()}`);
  };

  const fieldProps = (field: Field) => ({
    field,
    isOpen: open === field,
    isCompact,
    panelId,
    onToggle: toggle,
    buttonRef: (element: HTMLButtonElement | null) => {
      if (element) triggers.current.set(field, element);
    },
  });
  const loading = <Skeleton className="h-64 w-full rounded-xl" />;

  return (
    <section
      id="suche"
      aria-labelledby="home-search-title"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 pt-4 sm:px-6"
    >
      <div
        ref={place}
        style={isCompact && inlineHeight.current ? { height: inlineHeight.current } : undefined}
      >
        <div
          ref={(element) => {
            bar.current = element;
            root.current = element;
          }}
          onKeyDown={(event) => {
            if (event.key === "Escape" && open) {
              event.stopPropagation();
              close(open);
            }
          }}
          className={cn(
            isCompact
              ? "fixed inset-x-0 top-0 z-40 border-b border-stone-200 bg-white/95 shadow-md backdrop-blur"
              : "relative rounded-3xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5",
          )}
        >
          <div className={cn("relative", isCompact && "mx-auto max-w-6xl px-2 py-2 sm:px-4")}>
            <h2
              id="home-search-title"
              className={cn("text-lg font-extrabold text-stone-900", isCompact ? "sr-only" : "mb-3")}
            >
              {t("homeSearch.title")}
            </h2>
            <form
              role="search"
              aria-labelledby="home-search-title"
              onSubmit={(event) => {
                event.preventDefault();
                submit();
              }}
              className={cn("flex gap-2", !isCompact && "flex-col sm:flex-row")}
            >
              <div
                className={cn(
                  "grid min-w-0 flex-1 gap-2",
                  isCompact ? "grid-cols-3" : "grid-cols-1 sm:grid-cols-3",
                )}
              >
                <Trigger
                  {...fieldProps("district")}
                  icon={<MapPin aria-hidden="true" className="size-5" />}
                  label={t("homeSearch.district.label")}
                  value={criteria.district}
                  placeholder={t("homeSearch.district.placeholder")}
                  align="start"
                  panel={
                    <Suspense fallback={loading}>
                      <DistrictPanel
                        value={criteria.district}
                        onPick={(district) => pick("district", { district })}
                      />
                    </Suspense>
                  }
                />
                <Trigger
                  {...fieldProps("date")}
                  icon={<CalendarDays aria-hidden="true" className="size-5" />}
                  label={t("homeSearch.date.label")}
                  value={criteria.date ? formatDay(criteria.date, i18n.language) : ""}
                  placeholder={t("homeSearch.date.placeholder")}
                  align="start"
                  panel={
                    <Suspense fallback={loading}>
                      <DatePanel value={criteria.date} onPick={(date) => pick("date", { date })} />
                    </Suspense>
                  }
                />
                <Trigger
                  {...fieldProps("age")}
                  icon={<Baby aria-hidden="true" className="size-5" />}
                  label={t("homeSearch.age.label")}
                  value={criteria.childAge ? ageGroupLabel(t, criteria.childAge) : ""}
                  placeholder={t("homeSearch.age.placeholder")}
                  align="end"
                  panel={
                    <ul className="flex flex-col gap-1">
                      {SEARCH_AGE_GROUPS.map((age, index) => (
                        <li key={age}>
                          <button
                            type="button"
                            autoFocus={index === 0}
                            aria-pressed={criteria.childAge === age}
                            onClick={() => pick("age", { childAge: age })}
                            className={cn(
                              "flex min-h-11 w-full items-center rounded-lg px-3 text-left text-stone-900 hover:bg-brand-50",
                              criteria.childAge === age && "bg-brand-50 font-semibold text-brand-800",
                            )}
                          >
                            {ageGroupLabel(t, age)}
                          </button>
                        </li>
                      ))}
                    </ul>
                  }
                />
              </div>
              <button
                type="submit"
                className={cn(
                  "inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-2xl bg-brand-700 font-semibold text-white shadow-sm hover:bg-brand-800",
                  isCompact ? "w-11" : "px-5",
                )}
              >
                <Search aria-hidden="true" className="size-5" />
                <span className={cn(isCompact && "sr-only")}>{t("homeSearch.submit")}</span>
              </button>
            </form>
          </div>
        </div>
      </div>
    </section>
  );
}
