/**
 * Reduces a Lighthouse result (about 1 MB of JSON) to what the bench reports: category scores, lab
 * metrics, failed audits, warnings and the network records with their content-encoding.
 */
import type { Result as LighthouseResult, RunnerResult } from "lighthouse";
import type { FailedAudit, LighthouseRun, ResourceRecord } from "./types.js";

/** The parts of Lighthouse's RunnerResult we read. */
export type RunnerOutput = {
  lhr: LighthouseResult;
  artifacts?: Partial<Pick<RunnerResult["artifacts"], "DevtoolsLog">>;
};

const score = (lhr: LighthouseResult, id: string): number | null => {
  const value = lhr.categories[id]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};

const numeric = (lhr: LighthouseResult, id: string): number | null => lhr.audits[id]?.numericValue ?? null;

/** content-encoding per request URL, from the devtools log (the network-requests audit omits headers). */
function encodingsByUrl(result: RunnerOutput): Map<string, string> {
  const encodings = new Map<string, string>();
  for (const event of result.artifacts?.DevtoolsLog ?? []) {
    if (event.method !== "Network.responseReceived") continue;
    const response = (event.params as { response: { url: string; headers: Record<string, string> } })
      .response;
    const header = Object.entries(response.headers).find(
      ([name]) => name.toLowerCase() === "content-encoding",
    );
    if (header) encodings.set(response.url, header[1]);
  }
  return encodings;
}

/** Weighted audits below a full score in the categories that should reach 100. */
function failedAudits(lhr: LighthouseResult): FailedAudit[] {
  const failed: FailedAudit[] = [];
  for (const category of ["accessibility", "best-practices", "seo"]) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failed.push({ category, id: ref.id, title: audit.title });
      }
    }
  }
  return failed;
}

/** Why a category has no score: its audits that errored, with Lighthouse's message. */
function categoryErrors(lhr: LighthouseResult): string[] {
  const messages: string[] = [];
  for (const [id, category] of Object.entries(lhr.categories)) {
    if (category.score !== null) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (audit?.scoreDisplayMode === "error") {
        messages.push(`${id} has no score: ${ref.id} failed (${audit.errorMessage ?? "no message"})`);
      }
    }
  }
  return messages;
}

type NetworkItem = {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
  sessionTargetType?: string;
};

/** Reduces a Lighthouse result to the scores, metrics and network records the bench reports. */
export function summariseRun(result: RunnerOutput): LighthouseRun {
  const lhr = result.lhr;
  const encodings = encodingsByUrl(result);
  const details = lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined;
  const resources: ResourceRecord[] = (details?.items ?? []).map((item) => ({
    url: item.url,
    resourceType: item.resourceType ?? "Other",
    transferSize: item.transferSize ?? 0,
    resourceSize: item.resourceSize ?? 0,
    encoding: encodings.get(item.url) ?? null,
    sessionTargetType: item.sessionTargetType ?? null,
  }));
  // The setup's local storage is intended, so Lighthouse's "stored data affecting loading" note is dropped.
  const warnings = lhr.runWarnings
    .map((warning) => String(warning))
    .filter((warning) => !/stored data affecting loading performance/i.test(warning));
  if (lhr.runtimeError) warnings.unshift(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  else warnings.push(...categoryErrors(lhr));
  const requested = new URL(lhr.requestedUrl ?? lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl);
  const final = new URL(lhr.finalDisplayedUrl);
  if (requested.pathname !== final.pathname)
    warnings.push(`ended on ${final.pathname} instead of ${requested.pathname}`);
  return {
    scores: {
      performance: score(lhr, "performance"),
      accessibility: score(lhr, "accessibility"),
      bestPractices: score(lhr, "best-practices"),
      seo: score(lhr, "seo"),
    },
    metrics: {
      fcpMs: numeric(lhr, "first-contentful-paint"),
      lcpMs: numeric(lhr, "largest-contentful-paint"),
      tbtMs: numeric(lhr, "total-blocking-time"),
      cls: numeric(lhr, "cumulative-layout-shift"),
    },
    finalUrl: lhr.finalDisplayedUrl,
    warnings,
    failedAudits: failedAudits(lhr),
    resources,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}
