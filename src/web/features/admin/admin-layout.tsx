/**
 * The frame of every admin screen (spec 02 §2.2). HOW TO USE, for every page under /admin:
 *
 *   export function AdminPlacesPage() {
 *     const { t } = useTranslation("admin-catalogue");
 *     return (
 *       <AdminLayout title={t("places.title")} description={t("places.subtitle")}>
 *         …the screen…
 *       </AdminLayout>
 *     );
 *   }
 *
 * - The guard: while the role loads it shows a spinner; non-admins are sent to / (replacing the history
 *   entry). Only the dashboard passes `deniedToast`, which first shows 'Access Denied'. The children
 *   render only for admins, so their data requests never start for anyone else (the server answers
 *   403 anyway: src/server/lib/admin-scope.ts).
 * - The header has the page's h1 and a back button to /admin (the dashboard's goes home;
 *   `backTo={null}` hides it for a screen with its own back button), an optional `action` (e.g. an
 *   "Add" button) and sets the tab title.
 * - The route entry in src/web/app/router.tsx loads the "admin" namespace with the page's own, so the
 *   shared strings here (admin.json `layout.*`) are ready.
 * - For destructive actions use `ConfirmDialog` (./components/confirm-dialog.tsx).
 */
import { LoaderCircle } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { PageHeader } from "#web/components/layout/page-header";
import { useAuth } from "#web/lib/auth";
import { toast } from "#web/lib/toast";
import { useDocumentTitle } from "#web/lib/use-document-title";

/** Shown while the role loads, and to anyone but admins until they are redirected. */
function RoleCheckSpinner() {
  const { t } = useTranslation("admin");
  return (
    <div role="status" className="flex min-h-[60dvh] items-center justify-center text-brand-700">
      <LoaderCircle aria-hidden="true" className="size-10 motion-safe:animate-spin" />
      <span className="sr-only">{t("layout.checkingAccess")}</span>
    </div>
  );
}

/**
 * Renders `children` only for admins; see the file comment for how to use it.
 * @param backTo where the back button goes; defaults to /admin, null hides it
 */
export function AdminLayout({
  title,
  description,
  action,
  backTo = "/admin",
  deniedToast = false,
  children,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  backTo?: string | null;
  /** Show 'Access Denied' before redirecting (spec 02 §2.2: the dashboard only). */
  deniedToast?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("admin");
  const { isLoading, isAdmin } = useAuth();
  const isDenied = !isLoading && !isAdmin;
  useDocumentTitle(isAdmin ? title : undefined);
  useEffect(() => {
    if (isDenied && deniedToast)
      toast.error(t("layout.deniedTitle"), { description: t("layout.deniedText") });
  }, [isDenied, deniedToast, t]);

  if (isLoading) return <RoleCheckSpinner />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return (
    <>
      {backTo === null ? (
        <header className="border-b border-stone-200 bg-white">
          <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3">
            <div className="min-w-0 flex-1">
              <h1 className="text-xl leading-tight font-extrabold text-stone-900 sm:text-2xl">{title}</h1>
              {description ? <p className="text-sm text-stone-700">{description}</p> : null}
            </div>
            {action}
          </div>
        </header>
      ) : (
        <PageHeader title={title} description={description} backTo={backTo} action={action} />
      )}
      <div className="mx-auto w-full max-w-6xl px-4 py-6">{children}</div>
    </>
  );
}
