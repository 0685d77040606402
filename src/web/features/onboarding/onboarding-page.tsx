/**
 * Onboarding (spec 01 §2 /onboarding, §4 "Onboarding"): four intro cards (welcome, places, courses,
 * community) and a profile step — 5 steps — with a progress indicator, Back, Next, 'Skip intro' and
 * "Let's go!" on the last intro card. Completing stores the record (lib/onboarding-storage) and
 * replaces this history entry with the start page of the role chosen — home for a parent, the provider
 * start page (/provider: what a profile offers, and 'Profil erstellen') for "Ich bin … Anbieter" — so
 * Back from there does not return to the intro.
 */
import {
  ArrowLeft,
  ArrowRight,
  GraduationCap,
  MapPin,
  UserRound,
  Users,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { BrandLogo } from "#web/components/layout/brand-logo";
import { LanguageSwitch } from "#web/components/layout/language-switch";
import { Button } from "#web/components/ui/button";
import { cn } from "#web/lib/cn";
import { completeOnboarding, readOnboarding, type OnboardingRole } from "#web/lib/onboarding-storage";
import { useDocumentTitle } from "#web/lib/use-document-title";

type IntroStep = {
  key: "welcome" | "places" | "courses" | "community";
  icon: LucideIcon | null;
  tint: string;
};

const INTRO_STEPS: IntroStep[] = [
  { key: "welcome", icon: null, tint: "from-brand-100 to-sun-100" },
  { key: "places", icon: MapPin, tint: "from-rose-100 to-amber-100 text-rose-700" },
  { key: "courses", icon: GraduationCap, tint: "from-sky-100 to-violet-100 text-sky-800" },
  { key: "community", icon: Users, tint: "from-amber-100 to-brand-100 text-amber-800" },
];
const STEP_COUNT = INTRO_STEPS.length + 1;
const PROFILE_STEP = INTRO_STEPS.length;
const FORM_ID = "onboarding-profile";
/** Where each role starts after the intro. */
const START_PAGES: Record<OnboardingRole, string> = { parent: "/", provider: "/provider" };

function Illustration({ step }: { step: IntroStep | undefined }) {
  const Icon = step ? step.icon : UserRound;
  const tint = step ? step.tint : "from-brand-100 to-emerald-100 text-brand-800";
  return (
    <div
      aria-hidden="true"
      className={cn(
        "relative flex size-40 items-center justify-center rounded-full bg-gradient-to-br sm:size-48",
        tint,
      )}
    >
      <span className="absolute -top-1 right-3 size-6 rounded-full bg-sun-400/80" />
      <span className="absolute bottom-4 -left-2 size-4 rounded-full bg-brand-600/40" />
      {Icon ? (
        <Icon className="size-20" strokeWidth={1.5} />
      ) : (
        <svg viewBox="0 0 64 64" className="size-24">
          <rect width="64" height="64" rx="14" fill="#0f766e" />
          <circle cx="32" cy="27" r="11" fill="#fef3c7" />
          <path d="M16 52c3-9 9-13 16-13s13 4 16 13" fill="#fef3c7" />
        </svg>
      )}
    </div>
  );
}

export function OnboardingPage() {
  const { t } = useTranslation("onboarding");
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const stored = readOnboarding();
  const [childAge, setChildAge] = useState(stored?.childAge ?? "");
  const [userRole, setUserRole] = useState<OnboardingRole>(stored?.userRole ?? "parent");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasMovedRef = useRef(false);
  const introStep = INTRO_STEPS[step];
  const isProfileStep = step === PROFILE_STEP;
  const title = introStep ? t(`onboarding.steps.${introStep.key}.title`) : t("onboarding.profile.title");
  useDocumentTitle(t("onboarding.documentTitle"));

  // Move focus to the new step's heading so screen readers announce it (not on first render).
  useEffect(() => {
    if (hasMovedRef.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    hasMovedRef.current = true;
    setStep(Math.min(Math.max(next, 0), PROFILE_STEP));
  };

  const finish = (event: FormEvent) => {
    event.preventDefault();
    completeOnboarding({ childAge, userRole });
    navigate(START_PAGES[userRole], { replace: true });
  };

  return (
    <div className="flex min-h-dvh flex-col bg-brand-50">
      <header className="mx-auto flex w-full max-w-xl items-center justify-between gap-2 px-4 pt-3">
        <BrandLogo />
        <LanguageSwitch />
      </header>
      <main
        id="main"
        className="mx-auto flex w-full max-w-xl flex-1 flex-col px-4 pt-3 pb-6 sm:my-6 sm:rounded-3xl sm:bg-white sm:px-8 sm:pt-6 sm:shadow-lg"
      >
        <div className="flex min-h-11 items-center justify-between gap-3">
          <p className="text-sm font-semibold text-stone-700">
            {t("onboarding.progress", { current: step + 1, total: STEP_COUNT })}
          </p>
          {isProfileStep ? null : (
            <Button variant="ghost" size="sm" onClick={() => goTo(PROFILE_STEP)}>
              {t("onboarding.skip")}
            </Button>
          )}
        </div>
        <ol aria-hidden="true" className="mt-2 flex gap-1.5">
          {Array.from({ length: STEP_COUNT }, (_, index) => (
            <li
              key={index}
              className={cn(
                "h-2 flex-1 rounded-full transition-colors",
                index <= step ? "bg-brand-700" : "bg-stone-200",
              )}
            />
          ))}
        </ol>

        <div
          key={step}
          className="flex flex-1 flex-col items-center justify-center py-6 text-center motion-safe:animate-[onboarding-in_300ms_ease-out]"
        >
          <Illustration step={introStep} />
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="mt-8 text-2xl font-extrabold text-stone-900 focus:outline-none sm:text-3xl"
          >
            {title}
          </h1>
          {introStep ? (
            <p className="mt-3 max-w-md text-lg text-stone-700">
              {t(`onboarding.steps.${introStep.key}.text`)}
            </p>
          ) : (
            <form id={FORM_ID} onSubmit={finish} className="mt-3 w-full max-w-md text-left">
              <p className="text-center text-lg text-stone-700">{t("onboarding.profile.text")}</p>
              <label htmlFor="child-age" className="mt-6 block font-semibold text-stone-900">
                {t("onboarding.profile.childAge")}
              </label>
              <input
                id="child-age"
                name="childAge"
                value={childAge}
                onChange={(event) => setChildAge(event.target.value)}
                placeholder={t("onboarding.profile.childAgePlaceholder")}
                aria-describedby="child-age-hint"
                autoComplete="off"
                maxLength={100}
                className="mt-1 block min-h-12 w-full rounded-xl border border-stone-300 bg-white px-4 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-700"
              />
              <p id="child-age-hint" className="mt-1 text-sm text-stone-700">
                {t("onboarding.profile.childAgeHint")}
              </p>
              <fieldset className="mt-6">
                <legend className="font-semibold text-stone-900">{t("onboarding.profile.role")}</legend>
                <div className="mt-2 grid gap-2 sm:grid-cols-2">
                  {(["parent", "provider"] as const).map((role) => (
                    <label
                      key={role}
                      className={cn(
                        "flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border bg-white px-4 py-3 transition-colors",
                        userRole === role
                          ? "border-brand-700 ring-2 ring-brand-700/30"
                          : "border-stone-300 hover:border-brand-700",
                      )}
                    >
                      <input
                        type="radio"
                        name="userRole"
                        value={role}
                        checked={userRole === role}
                        onChange={() => setUserRole(role)}
                        className="size-5 accent-brand-700"
                      />
                      <span>
                        <span className="block font-semibold text-stone-900">
                          {t(`onboarding.profile.roles.${role}.title`)}
                        </span>
                        <span className="block text-sm text-stone-700">
                          {t(`onboarding.profile.roles.${role}.text`)}
                        </span>
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </form>
          )}
        </div>

        <div className="flex items-center justify-between gap-3">
          <Button
            variant="secondary"
            onClick={() => goTo(step - 1)}
            className={cn(step === 0 && "invisible")}
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t("onboarding.back")}
          </Button>
          {isProfileStep ? (
            // Distinct keys: reusing the clicked "Let's go!" element as a submit button would submit the
            // form in the same click (React re-renders before the browser's default action runs).
            <Button key="finish" type="submit" form={FORM_ID}>
              {t("onboarding.finish")}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
          ) : (
            <Button key="next" onClick={() => goTo(step + 1)}>
              {step === PROFILE_STEP - 1 ? t("onboarding.letsGo") : t("onboarding.next")}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
          )}
        </div>
      </main>
    </div>
  );
}
