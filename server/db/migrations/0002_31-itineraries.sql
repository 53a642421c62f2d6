CREATE TABLE "esperienze_categories" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"category_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "esperienze_categories_pkey" PRIMARY KEY("item_id","field","category_id")
);
--> statement-breakpoint
CREATE TABLE "esperienze_contents" (
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
	"price" text,
	"referente" text,
	CONSTRAINT "esperienze_contents_item_id_lang_unique" UNIQUE("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "esperienze_municipalities" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"municipality_id" integer NOT NULL,
	CONSTRAINT "esperienze_municipalities_pkey" PRIMARY KEY("item_id","field","municipality_id")
);
--> statement-breakpoint
CREATE TABLE "esperienze" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"attachments" jsonb,
	"operatore" jsonb,
	CONSTRAINT "esperienze_id_draft_unique" UNIQUE("id","draft")
);
--> statement-breakpoint
CREATE TABLE "esperienze_tags" (
	"item_id" integer NOT NULL,
	"lang" text DEFAULT '' NOT NULL,
	"field" text NOT NULL,
	"tag_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "esperienze_tags_pkey" PRIMARY KEY("item_id","lang","field","tag_id")
);
--> statement-breakpoint
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
CREATE TABLE "opendata_categories" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"category_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "opendata_categories_pkey" PRIMARY KEY("item_id","field","category_id")
);
--> statement-breakpoint
CREATE TABLE "opendata_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"lang" text NOT NULL,
	"title" text,
	"description" text,
	"status" integer DEFAULT 2 NOT NULL,
	"author" integer,
	"pub_date" timestamp,
	CONSTRAINT "opendata_contents_item_id_lang_unique" UNIQUE("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "opendata_municipalities" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"municipality_id" integer NOT NULL,
	CONSTRAINT "opendata_municipalities_pkey" PRIMARY KEY("item_id","field","municipality_id")
);
--> statement-breakpoint
CREATE TABLE "opendata" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"attachments" jsonb,
	CONSTRAINT "opendata_id_draft_unique" UNIQUE("id","draft")
);
--> statement-breakpoint
CREATE TABLE "opendata_tags" (
	"item_id" integer NOT NULL,
	"lang" text DEFAULT '' NOT NULL,
	"field" text NOT NULL,
	"tag_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "opendata_tags_pkey" PRIMARY KEY("item_id","lang","field","tag_id")
);
--> statement-breakpoint
CREATE TABLE "operatori_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"lang" text NOT NULL,
	"contacts" jsonb,
	"title" text,
	"slug" text,
	"description" text,
	"status" integer DEFAULT 2 NOT NULL,
	"author" integer,
	CONSTRAINT "operatori_contents_item_id_lang_unique" UNIQUE("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "operatori_municipalities" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"municipality_id" integer NOT NULL,
	CONSTRAINT "operatori_municipalities_pkey" PRIMARY KEY("item_id","field","municipality_id")
);
--> statement-breakpoint
CREATE TABLE "operatori" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"attachments" jsonb,
	CONSTRAINT "operatori_id_draft_unique" UNIQUE("id","draft")
);
--> statement-breakpoint
CREATE TABLE "proposte_soggiorno_categories" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"category_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "proposte_soggiorno_categories_pkey" PRIMARY KEY("item_id","field","category_id")
);
--> statement-breakpoint
CREATE TABLE "proposte_soggiorno_contents" (
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
	"price" text,
	CONSTRAINT "proposte_soggiorno_contents_item_id_lang_unique" UNIQUE("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "proposte_soggiorno_municipalities" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"municipality_id" integer NOT NULL,
	CONSTRAINT "proposte_soggiorno_municipalities_pkey" PRIMARY KEY("item_id","field","municipality_id")
);
--> statement-breakpoint
CREATE TABLE "proposte_soggiorno" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"attachments" jsonb,
	CONSTRAINT "proposte_soggiorno_id_draft_unique" UNIQUE("id","draft")
);
--> statement-breakpoint
CREATE TABLE "proposte_soggiorno_tags" (
	"item_id" integer NOT NULL,
	"lang" text DEFAULT '' NOT NULL,
	"field" text NOT NULL,
	"tag_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "proposte_soggiorno_tags_pkey" PRIMARY KEY("item_id","lang","field","tag_id")
);
--> statement-breakpoint
CREATE TABLE "soggiorno_categories" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"category_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "soggiorno_categories_pkey" PRIMARY KEY("item_id","field","category_id")
);
--> statement-breakpoint
CREATE TABLE "soggiorno_contents" (
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
	"price" text,
	CONSTRAINT "soggiorno_contents_item_id_lang_unique" UNIQUE("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "soggiorno_municipalities" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"municipality_id" integer NOT NULL,
	CONSTRAINT "soggiorno_municipalities_pkey" PRIMARY KEY("item_id","field","municipality_id")
);
--> statement-breakpoint
CREATE TABLE "soggiorno" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"attachments" jsonb,
	CONSTRAINT "soggiorno_id_draft_unique" UNIQUE("id","draft")
);
--> statement-breakpoint
CREATE TABLE "soggiorno_tags" (
	"item_id" integer NOT NULL,
	"lang" text DEFAULT '' NOT NULL,
	"field" text NOT NULL,
	"tag_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "soggiorno_tags_pkey" PRIMARY KEY("item_id","lang","field","tag_id")
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
ALTER TABLE "esperienze_categories" ADD CONSTRAINT "esperienze_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."esperienze"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esperienze_categories" ADD CONSTRAINT "esperienze_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esperienze_contents" ADD CONSTRAINT "esperienze_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."esperienze"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "esperienze_contents" ADD CONSTRAINT "esperienze_contents_author_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esperienze_municipalities" ADD CONSTRAINT "esperienze_municipalities_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."esperienze"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esperienze_municipalities" ADD CONSTRAINT "esperienze_municipalities_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esperienze" ADD CONSTRAINT "esperienze_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."esperienze"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esperienze" ADD CONSTRAINT "esperienze_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esperienze_tags" ADD CONSTRAINT "esperienze_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."esperienze"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esperienze_tags" ADD CONSTRAINT "esperienze_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_categories" ADD CONSTRAINT "itinerary_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."itinerary"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_categories" ADD CONSTRAINT "itinerary_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_contents" ADD CONSTRAINT "itinerary_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."itinerary"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "itinerary_contents" ADD CONSTRAINT "itinerary_contents_author_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary" ADD CONSTRAINT "itinerary_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."itinerary"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary" ADD CONSTRAINT "itinerary_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_tags" ADD CONSTRAINT "itinerary_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."itinerary"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_tags" ADD CONSTRAINT "itinerary_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opendata_categories" ADD CONSTRAINT "opendata_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."opendata"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opendata_categories" ADD CONSTRAINT "opendata_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opendata_contents" ADD CONSTRAINT "opendata_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."opendata"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "opendata_contents" ADD CONSTRAINT "opendata_contents_author_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opendata_municipalities" ADD CONSTRAINT "opendata_municipalities_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."opendata"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opendata_municipalities" ADD CONSTRAINT "opendata_municipalities_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opendata" ADD CONSTRAINT "opendata_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."opendata"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opendata" ADD CONSTRAINT "opendata_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opendata_tags" ADD CONSTRAINT "opendata_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."opendata"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opendata_tags" ADD CONSTRAINT "opendata_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operatori_contents" ADD CONSTRAINT "operatori_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."operatori"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "operatori_contents" ADD CONSTRAINT "operatori_contents_author_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operatori_municipalities" ADD CONSTRAINT "operatori_municipalities_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."operatori"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operatori_municipalities" ADD CONSTRAINT "operatori_municipalities_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operatori" ADD CONSTRAINT "operatori_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."operatori"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operatori" ADD CONSTRAINT "operatori_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposte_soggiorno_categories" ADD CONSTRAINT "proposte_soggiorno_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."proposte_soggiorno"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposte_soggiorno_categories" ADD CONSTRAINT "proposte_soggiorno_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposte_soggiorno_contents" ADD CONSTRAINT "proposte_soggiorno_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."proposte_soggiorno"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "proposte_soggiorno_contents" ADD CONSTRAINT "proposte_soggiorno_contents_author_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposte_soggiorno_municipalities" ADD CONSTRAINT "proposte_soggiorno_municipalities_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."proposte_soggiorno"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposte_soggiorno_municipalities" ADD CONSTRAINT "proposte_soggiorno_municipalities_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposte_soggiorno" ADD CONSTRAINT "proposte_soggiorno_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."proposte_soggiorno"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposte_soggiorno" ADD CONSTRAINT "proposte_soggiorno_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposte_soggiorno_tags" ADD CONSTRAINT "proposte_soggiorno_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."proposte_soggiorno"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposte_soggiorno_tags" ADD CONSTRAINT "proposte_soggiorno_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soggiorno_categories" ADD CONSTRAINT "soggiorno_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."soggiorno"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soggiorno_categories" ADD CONSTRAINT "soggiorno_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soggiorno_contents" ADD CONSTRAINT "soggiorno_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."soggiorno"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "soggiorno_contents" ADD CONSTRAINT "soggiorno_contents_author_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soggiorno_municipalities" ADD CONSTRAINT "soggiorno_municipalities_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."soggiorno"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soggiorno_municipalities" ADD CONSTRAINT "soggiorno_municipalities_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soggiorno" ADD CONSTRAINT "soggiorno_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."soggiorno"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soggiorno" ADD CONSTRAINT "soggiorno_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soggiorno_tags" ADD CONSTRAINT "soggiorno_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."soggiorno"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soggiorno_tags" ADD CONSTRAINT "soggiorno_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viaemilia_categories" ADD CONSTRAINT "viaemilia_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."viaemilia"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viaemilia_categories" ADD CONSTRAINT "viaemilia_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viaemilia_contents" ADD CONSTRAINT "viaemilia_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."viaemilia"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "viaemilia_contents" ADD CONSTRAINT "viaemilia_contents_author_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viaemilia" ADD CONSTRAINT "viaemilia_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."viaemilia"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viaemilia" ADD CONSTRAINT "viaemilia_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viaemilia_tags" ADD CONSTRAINT "viaemilia_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."viaemilia"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viaemilia_tags" ADD CONSTRAINT "viaemilia_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "esperienze_categories_category_id_idx" ON "esperienze_categories" USING btree ("category_id","field","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "esperienze_categories_primary_unique" ON "esperienze_categories" USING btree ("item_id","field") WHERE "esperienze_categories"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "esperienze_contents_lang_slug_unique" ON "esperienze_contents" USING btree ("lang","slug") WHERE "esperienze_contents"."slug" <> '' and "esperienze_contents"."draft" = 0;--> statement-breakpoint
CREATE INDEX "esperienze_contents_lang_status_draft_item_id_idx" ON "esperienze_contents" USING btree ("lang","status","draft","item_id");--> statement-breakpoint
CREATE INDEX "esperienze_contents_lang_pub_date_idx" ON "esperienze_contents" USING btree ("lang","pub_date");--> statement-breakpoint
CREATE INDEX "esperienze_municipalities_municipality_id_idx" ON "esperienze_municipalities" USING btree ("municipality_id","field","item_id");--> statement-breakpoint
CREATE INDEX "esperienze_original_id_idx" ON "esperienze" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "esperienze_tags_tag_id_idx" ON "esperienze_tags" USING btree ("tag_id","field","item_id");--> statement-breakpoint
CREATE INDEX "itinerary_categories_category_id_idx" ON "itinerary_categories" USING btree ("category_id","field","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "itinerary_categories_primary_unique" ON "itinerary_categories" USING btree ("item_id","field") WHERE "itinerary_categories"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "itinerary_contents_lang_slug_unique" ON "itinerary_contents" USING btree ("lang","slug") WHERE "itinerary_contents"."slug" <> '' and "itinerary_contents"."draft" = 0;--> statement-breakpoint
CREATE INDEX "itinerary_contents_lang_status_draft_item_id_idx" ON "itinerary_contents" USING btree ("lang","status","draft","item_id");--> statement-breakpoint
CREATE INDEX "itinerary_original_id_idx" ON "itinerary" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "itinerary_tags_tag_id_idx" ON "itinerary_tags" USING btree ("tag_id","field","item_id");--> statement-breakpoint
CREATE INDEX "opendata_categories_category_id_idx" ON "opendata_categories" USING btree ("category_id","field","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "opendata_categories_primary_unique" ON "opendata_categories" USING btree ("item_id","field") WHERE "opendata_categories"."is_primary";--> statement-breakpoint
CREATE INDEX "opendata_contents_lang_status_draft_item_id_idx" ON "opendata_contents" USING btree ("lang","status","draft","item_id");--> statement-breakpoint
CREATE INDEX "opendata_contents_lang_pub_date_idx" ON "opendata_contents" USING btree ("lang","pub_date");--> statement-breakpoint
CREATE INDEX "opendata_municipalities_municipality_id_idx" ON "opendata_municipalities" USING btree ("municipality_id","field","item_id");--> statement-breakpoint
CREATE INDEX "opendata_original_id_idx" ON "opendata" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "opendata_tags_tag_id_idx" ON "opendata_tags" USING btree ("tag_id","field","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operatori_contents_lang_slug_unique" ON "operatori_contents" USING btree ("lang","slug") WHERE "operatori_contents"."slug" <> '' and "operatori_contents"."draft" = 0;--> statement-breakpoint
CREATE INDEX "operatori_contents_lang_status_draft_item_id_idx" ON "operatori_contents" USING btree ("lang","status","draft","item_id");--> statement-breakpoint
CREATE INDEX "operatori_municipalities_municipality_id_idx" ON "operatori_municipalities" USING btree ("municipality_id","field","item_id");--> statement-breakpoint
CREATE INDEX "operatori_original_id_idx" ON "operatori" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "proposte_soggiorno_categories_category_id_idx" ON "proposte_soggiorno_categories" USING btree ("category_id","field","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proposte_soggiorno_categories_primary_unique" ON "proposte_soggiorno_categories" USING btree ("item_id","field") WHERE "proposte_soggiorno_categories"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "proposte_soggiorno_contents_lang_slug_unique" ON "proposte_soggiorno_contents" USING btree ("lang","slug") WHERE "proposte_soggiorno_contents"."slug" <> '' and "proposte_soggiorno_contents"."draft" = 0;--> statement-breakpoint
CREATE INDEX "proposte_soggiorno_contents_lang_status_draft_item_id_idx" ON "proposte_soggiorno_contents" USING btree ("lang","status","draft","item_id");--> statement-breakpoint
CREATE INDEX "proposte_soggiorno_contents_lang_pub_date_idx" ON "proposte_soggiorno_contents" USING btree ("lang","pub_date");--> statement-breakpoint
CREATE INDEX "proposte_soggiorno_municipalities_municipality_id_idx" ON "proposte_soggiorno_municipalities" USING btree ("municipality_id","field","item_id");--> statement-breakpoint
CREATE INDEX "proposte_soggiorno_original_id_idx" ON "proposte_soggiorno" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "proposte_soggiorno_tags_tag_id_idx" ON "proposte_soggiorno_tags" USING btree ("tag_id","field","item_id");--> statement-breakpoint
CREATE INDEX "soggiorno_categories_category_id_idx" ON "soggiorno_categories" USING btree ("category_id","field","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "soggiorno_categories_primary_unique" ON "soggiorno_categories" USING btree ("item_id","field") WHERE "soggiorno_categories"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "soggiorno_contents_lang_slug_unique" ON "soggiorno_contents" USING btree ("lang","slug") WHERE "soggiorno_contents"."slug" <> '' and "soggiorno_contents"."draft" = 0;--> statement-breakpoint
CREATE INDEX "soggiorno_contents_lang_status_draft_item_id_idx" ON "soggiorno_contents" USING btree ("lang","status","draft","item_id");--> statement-breakpoint
CREATE INDEX "soggiorno_contents_lang_pub_date_idx" ON "soggiorno_contents" USING btree ("lang","pub_date");--> statement-breakpoint
CREATE INDEX "soggiorno_municipalities_municipality_id_idx" ON "soggiorno_municipalities" USING btree ("municipality_id","field","item_id");--> statement-breakpoint
CREATE INDEX "soggiorno_original_id_idx" ON "soggiorno" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "soggiorno_tags_tag_id_idx" ON "soggiorno_tags" USING btree ("tag_id","field","item_id");--> statement-breakpoint
CREATE INDEX "viaemilia_categories_category_id_idx" ON "viaemilia_categories" USING btree ("category_id","field","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "viaemilia_categories_primary_unique" ON "viaemilia_categories" USING btree ("item_id","field") WHERE "viaemilia_categories"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "viaemilia_contents_lang_slug_unique" ON "viaemilia_contents" USING btree ("lang","slug") WHERE "viaemilia_contents"."slug" <> '' and "viaemilia_contents"."draft" = 0;--> statement-breakpoint
CREATE INDEX "viaemilia_contents_lang_status_draft_item_id_idx" ON "viaemilia_contents" USING btree ("lang","status","draft","item_id");--> statement-breakpoint
CREATE INDEX "viaemilia_original_id_idx" ON "viaemilia" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "viaemilia_tags_tag_id_idx" ON "viaemilia_tags" USING btree ("tag_id","field","item_id");