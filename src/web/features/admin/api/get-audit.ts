/** `GET /api/admin/audit`: the audit log, newest first, paged (decision 032). */
import { useInfiniteQuery } from "@tanstack/react-query";
import type { TAuditList } from "#shared/schemas/admin";
import { adminListQueryOptions } from "./paged-list";

export const useAuditLog = () => useInfiniteQuery(adminListQueryOptions<TAuditList>("audit", {}));
