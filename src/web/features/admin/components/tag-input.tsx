/**
 * The tag input of the admin place and course forms (spec 02 §5 "Tag input in place and course forms",
 * §9): Enter, Tab or comma adds the typed text (or the highlighted suggestion) as a tag; duplicates are
 * refused (case-insensitive); Backspace in the empty field removes the last tag; the arrow keys move
 * through the suggestions and Escape closes them. Suggestions are the active tags of the category (tags
 * for both categories included) whose name contains the text; the list is about 15rem tall and closes
 * 200 ms after the field loses focus, so a tap on a suggestion still lands. A WAI-ARIA 1.2 combobox.
 */
import { X } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { TTag } from "#shared/schemas/tags";
import { FieldLabel, inputClass } from "#web/components/ui/field";
import { cn } from "#web/lib/cn";
import { tagLabel, useTags } from "#web/lib/tags";

/** Spec 02 §9: "tag suggestions close 200 ms after the input loses focus". */
export const TAG_SUGGESTIONS_BLUR_CLOSE_MS = 200;
const MAX_SUGGESTIONS = 8;

const sameTag = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Active tags of the category that match `text` by substring (German or English name), not yet chosen. */
export function suggestTags(tags: readonly TTag[], text: string, chosen: readonly string[]): TTag[] {
  const needle = text.trim().toLowerCase();
  return tags
    .filter((tag) => !chosen.some((value) => sameTag(value, tag.name_de)))
    .filter(
      (tag) =>
        !needle ||
        tag.name_de.toLowerCase().includes(needle) ||
        (tag.name_en ?? "").toLowerCase().includes(needle),
    )
    .slice(0, MAX_SUGGESTIONS);
}

export function TagInput({
  id,
  category,
  value,
  onChange,
  isDisabled = false,
}: {
  id: string;
  category: "places" | "courses";
  value: string[];
  onChange: (tags: string[]) => void;
  isDisabled?: boolean;
}) {
  const { t, i18n } = useTranslation("admin-catalogue");
  const listboxId = useId();
  const hintId = useId();
  const tags = useTags(category);
  const [text, setText] = useState("");
  const [isFocused, setIsFocused] = useState(false);
  const [isDismissed, setIsDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [announcement, setAnnouncement] = useState("");
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const suggestions = suggestTags(tags.data?.items ?? [], text, value);
  const isOpen = isFocused && !isDismissed && suggestions.length > 0;

  const add = (raw: string) => {
    const tag = raw.trim().replace(/,+$/, "").trim();
    if (!tag) return;
    if (value.some((existing) => sameTag(existing, tag))) {
      setAnnouncement(t("tagInput.duplicate", { tag }));
      return;
    }
    onChange([...value, tag]);
    setText("");
    setActiveIndex(-1);
    setAnnouncement(t("tagInput.added", { tag }));
  };

  const remove = (tag: string) => {
    onChange(value.filter((existing) => existing !== tag));
    setAnnouncement(t("tagInput.removed", { tag }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const active = isOpen && activeIndex >= 0 ? suggestions[activeIndex] : undefined;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setIsDismissed(false);
      const last = suggestions.length - 1;
      setActiveIndex((index) =>
        event.key === "ArrowDown" ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1,
      );
    } else if (event.key === "Enter" || event.key === "," || event.key === "Tab") {
      const candidate = active ? active.name_de : text;
      // Enter never submits the form from here; Tab with nothing typed moves on as usual.
      if (event.key === "Enter") event.preventDefault();
      if (!candidate.trim()) return;
      event.preventDefault();
      add(candidate);
    } else if (event.key === "Backspace" && text === "" && value.length > 0) {
      event.preventDefault();
      remove(value[value.length - 1]!);
    } else if (event.key === "Escape" && isOpen) {
      event.preventDefault();
      setIsDismissed(true);
      setActiveIndex(-1);
    }
  };

  return (
    <div className="relative">
      <FieldLabel htmlFor={id} optionalText={t("common.optional")}>
        {t("tagInput.label")}
      </FieldLabel>
      {value.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t("tagInput.label")}>
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-0.5 pl-3 text-sm font-medium text-brand-800"
            >
              {tag}
              <button
                type="button"
                onClick={() => remove(tag)}
                disabled={isDisabled}
                aria-label={t("tagInput.remove", { tag })}
                className="inline-flex size-8 items-center justify-center rounded-full hover:bg-brand-100"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listboxId}
        aria-activedescendant={isOpen && activeIndex >= 0 ? `${listboxId}-${activeIndex}` : undefined}
        aria-describedby={hintId}
        placeholder={t("tagInput.placeholder")}
        value={text}
        disabled={isDisabled}
        className={inputClass("mt-2")}
        onChange={(event) => {
          const next = event.target.value;
          // A pasted or typed comma also ends a tag.
          if (next.includes(",")) {
            for (const part of next.split(",").slice(0, -1)) add(part);
            setText(next.split(",").at(-1) ?? "");
          } else {
            setText(next);
          }
          setIsDismissed(false);
          setActiveIndex(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          clearTimeout(blurTimer.current);
          setIsFocused(true);
        }}
        onBlur={() => {
          blurTimer.current = setTimeout(() => setIsFocused(false), TAG_SUGGESTIONS_BLUR_CLOSE_MS);
        }}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t("tagInput.suggestions")}
        hidden={!isOpen}
        className="absolute inset-x-0 z-30 mt-1 max-h-60 overflow-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((tag, index) => (
          <li
            key={tag.id}
            id={`${listboxId}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => add(tag.name_de)}
            className={cn(
              "flex min-h-11 cursor-pointer items-center px-3 py-2 text-stone-900",
              index === activeIndex ? "bg-brand-50" : "hover:bg-stone-50",
            )}
          >
            {tagLabel(tag, i18n.language)}
            {tag.name_en && i18n.language !== "en" ? (
              <span className="ml-1 text-sm text-stone-700">({tag.name_en})</span>
            ) : null}
          </li>
        ))}
      </ul>
      <p id={hintId} className="mt-1 text-sm text-stone-700">
        {t("tagInput.hint")}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
