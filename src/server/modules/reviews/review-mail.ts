/**
 * "Neue Bewertung" for the owner of a reviewed place (decision 023): the café owner whose café the place is
 * (cafe_profiles.place_id) and the provider named as its owner by an approved claim (place_claims,
 * decisions/020). Only a new review is mailed, not an edit; nobody hears about their own review. Sent through
 * modules/mail-preferences/service.ts (kind `new_reviews`, with the unsubscribe link), in German: the app
 * keeps no language per user.
 */
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { TReview } from "#shared/schemas/reviews.js";
import type { Db } from "#server/db/client.js";
import { cafeProfiles, placeClaims, places, providerProfiles } from "#server/db/schema.js";
import { buildNoticeMail, type MailLanguage, type NoticeMail } from "#server/lib/notice-mail.js";
import { sendUserMailInBackground } from "#server/modules/mail-preferences/service.js";

/** How much of the review's text the mail quotes. */
const QUOTE_CHARS = 500;

/** The place's name and the accounts that own it (café owner, claiming provider), without repeats. */
export async function findPlaceOwners(db: Db, placeId: string): Promise<{ name: string; userIds: string[] }> {
  const [place] = await db.select({ name: places.name }).from(places).where(eq(places.id, placeId)).limit(1);
  if (!place) return { name: "", userIds: [] };
  const [cafeOwners, providerOwners] = await Promise.all([
    db.select({ userId: cafeProfiles.user_id }).from(cafeProfiles).where(eq(cafeProfiles.place_id, placeId)),
    db
      .select({ userId: providerProfiles.user_id })
      .from(placeClaims)
      .innerJoin(providerProfiles, eq(providerProfiles.id, placeClaims.provider_id))
      .where(and(eq(placeClaims.place_id, placeId), eq(placeClaims.status, "approved"))),
  ]);
  return {
    name: place.name,
    userIds: [...new Set([...cafeOwners, ...providerOwners].map((owner) => owner.userId))],
  };
}

/** The mail: who rated the place how, the text quoted (shortened), and a link to the reviews. */
export function buildNewReviewMail(options: {
  placeName: string;
  review: Pick<TReview, "rating" | "text" | "author_name">;
  url: string;
  language: MailLanguage;
}): NoticeMail {
  const { placeName, review, url, language } = options;
  const quote =
    review.text && review.text.length > QUOTE_CHARS
      ? `${review.text.slice(0, QUOTE_CHARS - 1)}…`
      : review.text;
  if (language === "en") {
    const who = review.author_name ?? "A parent";
    return buildNoticeMail({
      language,
      subject: `New review of ${placeName}`,
      greeting: "Hi,",
      paragraphs: [
        `${who} rated “${placeName}” with ${review.rating} of 5 stars.`,
        ...(quote ? [`“${quote}”`] : []),
      ],
      button: { label: "Read the reviews", url },
    });
  }
  const who = review.author_name ?? "Ein Elternteil";
  return buildNoticeMail({
    language,
    subject: `Neue Bewertung für ${placeName}`,
    greeting: "Hallo,",
    paragraphs: [
      `${who} hat „${placeName}“ mit ${review.rating} von 5 Sternen bewertet.`,
      ...(quote ? [`„${quote}“`] : []),
    ],
    button: { label: "Bewertungen ansehen", url },
  });
}

/**
 * Mails the place's owners about a new review, after the answer has gone out (a failure is logged).
 * @param options.reviewerId the author, who gets no mail about their own review
 */
export async function notifyPlaceOwnersOfReview(
  app: FastifyInstance,
  options: { placeId: string; reviewerId: string; review: TReview },
): Promise<void> {
  const owners = await findPlaceOwners(app.db, options.placeId);
  const language: MailLanguage = "de";
  const mail = buildNewReviewMail({
    placeName: owners.name,
    review: options.review,
    url: new URL(`/places/${options.placeId}#reviews-title`, app.userMail.publicUrl).toString(),
    language,
  });
  for (const userId of owners.userIds) {
    if (userId === options.reviewerId) continue;
    sendUserMailInBackground(app, { userId, kind: "new_reviews", language, mail });
  }
}
