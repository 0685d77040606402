/**
 * The one way the server calls a remote JSON service (a geocoder, the weather): a GET or POST with a
 * time limit, so a service that is down or slow fails fast instead of holding the request up
 * (decision 006 "Fail fast").
 */

/**
 * Fetches `url` and parses its JSON body, giving up after `timeoutMs`.
 * @throws Error on timeout, network error, a non-2xx status or a body that is not JSON
 */
export async function fetchJsonWithin(
  url: string,
  init: RequestInit & { timeoutMs: number },
): Promise<unknown> {
  const { timeoutMs, ...request } = init;
  const response = await fetch(url, { ...request, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return await response.json();
}
