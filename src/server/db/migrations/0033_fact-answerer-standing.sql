-- Crowd facts that fresh accounts cannot flip (decisions/042-fact-answerer-standing.md): a parent's
-- answer counts fully once their account is a week old and its e-mail address confirmed, and a fifth
-- before.
--
-- weight = recency × standing
--   recency:  1, or 0.5 when the answer is older than 12 months (decisions/016)
--   standing: 1 for OpenStreetMap's, owners' and admins' answers (owners and admins decide anyway, step 1
--             of the view); for a parent 1 when their account is at least 7 days old and its address
--             confirmed, else 0.2.
--
-- The weighing function now takes the answerer's account beside the answer, and the view joins it once
-- per weighed answer (by primary key). A function that looked the account up itself could not be
-- inlined (PostgreSQL inlines no SQL function with a subquery) and made the view up to 5 times slower
-- (decisions/042); this one is a plain expression the planner inlines, like the one it replaces. Only
-- the three weighed reads of the view change; its columns and every reader stay as in migration 0030.
CREATE FUNCTION luett_fact_answer_weight(answer place_fact_answers, answerer "user") RETURNS numeric
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT CASE WHEN answer.answered_at > now() - interval '12 months' THEN 1.0 ELSE 0.5 END
      * CASE WHEN answer.source <> 'parent' THEN 1.0
          WHEN answerer.email_verified AND answerer.created_at <= now() - interval '7 days' THEN 1.0
          ELSE 0.2 END
  $$;
--> statement-breakpoint

-- As in migration 0030, with the answerer joined where answers are weighed.
CREATE OR REPLACE VIEW place_facts AS
SELECT fact.place_id, fact.key, shown.value,
  coalesce(located.location, '{}') AS location,
  agreed.confirmations, agreed.parent_confirmations, agreed.last_confirmed_at, agreed.sources,
  shown.decided_by,
  coalesce(dissent.minority, '[]') || coalesce(located.minority, '[]') AS minority
FROM (SELECT DISTINCT place_id, key FROM place_fact_answers) fact
CROSS JOIN LATERAL (
  SELECT coalesce(authority.value, majority.value) AS value,
    coalesce(authority.source, 'majority') AS decided_by,
    coalesce(authority.location, '{}') AS decided_location
  FROM (
    SELECT CASE WHEN count(*) FILTER (WHERE tally.position = 1) = 1
      THEN max(tally.value) FILTER (WHERE tally.position = 1) ELSE 'unclear' END AS value
    FROM (
      SELECT answer.value,
        rank() OVER (ORDER BY sum(luett_fact_answer_weight(answer, answerer)) DESC) AS position
      FROM place_fact_answers answer LEFT JOIN "user" answerer ON answerer.id = answer.user_id
      WHERE answer.place_id = fact.place_id AND answer.key = fact.key
      GROUP BY answer.value
    ) tally
  ) majority
  LEFT JOIN LATERAL (
    SELECT answer.value, answer.location, answer.source::text AS source
    FROM place_fact_answers answer
    WHERE answer.place_id = fact.place_id AND answer.key = fact.key AND answer.source IN ('owner', 'admin')
    ORDER BY answer.answered_at DESC
    LIMIT 1
  ) authority ON true
) shown
LEFT JOIN LATERAL (
  SELECT count(*)::integer AS confirmations,
    (count(*) FILTER (WHERE answer.source = 'parent'))::integer AS parent_confirmations,
    max(answer.answered_at) AS last_confirmed_at,
    array_agg(DISTINCT answer.source::text) AS sources
  FROM place_fact_answers answer
  WHERE answer.place_id = fact.place_id AND answer.key = fact.key
    AND (shown.value = 'unclear' OR answer.value = shown.value)
) agreed ON true
LEFT JOIN LATERAL (
  SELECT array_agg(DISTINCT named.location) FILTER (WHERE named.is_shown) AS location,
    jsonb_agg(jsonb_build_object('value', shown.value, 'location', named.location, 'source', named.source,
      'answers', named.answers)) FILTER (WHERE NOT named.is_shown) AS minority
  FROM (
    SELECT by_source.location, by_source.source, by_source.answers,
      CASE WHEN cardinality(shown.decided_location) > 0 THEN by_source.location = ANY(shown.decided_location)
        ELSE 2 * sum(by_source.weight) OVER (PARTITION BY by_source.location) > voters.weight END AS is_shown
    FROM (
      SELECT named.location, answer.source::text AS source, count(*) AS answers,
        sum(luett_fact_answer_weight(answer, answerer)) AS weight
      FROM place_fact_answers answer CROSS JOIN LATERAL unnest(answer.location) AS named(location)
        LEFT JOIN "user" answerer ON answerer.id = answer.user_id
      WHERE answer.place_id = fact.place_id AND answer.key = fact.key AND answer.value = shown.value
      GROUP BY named.location, answer.source
    ) by_source
    CROSS JOIN (
      SELECT sum(luett_fact_answer_weight(answer, answerer)) AS weight
      FROM place_fact_answers answer LEFT JOIN "user" answerer ON answerer.id = answer.user_id
      WHERE answer.place_id = fact.place_id AND answer.key = fact.key AND answer.value = shown.value
        AND cardinality(answer.location) > 0
    ) voters
  ) named
) located ON true
LEFT JOIN LATERAL (
  SELECT jsonb_agg(jsonb_build_object('value', other.value, 'location', NULL, 'source', other.source,
    'answers', other.answers)) AS minority
  FROM (
    SELECT answer.value, answer.source::text AS source, count(*) AS answers
    FROM place_fact_answers answer
    WHERE answer.place_id = fact.place_id AND answer.key = fact.key
      AND (shown.value = 'unclear' OR answer.value <> shown.value)
    GROUP BY answer.value, answer.source
  ) other
) dissent ON true;
--> statement-breakpoint

DROP FUNCTION luett_fact_answer_weight(place_fact_answers);
