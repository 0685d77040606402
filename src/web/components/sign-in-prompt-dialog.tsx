/**
 * The sign-in prompt (spec 01 §2 "Sign-in prompt dialog"): shown to signed-out users who try an
 * account-only action. Title 'Join' + product name; text 'To {action}, please create an account or
 * sign in.' Loaded lazily on first use so Radix Dialog stays out of the home chunk.
 */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PRODUCT_NAME } from "#shared/constants";
import { buttonClass } from "./ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "./ui/dialog";

export function SignInPromptDialog({
  open,
  onOpenChange,
  action,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the user tried, as a verb phrase in the current language ("save favorites"). */
  action: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{t("signInPrompt.title", { product: PRODUCT_NAME })}</DialogTitle>
        <DialogDescription>{t("signInPrompt.text", { action })}</DialogDescription>
        <div className="mt-6 flex flex-col gap-3">
          <Link to="/auth?mode=signup" className={buttonClass()}>
            {t("signInPrompt.createAccount")}
          </Link>
          <Link to="/auth?mode=signin" className={buttonClass({ variant: "secondary" })}>
            {t("signInPrompt.signIn")}
          </Link>
          <DialogClose className={buttonClass({ variant: "ghost" })}>
            {t("signInPrompt.continue")}
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
