/**
 * A share button for detail pages (places, courses, posts): the share sheet with the page's link, or the
 * link copied with a 'Copied!' toast where there is no share sheet (spec 01 §7 "Device", §8).
 */
import { Share2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PRODUCT_NAME } from "#shared/constants";
import { shareOrCopy } from "../lib/share";
import { toast } from "../lib/toast";
import { Button } from "./ui/button";

export function ShareButton({ name, path, className }: { name: string; path?: string; className?: string }) {
  const { t } = useTranslation();
  const share = async () => {
    const url = new URL(path ?? window.location.pathname, window.location.origin).toString();
    const outcome = await shareOrCopy({
      title: name,
      text: t("share.itemText", { name, product: PRODUCT_NAME }),
      url,
    });
    if (outcome === "copied") toast.success(t("share.copiedTitle"), { description: t("share.copiedLink") });
    if (outcome === "failed")
      toast.error(t("share.copyFailedTitle"), { description: t("share.copyFailedText") });
  };
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t("share.shareItem", { name })}
      className={className}
      onClick={() => void share()}
    >
      <Share2 aria-hidden="true" className="size-5" />
    </Button>
  );
}
