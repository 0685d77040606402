/**
 * A failed admin list or count (spec 02 §8 "Failed to load …"): the toast 'Error' with the spec's text
 * once per failure, and in place of the content the same text with a retry button.
 */
import { RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";
import { toast } from "#web/lib/toast";

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation("admin");
  useEffect(() => {
    toast.error(t("layout.errorTitle"), { description: message });
  }, [message, t]);
  return (
    <EmptyState
      title={t("layout.errorTitle")}
      text={message}
      action={
        <Button variant="secondary" onClick={onRetry}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t("common.retry", { ns: "translation" })}
        </Button>
      }
    />
  );
}
