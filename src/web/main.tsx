/**
 * The page's only script tag. A server-rendered page paints its HTML first and loads the app right after,
 * so on a slow connection the JavaScript does not compete with the first screen for bandwidth; an empty
 * shell loads the app at once.
 */
import "./styles/app.css";
import { holdEarlyTaps } from "./app/early-taps";

const start = () => import("./app/start");
if (document.getElementById("root")?.hasChildNodes()) {
  holdEarlyTaps();
  requestAnimationFrame(() => setTimeout(() => void start()));
} else {
  void start();
}
