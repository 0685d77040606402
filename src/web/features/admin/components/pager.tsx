/** Previous / next paging under an admin table ("Page 2 of 5"); hidden when everything fits one page. */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button";

export function Pager({
  offset,
  limit,
  total,
  onOffsetChange,
}: {
  offset: number;
  limit: number;
  total: number;
  onOffsetChange: (offset: number) => void;
}) {
  const { t } = useTranslation("admin-catalogue");
  const pages = Math.max(1, Math.ceil(total / limit));
  const page = Math.floor(offset / limit) + 1;
  if (pages <= 1) return null;
  return (
    <nav
      className="mt-4 flex items-center justify-center gap-2"
      aria-label={t("common.page", { page, pages })}
    >
      <Button
        variant="secondary"
        size="icon"
        aria-label={t("common.previous")}
        disabled={page <= 1}
        onClick={() => onOffsetChange(Math.max(0, offset - limit))}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </Button>
      <span className="text-sm font-semibold text-stone-800">{t("common.page", { page, pages })}</span>
      <Button
        variant="secondary"
        size="icon"
        aria-label={t("common.next")}
        disabled={page >= pages}
        onClick={() => onOffsetChange(offset + limit)}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </Button>
    </nav>
  );
}
