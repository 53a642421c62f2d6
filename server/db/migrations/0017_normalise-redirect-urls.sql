-- Issue #28 item 11: rules were stored with their percent-encoding as typed, so `/it/%62` and
-- `/it/b` could be two rules of one address. The addresses now take the normal form of
-- `normalisePercentEncoding` (core/redirects.ts, RFC 3986 sections 6.2.2.1-2): an encoded
-- unreserved character decoded, every other triplet's hex digits in upper case, a `%` that starts
-- no triplet encoded itself (`%25`). (Dot segments were already removed when the rules were
-- saved.) Rules that become one keep the oldest (lowest id), with the hits of all and the latest
-- hit; the others go. tests/api/redirects.test.ts runs this file on rows the old code could store
-- and compares them with the server's normaliser.
CREATE FUNCTION "redirects_normal_percent"(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT coalesce(string_agg(
    CASE
      WHEN p.part = '%' THEN '%25'
      WHEN c.code IS NULL THEN p.part
      WHEN c.code BETWEEN 48 AND 57 OR c.code BETWEEN 65 AND 90 OR c.code BETWEEN 97 AND 122
        OR c.code IN (45, 46, 95, 126) THEN chr(c.code)
      ELSE upper(p.part)
    END, '' ORDER BY m.n), '')
  FROM regexp_matches(value, '%[0-9A-Fa-f]{2}|[^%]+|%', 'g') WITH ORDINALITY AS m(parts, n)
  CROSS JOIN LATERAL (SELECT m.parts[1] AS part) AS p
  CROSS JOIN LATERAL (
    SELECT CASE WHEN p.part ~ '^%[0-9A-Fa-f]{2}$' THEN get_byte(decode(substr(p.part, 2), 'hex'), 0) END AS code
  ) AS c
$$;
--> statement-breakpoint
WITH "normal" AS (
  SELECT "id", "redirects_normal_percent"("old_url") AS "url", "hits", "last_hit_at" FROM "redirects"
), "merged" AS (
  SELECT min("id") AS "id", least(sum("hits"), 2147483647)::int AS "hits", max("last_hit_at") AS "last_hit_at"
  FROM "normal" GROUP BY "url" HAVING count(*) > 1
)
UPDATE "redirects" AS "r" SET "hits" = "merged"."hits", "last_hit_at" = "merged"."last_hit_at"
FROM "merged" WHERE "r"."id" = "merged"."id";
--> statement-breakpoint
WITH "normal" AS (
  SELECT "id", "redirects_normal_percent"("old_url") AS "url" FROM "redirects"
), "kept" AS (
  SELECT "url", min("id") AS "id" FROM "normal" GROUP BY "url"
)
DELETE FROM "redirects" AS "r" USING "normal", "kept"
WHERE "normal"."id" = "r"."id" AND "kept"."url" = "normal"."url" AND "kept"."id" <> "r"."id";
--> statement-breakpoint
UPDATE "redirects" SET
  "old_url" = "redirects_normal_percent"("old_url"),
  "new_url" = "redirects_normal_percent"("new_url")
WHERE "old_url" LIKE '%\%%' OR "new_url" LIKE '%\%%';
--> statement-breakpoint
DROP FUNCTION "redirects_normal_percent"(text);
