/** `GET /api/admin/audit`: the audit log, newest first, paged (issue "Admin" §9). */
import { useInfiniteQuery } from "@tanstack/react-query";
import type { TAuditList } from "#shared/schemas/admin";
import { adminListQueryOptions } from "./paged-list";

export const useAuditLog = () => useInfiniteQuery(adminListQueryOptions<TAuditList>("audit", {}));
