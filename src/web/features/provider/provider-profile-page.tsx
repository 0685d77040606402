/**
 * /provider/{id} and /provider/profile (spec 02 §2.12, German): the profile of THAT id for any visitor
 * (the spec's "always the signed-in user's own profile" is a defect), /provider/profile the
 * signed-in user's own. In the spec's order: sticky header with back and name ('Profil bearbeiten' for the
 * owner), gallery, 'Aktuelle Mitteilungen', 'Über uns', 'Unser Team', 'Wochenplan' with 'Als PDF',
 * 'Wichtige Hinweise', 'Standort & Anfahrt', 'Anfahrt & Parken', 'Ausstattung'. Missing: 'Anbieter nicht
 * gefunden' with a way back to the start page; loading: 'Profil wird geladen...'.
 */
import {
  AlertTriangle,
  Ban,
  Bike,
  CalendarDays,
  CalendarRange,
  Car,
  Clock,
  Coffee,
  DoorOpen,
  FileDown,
  Info,
  MapPin,
  Megaphone,
  PlayCircle,
  Sparkles,
  TrainFront,
  Trees,
  User,
  Users,
  UtensilsCrossed,
  Baby,
} from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { isVideoUrl } from "#shared/media";
import type { TAnnouncement, TProviderMedia, TProviderProfile } from "#shared/schemas/providers";
import { PageHeader } from "#web/components/layout/page-header";
import { PhotoGallery } from "#web/components/photo-gallery";
import { Badge } from "#web/components/ui/badge";
import { buttonClass } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";
import { useAuth } from "#web/lib/auth";
import { cn } from "#web/lib/cn";
import { ageGroupLabel } from "#web/lib/place-labels";
import { toast } from "#web/lib/toast";
import { useDocumentTitle } from "#web/lib/use-document-title";
import { isMissingProvider, useOwnProvider, useProvider } from "./api/provider-api";
import { announcementTone, formatGermanDate, googleMapsUrl, groupByWeekday } from "./lib/format";

const panel = "rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5";

