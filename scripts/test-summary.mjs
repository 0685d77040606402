// Prints one closing line over every suite that scripts/test-all.sh ran: "N passed, N failed, N skipped".
// Usage: node scripts/test-summary.mjs <folder with vitest-*.json and playwright.json>
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const folder = process.argv[2];
if (!folder) {
  console.error("usage: node scripts/test-summary.mjs <results folder>");
  process.exit(2);
}
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(folder)) {
  const report = JSON.parse(readFileSync(path.join(folder, file), "utf8"));
  if (file.startsWith("vitest")) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  } else {
    passed += report.stats.expected;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
