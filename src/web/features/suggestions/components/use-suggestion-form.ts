/**
 * The form and submission both suggestion forms share (spec 01 §2, §5, §8): react-hook-form checked by
 * the fields' zod schema (the one the server checks the suggestion with); the coordinates of the address
 * picked in the address search go with the fields; success toasts 'Suggestion submitted!' and switches to
 * the success screen; a form the schema refused or a failed submission gets its toast; 'Suggest Another'
 * empties the form again.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type FormEvent } from "react";
import { useForm, type DefaultValues, type FieldValues } from "react-hook-form";
import type { z } from "zod";
import type { TPlaceDetails } from "#shared/schemas/geo";
import { toast } from "#web/lib/toast";
import { useTranslation } from "react-i18next";
import { toastInvalidSuggestion, toastSuggestionFailure } from "./suggestion-feedback";

type Coordinates = { latitude: number | null; longitude: number | null };

export function useSuggestionForm<Input extends FieldValues, Output>({
  schema,
  empty,
  send,
  mutation,
  urlField,
  onReset,
}: {
  /** The fields' schema (src/shared/schemas/suggestions.ts). */
  schema: z.ZodType<Output, Input>;
  /** The values of an empty form. */
  empty: DefaultValues<Input>;
  /** Files the suggestion; rejects when that failed. */
  send: (body: Output & Coordinates) => Promise<unknown>;
  /** The mutation behind `send`: its busy state, and its reset for the next suggestion. */
  mutation: { isPending: boolean; reset: () => void };
  /** The web address field, whose refusal gets its own toast. */
  urlField?: string;
  /** Empties what the form keeps outside react-hook-form (e.g. the photo). */
  onReset?: () => void;
}) {
  const { t } = useTranslation("suggestions");
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues: empty });
  const [place, setPlace] = useState<TPlaceDetails | null>(null);
  const [isDone, setIsDone] = useState(false);
  const submit = form.handleSubmit(
    async (values) => {
      try {
        await send({
          ...values,
          latitude: place?.geometry.location.lat ?? null,
          longitude: place?.geometry.location.lng ?? null,
        });
        toast.success(t("suggest.common.successToast"), {
          description: t("suggest.common.successToastText"),
        });
        setIsDone(true);
      } catch (error) {
        toastSuggestionFailure(t, error);
      }
    },
    (invalid) => toastInvalidSuggestion(t, invalid, urlField),
  );
  const suggestAnother = () => {
    form.reset(empty);
    setPlace(null);
    onReset?.();
    mutation.reset();
    setIsDone(false);
  };
  return { form, place, setPlace, isDone, submit, suggestAnother, isSubmitting: mutation.isPending };
}

/** What `SuggestionForm` needs of `useSuggestionForm`. */
export type Suggestion = {
  isDone: boolean;
  isSubmitting: boolean;
  submit: (event: FormEvent) => Promise<void>;
  suggestAnother: () => void;
};
