/**
 * /courses/{id} (spec 01 §2): the course's picture or type illustration, type, favourite heart, Age
 * Group, Schedule, Location (with the room of a provider's course), how to sign up, price, the next dates
 * and the ones that are cancelled (decision 021), the course's description (or, labelled so, its
 * provider's; decision 030) and tags, and 'Book Now' only when a booking link exists
 * (new tab); a provider's weekly course names its provider with a link (decision 009). A course booked in
 * Lütt gets the booking box (places left, book, waitlist, cancel). A missing course redirects to /courses
 * with 'Course not found.'.
 */
import {
  Baby,
  Building2,
  CalendarClock,
  ClipboardList,
  Euro,
  ExternalLink,
  Info,
  MapPin,
  RefreshCw,
} from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router";
import { formatSchedule } from "#shared/course-schedule";
import type { TCourse } from "#shared/schemas/courses";
import { CardImage } from "#web/components/cards/card-image";
import { CoursePlaceholder } from "#web/components/cards/course-card";
import { FavoriteButton } from "#web/components/cards/favorite-button";
import { PageHeader } from "#web/components/layout/page-header";
import { ShareButton } from "#web/components/share-button";
import { Badge } from "#web/components/ui/badge";
import { Button, buttonClass } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";
import { Skeleton } from "#web/components/ui/skeleton";
import { ApiError } from "#web/lib/api-client";
import { ageGroupLabel, courseTypeLabel, featureLabel } from "#web/lib/place-labels";
import { toast } from "#web/lib/toast";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { useCourse } from "./api/get-course";
import { CourseDates } from "./components/course-dates";
import { formatCoursePrice } from "./components/course-price";
import { CourseBookingSlot } from "./components/course-booking-slot";

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <dt className="flex items-center gap-2 text-sm font-bold text-stone-700">
        <span className="text-brand-700">{icon}</span>
        {term}
      </dt>
      <dd className="mt-1 pl-7 text-base text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * "Über den Kurs": the course's own description. Where it has none, a provider's course shows how the
 * provider describes itself, under a heading that says whose words they are (decision 030).
 */
function CourseAbout({ course }: { course: TCourse }) {
  const { t } = useTranslation();
  const providerText = course.description ? null : course.provider?.description;
  return (
    <section
      aria-labelledby="course-about"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="course-about" className="flex items-center gap-2 text-lg font-extrabold text-stone-900">
        <Info aria-hidden="true" className="size-5 text-brand-700" />
        {providerText ? t("courses.detail.aboutProvider") : t("courses.detail.about")}
      </h2>
      {providerText ? (
        <p className="mt-3 text-sm text-stone-700">
          {t("courses.detail.providerTextNote", { name: course.provider!.name })}
        </p>
      ) : null}
      <p className="mt-3 whitespace-pre-line text-stone-800">
        {course.description || providerText || t("places.detail.noDescription")}
      </p>
    </section>
  );
}

