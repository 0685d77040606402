/**
 * /profile (spec 01 §2): needs sign-in (else /auth). "Meine Buchungen" (the parent's course bookings)
 * above the tabs Profile Info, Favorites (the list lives on /favorites) and About (goes to
 * /about). A load failure toasts 'Failed to load profile. Please try
 * again.' (spec 01 §8) and offers a retry.
 */
import { Heart, RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { PageHeader } from "#web/components/layout/page-header";
import { RequireSignIn } from "#web/components/require-sign-in";
import { Button, buttonClass } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { Skeleton } from "#web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs";
import { toast } from "#web/lib/toast";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { useProfile } from "#web/lib/profile";
import { MyBookings } from "./components/my-bookings";
import { CourseAlertList } from "#web/components/course-alerts/course-alert-list";
import { ProfileForm } from "./components/profile-form";

function FormSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4">
      <Skeleton className="h-96 rounded-2xl" />
      <Skeleton className="h-40 rounded-2xl" />
    </div>
  );
}

function ProfileInfo() {
  const { t } = useTranslation("profile");
  const profile = useProfile();
  const { isError, errorUpdatedAt } = profile;
  useEffect(() => {
    if (isError) toast.error(t("profile.loadFailed"), { id: "profile-load-failed" });
  }, [isError, errorUpdatedAt, t]);
  if (profile.data) {
    return (
      <>
        <p className="mb-4 text-sm text-stone-700">
          {t("profile.signedInAs", { email: profile.data.email })}
        </p>
        <ProfileForm profile={profile.data} />
      </>
    );
  }
  if (profile.isError) {
    return (
      <EmptyState
        title={t("profile.loadFailedTitle")}
        text={t("profile.loadFailed")}
        action={
          <Button onClick={() => void profile.refetch()} disabled={profile.isFetching}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t("common.retry")}
          </Button>
        }
      />
    );
  }
  return <FormSkeleton />;
}

export function ProfilePage() {
  const { t } = useTranslation("profile");
  const navigate = useNavigate();
  useDocumentTitle(t("profile.title"));
  return (
    <>
      <PageHeader title={t("profile.title")} fallback="/" />
      <main id="main" className="mx-auto max-w-2xl px-4 py-5 sm:px-6">
        <RequireSignIn redirectTo="/auth" fallback={<FormSkeleton />}>
          <MyBookings />
          <CourseAlertList />
          {/* Manual activation: arrowing onto "About" must not leave the page; Enter or a click does. */}
          <Tabs
            defaultValue="info"
            activationMode="manual"
            onValueChange={(value) => (value === "about" ? navigate("/about") : undefined)}
          >
            <TabsList aria-label={t("profile.tabsLabel")}>
              <TabsTrigger value="info" className="px-2 sm:px-4">
                {t("profile.tabs.info")}
              </TabsTrigger>
              <TabsTrigger value="favorites" className="px-2 sm:px-4">
                {t("profile.tabs.favorites")}
              </TabsTrigger>
              <TabsTrigger value="about" className="px-2 sm:px-4">
                {t("profile.tabs.about")}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="info">
              <ProfileInfo />
            </TabsContent>
            <TabsContent value="favorites">
              <Card className="flex flex-col items-start gap-3 p-5">
                <Heart aria-hidden="true" className="size-7 text-rose-700" />
                <p className="text-stone-800">{t("profile.favorites.text")}</p>
                <Link to="/favorites" className={buttonClass()}>
                  {t("profile.favorites.open")}
                </Link>
              </Card>
            </TabsContent>
            {/* Selecting the tab opens /about; this stays only if that navigation is cancelled. */}
            <TabsContent value="about">
              <Link to="/about" className={buttonClass({ variant: "secondary" })}>
                {t("profile.tabs.about")}
              </Link>
            </TabsContent>
          </Tabs>
        </RequireSignIn>
      </main>
    </>
  );
}
