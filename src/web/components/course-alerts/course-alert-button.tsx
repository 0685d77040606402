/**
 * "Benachrichtige mich bei neuen Kursen" on /courses and /search (decision 023): saves the page's current
 * filters (district and age) as a course alert. Signed out, it is a link to sign in that comes back to
 * this page. The dialog — and the Radix dialog code with it — loads on the first click only, and the
 * strings (`alerts.*` in the profile namespace, not a namespace of their own, whose loader entry every
 * page's i18n map would carry) load with this button (it shows an empty slot of its own height until they are
 * there, and on the server and in the render that hydrates it), so nothing here reaches the home page or
 * a visitor who never uses it. Its icon (MailCheck) is one the shared icon chunk, which `/` loads, has
 * already: a new icon there would grow the home page's JavaScript.
 */
import { MailCheck } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { cn } from "#web/lib/cn";
import { useAuth } from "#web/lib/auth";
import { useTranslation } from "react-i18next";
import { Button, buttonClass } from "../ui/button";
import type { CourseAlertFilters } from "./course-alert-dialog";

const CourseAlertDialog = lazy(() =>
  import("./course-alert-dialog").then((module) => ({ default: module.CourseAlertDialog })),
);

export function CourseAlertButton({
  filters,
  className,
}: {
  filters: CourseAlertFilters;
  className?: string;
}) {
  const { t, i18n } = useTranslation("profile");
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  // The server renders the empty slot; so does the first render in the browser, which hydrates it.
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => setIsMounted(true), []);
  // As tall as the button (size sm: 44 px), so nothing moves when it replaces the empty slot.
  const slot = cn("min-h-11", className);
  if (!isMounted || !i18n.hasLoadedNamespace("profile") || isLoading) {
    return <div aria-hidden="true" className={slot} />;
  }
  if (!user) {
    const returnTo = `${location.pathname}${location.search}`;
    return (
      <div className={slot}>
        <Link
          to={`/auth?mode=signin&returnTo=${encodeURIComponent(returnTo)}`}
          className={buttonClass({ variant: "soft", size: "sm" })}
        >
          <MailCheck aria-hidden="true" className="size-4" />
          {t("alerts.actionSignIn")}
        </Link>
      </div>
    );
  }
  return (
    <div className={slot}>
      <Button
        variant="soft"
        size="sm"
        aria-haspopup="dialog"
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        <MailCheck aria-hidden="true" className="size-4" />
        {t("alerts.action")}
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <CourseAlertDialog open={isOpen} onOpenChange={setIsOpen} filters={filters} />
        </Suspense>
      ) : null}
    </div>
  );
}
