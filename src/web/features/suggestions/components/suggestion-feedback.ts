import type { TFunction } from "i18next";
import type { FieldErrors } from "react-hook-form";
import { ApiError } from "#web/lib/api-client";
import { toast } from "#web/lib/toast";
import { SuggestionError } from "../api/suggestion-error";

/**
 * The toast for a form the schema refused (spec 01 §5): 'Missing information' when a required field is
 * empty, otherwise the booking link is not a web address.
 */
export function toastInvalidSuggestion(t: TFunction, errors: FieldErrors, urlField?: string): void {
  const fields = Object.keys(errors);
  if (urlField && fields.length === 1 && fields[0] === urlField) {
    toast.error(t("suggest.common.invalidUrlTitle"), { description: t("suggest.common.invalidUrlText") });
    return;
  }
  toast.error(t("suggest.common.missingTitle"), { description: t("suggest.common.missingText") });
}

/**
 * The toast for a failed submission (spec 01 §8): 'Image upload failed' when the photo could not be
 * uploaded (the suggestion was not sent), otherwise 'Submission failed'.
 */
export function toastSuggestionFailure(t: TFunction, error: unknown): void {
  if (error instanceof SuggestionError && error.step === "upload") {
    toast.error(t("suggest.common.uploadFailedTitle"), { description: t("suggest.common.uploadFailedText") });
    return;
  }
  const cause = error instanceof SuggestionError ? error.cause : error;
  toast.error(t("suggest.common.submitFailedTitle"), {
    description:
      cause instanceof ApiError ? t("suggest.common.submitFailedText") : t("suggest.common.unexpectedText"),
  });
}
