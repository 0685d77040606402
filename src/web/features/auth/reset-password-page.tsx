/**
 * /auth/reset-password (README "Accounts"): the mail's link arrives here with `?token=…` after better-auth
 * has checked it, or with `?error=INVALID_TOKEN` when it was used or has expired. The parent chooses a
 * new password; every session ends, and the sign-in form follows with the address prefilled.
 */
import { LoaderCircle } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button, buttonClass } from "#web/components/ui/button";
import { PASSWORD_LENGTH } from "#shared/passwords";
import { resetPassword } from "#web/lib/auth-client";
import { toast } from "#web/lib/toast";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { useTranslation } from "react-i18next";
import { AuthShell } from "./components/auth-shell";
import { TextField } from "#web/components/ui/field";
import { describeAuthError } from "./describe-auth-error";

export function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const [password, setPassword] = useState("");
  const [isPending, setIsPending] = useState(false);
  const [isExpired, setIsExpired] = useState(!token || searchParams.has("error"));
  useDocumentTitle(t("auth.reset.heading"));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token || !password || isPending) return;
    setIsPending(true);
    try {
      await resetPassword({ token, newPassword: password });
      toast.success(t("auth.reset.doneTitle"), { description: t("auth.reset.doneText") });
      navigate("/auth?mode=signin", { replace: true });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === "INVALID_TOKEN") setIsExpired(true);
      else toast.error(t("auth.reset.failed"), { description: describeAuthError(t, error) });
    } finally {
      setIsPending(false);
    }
  };

  return (
    <AuthShell heading={t("auth.reset.heading")} intro={t("auth.reset.intro")}>
      {isExpired ? (
        <div role="alert" className="flex flex-col gap-4">
          <p className="text-stone-800">{t("auth.errors.INVALID_TOKEN")}</p>
          <Link to="/auth/forgot-password" className={buttonClass({ className: "w-full" })}>
            {t("auth.reset.requestNew")}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <TextField
            id="reset-password"
            name="password"
            type="password"
            autoComplete="new-password"
            isRequired
            minLength={PASSWORD_LENGTH.min}
            maxLength={PASSWORD_LENGTH.max}
            label={t("auth.reset.newPassword")}
            hint={t("auth.passwordHint")}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" className="mt-2 w-full" disabled={isPending} aria-busy={isPending}>
            {isPending ? (
              <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
            ) : null}
            {t("auth.reset.save")}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
