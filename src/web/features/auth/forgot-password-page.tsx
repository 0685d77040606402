/**
 * /auth/forgot-password (README "Accounts"): a parent who forgot the password asks for a link by e-mail. The
 * answer is the same whether or not the address has an account, so nobody can test addresses here.
 */
import { LoaderCircle, MailCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "#web/components/ui/button";
import { requestPasswordReset } from "#web/lib/auth-client";
import { toast } from "#web/lib/toast";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { useTranslation } from "react-i18next";
import { AuthShell } from "./components/auth-shell";
import { TextField } from "#web/components/ui/field";
import { describeAuthError } from "./describe-auth-error";

export function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(searchParams.get("email") ?? "");
  const [isPending, setIsPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  useDocumentTitle(t("auth.forgot.heading"));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || isPending) return;
    setIsPending(true);
    try {
      await requestPasswordReset(address);
      setSentTo(address);
    } catch (error) {
      toast.error(t("auth.forgot.failed"), { description: describeAuthError(t, error) });
    } finally {
      setIsPending(false);
    }
  };

  return (
    <AuthShell heading={t("auth.forgot.heading")} intro={t("auth.forgot.intro")}>
      {sentTo ? (
        <div role="status" className="mb-4 flex gap-3 rounded-2xl bg-brand-50 p-4 text-brand-800">
          <MailCheck aria-hidden="true" className="size-6 shrink-0" />
          <div>
            <p className="font-semibold">{t("auth.checkEmailTitle")}</p>
            <p className="text-sm">{t("auth.forgot.sent", { email: sentTo })}</p>
          </div>
        </div>
      ) : null}
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <TextField
          id="forgot-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          isRequired
          label={t("auth.email")}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" className="mt-2 w-full" disabled={isPending} aria-busy={isPending}>
          {isPending ? <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" /> : null}
          {t(sentTo ? "auth.forgot.sendAgain" : "auth.forgot.send")}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/auth?mode=signin" className="font-semibold text-brand-800 underline underline-offset-2">
          {t("auth.forgot.back")}
        </Link>
      </p>
    </AuthShell>
  );
}
