/**
 * What the admin audit log (decision 032) holds about one target, as "<action> by admin" lines in the
 * order written; an entry by anyone but `admin` names their id instead.
 */
import { eq } from "drizzle-orm";
import { adminAuditLog } from "#server/db/schema.js";
import type { TestUser } from "./sign-in.js";
import type { TestApp } from "./test-app.js";

export const auditActionsOf = async (t: TestApp, admin: TestUser, targetId: string): Promise<string[]> =>
  (
    await t.database.db
      .select({ action: adminAuditLog.action, admin_id: adminAuditLog.admin_id })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target_id, targetId))
  ).map((row) => `${row.action} by ${row.admin_id === admin.id ? "admin" : row.admin_id}`);
