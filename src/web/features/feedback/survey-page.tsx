/**
 * /survey (spec 01 §2, §3 "Survey options", §5, §8): a checklist of features, other text and an optional
 * e-mail prefilled from the account; open to everyone. Nothing chosen and no text gets 'No selections
 * made'. Success toasts 'Survey submitted!' and shows a thank-you state with 'Back to Home' and
 * 'More Feedback' (/feedback).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { z } from "zod";
import { PRODUCT_NAME, SURVEY_OPTIONS } from "#shared/constants";
import { FEEDBACK_LIMITS, ZCreateFeatureRequestRequest } from "#shared/schemas/feedback";
import { PageHeader } from "#web/components/layout/page-header";
import { Button, buttonClass } from "#web/components/ui/button";
import { TextField } from "#web/components/ui/field";
import { useAuth } from "#web/lib/auth";
import { labelKey } from "#web/lib/place-labels";
import { toast } from "#web/lib/toast";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { useCreateFeatureRequest } from "./api/create-feature-request";
import { EmailField } from "./components/email-field";
import { ThankYou } from "./components/thank-you";

type FormInput = z.input<typeof ZCreateFeatureRequestRequest>;
type FormOutput = z.output<typeof ZCreateFeatureRequestRequest>;

function SurveyForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation("feedback");
  const { user } = useAuth();
  const mutation = useCreateFeatureRequest();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZCreateFeatureRequestRequest),
    defaultValues: { selected_options: [], other_suggestion: "", user_email: user?.email ?? "" },
  });
  const emailError = form.formState.errors.user_email;

  useEffect(() => {
    if (user?.email && !form.getFieldState("user_email").isDirty) form.setValue("user_email", user.email);
  }, [user?.email, form]);

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await mutation.mutateAsync(values);
        toast.success(t("survey.successToast"), { description: t("survey.successToastText") });
        onSent();
      } catch {
        toast.error(t("survey.failedTitle"), { description: t("survey.failedText") });
      }
    },
    (errors) =>
      errors.user_email && !errors.selected_options
        ? toast.error(t("feedback.invalidEmailTitle"), { description: t("feedback.invalidEmailText") })
        : toast.error(t("survey.noSelectionTitle"), { description: t("survey.noSelectionText") }),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      <fieldset>
        <legend className="text-sm font-semibold text-stone-900">{t("survey.optionsLegend")}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {SURVEY_OPTIONS.map((option) => (
            <label
              key={option}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 bg-white px-3 py-2 hover:border-brand-700 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700/40"
            >
              <input
                type="checkbox"
                value={option}
                disabled={mutation.isPending}
                className="size-5 accent-brand-700"
                {...form.register("selected_options")}
              />
              <span className="text-stone-900">{t(`survey.options.${labelKey(option)}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        id="survey-other"
        rows={4}
        label={t("survey.other")}
        maxLength={FEEDBACK_LIMITS.otherChars}
        placeholder={t("survey.otherPlaceholder")}
        disabled={mutation.isPending}
        {...form.register("other_suggestion")}
      />
      <EmailField
        id="survey-email"
        label={t("survey.email")}
        hint={t("survey.emailHint")}
        error={emailError ? t("feedback.invalidEmailText") : undefined}
        disabled={mutation.isPending}
        {...form.register("user_email")}
      />
      <Button
        type="submit"
        disabled={mutation.isPending}
        aria-busy={mutation.isPending}
        className="w-full sm:w-auto sm:self-end"
      >
        {mutation.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
        ) : null}
        {mutation.isPending ? t("survey.submitting") : t("survey.submit")}
      </Button>
    </form>
  );
}

export function SurveyPage() {
  const { t } = useTranslation("feedback");
  useDocumentTitle(t("survey.title"));
  const [isSent, setIsSent] = useState(false);
  return (
    <>
      <PageHeader title={t("survey.title")} />
      <main id="main" className="mx-auto max-w-2xl px-4 py-5 sm:px-6">
        {isSent ? (
          <ThankYou
            title={t("survey.thanksTitle")}
            text={t("survey.thanksText")}
            actions={
              <>
                <Link to="/" className={buttonClass()}>
                  {t("survey.backHome")}
                </Link>
                <Link to="/feedback" className={buttonClass({ variant: "secondary" })}>
                  {t("survey.moreFeedback")}
                </Link>
              </>
            }
          />
        ) : (
          <div className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-7">
            <p className="text-stone-800">{t("survey.intro", { product: PRODUCT_NAME })}</p>
            <div className="mt-6">
              <SurveyForm onSent={() => setIsSent(true)} />
            </div>
          </div>
        )}
      </main>
    </>
  );
}
