CREATE TABLE "menu_item_contents" (
	"menu_item_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"link" text NOT NULL,
	CONSTRAINT "menu_item_contents_pkey" PRIMARY KEY("menu_item_id","lang")
);
--> statement-breakpoint
DROP INDEX "menu_items_lang_parent_id_order_idx";--> statement-breakpoint
ALTER TABLE "licence" ADD COLUMN "versions" jsonb;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "license_version" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "cover_id" integer;--> statement-breakpoint
ALTER TABLE "menu_item_contents" ADD CONSTRAINT "menu_item_contents_menu_item_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_cover_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_items_parent_id_order_idx" ON "menu_items" USING btree ("parent_id","order");--> statement-breakpoint
-- Hand-written (#33): the menus were one tree per language (lang, title, link on each item); they
-- become one tree whose items have texts per language. Items are matched across the languages by
-- position: top-level items by their order, children by their order under the matched parent. At
-- each position the Italian item (else the English, else the German) is kept, with its target, and
-- takes the texts of the others, which are removed; siblings are numbered again by position.
CREATE TABLE "menu_items_merge" AS
WITH RECURSIVE "ranked" AS (
	SELECT "id", "parent_id", "lang",
		row_number() OVER (PARTITION BY "lang", "parent_id" ORDER BY "order", "id")::int AS "position"
	FROM "menu_items"
), "paths" AS (
	SELECT "id", "lang", "position", ARRAY["position"] AS "path" FROM "ranked" WHERE "parent_id" IS NULL
	UNION ALL
	SELECT "ranked"."id", "ranked"."lang", "ranked"."position", "paths"."path" || "ranked"."position"
	FROM "ranked" JOIN "paths" ON "ranked"."parent_id" = "paths"."id"
)
SELECT "id", "lang", "position",
	first_value("id") OVER (
		PARTITION BY "path"
		ORDER BY CASE "lang" WHEN 'it' THEN 0 WHEN 'en' THEN 1 ELSE 2 END, "id"
	) AS "keep"
FROM "paths";--> statement-breakpoint
INSERT INTO "menu_item_contents" ("menu_item_id", "lang", "title", "subtitle", "link")
SELECT "merge"."keep", "menu_items"."lang", "menu_items"."title", NULL, "menu_items"."link"
FROM "menu_items_merge" "merge" JOIN "menu_items" ON "menu_items"."id" = "merge"."id"
WHERE "menu_items"."lang" IN ('it', 'en', 'de')
ON CONFLICT ("menu_item_id", "lang") DO NOTHING;--> statement-breakpoint
UPDATE "menu_items" SET "parent_id" = "parent"."keep"
FROM "menu_items_merge" "parent"
WHERE "parent"."id" = "menu_items"."parent_id"
	AND "menu_items"."id" IN (SELECT "keep" FROM "menu_items_merge");--> statement-breakpoint
UPDATE "menu_items" SET "order" = "merge"."position"
FROM "menu_items_merge" "merge"
WHERE "merge"."id" = "menu_items"."id" AND "merge"."keep" = "menu_items"."id";--> statement-breakpoint
DELETE FROM "menu_items" WHERE "id" IN (SELECT "id" FROM "menu_items_merge" WHERE "keep" <> "id");--> statement-breakpoint
DROP TABLE "menu_items_merge";--> statement-breakpoint
ALTER TABLE "menu_items" DROP COLUMN "lang";--> statement-breakpoint
ALTER TABLE "menu_items" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "menu_items" DROP COLUMN "link";