/**
 * Community post card (spec 01 §2 "Cards"): author (the e-mail's local part), date as en-GB day and
 * short month (spec 01 §3 "feed_post"; DESIGN.md "Dates"), content clamped to 4 lines,
 * 'Join conversation' and 'Read more'.
 */
import { MessageCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TPostCard } from "../../../shared/schemas/posts";
import { cn } from "../../lib/cn";
import { Badge } from "../ui/badge";

const dayMonth = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" });

export function formatPostDate(iso: string): string {
  return dayMonth.format(new Date(iso));
}

export function PostCard({ post, className }: { post: TPostCard; className?: string }) {
  const { t } = useTranslation();
  const href = `/community/${post.id}`;
  return (
    <article
      className={cn(
        "flex min-w-[18rem] flex-col rounded-2xl border border-stone-200 bg-white p-4 shadow-sm",
        className,
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="truncate font-bold text-stone-900">{post.author_name}</h3>
        <time dateTime={post.created_at} className="shrink-0 text-sm text-stone-700">
          {formatPostDate(post.created_at)}
        </time>
      </div>
      <Badge tone="sun" className="mt-1 self-start">
        {t(`posts.types.${post.type}`)}
      </Badge>
      <p className="mt-3 line-clamp-4 flex-1 text-stone-800">{post.content}</p>
      <div className="mt-4 flex items-center justify-between gap-2">
        <Link
          to={href}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {t("posts.joinConversation")}
          <span className="sr-only">: {post.author_name}</span>
        </Link>
        <Link
          to={href}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline"
        >
          {t("posts.readMore")}
          <span className="sr-only">: {post.author_name}</span>
        </Link>
      </div>
    </article>
  );
}
