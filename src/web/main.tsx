import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Providers } from "./app/providers";
import { initI18n } from "./lib/i18n";
import "./styles/app.css";

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
// The active language's strings arrive in parallel with the first page's chunk; render once both are in.
await initI18n();
createRoot(container).render(
  <StrictMode>
    <Providers />
  </StrictMode>,
);
