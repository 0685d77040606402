import { LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button";
import type { SocialProvider } from "#web/lib/auth-client";

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className="size-5">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.7 1.2 9.2 3.6l6.9-6.9C35.9 2.4 30.4 0 24 0 14.6 0 6.6 5.4 2.6 13.3l8 6.2C12.5 13.7 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.5 5.8c4.4-4 6.8-10 6.8-17.2z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.5c-.5-1.4-.8-2.9-.8-4.5s.3-3.1.8-4.5l-8-6.2C.9 16.6 0 20.2 0 24s.9 7.4 2.6 10.7l7.9-6.2z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.2 0-11.5-4.2-13.4-9.9l-8 6.2C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

function AppleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
      <path d="M16.4 12.6c0-2.5 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.2 2.5-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8 1.6 0 2 .8 3.4.8 1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.9-1.1-2.9-4.2zM13.9 5.1c.7-.9 1.2-2 1.1-3.2-1 0-2.3.7-3 1.6-.7.8-1.2 2-1.1 3.1 1.1.1 2.3-.6 3-1.5z" />
    </svg>
  );
}

/** 'Continue with Google' / 'Continue with Apple' (spec 01 §2 "/auth"), only for the providers offered. */
export function SocialButtons({
  providers,
  pending,
  isDisabled,
  onSelect,
}: {
  providers: SocialProvider[];
  pending: SocialProvider | null;
  isDisabled: boolean;
  onSelect: (provider: SocialProvider) => void;
}) {
  const { t } = useTranslation("auth");
  if (providers.length === 0) return null;
  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-sm text-stone-600" aria-hidden="true">
        <span className="h-px flex-1 bg-stone-200" />
        {t("auth.or")}
        <span className="h-px flex-1 bg-stone-200" />
      </div>
      <ul className="mt-4 flex flex-col gap-3">
        {providers.map((provider) => (
          <li key={provider}>
            <Button
              variant="secondary"
              className="w-full"
              disabled={isDisabled}
              aria-busy={pending === provider}
              onClick={() => onSelect(provider)}
            >
              {pending === provider ? (
                <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
              ) : provider === "google" ? (
                <GoogleMark />
              ) : (
                <AppleMark />
              )}
              {t(provider === "google" ? "auth.continueWithGoogle" : "auth.continueWithApple")}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
