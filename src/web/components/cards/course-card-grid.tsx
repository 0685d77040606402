/**
 * The list of course cards on /courses, /search and /favorites (spec 01 §2 "Cards"): each card with its
 * "Ausgebucht" / "Noch 2 Plätze" badge, in a `card-grid course-cards` list, whose cards below the first
 * row keep a course card's height until they are drawn (styles/app.css); and the same list of
 * skeletons while the courses load.
 */
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { TCourseCard } from "#shared/schemas/courses";
import { cn } from "#web/lib/cn";
import { CourseCapacityBadge } from "./course-capacity-badge";
import { CourseCard, CourseCardSkeleton } from "./course-card";

const grid = "card-grid course-cards";

export function CourseCardGrid({
  courses,
  className,
}: {
  courses: readonly TCourseCard[];
  className?: string;
}) {
  return (
    <ul className={cn(grid, className)}>
      {courses.map((course) => (
        <Suspense key={course.id}>
          <li className="relative">
            <CourseCard course={course} className="h-full" />
            <CourseCapacityBadge capacity={course.capacity} />
          </li>
        </Suspense>
      ))}
    </ul>
  );
}

/** `count` course card skeletons, announced as loading. */
export function CourseCardGridSkeleton({ count, className }: { count: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <ul aria-busy="true" aria-label={t("common.loading")} className={cn(grid, className)}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <CourseCardSkeleton className="h-full" />
        </li>
      ))}
    </ul>
  );
}
