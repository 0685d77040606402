/**
 * Course card (spec 01 §2 "Cards"): image or a placeholder showing the type, title, location, age
 * group, type badge with up to 3 tags and '+N', and heart. Below the picture its rows
 * have fixed heights: card lists keep exactly that space for cards not drawn yet (`course-cards` in
 * styles/app.css), so a change of height here must change `--card-text-height` there.
 */
import {
  Baby,
  Bike,
  BookOpen,
  CalendarClock,
  Flower2,
  Footprints,
  HeartHandshake,
  Languages,
  MapPin,
  Music,
  Palette,
  Sparkles,
  Waves,
  type LucideIcon,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatSchedule } from "#shared/course-schedule";
import type { TCourseCard } from "#shared/schemas/courses";
import { cn } from "#web/lib/cn";
import { formatCourseDay } from "#web/lib/format-course";
import { ageGroupLabel, courseTypeLabel, featureLabel, labelKey } from "#web/lib/place-labels";
import { Badge } from "../ui/badge";
import { Skeleton } from "../ui/skeleton";
import { CardImage } from "./card-image";
import { cardTags } from "./card-tags";
import { FavoriteButton } from "./favorite-button";

const shell = "relative flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm";

/** Icon and tint per course type (keys as `labelKey` makes them); unknown types get the sparkles. */
const TYPE_LOOKS: Record<string, { icon: LucideIcon; tint: string }> = {
  music: { icon: Music, tint: "bg-amber-100 text-amber-800" },
  yoga: { icon: Flower2, tint: "bg-violet-100 text-violet-800" },
  pekip: { icon: Baby, tint: "bg-rose-100 text-rose-800" },
  swimming: { icon: Waves, tint: "bg-sky-100 text-sky-800" },
  dance: { icon: Footprints, tint: "bg-pink-100 text-pink-800" },
  art_and_crafts: { icon: Palette, tint: "bg-orange-100 text-orange-800" },
  languages: { icon: Languages, tint: "bg-indigo-100 text-indigo-800" },
  sports: { icon: Bike, tint: "bg-lime-100 text-lime-900" },
  movement: { icon: Bike, tint: "bg-lime-100 text-lime-900" },
  educational: { icon: BookOpen, tint: "bg-teal-100 text-teal-800" },
  parent_child: { icon: HeartHandshake, tint: "bg-brand-50 text-brand-800" },
};
const FALLBACK_LOOK = { icon: Sparkles, tint: "bg-stone-100 text-stone-700" };

export function CoursePlaceholder({ type, label }: { type: string; label: string }) {
  const look = TYPE_LOOKS[labelKey(type)] ?? FALLBACK_LOOK;
  const Icon = look.icon;
  return (
    <div className={cn("flex size-full flex-col items-center justify-center gap-2", look.tint)}>
      <Icon aria-hidden="true" className="size-12" strokeWidth={1.75} />
      <span className="text-sm font-bold tracking-wide uppercase">{label}</span>
    </div>
  );
}

export function CourseCard({ course, className }: { course: TCourseCard; className?: string }) {
  const { t, i18n } = useTranslation();
  const typeLabel = courseTypeLabel(t, course.type);
  // The type badge already says what a tag of the same name would ("Musik").
  const { visible, hiddenCount } = cardTags(course.tags.filter((tag) => featureLabel(t, tag) !== typeLabel));
  return (
    <article
      className={cn(
        shell,
        "transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-700 has-[a:focus-visible]:ring-offset-2",
        className,
      )}
    >
      <CardImage
        src={course.image_url}
        alt={course.title}
        fallback={<CoursePlaceholder type={course.type} label={typeLabel} />}
      />
      <FavoriteButton
        kind="courses"
        id={course.id}
        name={course.title}
        className="absolute top-2 right-2 z-10"
      />
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <h3 className="line-clamp-2 min-h-[2.75rem] leading-snug font-bold text-stone-900">
          <Link
            to={`/courses/${course.id}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {course.title}
          </Link>
        </h3>
        <p className="flex h-5 items-center gap-1 text-sm text-stone-700">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          <span className="truncate">{course.location}</span>
        </p>
        <p className="flex h-5 items-center gap-1 text-sm text-stone-700">
          <Baby aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          <span className="sr-only">{t("courses.ageGroup")}:</span>
          <span className="truncate">{ageGroupLabel(t, course.age_group)}</span>
        </p>
        {/* Always one line, so every card has the size content-visibility keeps for it (app.css). */}
        <p className="flex h-5 items-center gap-1 text-sm text-stone-700">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          <span className="truncate">
            {course.next_date
              ? t("courses.nextDate", { date: formatCourseDay(course.next_date, i18n.language) })
              : formatSchedule(course.schedule, i18n.language)}
          </span>
        </p>
        <div className="flex h-6 min-w-0 items-center gap-1">
          <Badge tone="brand" className="shrink-0">
            {typeLabel}
          </Badge>
          {visible.length > 0 ? <span className="sr-only">{t("courses.tags")}:</span> : null}
          {visible.map((tag) => (
            <Badge key={tag} size="xs" className="min-w-0" title={featureLabel(t, tag)}>
              <span className="truncate">{featureLabel(t, tag)}</span>
            </Badge>
          ))}
          {hiddenCount > 0 ? (
            <Badge size="xs" className="shrink-0">
              <span aria-hidden="true">+{hiddenCount}</span>
              <span className="sr-only">{t("places.moreTags", { count: hiddenCount })}</span>
            </Badge>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export function CourseCardSkeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn(shell, className)}>
      <Skeleton className="aspect-[16/10] rounded-none" />
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <div className="flex min-h-[2.75rem] flex-col gap-1.5 pt-0.5">
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-4 w-1/2" />
        </div>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-5 w-3/5" />
        <Skeleton className="h-6 w-20 rounded-full" />
      </div>
    </div>
  );
}
