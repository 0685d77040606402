/**
 * The usage survey prompt (spec 01 §2 Overlays): "What's missing?", 'Quick 2-minute survey', a line
 * saying the user has used the product a few days; 'Maybe later' and the close icon dismiss, 'Take
 * survey' dismisses and opens /survey. Loaded on demand.
 */
import { MessageSquareHeart } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PRODUCT_NAME } from "#shared/constants";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/dialog";

export function SurveyPromptDialog({ isOpen, onDismiss }: { isOpen: boolean; onDismiss: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const primaryRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? undefined : onDismiss())}>
      <DialogContent
        aria-describedby="survey-prompt-text"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          primaryRef.current?.focus();
        }}
      >
        <div className="flex items-center gap-3 pr-10">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-sun-100 text-brand-700">
            <MessageSquareHeart aria-hidden="true" className="size-6" />
          </span>
          <div>
            <DialogTitle className="pr-0">{t("surveyPrompt.title")}</DialogTitle>
            <p className="text-sm font-semibold text-brand-800">{t("surveyPrompt.subtitle")}</p>
          </div>
        </div>
        <DialogDescription id="survey-prompt-text">
          {t("surveyPrompt.text", { product: PRODUCT_NAME })}
        </DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onDismiss}>
            {t("surveyPrompt.later")}
          </Button>
          <Button
            ref={primaryRef}
            onClick={() => {
              onDismiss();
              navigate("/survey");
            }}
          >
            {t("surveyPrompt.take")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
