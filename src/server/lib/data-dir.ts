import path from "node:path";
import type { AppConfig } from "../config.js";
import { projectRoot } from "./project-root.js";

/**
 * Absolute path inside the data folder. DATA_DIR is relative to the project root (as in main.ts), so the
 * server finds the same `.data/` whether it runs from src/ (tsx) or dist/ (node).
 */
export function dataPath(config: Pick<AppConfig, "dataDir">, ...parts: string[]): string {
  return path.resolve(projectRoot(), config.dataDir, ...parts);
}
