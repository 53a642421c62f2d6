CREATE TABLE "itinerary_categories" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"category_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "itinerary_categories_pkey" PRIMARY KEY("item_id","field","category_id")
);
--> statement-breakpoint
CREATE TABLE "itinerary_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"lang" text NOT NULL,
	"title" text,
	"slug" text,
	"subtitle" text,
	"excerpt" text,
	"description" text,
	"status" integer DEFAULT 2 NOT NULL,
	"author" integer,
	"google" jsonb,
	"social" jsonb,
	"contacts" jsonb,
	CONSTRAINT "itinerary_contents_item_id_lang_unique" UNIQUE("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "itinerary" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"attachments" jsonb,
	"tappe" jsonb,
	"portal" jsonb,
	CONSTRAINT "itinerary_id_draft_unique" UNIQUE("id","draft")
);
--> statement-breakpoint
CREATE TABLE "itinerary_tags" (
	"item_id" integer NOT NULL,
	"lang" text DEFAULT '' NOT NULL,
	"field" text NOT NULL,
	"tag_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "itinerary_tags_pkey" PRIMARY KEY("item_id","lang","field","tag_id")
);
--> statement-breakpoint
CREATE TABLE "viaemilia_categories" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"category_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "viaemilia_categories_pkey" PRIMARY KEY("item_id","field","category_id")
);
--> statement-breakpoint
CREATE TABLE "viaemilia_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"lang" text NOT NULL,
	"title" text,
	"slug" text,
	"subtitle" text,
	"excerpt" text,
	"description" text,
	"status" integer DEFAULT 2 NOT NULL,
	"author" integer,
	"google" jsonb,
	"social" jsonb,
	"contacts" jsonb,
	CONSTRAINT "viaemilia_contents_item_id_lang_unique" UNIQUE("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "viaemilia" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"attachments" jsonb,
	"tappe" jsonb,
	"portal" jsonb,
	CONSTRAINT "viaemilia_id_draft_unique" UNIQUE("id","draft")
);
--> statement-breakpoint
CREATE TABLE "viaemilia_tags" (
	"item_id" integer NOT NULL,
	"lang" text DEFAULT '' NOT NULL,
	"field" text NOT NULL,
	"tag_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "viaemilia_tags_pkey" PRIMARY KEY("item_id","lang","field","tag_id")
);
--> statement-breakpoint
ALTER TABLE "itinerary_categories" ADD CONSTRAINT "itinerary_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."itinerary"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_categories" ADD CONSTRAINT "itinerary_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_contents" ADD CONSTRAINT "itinerary_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."itinerary"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "itinerary_contents" ADD CONSTRAINT "itinerary_contents_author_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary" ADD CONSTRAINT "itinerary_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."itinerary"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary" ADD CONSTRAINT "itinerary_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_tags" ADD CONSTRAINT "itinerary_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."itinerary"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_tags" ADD CONSTRAINT "itinerary_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viaemilia_categories" ADD CONSTRAINT "viaemilia_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."viaemilia"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viaemilia_categories" ADD CONSTRAINT "viaemilia_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viaemilia_contents" ADD CONSTRAINT "viaemilia_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."viaemilia"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "viaemilia_contents" ADD CONSTRAINT "viaemilia_contents_author_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viaemilia" ADD CONSTRAINT "viaemilia_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."viaemilia"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viaemilia" ADD CONSTRAINT "viaemilia_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viaemilia_tags" ADD CONSTRAINT "viaemilia_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."viaemilia"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viaemilia_tags" ADD CONSTRAINT "viaemilia_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "itinerary_categories_category_id_idx" ON "itinerary_categories" USING btree ("category_id","field","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "itinerary_categories_primary_unique" ON "itinerary_categories" USING btree ("item_id","field") WHERE "itinerary_categories"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "itinerary_contents_lang_slug_unique" ON "itinerary_contents" USING btree ("lang","slug") WHERE "itinerary_contents"."slug" <> '' and "itinerary_contents"."draft" = 0;--> statement-breakpoint
CREATE INDEX "itinerary_contents_lang_status_draft_item_id_idx" ON "itinerary_contents" USING btree ("lang","status","draft","item_id");--> statement-breakpoint
CREATE INDEX "itinerary_original_id_idx" ON "itinerary" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "itinerary_tags_tag_id_idx" ON "itinerary_tags" USING btree ("tag_id","field","item_id");--> statement-breakpoint
CREATE INDEX "viaemilia_categories_category_id_idx" ON "viaemilia_categories" USING btree ("category_id","field","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "viaemilia_categories_primary_unique" ON "viaemilia_categories" USING btree ("item_id","field") WHERE "viaemilia_categories"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "viaemilia_contents_lang_slug_unique" ON "viaemilia_contents" USING btree ("lang","slug") WHERE "viaemilia_contents"."slug" <> '' and "viaemilia_contents"."draft" = 0;--> statement-breakpoint
CREATE INDEX "viaemilia_contents_lang_status_draft_item_id_idx" ON "viaemilia_contents" USING btree ("lang","status","draft","item_id");--> statement-breakpoint
CREATE INDEX "viaemilia_original_id_idx" ON "viaemilia" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "viaemilia_tags_tag_id_idx" ON "viaemilia_tags" USING btree ("tag_id","field","item_id");