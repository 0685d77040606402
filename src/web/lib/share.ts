/**
 * Sharing and copying (spec 01 §2 "/share", §7 "Device: native share and clipboard copy", §8): the
 * browser's share sheet when it has one, otherwise the link is copied. A cancelled share sheet is not
 * an error (spec 01 §8: "A cancelled native share is only logged").
 */
import { PRODUCT_NAME } from "#shared/constants";

/** Spec 01 §9 "Native share title": the product name followed by 'Parenting Hub'. */
export const NATIVE_SHARE_TITLE = `${PRODUCT_NAME} Parenting Hub`;

/** Spec 01 §9 "Copy confirmation": how long a copy button shows its check mark. */
export const COPY_CONFIRMATION_MS = 2000;

/**
 * Puts text on the clipboard: the async Clipboard API, or the older selection way where that is missing
 * or refused (non-secure pages, some in-app browsers).
 * @returns whether the text was copied
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    try {
      return document.execCommand("copy");
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

export type ShareOutcome = "shared" | "cancelled" | "copied" | "failed";

/**
 * Opens the share sheet (navigator.share) if the browser has one, else copies `url`.
 * @returns what happened, so the caller can toast 'Copied!' or 'Copy failed'
 */
export async function shareOrCopy(data: {
  title: string;
  text?: string;
  url: string;
}): Promise<ShareOutcome> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share(data);
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") {
        console.info("share cancelled");
        return "cancelled";
      }
      // Refused (e.g. no user gesture left, unsupported data): copying still gets the link across.
      console.warn("share failed, copying instead", error);
    }
  }
  return (await copyText(data.url)) ? "copied" : "failed";
}
