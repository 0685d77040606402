/**
 * /admin/posts (spec 02 §2.9): two tabs kept in the URL (`?tab=reports`). Posts: search over content and
 * author e-mail, type filter, the 'Community Posts (count)' table with a 'Has Image' badge and open report
 * counts, and 'Delete Post' with a confirmation. Reports: the reports queue. Filters live in the URL
 * (`?q=&type=&status=`). Guarded by AdminLayout (spinner while the role loads).
 */
import { Flag, ImageIcon, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { POST_TYPES, type PostType } from "#shared/constants";
import { REPORT_STATUSES, type ReportStatus, type TAdminPost } from "#shared/schemas/admin-posts";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs";
import { AdminLayout } from "../admin-layout";
import { AdminTable } from "../components/admin-table";
import { SearchChipFilters } from "../components/search-chip-filters";
import { formatAdminDate } from "../lib/format-date";
import { useUrlFilters } from "../lib/use-url-filters";
import { useAdminPosts } from "./api/admin-posts";
import { DeletePostDialog } from "./delete-post-dialog";
import { ReportsQueue } from "./reports-queue";

type Tab = "posts" | "reports";
type FilterKey = "q" | "type" | "tab" | "status";

const parseType = (value: string | null): PostType | undefined =>
  (POST_TYPES as readonly string[]).includes(value ?? "") ? (value as PostType) : undefined;
const parseStatus = (value: string | null): ReportStatus =>
  (REPORT_STATUSES as readonly string[]).includes(value ?? "") ? (value as ReportStatus) : "open";

/** The Content column shows the post truncated to two lines (spec 02 §2.9 "truncated"). */
const CONTENT_CLASS = "line-clamp-2 max-w-md break-words text-stone-900";

export function AdminPostsPage() {
  const { t } = useTranslation("admin-people");
  const [params, set] = useUrlFilters<FilterKey>();
  const tab: Tab = params.get("tab") === "reports" ? "reports" : "posts";
  return (
    <AdminLayout title={t("posts.title")} description={t("posts.subtitle")}>
      <Tabs value={tab} onValueChange={(value) => set("tab", value === "reports" ? "reports" : "")}>
        <TabsList aria-label={t("posts.tabsLabel")} className="mb-2 max-w-md">
          <TabsTrigger value="posts">{t("posts.tabPosts")}</TabsTrigger>
          <TabsTrigger value="reports">
            <Flag aria-hidden="true" className="mr-1 inline size-4" />
            {t("posts.tabReports")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="posts">
          <PostsTab q={params.get("q") || undefined} type={parseType(params.get("type"))} onChange={set} />
        </TabsContent>
        <TabsContent value="reports">
          <ReportsQueue
            status={parseStatus(params.get("status"))}
            onStatusChange={(value) => set("status", value === "open" ? "" : value)}
          />
        </TabsContent>
      </Tabs>
    </AdminLayout>
  );
}

function PostsTab({
  q,
  type,
  onChange,
}: {
  q: string | undefined;
  type: PostType | undefined;
  onChange: (key: FilterKey, value: string) => void;
}) {
  const { t, i18n } = useTranslation("admin-people");
  const query = useAdminPosts({ q, type });
  const [deleting, setDeleting] = useState<TAdminPost | null>(null);
  return (
    <>
      <SearchChipFilters
        q={q}
        chipKey="type"
        selected={type}
        options={POST_TYPES}
        onChange={onChange}
        searchLabel={t("posts.search")}
        searchPlaceholder={t("posts.searchPlaceholder")}
        chipsLabel={t("posts.typeFilter")}
        chipLabel={(option) => t(`posts.types.${option || "all"}`)}
      />
      <AdminTable
        query={query}
        title={(count) => t("posts.cardTitle", { count })}
        tableLabel={t("posts.tableLabel")}
        loadingText={t("posts.loading")}
        loadFailed={t("posts.loadFailed")}
        empty={{
          title: t("posts.emptyTitle"),
          text: t(q || type ? "posts.emptyFiltered" : "posts.emptyNone"),
        }}
        columns={[
          t("posts.columns.content"),
          t("posts.columns.type"),
          t("posts.columns.author"),
          t("posts.columns.created"),
          t("posts.columns.actions"),
        ]}
        renderRow={(post) => [
          <>
            <span className={CONTENT_CLASS}>{post.content}</span>
            {post.has_image || post.open_report_count > 0 ? (
              <span className="mt-1 flex flex-wrap gap-1">
                {post.has_image ? (
                  <Badge size="xs">
                    <ImageIcon aria-hidden="true" className="size-3" />
                    {t("posts.hasImage")}
                  </Badge>
                ) : null}
                {post.open_report_count > 0 ? (
                  <Badge size="xs" tone="danger">
                    <Flag aria-hidden="true" className="size-3" />
                    {t("posts.openReports", { count: post.open_report_count })}
                  </Badge>
                ) : null}
              </span>
            ) : null}
          </>,
          <Badge key="type" tone="brand">
            {t(`posts.type.${post.type}`)}
          </Badge>,
          <span key="author" className="break-all">
            {post.author_email}
          </span>,
          <span key="created" className="whitespace-nowrap">
            {formatAdminDate(post.created_at, i18n.language ?? "de")}
          </span>,
          <Button
            key="delete"
            variant="ghost"
            size="icon"
            className="text-rose-800 hover:bg-rose-50"
            aria-label={t("posts.delete", { preview: post.content.slice(0, 40) })}
            onClick={() => setDeleting(post)}
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </Button>,
        ]}
      />
      {deleting ? <DeletePostDialog post={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}
