-- The shown value of every answered family fact (decisions/016-family-facts.md). One rule
-- for every reader — the place page, the list filters, the cards, the export — always as of now:
-- 1. the latest owner's or admin's answer wins;
-- 2. otherwise the value with the most weight, each answer weighing 1, or 0.5 when older than 12 months
--    (FACT_HALF_WEIGHT_MONTHS); a tie at the top is 'unclear'.
-- confirmations (parent_confirmations: those by parents), last_confirmed_at and sources describe the answers that agree with the shown value (all
-- answers when it is unclear); location joins their changing-table locations.
CREATE VIEW place_facts AS
WITH tally AS (
  SELECT place_id, key, value,
    rank() OVER (PARTITION BY place_id, key ORDER BY sum(
      CASE WHEN answered_at > now() - interval '12 months' THEN 1.0 ELSE 0.5 END) DESC) AS position
  FROM place_fact_answers
  GROUP BY place_id, key, value
),
majority AS (
  SELECT place_id, key,
    CASE WHEN count(*) FILTER (WHERE position = 1) = 1 THEN max(value) FILTER (WHERE position = 1)
      ELSE 'unclear' END AS value
  FROM tally
  GROUP BY place_id, key
),
authority AS (
  SELECT DISTINCT ON (place_id, key) place_id, key, value, source::text AS decided_by
  FROM place_fact_answers
  WHERE source IN ('owner', 'admin')
  ORDER BY place_id, key, answered_at DESC
),
shown AS (
  SELECT majority.place_id, majority.key, coalesce(authority.value, majority.value) AS value,
    coalesce(authority.decided_by, 'majority') AS decided_by
  FROM majority LEFT JOIN authority USING (place_id, key)
)
SELECT shown.place_id, shown.key, shown.value,
  coalesce(array_agg(DISTINCT location.value) FILTER (WHERE location.value IS NOT NULL), '{}') AS location,
  count(DISTINCT answer.id)::integer AS confirmations,
  (count(DISTINCT answer.id) FILTER (WHERE answer.source = 'parent'))::integer AS parent_confirmations,
  max(answer.answered_at) AS last_confirmed_at,
  array_agg(DISTINCT answer.source::text) AS sources,
  shown.decided_by
FROM shown
JOIN place_fact_answers answer ON answer.place_id = shown.place_id AND answer.key = shown.key
  AND (shown.value = 'unclear' OR answer.value = shown.value)
LEFT JOIN LATERAL unnest(answer.location) AS location(value) ON true
GROUP BY shown.place_id, shown.key, shown.value, shown.decided_by;
