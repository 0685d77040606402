/**
 * An address field with autocomplete (spec 01 §2 "Address and location fields use an address search with
 * autocomplete", §5, §9): asks `/api/geo/autocomplete` after at least 2 characters, 300 ms after the last
 * keystroke, with one random session token per widget; picking a suggestion fetches its details
 * (coordinates, Stadtteil). It is a combobox in the WAI-ARIA 1.2 pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-autocomplete-list/): arrow keys
 * move through the list, Enter picks, Escape closes, and the list closes 200 ms after the field loses
 * focus so a tap on a suggestion still lands. If the geocoder is down, it says so and the field simply
 * stays a text field: the form never waits for it.
 */
import { useQueryClient } from "@tanstack/react-query";
import { MapPin } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from "react";
import { useTranslation } from "react-i18next";
import {
  ADDRESS_SEARCH_BLUR_CLOSE_MS,
  ADDRESS_SEARCH_DEBOUNCE_MS,
  type TPlaceDetails,
  type TPrediction,
} from "#shared/schemas/geo";
import { cn } from "#web/lib/cn";
import { useDebouncedValue } from "#web/lib/use-debounced-value";
import { FieldLabel, FieldMessage, inputClass } from "../ui/field";
import { addressDetailsQueryOptions } from "./get-address-details";
import { useAddressPredictions } from "./get-address-predictions";

/** A random token per search session (crypto.randomUUID needs a secure context; LAN tests may lack one). */
function newSessionToken(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export type AddressSearchProps = {
  id: string;
  label: string;
  value: string;
  /** The text in the field: typed, or the formatted address of a picked suggestion. */
  onChange: (text: string) => void;
  /** The picked place with coordinates, or null once the text no longer is that place. */
  onPlaceChange: (place: TPlaceDetails | null) => void;
  place: TPlaceDetails | null;
  placeholder?: string;
  /** Marks the label with "*" and the field as aria-required, as TextField does. */
  isRequired?: boolean;
  error?: string | undefined;
  onBlur?: () => void;
  name?: string;
};

export function AddressSearch({
  id,
  label,
  value,
  onChange,
  onPlaceChange,
  place,
  placeholder,
  isRequired,
  error,
  onBlur,
  name,
  ref,
}: AddressSearchProps & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const listboxId = useId();
  const statusId = useId();
  const messageId = `${id}-message`;
  const [sessionToken, setSessionToken] = useState(newSessionToken);
  const [isEditing, setIsEditing] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const [isDismissed, setIsDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const debounced = useDebouncedValue(isEditing ? value : "", ADDRESS_SEARCH_DEBOUNCE_MS);
  const predictions = useAddressPredictions(debounced, sessionToken);
  const items: TPrediction[] = isEditing ? (predictions.data ?? []) : [];
  const isOpen = isFocused && !isDismissed && items.length > 0;
  const isUnavailable = isEditing && predictions.isError;

  useEffect(() => () => clearTimeout(blurTimer.current), []);
  useEffect(() => setActiveIndex(-1), [predictions.data]);

  const choose = async (prediction: TPrediction) => {
    setIsEditing(false);
    setActiveIndex(-1);
    onChange(prediction.description);
    try {
      const details = await queryClient.fetchQuery(
        addressDetailsQueryOptions(prediction.place_id, sessionToken),
      );
      onChange(details.formatted_address);
      onPlaceChange(details);
    } catch (failure) {
      // Without details the address stays as typed text, which the form accepts.
      console.warn("address details could not be loaded", failure);
      onPlaceChange(null);
    }
    // A details request ends a paid geocoder's search session; the next search starts a new one.
    setSessionToken(newSessionToken());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (items.length === 0) return;
      event.preventDefault();
      setIsDismissed(false);
      const last = items.length - 1;
      setActiveIndex((index) =>
        event.key === "ArrowDown" ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1,
      );
    } else if (event.key === "Enter" && isOpen && activeIndex >= 0 && items[activeIndex]) {
      // Picks the suggestion instead of submitting the form.
      event.preventDefault();
      void choose(items[activeIndex]);
    } else if (event.key === "Escape" && isOpen) {
      event.preventDefault();
      setIsDismissed(true);
      setActiveIndex(-1);
    }
  };

  const status = !isEditing
    ? ""
    : isUnavailable
      ? t("addressSearch.unavailable")
      : predictions.isFetching
        ? t("addressSearch.searching")
        : predictions.isSuccess && debounced === value && isFocused
          ? items.length > 0
            ? t("addressSearch.count", { count: items.length })
            : t("addressSearch.none")
          : "";

  return (
    <div className="relative">
      <FieldLabel htmlFor={id}>
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="text-rose-800">
            {" "}
            *
          </span>
        ) : null}
      </FieldLabel>
      <input
        ref={ref}
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listboxId}
        aria-activedescendant={isOpen && activeIndex >= 0 ? `${listboxId}-${activeIndex}` : undefined}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${messageId} ${statusId}`}
        placeholder={placeholder}
        value={value}
        className={inputClass("mt-1")}
        onChange={(event) => {
          setIsEditing(true);
          setIsDismissed(false);
          if (place) onPlaceChange(null);
          onChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          clearTimeout(blurTimer.current);
          setIsFocused(true);
        }}
        onBlur={() => {
          blurTimer.current = setTimeout(() => setIsFocused(false), ADDRESS_SEARCH_BLUR_CLOSE_MS);
          onBlur?.();
        }}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t("addressSearch.suggestions")}
        hidden={!isOpen}
        className="absolute inset-x-0 z-30 mt-1 max-h-72 overflow-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
      >
        {items.map((prediction, index) => (
          <li
            key={prediction.place_id}
            id={`${listboxId}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            // Keeps the focus in the field, so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void choose(prediction)}
            className={cn(
              "flex min-h-11 cursor-pointer items-start gap-2 px-3 py-2",
              index === activeIndex ? "bg-brand-50" : "hover:bg-stone-50",
            )}
          >
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span className="min-w-0">
              <span className="block font-semibold text-stone-900">
                {prediction.structured_formatting.main_text}
              </span>
              {prediction.structured_formatting.secondary_text ? (
                <span className="block text-sm text-stone-700">
                  {prediction.structured_formatting.secondary_text}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <p
        id={statusId}
        role="status"
        className={cn("text-sm text-stone-700", status && isUnavailable ? "mt-1" : "sr-only")}
      >
        {status}
      </p>
      <FieldMessage id={messageId} error={error}>
        {place && !isEditing ? (
          <span className="inline-flex items-center gap-1 font-medium text-brand-800">
            <MapPin aria-hidden="true" className="size-4" />
            {place.stadtteil
              ? t("addressSearch.located", {
                  place:
                    place.bezirk && place.bezirk !== place.stadtteil
                      ? `${place.stadtteil}, ${place.bezirk}`
                      : place.stadtteil,
                })
              : t("addressSearch.locatedOutside")}
          </span>
        ) : null}
      </FieldMessage>
    </div>
  );
}
