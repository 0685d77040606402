/**
 * What a route shows while its code (and loader) arrive on the first load. A full-height blank keeps
 * the footer below the fold until the page renders, so nothing visible shifts (CLS).
 */
export function PageFallback() {
  return <div aria-hidden="true" className="min-h-dvh" />;
}
