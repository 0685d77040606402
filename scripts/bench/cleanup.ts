/**
 * Cleanup registry: every resource the bench starts (build, server, Chrome, load generator, temp
 * folders) registers how to release it. Normal flow releases each in a finally block; SIGINT/SIGTERM
 * release whatever is still held, newest first. Once releasing everything has begun the registry is
 * closed: a resource registered later (a Chrome that was still starting) is released at once and the
 * caller gets an InterruptedError, so nothing outlives the bench.
 */

export type Release = () => Promise<void>;

export type CleanupRegistry = {
  /**
   * Registers a release function; the returned function runs it once and unregisters it.
   * @throws InterruptedError (after releasing) when the registry is already closed
   */
  add: (name: string, release: Release) => Release;
  /** Closes the registry and runs every registered release, newest first; failures are reported. */
  releaseAll: () => Promise<void>;
  readonly closed: boolean;
};

/** The bench was interrupted (SIGINT/SIGTERM) while it was starting something. */
export class InterruptedError extends Error {
  override name = "InterruptedError";
}

export function createCleanupRegistry(report: (message: string) => void = console.error): CleanupRegistry {
  const entries = new Map<number, { name: string; release: Release }>();
  /** Releases under way or done, so a second caller waits for the same one instead of returning early. */
  const started = new Map<number, Promise<void>>();
  let next = 0;
  let closed = false;
  const run = (id: number): Promise<void> => {
    const running = started.get(id);
    if (running) return running;
    const entry = entries.get(id);
    if (!entry) return Promise.resolve();
    entries.delete(id);
    const promise = entry.release().catch((error: unknown) => {
      report(`cleanup of ${entry.name} failed: ${(error as Error).message}`);
    });
    started.set(id, promise);
    return promise;
  };
  return {
    add(name, release) {
      const id = next++;
      entries.set(id, { name, release });
      if (closed) {
        void run(id);
        throw new InterruptedError(`interrupted; released ${name} right away`);
      }
      return () => run(id);
    },
    async releaseAll() {
      closed = true;
      for (const id of [...entries.keys(), ...started.keys()].sort((a, b) => b - a)) await run(id);
    },
    get closed() {
      return closed;
    },
  };
}
