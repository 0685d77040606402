/**
 * Decides, once per app start, whether the install prompt or the usage survey prompt appears (spec 01
 * §4, §9; rules in lib/engagement.ts): the install prompt on the 2nd or 3rd visit after 2 s, the survey
 * after 3 s once the usage rules allow it — never both at once (the install prompt goes first; the
 * survey waits for a later session). The dialogs themselves load only when one is due, so this costs
 * the app shell about a kilobyte.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import {
  dismissInstallPrompt,
  INSTALL_PROMPT_RULES,
  markInstallPromptShown,
  shouldShowInstallPrompt,
  shouldShowSurveyPrompt,
  SURVEY_PROMPT_RULES,
} from "#web/lib/engagement";
import { beginVisit, rememberSurveyShown, updateInstallPromptRecord } from "#web/lib/engagement-storage";
import { isRunningInstalled } from "#web/lib/install-event";

const InstallDialog = lazy(() => import("./install-dialog").then((m) => ({ default: m.InstallDialog })));
const SurveyPromptDialog = lazy(() =>
  import("./survey-prompt-dialog").then((m) => ({ default: m.SurveyPromptDialog })),
);

/** Pages where a prompt would interrupt what the visitor came to do. */
const QUIET_PATHS = [
  "/survey",
  "/feedback",
  "/auth",
  "/suggest-place",
  "/suggest-course",
  "/community/create",
];

export function EngagementPrompts() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState<"install" | "survey" | null>(null);

  useEffect(() => {
    const state = beginVisit(new Date());
    if (!state) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (!isRunningInstalled() && shouldShowInstallPrompt(state.install, new Date())) {
      timer = setTimeout(() => {
        updateInstallPromptRecord((record) => markInstallPromptShown(record, new Date()));
        setOpen("install");
      }, INSTALL_PROMPT_RULES.delayMs);
    } else if (shouldShowSurveyPrompt(state.usage, state.isSurveyShown, new Date())) {
      timer = setTimeout(() => setOpen("survey"), SURVEY_PROMPT_RULES.delayMs);
    }
    return () => clearTimeout(timer);
  }, []);

  if (open === null || QUIET_PATHS.includes(pathname)) return null;
  return (
    <Suspense fallback={null}>
      {open === "install" ? (
        <InstallDialog
          isOpen
          onDismissOnce={() => setOpen(null)}
          onDismissForever={() => {
            updateInstallPromptRecord(dismissInstallPrompt);
            setOpen(null);
          }}
        />
      ) : (
        <SurveyPromptDialog
          isOpen
          onDismiss={() => {
            rememberSurveyShown(new Date());
            setOpen(null);
          }}
        />
      )}
    </Suspense>
  );
}
