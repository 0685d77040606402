/**
 * /feedback (spec 01 §2, §4 "Feedback and survey", §5, §8): free text plus an optional e-mail prefilled
 * from the account; open to everyone. Send is disabled while the text is empty; blank text gets
 * 'Missing feedback'. Success toasts 'Feedback sent!' and shows a thank-you state with 'Back to Home'
 * and 'Send More'.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, Send } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { z } from "zod";
import { PRODUCT_NAME } from "#shared/constants";
import { FEEDBACK_LIMITS, ZCreateFeedbackRequest } from "#shared/schemas/feedback";
import { PageHeader } from "#web/components/layout/page-header";
import { Button, buttonClass } from "#web/components/ui/button";
import { TextField } from "#web/components/ui/field";
import { useAuth } from "#web/lib/auth";
import { toast } from "#web/lib/toast";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { useCreateFeedback } from "./api/create-feedback";
import { EmailField } from "./components/email-field";
import { ThankYou } from "./components/thank-you";

type FormInput = z.input<typeof ZCreateFeedbackRequest>;
type FormOutput = z.output<typeof ZCreateFeedbackRequest>;

function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation("feedback");
  const { user } = useAuth();
  const mutation = useCreateFeedback();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZCreateFeedbackRequest),
    defaultValues: { content: "", user_email: user?.email ?? "" },
  });
  const content = form.watch("content");
  const emailError = form.formState.errors.user_email;

  useEffect(() => {
    if (user?.email && !form.getFieldState("user_email").isDirty) form.setValue("user_email", user.email);
  }, [user?.email, form]);

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await mutation.mutateAsync(values);
        toast.success(t("feedback.successToast"), {
          description: t("feedback.successToastText", { product: PRODUCT_NAME }),
        });
        onSent();
      } catch {
        toast.error(t("feedback.failedTitle"), { description: t("feedback.failedText") });
      }
    },
    (errors) =>
      errors.content
        ? toast.error(t("feedback.missingTitle"), { description: t("feedback.missingText") })
        : toast.error(t("feedback.invalidEmailTitle"), { description: t("feedback.invalidEmailText") }),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <TextField
        id="feedback-content"
        rows={7}
        label={t("feedback.content")}
        maxLength={FEEDBACK_LIMITS.contentChars}
        placeholder={t("feedback.contentPlaceholder")}
        aria-required="true"
        disabled={mutation.isPending}
        {...form.register("content")}
      />
      <EmailField
        id="feedback-email"
        label={t("feedback.email")}
        hint={t("feedback.emailHint")}
        error={emailError ? t("feedback.invalidEmailText") : undefined}
        disabled={mutation.isPending}
        {...form.register("user_email")}
      />
      <Button
        type="submit"
        // Spec 01 §5: the send button is disabled while the text is empty.
        disabled={content === "" || mutation.isPending}
        aria-busy={mutation.isPending}
        className="w-full sm:w-auto sm:self-end"
      >
        {mutation.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
        ) : (
          <Send aria-hidden="true" className="size-5" />
        )}
        {mutation.isPending ? t("feedback.sending") : t("feedback.send")}
      </Button>
    </form>
  );
}

export function FeedbackPage() {
  const { t } = useTranslation("feedback");
  useDocumentTitle(t("feedback.title"));
  // Each "Send More" starts a fresh form (a new key remounts it empty).
  const [round, setRound] = useState(0);
  const [isSent, setIsSent] = useState(false);
  return (
    <>
      <PageHeader title={t("feedback.title")} />
      <main id="main" className="mx-auto max-w-2xl px-4 py-5 sm:px-6">
        {isSent ? (
          <ThankYou
            title={t("feedback.thanksTitle")}
            text={t("feedback.thanksText", { product: PRODUCT_NAME })}
            actions={
              <>
                <Link to="/" className={buttonClass()}>
                  {t("feedback.backHome")}
                </Link>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setRound((value) => value + 1);
                    setIsSent(false);
                  }}
                >
                  {t("feedback.sendMore")}
                </Button>
              </>
            }
          />
        ) : (
          <div className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-7">
            <h2 className="text-xl font-extrabold text-stone-900">{t("feedback.heading")}</h2>
            <p className="mt-1 text-stone-700">{t("feedback.intro")}</p>
            <div className="mt-6">
              <FeedbackForm key={round} onSent={() => setIsSent(true)} />
            </div>
            <p className="mt-6 border-t border-stone-200 pt-4 text-sm">
              <Link
                to="/survey"
                className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
              >
                {t("feedback.surveyHint")}
              </Link>
            </p>
          </div>
        )}
      </main>
    </>
  );
}
