/**
 * The loading, error and empty states of an admin table: skeleton rows with the spec's loading text for
 * screen readers, the spec's load failure with 'Try again', and an empty message.
 */
import { AlertCircle, SearchX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";
import { Skeleton } from "#web/components/ui/skeleton";

export function TableLoading({ text, rows = 5 }: { text: string; rows?: number }) {
  return (
    <div role="status" className="flex flex-col gap-2">
      <span className="sr-only">{text}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-14 w-full" />
      ))}
    </div>
  );
}

export function TableError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation("admin-catalogue");
  return (
    <EmptyState
      icon={<AlertCircle aria-hidden="true" className="size-7" />}
      title={text}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t("common.loadFailedRetry")}
        </Button>
      }
    />
  );
}

export function TableEmpty({ title, text }: { title: string; text: string }) {
  return <EmptyState icon={<SearchX aria-hidden="true" className="size-7" />} title={title} text={text} />;
}
