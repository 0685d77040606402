/**
 * Community post card (spec 01 §2 "Cards"): author (profile name or the e-mail's local part), date as
 * en-GB day and short month in Hamburg (spec 01 §3 "feed_post"; DESIGN.md "Dates"), the optional image
 * (card-sized WebP variant), content clamped to 4 lines, the number of answers, 'Join conversation' and
 * 'Read more'.
 * Content is rendered as text by React, so HTML in a post is shown, never run.
 */
import { MessageCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { hamburgWallClock } from "#shared/berlin-time";
import type { TPostCard } from "#shared/schemas/posts";
import { cn } from "#web/lib/cn";
import { Badge } from "../ui/badge";
import { CardImage } from "./card-image";

// Created on first use: the first Intl formatter of a page costs tens of milliseconds on a phone, and
// home usually shows no post at all.
let dayMonth: Intl.DateTimeFormat | undefined;

/**
 * "7 Mar": the day in Hamburg (its wall clock as a local time, formatted in the local zone), so the
 * server and the browser write the same whatever zone they run in.
 */
function formatPostDate(iso: string): string {
  dayMonth ??= new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" });
  return dayMonth.format(hamburgWallClock(new Date(iso)));
}

export function PostCard({ post, className }: { post: TPostCard; className?: string }) {
  const { t } = useTranslation();
  const href = `/community/${post.id}`;
  return (
    <article
      className={cn(
        "relative flex min-w-[18rem] flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm",
        className,
      )}
    >
      {post.image ? (
        <CardImage
          src={post.image.card_url}
          alt={t("posts.imageAlt", { author: post.author_name })}
          fallback={null}
          className="shrink-0"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-center justify-between gap-2">
          <h3 className="truncate font-bold text-stone-900">{post.author_name}</h3>
          <time dateTime={post.created_at} className="shrink-0 text-sm text-stone-700">
            {formatPostDate(post.created_at)}
          </time>
        </div>
        <div className="mt-1 flex items-center gap-2">
          <Badge tone="sun">{t(`posts.types.${post.type}`)}</Badge>
          {post.comment_count > 0 ? (
            <span className="inline-flex items-center gap-1 text-sm text-stone-700">
              <MessageCircle aria-hidden="true" className="size-4" />
              <span aria-hidden="true">{post.comment_count}</span>
              <span className="sr-only">{t("posts.answerCount", { count: post.comment_count })}</span>
            </span>
          ) : null}
        </div>
        <p className="mt-3 line-clamp-4 flex-1 break-words whitespace-pre-line text-stone-800">
          {post.content}
        </p>
        <div className="mt-4 flex items-center justify-between gap-2">
          <Link
            to={href}
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold whitespace-nowrap text-brand-800 hover:underline"
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {t("posts.joinConversation")}
            <span className="sr-only">: {post.author_name}</span>
          </Link>
          <Link
            to={href}
            className="inline-flex min-h-11 items-center text-sm font-semibold whitespace-nowrap text-brand-800 hover:underline"
          >
            {t("posts.readMore")}
            <span className="sr-only">: {post.author_name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
