/**
 * PostgreSQL errors the services turn into answers (SQLSTATE codes, PostgreSQL manual appendix A), found
 * wherever the driver or drizzle put them (the error itself or its `cause` chain).
 */

/** The first `{ code, constraint }` in the error's cause chain with a SQLSTATE code, or null. */
function pgError(error: unknown): { code: string; constraint?: string } | null {
  for (let current = error; typeof current === "object" && current !== null;) {
    const { code } = current as { code?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return current as { code: string };
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** unique_violation (23505). */
export const isUniqueViolation = (error: unknown): boolean => pgError(error)?.code === "23505";

/** check_violation (23514) of the named CHECK constraint. */
export const isCheckViolation = (error: unknown, constraint: string): boolean => {
  const found = pgError(error);
  return found?.code === "23514" && found.constraint === constraint;
};
