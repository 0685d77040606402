/**
 * The sign-in prompt for an account-only action (spec 01 §2 "Sign-in prompt dialog"): `ask()` opens it,
 * `prompt` is where it renders. The dialog (and Radix Dialog with it) loads on the first ask only, so a
 * page that never asks never downloads it.
 */
import { lazy, Suspense, useState, type ReactNode } from "react";

const SignInPromptDialog = lazy(() =>
  import("./sign-in-prompt-dialog").then((module) => ({ default: module.SignInPromptDialog })),
);

/** @param action what the visitor tried, as a verb phrase in the current language ("save favorites") */
export function useSignInPrompt(action: string): { ask: () => void; prompt: ReactNode } {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  return {
    ask: () => {
      setHasOpened(true);
      setIsOpen(true);
    },
    prompt: hasOpened ? (
      <Suspense fallback={null}>
        <SignInPromptDialog open={isOpen} onOpenChange={setIsOpen} action={action} />
      </Suspense>
    ) : null,
  };
}
