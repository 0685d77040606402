/**
 * Client addresses of this machine. Rate limits exempt them (local tools, tests and benchmarks), the
 * same as the global limit in app.ts.
 */
export const LOOPBACK_ADDRESSES: ReadonlySet<string> = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