function CourseDetails({ course }: { course: TCourse }) {
  const { t, i18n } = useTranslation();
  const typeLabel = courseTypeLabel(t, course.type);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <div className="flex flex-col gap-4">
        <div className="relative overflow-hidden rounded-3xl shadow-sm">
          <CardImage
            src={course.image_url}
            alt={course.title}
            isEager
            fallback={<CoursePlaceholder type={course.type} label={typeLabel} />}
          />
          <FavoriteButton
            kind="courses"
            id={course.id}
            name={course.title}
            className="absolute top-3 right-3"
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="brand" size="md">
            {typeLabel}
          </Badge>
          {course.tags
            // The type badge already says what a tag of the same name would ("Musik").
            .filter((tag) => featureLabel(t, tag) !== typeLabel)
            .map((tag) => (
              <Badge key={tag} size="md">
                {featureLabel(t, tag)}
              </Badge>
            ))}
        </div>
        {course.provider ? (
          <p className="flex items-start gap-2 text-stone-800">
            <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>
              {t("courses.detail.offeredBy")}{" "}
              <Link
                to={`/provider/${course.provider.id}`}
                className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-700"
              >
                {course.provider.name}
              </Link>
            </span>
          </p>
        ) : null}
        <CourseAbout course={course} />
      </div>
      <div className="flex flex-col gap-4">
        <dl className="flex flex-col gap-3">
          <Fact icon={<Baby aria-hidden="true" className="size-5" />} term={t("courses.detail.ageGroup")}>
            {ageGroupLabel(t, course.age_group)}
          </Fact>
          <Fact
            icon={<CalendarClock aria-hidden="true" className="size-5" />}
            term={t("courses.detail.schedule")}
          >
            {formatSchedule(course.schedule, i18n.language)}
          </Fact>
          <Fact icon={<MapPin aria-hidden="true" className="size-5" />} term={t("courses.detail.location")}>
            {course.location}
            {course.room ? (
              <span className="block text-stone-800">{t("courses.detail.room", { room: course.room })}</span>
            ) : null}
            {course.place_id ? (
              <>
                {" · "}
                <Link
                  to={`/places/${course.place_id}`}
                  className="font-semibold text-brand-800 underline underline-offset-4"
                >
                  {t("courses.detail.viewPlace")}
                </Link>
              </>
            ) : null}
          </Fact>
          {course.booking_info ? (
            <Fact
              icon={<ClipboardList aria-hidden="true" className="size-5" />}
              term={t("courses.detail.bookingInfo")}
            >
              <span className="whitespace-pre-line">{course.booking_info}</span>
            </Fact>
          ) : null}
          {course.price ? (
            <Fact icon={<Euro aria-hidden="true" className="size-5" />} term={t("courses.detail.price")}>
              {formatCoursePrice(course.price, t, i18n.language)}
            </Fact>
          ) : null}
        </dl>
        <CourseDates course={course} />
        {course.booking_url ? (
          <a
            href={course.booking_url}
            target="_blank"
            rel="noopener"
            className={buttonClass({ className: "w-full" })}
          >
            {t("courses.detail.bookNow")}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">({t("common.opensInNewTab")})</span>
          </a>
        ) : null}
        <CourseBookingSlot course={course} />
      </div>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div aria-hidden="true" className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="flex flex-col gap-4">
        <Skeleton className="aspect-[16/10] rounded-3xl" />
        <Skeleton className="h-7 w-40 rounded-full" />
        <Skeleton className="h-32 rounded-2xl" />
      </div>
      <div className="flex flex-col gap-3">
        <Skeleton className="h-20 rounded-2xl" />
        <Skeleton className="h-20 rounded-2xl" />
        <Skeleton className="h-20 rounded-2xl" />
      </div>
    </div>
  );
}

/** 404, and 400 for an id that is not a UUID, both mean there is no such course. */
const isMissing = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export function CourseDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const course = useCourse(id);
  const isNotFound = course.isError && isMissing(course.error);
  useDocumentTitle(course.data?.title ?? t("courses.title"));

  useEffect(() => {
    if (isNotFound) toast.error(t("courses.detail.notFound"));
  }, [isNotFound, t]);
  if (isNotFound) return <Navigate to="/courses" replace />;

  return (
    <>
      <PageHeader
        title={course.data?.title ?? t("courses.title")}
        fallback="/courses"
        action={course.data ? <ShareButton name={course.data.title} /> : undefined}
      />
      <main id="main" className="mx-auto max-w-6xl px-4 py-5 sm:px-6">
        {course.data ? (
          <CourseDetails course={course.data} />
        ) : course.isError ? (
          <EmptyState
            title={t("courses.errorTitle")}
            text={t("common.genericError")}
            action={
              <Button onClick={() => void course.refetch()} disabled={course.isFetching}>
                <RefreshCw aria-hidden="true" className="size-4" />
                {t("common.retry")}
              </Button>
            }
          />
        ) : (
          <DetailSkeleton />
        )}
      </main>
    </>
  );
}
