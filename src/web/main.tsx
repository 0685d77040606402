/**
 * The page's only script tag. A server-rendered page paints its HTML first and loads the app once the
 * browser reports that first paint, so on a slow connection the JavaScript does not compete with the
 * first screen for bandwidth; an empty shell loads the app at once.
 */
import "./styles/app.css";
import { holdEarlyInput, loadReleasingOnError } from "./app/early-input";

const start = () => loadReleasingOnError(() => import("./app/start"));

/**
 * Runs `then` once the first contentful paint is reported (Paint Timing). A frame callback alone came too
 * early: it runs before that frame is painted. Where paints are not reported, or none comes (a tab opened
 * in the background paints only when shown), it runs after a frame, or after 3 s at the latest.
 */
function afterFirstPaint(then: () => void): void {
  let isDone = false;
  const once = () => {
    if (isDone) return;
    isDone = true;
    then();
  };
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    requestAnimationFrame(() => setTimeout(once));
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    once();
  }).observe({ type: "paint", buffered: true });
  setTimeout(once, 3000);
}

if (document.getElementById("root")?.hasChildNodes()) {
  holdEarlyInput();
  afterFirstPaint(start);
} else {
  start();
}
