/**
 * /auth (spec 01 §2): tabs Sign In and Sign Up (e-mail and password), 'Continue with Google' and
 * 'Continue with Apple' when the server offers them; `?mode=signup|signin` selects the tab; signed-in
 * users are sent to `?returnTo=` (a path on this site, e.g. the course they wanted to book), else /. Toasts per spec 01 §8 "Auth", with the auth service's message as the text.
 */
import { MailCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { toast } from "#web/lib/toast";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs";
import { useAuth } from "#web/lib/auth";
import {
  signInWithEmail,
  signUpWithEmail,
  startSocialSignIn,
  type SocialProvider,
} from "#web/lib/auth-client";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { useAuthProviders } from "./api/get-auth-providers";
import { AuthShell } from "./components/auth-shell";
import { CredentialsForm, type Credentials } from "./components/credentials-form";
import { describeAuthError } from "./describe-auth-error";
import { returnPath } from "./return-to";
import { SocialButtons } from "./components/social-buttons";

type Mode = "signin" | "signup";
type Pending = Mode | SocialProvider | null;

const FAILED_TITLE_KEYS = {
  signin: "auth.signInFailed",
  signup: "auth.signUpFailed",
  google: "auth.googleFailed",
  apple: "auth.appleFailed",
} as const;

const isSocialProvider = (value: string | null): value is SocialProvider =>
  value === "google" || value === "apple";

export function AuthPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { user, isLoading, refresh } = useAuth();
  const providers = useAuthProviders();
  const [pending, setPending] = useState<Pending>(null);
  const [hasSignedUp, setHasSignedUp] = useState(false);
  const mode: Mode = searchParams.get("mode") === "signup" ? "signup" : "signin";
  useDocumentTitle(t(mode === "signup" ? "auth.signUp" : "auth.signIn"));

  const describe = (error: unknown) => describeAuthError(t, error);

  // A Google/Apple sign-in that failed or was cancelled returns here with ?provider=…&error=… .
  const failedProvider = searchParams.get("provider");
  const oauthError = searchParams.get("error");
  useEffect(() => {
    if (!isSocialProvider(failedProvider) || !oauthError) return;
    toast.error(t(FAILED_TITLE_KEYS[failedProvider]), {
      description: t(`auth.oauthErrors.${oauthError}`, { defaultValue: t("auth.errors.UNKNOWN") }),
    });
    setSearchParams(
      (params) => {
        params.delete("provider");
        params.delete("error");
        return params;
      },
      { replace: true },
    );
  }, [failedProvider, oauthError, setSearchParams, t]);

  if (!isLoading && user) return <Navigate to={returnPath(searchParams.get("returnTo"))} replace />;

  const selectTab = (value: string) => {
    setHasSignedUp(false);
    setSearchParams(
      (params) => {
        params.set("mode", value === "signup" ? "signup" : "signin");
        return params;
      },
      { replace: true },
    );
  };

  const submit = async (action: Mode, credentials: Credentials): Promise<boolean> => {
    setPending(action);
    try {
      if (action === "signup") {
        await signUpWithEmail(credentials);
        setHasSignedUp(true);
        toast.success(t("auth.checkEmailTitle"), { description: t("auth.checkEmailText") });
      } else {
        await signInWithEmail(credentials);
        await refresh();
        navigate(returnPath(searchParams.get("returnTo")), { replace: true });
      }
      return true;
    } catch (error) {
      toast.error(t(FAILED_TITLE_KEYS[action]), { description: describe(error) });
      return false;
    } finally {
      setPending(null);
    }
  };

  const signInWith = async (provider: SocialProvider) => {
    setPending(provider);
    try {
      await startSocialSignIn(provider);
      // The browser is leaving for the provider; keep the buttons busy until it has.
    } catch (error) {
      toast.error(t(FAILED_TITLE_KEYS[provider]), { description: describe(error) });
      setPending(null);
    }
  };

  const offered: SocialProvider[] = [
    ...(providers.data?.google ? (["google"] as const) : []),
    ...(providers.data?.apple ? (["apple"] as const) : []),
  ];
  const isBusy = pending !== null;

  return (
    <AuthShell heading={t("auth.heading")} intro={t("auth.intro")}>
      <Tabs value={mode} onValueChange={selectTab}>
        <TabsList aria-label={t("auth.tabsLabel")}>
          <TabsTrigger value="signin">{t("auth.signIn")}</TabsTrigger>
          <TabsTrigger value="signup">{t("auth.signUp")}</TabsTrigger>
        </TabsList>
        <TabsContent value="signin" className="mt-6">
          <CredentialsForm
            mode="signin"
            isPending={pending === "signin"}
            isDisabled={isBusy}
            onSubmit={(credentials) => submit("signin", credentials)}
          />
        </TabsContent>
        <TabsContent value="signup" className="mt-6">
          {hasSignedUp ? (
            <div role="status" className="mb-4 flex gap-3 rounded-2xl bg-brand-50 p-4 text-brand-800">
              <MailCheck aria-hidden="true" className="size-6 shrink-0" />
              <div>
                <p className="font-semibold">{t("auth.checkEmailTitle")}</p>
                <p className="text-sm">{t("auth.checkEmailText")}</p>
              </div>
            </div>
          ) : null}
          <CredentialsForm
            mode="signup"
            isPending={pending === "signup"}
            isDisabled={isBusy}
            onSubmit={(credentials) => submit("signup", credentials)}
          />
        </TabsContent>
      </Tabs>
      <SocialButtons
        providers={offered}
        pending={pending === "google" || pending === "apple" ? pending : null}
        isDisabled={isBusy}
        onSelect={(provider) => void signInWith(provider)}
      />
    </AuthShell>
  );
}
