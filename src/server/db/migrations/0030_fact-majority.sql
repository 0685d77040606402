-- A fact shows what most parents said, in every part (decisions/031-fact-majority.md): the changing
-- table's location is what most of the answers that name one say, not every room any answer named, and
-- the answers that disagree (the minority) are kept apart for the place page ("1 Elternteil sagt auch:
-- Damen-WC"). The place page, the list filter `fact=…`, the cards, the search words and the export all
-- read this one view, so they follow the shown value together.

-- How much one answer counts: 1, or half when it is older than 12 months (decisions/016). The one place
-- where answers are weighed; the whole row is passed, so a later rule can weigh by more (the answerer's
-- standing) by replacing this function alone.
CREATE FUNCTION luett_fact_answer_weight(answer place_fact_answers) RETURNS numeric
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN answer.answered_at > now() - interval '12 months' THEN 1.0 ELSE 0.5 END $$;
--> statement-breakpoint

-- The shown value of every answered family fact, always as of now, per place and fact:
-- 1. value (`shown`): the latest owner's or admin's answer wins (`decided_by`); otherwise the value with
--    the most weight; a tie at the top is 'unclear'.
-- 2. confirmations, parent_confirmations (those by parents), last_confirmed_at and sources (`agreed`)
--    describe the answers that agree with the shown value (all answers when it is unclear).
-- 3. location (`located`, the changing table): the locations named by more than half the weight of the
--    agreeing answers that name any location — or the deciding owner's or admin's locations when their
--    answer names some. A tie shows neither; an unclear value shows none.
-- 4. minority: what the other answers say, one entry per value or location and source with the number
--    of answers — `{"value", "location": null, "source", "answers"}` for answers to another value
--    (`dissent`; every answer when unclear), `{"value", "location", …}` for a location that agreeing
--    answers name but that is not shown (`located`).
-- Each part reads the fact's own answers through the index on (place_id, key, user_id), so a reader
-- that asks for one place or one fact computes only those, and the parts a reader does not select
-- (LEFT JOIN LATERAL) are not computed at all. (A version with one CTE per step let the planner join
-- the steps' results in nested loops: 23 s for one place page with 7,500 answers; decisions/031.)
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
      SELECT answer.value, rank() OVER (ORDER BY sum(luett_fact_answer_weight(answer)) DESC) AS position
      FROM place_fact_answers answer
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
        sum(luett_fact_answer_weight(answer)) AS weight
      FROM place_fact_answers answer CROSS JOIN LATERAL unnest(answer.location) AS named(location)
      WHERE answer.place_id = fact.place_id AND answer.key = fact.key AND answer.value = shown.value
      GROUP BY named.location, answer.source
    ) by_source
    CROSS JOIN (
      SELECT sum(luett_fact_answer_weight(answer)) AS weight
      FROM place_fact_answers answer
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
