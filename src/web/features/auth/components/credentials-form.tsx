import { LoaderCircle } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button";
import { TextField } from "#web/components/ui/field";

export type Credentials = { email: string; password: string };

/**
 * E-mail + password form for one tab. With an empty e-mail or password nothing happens (spec 01 §5), so
 * the browser's own required-field bubbles are off (noValidate) and the fields say they are required.
 */
export function CredentialsForm({
  mode,
  isPending,
  isDisabled,
  onSubmit,
}: {
  mode: "signin" | "signup";
  isPending: boolean;
  isDisabled: boolean;
  onSubmit: (credentials: Credentials) => Promise<boolean>;
}) {
  const { t } = useTranslation("auth");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const isSignUp = mode === "signup";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmedEmail = email.trim();
    if (!trimmedEmail || !password || isDisabled) return;
    const isDone = await onSubmit({ email: trimmedEmail, password });
    // After sign-up the password is not needed again on this device; keep the address for sign-in.
    if (isDone && isSignUp) setPassword("");
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <TextField
        id={`${mode}-email`}
        name="email"
        type="email"
        inputMode="email"
        autoComplete={isSignUp ? "email" : "username"}
        autoCapitalize="none"
        spellCheck={false}
        isRequired
        label={t("auth.email")}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        id={`${mode}-password`}
        name="password"
        type="password"
        autoComplete={isSignUp ? "new-password" : "current-password"}
        isRequired
        label={t("auth.password")}
        hint={isSignUp ? t("auth.passwordHint") : undefined}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {isSignUp ? null : (
        <Link
          to={`/auth/forgot-password${email.trim() ? `?email=${encodeURIComponent(email.trim())}` : ""}`}
          className="-mt-2 self-end py-2 text-sm font-semibold text-brand-800 underline underline-offset-2"
        >
          {t("auth.forgotPassword")}
        </Link>
      )}
      <Button type="submit" className="mt-2 w-full" disabled={isDisabled} aria-busy={isPending}>
        {isPending ? <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" /> : null}
        {isPending
          ? t(isSignUp ? "auth.signingUp" : "auth.signingIn")
          : t(isSignUp ? "auth.signUp" : "auth.signIn")}
      </Button>
    </form>
  );
}
