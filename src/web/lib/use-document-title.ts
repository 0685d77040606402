import { useEffect } from "react";
import { PRODUCT_NAME } from "#shared/constants";

/** Sets the tab title to "<page> · Lütt" (issue "Foundation": a title per page, also read by screen readers). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
}
