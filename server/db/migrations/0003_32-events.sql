CREATE TABLE "event_categories" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"category_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "event_categories_pkey" PRIMARY KEY("item_id","field","category_id")
);
--> statement-breakpoint
CREATE TABLE "event_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"lang" text NOT NULL,
	"title" text,
	"slug" text,
	"subtitle" text,
	"description" text,
	"status" integer DEFAULT 2 NOT NULL,
	"author" integer,
	"pub_date" timestamp,
	"google" jsonb,
	"social" jsonb,
	"contacts" jsonb,
	"note" text,
	CONSTRAINT "event_contents_item_id_lang_unique" UNIQUE("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "event" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"attachments" jsonb,
	"stages" jsonb,
	"occurrence_days" datemultirange,
	CONSTRAINT "event_id_draft_unique" UNIQUE("id","draft")
);
--> statement-breakpoint
ALTER TABLE "event_categories" ADD CONSTRAINT "event_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_categories" ADD CONSTRAINT "event_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_contents" ADD CONSTRAINT "event_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."event"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "event_contents" ADD CONSTRAINT "event_contents_author_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event" ADD CONSTRAINT "event_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event" ADD CONSTRAINT "event_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_categories_category_id_idx" ON "event_categories" USING btree ("category_id","field","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_categories_primary_unique" ON "event_categories" USING btree ("item_id","field") WHERE "event_categories"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "event_contents_lang_slug_unique" ON "event_contents" USING btree ("lang","slug") WHERE "event_contents"."slug" <> '' and "event_contents"."draft" = 0;--> statement-breakpoint
CREATE INDEX "event_contents_lang_status_draft_item_id_idx" ON "event_contents" USING btree ("lang","status","draft","item_id");--> statement-breakpoint
CREATE INDEX "event_contents_lang_pub_date_idx" ON "event_contents" USING btree ("lang","pub_date");--> statement-breakpoint
CREATE INDEX "event_original_id_idx" ON "event" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "event_occurrence_days_idx" ON "event" USING gist ("occurrence_days");