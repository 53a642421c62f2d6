CREATE TABLE "destination_categories" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"category_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "destination_categories_pkey" PRIMARY KEY("item_id","field","category_id")
);
--> statement-breakpoint
CREATE TABLE "destination_contents" (
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
	"pub_date" timestamp,
	"google" jsonb,
	"social" jsonb,
	"contacts" jsonb,
	CONSTRAINT "destination_contents_item_id_lang_unique" UNIQUE("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "destination_municipalities" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"municipality_id" integer NOT NULL,
	CONSTRAINT "destination_municipalities_pkey" PRIMARY KEY("item_id","field","municipality_id")
);
--> statement-breakpoint
CREATE TABLE "destination" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"attachments" jsonb,
	"locations" jsonb,
	CONSTRAINT "destination_id_draft_unique" UNIQUE("id","draft")
);
--> statement-breakpoint
CREATE TABLE "destination_tags" (
	"item_id" integer NOT NULL,
	"lang" text DEFAULT '' NOT NULL,
	"field" text NOT NULL,
	"tag_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "destination_tags_pkey" PRIMARY KEY("item_id","lang","field","tag_id")
);
--> statement-breakpoint
CREATE TABLE "eat_categories" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"category_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "eat_categories_pkey" PRIMARY KEY("item_id","field","category_id")
);
--> statement-breakpoint
CREATE TABLE "eat_contents" (
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
	"pub_date" timestamp,
	"google" jsonb,
	"social" jsonb,
	"contacts" jsonb,
	CONSTRAINT "eat_contents_item_id_lang_unique" UNIQUE("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "eat" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"locations" jsonb,
	"attachments" jsonb,
	CONSTRAINT "eat_id_draft_unique" UNIQUE("id","draft")
);
--> statement-breakpoint
CREATE TABLE "eat_tags" (
	"item_id" integer NOT NULL,
	"lang" text DEFAULT '' NOT NULL,
	"field" text NOT NULL,
	"tag_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "eat_tags_pkey" PRIMARY KEY("item_id","lang","field","tag_id")
);
--> statement-breakpoint
CREATE TABLE "guide_categories" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"category_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "guide_categories_pkey" PRIMARY KEY("item_id","field","category_id")
);
--> statement-breakpoint
CREATE TABLE "guide_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"lang" text NOT NULL,
	"title" text,
	"nome" text,
	"cognome" text,
	"slug" text,
	"nascita" date,
	"tesserino" text,
	"bio" text,
	"status" integer DEFAULT 2 NOT NULL,
	"author" integer,
	CONSTRAINT "guide_contents_item_id_lang_unique" UNIQUE("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "guide" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"comune" integer,
	CONSTRAINT "guide_id_draft_unique" UNIQUE("id","draft")
);
--> statement-breakpoint
CREATE TABLE "place_categories" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"category_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "place_categories_pkey" PRIMARY KEY("item_id","field","category_id")
);
--> statement-breakpoint
CREATE TABLE "place_contents" (
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
	"pub_date" timestamp,
	"google" jsonb,
	"social" jsonb,
	"contacts" jsonb,
	CONSTRAINT "place_contents_item_id_lang_unique" UNIQUE("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "place" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"locations" jsonb,
	"attachments" jsonb,
	CONSTRAINT "place_id_draft_unique" UNIQUE("id","draft")
);
--> statement-breakpoint
CREATE TABLE "place_tags" (
	"item_id" integer NOT NULL,
	"lang" text DEFAULT '' NOT NULL,
	"field" text NOT NULL,
	"tag_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "place_tags_pkey" PRIMARY KEY("item_id","lang","field","tag_id")
);
--> statement-breakpoint
CREATE TABLE "rent_categories" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"category_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "rent_categories_pkey" PRIMARY KEY("item_id","field","category_id")
);
--> statement-breakpoint
CREATE TABLE "rent_contents" (
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
	"pub_date" timestamp,
	"google" jsonb,
	"social" jsonb,
	"contacts" jsonb,
	CONSTRAINT "rent_contents_item_id_lang_unique" UNIQUE("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "rent" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"locations" jsonb,
	"attachments" jsonb,
	CONSTRAINT "rent_id_draft_unique" UNIQUE("id","draft")
);
--> statement-breakpoint
CREATE TABLE "rent_tags" (
	"item_id" integer NOT NULL,
	"lang" text DEFAULT '' NOT NULL,
	"field" text NOT NULL,
	"tag_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rent_tags_pkey" PRIMARY KEY("item_id","lang","field","tag_id")
);
--> statement-breakpoint
CREATE TABLE "sportwellness_categories" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"category_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sportwellness_categories_pkey" PRIMARY KEY("item_id","field","category_id")
);
--> statement-breakpoint
CREATE TABLE "sportwellness_contents" (
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
	"pub_date" timestamp,
	"google" jsonb,
	"social" jsonb,
	"contacts" jsonb,
	CONSTRAINT "sportwellness_contents_item_id_lang_unique" UNIQUE("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "sportwellness" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"locations" jsonb,
	"attachments" jsonb,
	CONSTRAINT "sportwellness_id_draft_unique" UNIQUE("id","draft")
);
--> statement-breakpoint
CREATE TABLE "sportwellness_tags" (
	"item_id" integer NOT NULL,
	"lang" text DEFAULT '' NOT NULL,
	"field" text NOT NULL,
	"tag_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sportwellness_tags_pkey" PRIMARY KEY("item_id","lang","field","tag_id")
);
--> statement-breakpoint
CREATE TABLE "station_contents" (
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
	"pub_date" timestamp,
	"google" jsonb,
	"social" jsonb,
	"contacts" jsonb,
	CONSTRAINT "station_contents_item_id_lang_unique" UNIQUE("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "station" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"locations" jsonb,
	"attachments" jsonb,
	"prices" jsonb,
	CONSTRAINT "station_id_draft_unique" UNIQUE("id","draft")
);
--> statement-breakpoint
CREATE TABLE "station_tags" (
	"item_id" integer NOT NULL,
	"lang" text DEFAULT '' NOT NULL,
	"field" text NOT NULL,
	"tag_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "station_tags_pkey" PRIMARY KEY("item_id","lang","field","tag_id")
);
--> statement-breakpoint
CREATE TABLE "stay_categories" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"category_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "stay_categories_pkey" PRIMARY KEY("item_id","field","category_id")
);
--> statement-breakpoint
CREATE TABLE "stay_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"lang" text NOT NULL,
	"name" text,
	"status" integer DEFAULT 2 NOT NULL,
	"author" integer,
	CONSTRAINT "stay_contents_item_id_lang_unique" UNIQUE("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "stay" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"locations" jsonb,
	"contacts" jsonb,
	"rating" double precision,
	CONSTRAINT "stay_id_draft_unique" UNIQUE("id","draft")
);
--> statement-breakpoint
ALTER TABLE "destination_categories" ADD CONSTRAINT "destination_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."destination"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_categories" ADD CONSTRAINT "destination_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_contents" ADD CONSTRAINT "destination_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."destination"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "destination_contents" ADD CONSTRAINT "destination_contents_author_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_municipalities" ADD CONSTRAINT "destination_municipalities_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."destination"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_municipalities" ADD CONSTRAINT "destination_municipalities_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination" ADD CONSTRAINT "destination_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."destination"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination" ADD CONSTRAINT "destination_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_tags" ADD CONSTRAINT "destination_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."destination"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_tags" ADD CONSTRAINT "destination_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eat_categories" ADD CONSTRAINT "eat_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."eat"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eat_categories" ADD CONSTRAINT "eat_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eat_contents" ADD CONSTRAINT "eat_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."eat"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "eat_contents" ADD CONSTRAINT "eat_contents_author_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eat" ADD CONSTRAINT "eat_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."eat"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eat" ADD CONSTRAINT "eat_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eat_tags" ADD CONSTRAINT "eat_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."eat"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eat_tags" ADD CONSTRAINT "eat_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_categories" ADD CONSTRAINT "guide_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."guide"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_categories" ADD CONSTRAINT "guide_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_contents" ADD CONSTRAINT "guide_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."guide"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "guide_contents" ADD CONSTRAINT "guide_contents_author_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide" ADD CONSTRAINT "guide_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."guide"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide" ADD CONSTRAINT "guide_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide" ADD CONSTRAINT "guide_comune_fk" FOREIGN KEY ("comune") REFERENCES "public"."municipalities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_categories" ADD CONSTRAINT "place_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_categories" ADD CONSTRAINT "place_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_contents" ADD CONSTRAINT "place_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."place"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "place_contents" ADD CONSTRAINT "place_contents_author_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place" ADD CONSTRAINT "place_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place" ADD CONSTRAINT "place_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_tags" ADD CONSTRAINT "place_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_tags" ADD CONSTRAINT "place_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_categories" ADD CONSTRAINT "rent_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."rent"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_categories" ADD CONSTRAINT "rent_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_contents" ADD CONSTRAINT "rent_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."rent"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "rent_contents" ADD CONSTRAINT "rent_contents_author_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent" ADD CONSTRAINT "rent_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."rent"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent" ADD CONSTRAINT "rent_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_tags" ADD CONSTRAINT "rent_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."rent"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_tags" ADD CONSTRAINT "rent_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportwellness_categories" ADD CONSTRAINT "sportwellness_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."sportwellness"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportwellness_categories" ADD CONSTRAINT "sportwellness_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportwellness_contents" ADD CONSTRAINT "sportwellness_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."sportwellness"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sportwellness_contents" ADD CONSTRAINT "sportwellness_contents_author_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportwellness" ADD CONSTRAINT "sportwellness_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."sportwellness"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportwellness" ADD CONSTRAINT "sportwellness_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportwellness_tags" ADD CONSTRAINT "sportwellness_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."sportwellness"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportwellness_tags" ADD CONSTRAINT "sportwellness_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_contents" ADD CONSTRAINT "station_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."station"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "station_contents" ADD CONSTRAINT "station_contents_author_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station" ADD CONSTRAINT "station_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."station"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station" ADD CONSTRAINT "station_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_tags" ADD CONSTRAINT "station_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."station"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_tags" ADD CONSTRAINT "station_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_categories" ADD CONSTRAINT "stay_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."stay"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_categories" ADD CONSTRAINT "stay_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_contents" ADD CONSTRAINT "stay_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."stay"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "stay_contents" ADD CONSTRAINT "stay_contents_author_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay" ADD CONSTRAINT "stay_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."stay"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay" ADD CONSTRAINT "stay_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "destination_categories_category_id_idx" ON "destination_categories" USING btree ("category_id","field");--> statement-breakpoint
CREATE UNIQUE INDEX "destination_categories_primary_unique" ON "destination_categories" USING btree ("item_id","field") WHERE "destination_categories"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "destination_contents_lang_slug_unique" ON "destination_contents" USING btree ("lang","slug") WHERE "destination_contents"."slug" <> '' and "destination_contents"."draft" = 0;--> statement-breakpoint
CREATE INDEX "destination_contents_lang_status_item_id_idx" ON "destination_contents" USING btree ("lang","status","item_id");--> statement-breakpoint
CREATE INDEX "destination_contents_lang_pub_date_idx" ON "destination_contents" USING btree ("lang","pub_date");--> statement-breakpoint
CREATE INDEX "destination_municipalities_municipality_id_idx" ON "destination_municipalities" USING btree ("municipality_id","field");--> statement-breakpoint
CREATE INDEX "destination_original_id_idx" ON "destination" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "destination_tags_tag_id_idx" ON "destination_tags" USING btree ("tag_id","field");--> statement-breakpoint
CREATE INDEX "eat_categories_category_id_idx" ON "eat_categories" USING btree ("category_id","field");--> statement-breakpoint
CREATE UNIQUE INDEX "eat_categories_primary_unique" ON "eat_categories" USING btree ("item_id","field") WHERE "eat_categories"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "eat_contents_lang_slug_unique" ON "eat_contents" USING btree ("lang","slug") WHERE "eat_contents"."slug" <> '' and "eat_contents"."draft" = 0;--> statement-breakpoint
CREATE INDEX "eat_contents_lang_status_item_id_idx" ON "eat_contents" USING btree ("lang","status","item_id");--> statement-breakpoint
CREATE INDEX "eat_contents_lang_pub_date_idx" ON "eat_contents" USING btree ("lang","pub_date");--> statement-breakpoint
CREATE INDEX "eat_original_id_idx" ON "eat" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "eat_tags_tag_id_idx" ON "eat_tags" USING btree ("tag_id","field");--> statement-breakpoint
CREATE INDEX "guide_categories_category_id_idx" ON "guide_categories" USING btree ("category_id","field");--> statement-breakpoint
CREATE UNIQUE INDEX "guide_categories_primary_unique" ON "guide_categories" USING btree ("item_id","field") WHERE "guide_categories"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "guide_contents_lang_slug_unique" ON "guide_contents" USING btree ("lang","slug") WHERE "guide_contents"."slug" <> '' and "guide_contents"."draft" = 0;--> statement-breakpoint
CREATE INDEX "guide_contents_lang_status_item_id_idx" ON "guide_contents" USING btree ("lang","status","item_id");--> statement-breakpoint
CREATE INDEX "guide_original_id_idx" ON "guide" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "place_categories_category_id_idx" ON "place_categories" USING btree ("category_id","field");--> statement-breakpoint
CREATE UNIQUE INDEX "place_categories_primary_unique" ON "place_categories" USING btree ("item_id","field") WHERE "place_categories"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "place_contents_lang_slug_unique" ON "place_contents" USING btree ("lang","slug") WHERE "place_contents"."slug" <> '' and "place_contents"."draft" = 0;--> statement-breakpoint
CREATE INDEX "place_contents_lang_status_item_id_idx" ON "place_contents" USING btree ("lang","status","item_id");--> statement-breakpoint
CREATE INDEX "place_contents_lang_pub_date_idx" ON "place_contents" USING btree ("lang","pub_date");--> statement-breakpoint
CREATE INDEX "place_original_id_idx" ON "place" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "place_tags_tag_id_idx" ON "place_tags" USING btree ("tag_id","field");--> statement-breakpoint
CREATE INDEX "rent_categories_category_id_idx" ON "rent_categories" USING btree ("category_id","field");--> statement-breakpoint
CREATE UNIQUE INDEX "rent_categories_primary_unique" ON "rent_categories" USING btree ("item_id","field") WHERE "rent_categories"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "rent_contents_lang_slug_unique" ON "rent_contents" USING btree ("lang","slug") WHERE "rent_contents"."slug" <> '' and "rent_contents"."draft" = 0;--> statement-breakpoint
CREATE INDEX "rent_contents_lang_status_item_id_idx" ON "rent_contents" USING btree ("lang","status","item_id");--> statement-breakpoint
CREATE INDEX "rent_contents_lang_pub_date_idx" ON "rent_contents" USING btree ("lang","pub_date");--> statement-breakpoint
CREATE INDEX "rent_original_id_idx" ON "rent" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "rent_tags_tag_id_idx" ON "rent_tags" USING btree ("tag_id","field");--> statement-breakpoint
CREATE INDEX "sportwellness_categories_category_id_idx" ON "sportwellness_categories" USING btree ("category_id","field");--> statement-breakpoint
CREATE UNIQUE INDEX "sportwellness_categories_primary_unique" ON "sportwellness_categories" USING btree ("item_id","field") WHERE "sportwellness_categories"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "sportwellness_contents_lang_slug_unique" ON "sportwellness_contents" USING btree ("lang","slug") WHERE "sportwellness_contents"."slug" <> '' and "sportwellness_contents"."draft" = 0;--> statement-breakpoint
CREATE INDEX "sportwellness_contents_lang_status_item_id_idx" ON "sportwellness_contents" USING btree ("lang","status","item_id");--> statement-breakpoint
CREATE INDEX "sportwellness_contents_lang_pub_date_idx" ON "sportwellness_contents" USING btree ("lang","pub_date");--> statement-breakpoint
CREATE INDEX "sportwellness_original_id_idx" ON "sportwellness" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "sportwellness_tags_tag_id_idx" ON "sportwellness_tags" USING btree ("tag_id","field");--> statement-breakpoint
CREATE UNIQUE INDEX "station_contents_lang_slug_unique" ON "station_contents" USING btree ("lang","slug") WHERE "station_contents"."slug" <> '' and "station_contents"."draft" = 0;--> statement-breakpoint
CREATE INDEX "station_contents_lang_status_item_id_idx" ON "station_contents" USING btree ("lang","status","item_id");--> statement-breakpoint
CREATE INDEX "station_contents_lang_pub_date_idx" ON "station_contents" USING btree ("lang","pub_date");--> statement-breakpoint
CREATE INDEX "station_original_id_idx" ON "station" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "station_tags_tag_id_idx" ON "station_tags" USING btree ("tag_id","field");--> statement-breakpoint
CREATE INDEX "stay_categories_category_id_idx" ON "stay_categories" USING btree ("category_id","field");--> statement-breakpoint
CREATE UNIQUE INDEX "stay_categories_primary_unique" ON "stay_categories" USING btree ("item_id","field") WHERE "stay_categories"."is_primary";--> statement-breakpoint
CREATE INDEX "stay_contents_lang_status_item_id_idx" ON "stay_contents" USING btree ("lang","status","item_id");--> statement-breakpoint
CREATE INDEX "stay_original_id_idx" ON "stay" USING btree ("original_id");