function Section({
  id,
  title,
  icon,
  action,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={panel}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="flex items-center gap-2 text-lg font-extrabold text-stone-900">
          {icon}
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const TONE_CLASS = {
  urgent: "border-l-rose-700",
  important: "border-l-orange-600",
  normal: "border-l-sky-700",
} as const;

function AnnouncementIcon({ announcement }: { announcement: TAnnouncement }) {
  const className = "mt-0.5 size-5 shrink-0";
  if (announcement.priority >= 3)
    return <AlertTriangle aria-hidden="true" className={cn(className, "text-rose-700")} />;
  if (announcement.announcement_type === "closure")
    return <Ban aria-hidden="true" className={cn(className, "text-orange-700")} />;
  if (announcement.announcement_type === "event")
    return <CalendarDays aria-hidden="true" className={cn(className, "text-sky-700")} />;
  return <Info aria-hidden="true" className={cn(className, "text-sky-700")} />;
}

function Announcements({ items }: { items: TAnnouncement[] }) {
  const { t } = useTranslation("provider");
  if (items.length === 0) return null;
  return (
    <Section
      id="provider-announcements"
      title={t("view.announcements")}
      icon={<Megaphone aria-hidden="true" className="size-5 text-brand-700" />}
    >
      <ul className="flex flex-col gap-3">
        {items.map((item) => {
          const tone = announcementTone(item);
          return (
            <li
              key={item.id}
              data-priority={item.priority}
              className={cn(
                "flex gap-3 rounded-xl border border-l-4 border-stone-200 bg-stone-50 p-3",
                TONE_CLASS[tone],
              )}
            >
              <AnnouncementIcon announcement={item} />
              <div className="min-w-0">
                <p className="font-bold text-stone-900">
                  <span className="sr-only">{t(`priority.${tone}`)}: </span>
                  {item.title}
                </p>
                {item.content ? (
                  <p className="mt-1 whitespace-pre-line text-stone-800">{item.content}</p>
                ) : null}
                <p className="mt-1 text-sm text-stone-700">
                  {formatGermanDate(item.created_at)}
                  {item.valid_until
                    ? ` · ${t("view.validUntil")} ${formatGermanDate(item.valid_until)}`
                    : null}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function WeeklyPlan({ profile }: { profile: TProviderProfile }) {
  const { t } = useTranslation("provider");
  const groups = groupByWeekday(profile.courses);
  return (
    <Section
      id="provider-schedule"
      title={t("view.schedule")}
      icon={<CalendarDays aria-hidden="true" className="size-5 text-brand-700" />}
      action={
        <a
          href={`/api/providers/${profile.id}/schedule.pdf`}
          download
          className={buttonClass({ variant: "secondary", size: "sm" })}
        >
          <FileDown aria-hidden="true" className="size-4" />
          {t("view.asPdf")}
        </a>
      }
    >
      {groups.length === 0 ? (
        <p className="text-stone-700">{t("view.noCourses")}</p>
      ) : (
        <div className="flex flex-col gap-4">
          {groups.map((group) => (
            <div key={group.day}>
              <h3 className="font-bold text-stone-900">{t(`days.${group.day}`)}</h3>
              <ul className="mt-2 flex flex-col gap-2">
                {group.courses.map((course) => {
                  const place = [course.room_info, course.floor_info].filter(Boolean).join(", ");
                  return (
                    <li key={course.id} className="rounded-xl border border-stone-200 p-3">
                      <p className="font-bold text-stone-900">
                        {course.course_id ? (
                          <Link
                            to={`/courses/${course.course_id}`}
                            className="underline underline-offset-4 hover:text-brand-800"
                          >
                            {course.title}
                          </Link>
                        ) : (
                          course.title
                        )}
                      </p>
                      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-800">
                        <span className="inline-flex items-center gap-1">
                          <Clock aria-hidden="true" className="size-4" />
                          {t("view.time", { start: course.start_time, end: course.end_time })}
                        </span>
                        {course.term_start && course.term_end ? (
                          <span className="inline-flex items-center gap-1">
                            <CalendarRange aria-hidden="true" className="size-4" />
                            {t("view.term", {
                              start: formatGermanDate(course.term_start),
                              end: formatGermanDate(course.term_end),
                            })}
                          </span>
                        ) : null}
                        {course.age_group ? (
                          <Badge tone="sun">{ageGroupLabel(t, course.age_group)}</Badge>
                        ) : null}
                        {course.elevator_access ? <Badge tone="success">{t("view.elevator")}</Badge> : null}
                      </p>
                      {place ? (
                        <p className="mt-1 text-sm text-stone-800">
                          <span className="font-semibold">{t("view.place")}</span> {place}
                        </p>
                      ) : null}
                      {course.booking_info ? (
                        <p className="mt-1 text-sm text-stone-800">{course.booking_info}</p>
                      ) : null}
                      {course.max_participants !== null ? (
                        <p className="mt-1 inline-flex items-center gap-1 text-sm text-stone-800">
                          <Users aria-hidden="true" className="size-4" />
                          {t("view.participants", {
                            current: course.current_participants,
                            max: course.max_participants,
                          })}
                        </p>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
          {profile.course_count > profile.courses.length ? (
            <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-stone-800">
              {t("view.moreCourses", { shown: profile.courses.length, count: profile.course_count })}
              <Link
                to={`/courses?provider=${profile.id}`}
                className={buttonClass({ variant: "soft", size: "sm" })}
              >
                {t("view.allCourses", { count: profile.course_count })}
              </Link>
            </p>
          ) : null}
        </div>
      )}
    </Section>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-start gap-2 font-semibold text-stone-900">
        {icon}
        {label}
      </dt>
      <dd className="pl-7 whitespace-pre-line text-stone-800">{children}</dd>
    </div>
  );
}

/**
 * The shared photo gallery (cover photo first), then the uploaded videos as players and the video links;
 * photos and videos together are at most 10 (spec 02 §9).
 */
function Gallery({ media, name }: { media: TProviderMedia[]; name: string }) {
  const { t } = useTranslation("provider");
  const photos = media
    .filter((item) => item.media_type === "photo")
    .sort((a, b) => Number(b.is_cover_photo) - Number(a.is_cover_photo))
    .map((item, index) => ({
      id: item.id,
      url: index === 0 ? item.image_url : (item.thumbnail_url ?? item.image_url),
      alt: item.caption || t("gallery.itemLabel", { name, number: index + 1 }),
    }));
  const uploaded = media.filter((item) => item.media_type === "video" && isVideoUrl(item.image_url));
  const videos = media.filter((item) => item.media_type === "video" && !isVideoUrl(item.image_url));
  return (
    <div className="flex flex-col gap-3">
      {/* 'Keine Fotos verfügbar' only when there is nothing to show at all. */}
      {photos.length > 0 || media.length === 0 ? <PhotoGallery photos={photos} /> : null}
      {uploaded.length > 0 ? (
        <ul aria-label={t("gallery.videos")} className="grid gap-2 sm:grid-cols-2">
          {uploaded.map((video, index) => (
            <li key={video.id}>
              <figure>
                <video
                  src={video.image_url}
                  controls
                  preload="metadata"
                  playsInline
                  aria-label={video.caption || t("gallery.videoLabel", { name, number: index + 1 })}
                  className="aspect-video w-full rounded-2xl bg-stone-900"
                />
                {video.caption ? (
                  <figcaption className="mt-1 text-sm text-stone-700">{video.caption}</figcaption>
                ) : null}
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
      {videos.length > 0 ? (
        <ul aria-label={t("gallery.videos")} className="flex flex-wrap gap-2">
          {videos.map((video, index) => (
            <li key={video.id}>
              <a
                href={video.image_url}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass({ variant: "secondary", size: "sm" })}
              >
                <PlayCircle aria-hidden="true" className="size-4" />
                {video.caption || t("gallery.videoNumber", { number: index + 1 })}
                <span className="sr-only">({t("view.newTab")})</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function ProviderDetails({ profile }: { profile: TProviderProfile }) {
  const { t } = useTranslation("provider");
  const mapsUrl = googleMapsUrl(profile);
  const icon = "mt-0.5 size-5 shrink-0 text-brand-700";
  const yesNo = (value: boolean) => (value ? t("view.yes") : t("view.no"));
  return (
    <div className="flex flex-col gap-4">
      {profile.is_owner && profile.approval_status !== "approved" ? (
        <p role="status" className="rounded-2xl bg-sun-100 p-4 text-amber-950">
          {t(`view.status.${profile.approval_status}`)}
        </p>
      ) : null}
      <Gallery media={profile.media} name={profile.name} />
      <Announcements items={profile.announcements} />
      <Section
        id="provider-about"
        title={t("view.about")}
        icon={<Info aria-hidden="true" className="size-5 text-brand-700" />}
      >
        <p className="whitespace-pre-line text-stone-800">
          {profile.short_description || t("view.noDescription")}
        </p>
        {profile.video_url ? (
          <a
            href={profile.video_url}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline underline-offset-4"
          >
            <PlayCircle aria-hidden="true" className="size-5" />
            {t("view.watchVideo")}
            <span className="sr-only">({t("view.newTab")})</span>
          </a>
        ) : null}
      </Section>
      {profile.team.length > 0 ? (
        <Section
          id="provider-team"
          title={t("view.team")}
          icon={<Users aria-hidden="true" className="size-5 text-brand-700" />}
        >
          <ul className="grid gap-3 sm:grid-cols-2">
            {profile.team.map((member) => (
              <li key={member.id} className="flex gap-3 rounded-xl border border-stone-200 p-3">
                {member.photo_url ? (
                  <img
                    src={member.photo_url}
                    alt=""
                    className="size-16 shrink-0 rounded-full object-cover"
                    loading="lazy"
                  />
                ) : (
                  <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-stone-100 text-stone-600">
                    <User aria-hidden="true" className="size-8" />
                  </span>
                )}
                <div className="min-w-0">
                  <p className="font-bold text-stone-900">{member.name}</p>
                  {member.role ? <p className="text-sm font-semibold text-brand-800">{member.role}</p> : null}
                  {member.bio ? (
                    <p className="mt-1 text-sm whitespace-pre-line text-stone-800">{member.bio}</p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <WeeklyPlan profile={profile} />
      {profile.special_notes ? (
        <Section
          id="provider-notes"
          title={t("view.notes")}
          icon={<AlertTriangle aria-hidden="true" className="size-5 text-brand-700" />}
        >
          <p className="whitespace-pre-line text-stone-800">{profile.special_notes}</p>
        </Section>
      ) : null}
      <Section
        id="provider-location"
        title={t("view.location")}
        icon={<MapPin aria-hidden="true" className="size-5 text-brand-700" />}
      >
        <p className="text-stone-800">{profile.address || t("view.noAddress")}</p>
        {mapsUrl ? (
          <a
            href={mapsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({ variant: "secondary", size: "sm", className: "mt-3" })}
          >
            <MapPin aria-hidden="true" className="size-4" />
            {t("view.openInMaps")}
            <span className="sr-only">({t("view.newTab")})</span>
          </a>
        ) : null}
      </Section>
      <Section
        id="provider-travel"
        title={t("view.travel")}
        icon={<Car aria-hidden="true" className="size-5 text-brand-700" />}
      >
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact icon={<Baby aria-hidden="true" className={icon} />} label={t("view.strollerParking")}>
            {yesNo(profile.stroller_parking)}
          </Fact>
          <Fact icon={<Car aria-hidden="true" className={icon} />} label={t("view.carParking")}>
            {profile.car_parking_info || t("view.notSpecified")}
          </Fact>
          <Fact icon={<Bike aria-hidden="true" className={icon} />} label={t("view.bikeParking")}>
            {profile.bike_parking_info || t("view.notSpecified")}
          </Fact>
          <Fact icon={<TrainFront aria-hidden="true" className={icon} />} label={t("view.transport")}>
            {profile.transport_info || t("view.notSpecified")}
          </Fact>
        </dl>
      </Section>
      <Section
        id="provider-amenities"
        title={t("view.amenities")}
        icon={<Sparkles aria-hidden="true" className="size-5 text-brand-700" />}
      >
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact icon={<UtensilsCrossed aria-hidden="true" className={icon} />} label={t("view.kitchen")}>
            {yesNo(profile.kitchen_available)}
          </Fact>
          <Fact icon={<Coffee aria-hidden="true" className={icon} />} label={t("view.breakfast")}>
            {profile.breakfast_offered ? profile.breakfast_details || t("view.yes") : t("view.no")}
          </Fact>
          <Fact icon={<Trees aria-hidden="true" className={icon} />} label={t("view.outdoor")}>
            {profile.outdoor_space ? profile.outdoor_space_details || t("view.yes") : t("view.no")}
          </Fact>
          <Fact icon={<DoorOpen aria-hidden="true" className={icon} />} label={t("view.ageGroups")}>
            {profile.target_age_groups.length > 0 ? (
              <span className="flex flex-wrap gap-1">
                {profile.target_age_groups.map((group) => (
                  <Badge key={group} tone="brand">
                    {ageGroupLabel(t, group)}
                  </Badge>
                ))}
              </span>
            ) : (
              t("view.notSpecified")
            )}
          </Fact>
        </dl>
      </Section>
    </div>
  );
}

function ProfileView({
  query,
  isOwnRoute,
}: {
  query: {
    data: TProviderProfile | null | undefined;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  isOwnRoute: boolean;
}) {
  const { t } = useTranslation("provider");
  const profile = query.data ?? null;
  const isNotFound = (query.isError && isMissingProvider(query.error)) || query.data === null;
  const isFailed = query.isError && !isNotFound;
  const title = profile?.name ?? (isNotFound ? t("view.notFound") : t("view.loading"));
  useDocumentTitle(profile?.name ?? (isNotFound ? t("view.notFound") : undefined));
  useEffect(() => {
    if (isFailed) toast.error(t("errors.load"));
  }, [isFailed, t]);
  return (
    <>
      <div className="sticky top-0 z-20">
        <PageHeader
          title={title}
          fallback="/provider"
          action={
            profile?.is_owner ? (
              <Link to="/provider/edit" className={buttonClass({ size: "sm" })}>
                {t("view.edit")}
              </Link>
            ) : undefined
          }
        />
      </div>
      <main id="main" className="mx-auto max-w-4xl px-4 py-5 sm:px-6">
        {profile ? (
          <ProviderDetails profile={profile} />
        ) : isNotFound ? (
          <EmptyState
            icon={<MapPin aria-hidden="true" className="size-6" />}
            text={t("view.notFound")}
            action={
              <div className="flex flex-col gap-2 sm:flex-row">
                {isOwnRoute ? (
                  <Link to="/provider/edit" className={buttonClass()}>
                    {t("landing.create")}
                  </Link>
                ) : null}
                <Link to="/" className={buttonClass({ variant: isOwnRoute ? "secondary" : "primary" })}>
                  {t("view.backHome")}
                </Link>
              </div>
            }
          />
        ) : isFailed ? (
          <EmptyState
            icon={<Info aria-hidden="true" className="size-6" />}
            text={t("errors.load")}
            action={
              <button type="button" className={buttonClass()} onClick={() => void query.refetch()}>
                {t("view.retry")}
              </button>
            }
          />
        ) : (
          <p role="status" className="flex min-h-[40dvh] items-center justify-center text-stone-700">
            {t("view.loading")}
          </p>
        )}
      </main>
    </>
  );
}

/** /provider/{id}. */
export function ProviderProfilePage() {
  const { id = "" } = useParams();
  return <ProfileView query={useProvider(id)} isOwnRoute={false} />;
}

/** /provider/profile: the signed-in user's own profile; signed-out visitors go to /auth. */
export function OwnProviderProfilePage() {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const own = useOwnProvider(Boolean(user));
  useEffect(() => {
    if (!isLoading && !user) navigate("/auth", { replace: true });
  }, [isLoading, user, navigate]);
  return <ProfileView query={own} isOwnRoute />;
}
