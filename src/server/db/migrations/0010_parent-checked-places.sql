-- Places checked by parents (decisions/016): at least 3 facts whose
-- shown value was confirmed by at least 2 different parents in the last 12 months — the promise of the
-- landing page, now computed from the answers instead of set by hand.
CREATE VIEW place_parent_checks AS
SELECT answer.place_id
FROM place_facts fact
JOIN place_fact_answers answer ON answer.place_id = fact.place_id AND answer.key = fact.key
  AND answer.value = fact.value
WHERE answer.source = 'parent' AND answer.answered_at > now() - interval '12 months'
GROUP BY answer.place_id
HAVING count(DISTINCT answer.key) >= 3 AND count(DISTINCT answer.user_id) >= 2;
