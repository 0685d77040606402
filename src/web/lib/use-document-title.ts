import { useEffect } from "react";
import { documentTitle } from "#shared/seo/page-head";

/**
 * Sets the tab title to "<page> – Lütt" (`documentTitle`, as the server writes it): a title per page, also
 * read by screen readers.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
