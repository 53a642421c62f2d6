CREATE TABLE "blog_categories" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"category_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "blog_categories_pkey" PRIMARY KEY("item_id","field","category_id")
);
--> statement-breakpoint
CREATE TABLE "blog_contents" (
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
	CONSTRAINT "blog_contents_item_id_lang_unique" UNIQUE("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "blog_municipalities" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"municipality_id" integer NOT NULL,
	CONSTRAINT "blog_municipalities_pkey" PRIMARY KEY("item_id","field","municipality_id")
);
--> statement-breakpoint
CREATE TABLE "blog" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"attachments" jsonb,
	"annoriferimento" integer,
	"fonte" text,
	"paragrafi" jsonb,
	"files" jsonb,
	"related" jsonb,
	CONSTRAINT "blog_id_draft_unique" UNIQUE("id","draft")
);
--> statement-breakpoint
CREATE TABLE "blog_tags" (
	"item_id" integer NOT NULL,
	"lang" text DEFAULT '' NOT NULL,
	"field" text NOT NULL,
	"tag_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blog_tags_pkey" PRIMARY KEY("item_id","lang","field","tag_id")
);
--> statement-breakpoint
CREATE TABLE "iat_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"lang" text NOT NULL,
	"contacts" jsonb,
	"title" text,
	"status" integer DEFAULT 2 NOT NULL,
	"author" integer,
	CONSTRAINT "iat_contents_item_id_lang_unique" UNIQUE("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "iat" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"locations" jsonb,
	"locations_municipality" integer GENERATED ALWAYS AS ((case when ("locations"->'city'->>'id') ~ '^[0-9]{1,9}$' then ("locations"->'city'->>'id')::int end)) STORED,
	"comune" integer,
	CONSTRAINT "iat_id_draft_unique" UNIQUE("id","draft")
);
--> statement-breakpoint
CREATE TABLE "interessi_categories" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"category_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "interessi_categories_pkey" PRIMARY KEY("item_id","field","category_id")
);
--> statement-breakpoint
CREATE TABLE "interessi_contents" (
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
	CONSTRAINT "interessi_contents_item_id_lang_unique" UNIQUE("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "interessi_municipalities" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"municipality_id" integer NOT NULL,
	CONSTRAINT "interessi_municipalities_pkey" PRIMARY KEY("item_id","field","municipality_id")
);
--> statement-breakpoint
CREATE TABLE "interessi" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"attachments" jsonb,
	"portal" jsonb,
	"location" jsonb,
	CONSTRAINT "interessi_id_draft_unique" UNIQUE("id","draft")
);
--> statement-breakpoint
CREATE TABLE "osservatorio_categories" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"category_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "osservatorio_categories_pkey" PRIMARY KEY("item_id","field","category_id")
);
--> statement-breakpoint
CREATE TABLE "osservatorio_contents" (
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
	CONSTRAINT "osservatorio_contents_item_id_lang_unique" UNIQUE("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "osservatorio_municipalities" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"municipality_id" integer NOT NULL,
	CONSTRAINT "osservatorio_municipalities_pkey" PRIMARY KEY("item_id","field","municipality_id")
);
--> statement-breakpoint
CREATE TABLE "osservatorio" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"attachments" jsonb,
	"annoriferimento" integer,
	"fonte" text,
	"paragrafi" jsonb,
	"files" jsonb,
	"related" jsonb,
	CONSTRAINT "osservatorio_id_draft_unique" UNIQUE("id","draft")
);
--> statement-breakpoint
CREATE TABLE "osservatorio_tags" (
	"item_id" integer NOT NULL,
	"lang" text DEFAULT '' NOT NULL,
	"field" text NOT NULL,
	"tag_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "osservatorio_tags_pkey" PRIMARY KEY("item_id","lang","field","tag_id")
);
--> statement-breakpoint
CREATE TABLE "page_categories" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"category_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "page_categories_pkey" PRIMARY KEY("item_id","field","category_id")
);
--> statement-breakpoint
CREATE TABLE "page_contents" (
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
	"relatedtitle" text,
	CONSTRAINT "page_contents_item_id_lang_unique" UNIQUE("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "page" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"attachments" jsonb,
	"related" jsonb,
	"template" jsonb,
	CONSTRAINT "page_id_draft_unique" UNIQUE("id","draft")
);
--> statement-breakpoint
CREATE TABLE "page_tags" (
	"item_id" integer NOT NULL,
	"lang" text DEFAULT '' NOT NULL,
	"field" text NOT NULL,
	"tag_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_tags_pkey" PRIMARY KEY("item_id","lang","field","tag_id")
);
--> statement-breakpoint
ALTER TABLE "blog_categories" ADD CONSTRAINT "blog_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."blog"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_categories" ADD CONSTRAINT "blog_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_contents" ADD CONSTRAINT "blog_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."blog"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "blog_contents" ADD CONSTRAINT "blog_contents_author_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_municipalities" ADD CONSTRAINT "blog_municipalities_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."blog"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_municipalities" ADD CONSTRAINT "blog_municipalities_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog" ADD CONSTRAINT "blog_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."blog"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog" ADD CONSTRAINT "blog_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_tags" ADD CONSTRAINT "blog_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."blog"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_tags" ADD CONSTRAINT "blog_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iat_contents" ADD CONSTRAINT "iat_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."iat"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "iat_contents" ADD CONSTRAINT "iat_contents_author_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iat" ADD CONSTRAINT "iat_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."iat"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iat" ADD CONSTRAINT "iat_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iat" ADD CONSTRAINT "iat_comune_fk" FOREIGN KEY ("comune") REFERENCES "public"."municipalities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interessi_categories" ADD CONSTRAINT "interessi_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."interessi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interessi_categories" ADD CONSTRAINT "interessi_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interessi_contents" ADD CONSTRAINT "interessi_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."interessi"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "interessi_contents" ADD CONSTRAINT "interessi_contents_author_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interessi_municipalities" ADD CONSTRAINT "interessi_municipalities_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."interessi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interessi_municipalities" ADD CONSTRAINT "interessi_municipalities_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interessi" ADD CONSTRAINT "interessi_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."interessi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interessi" ADD CONSTRAINT "interessi_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osservatorio_categories" ADD CONSTRAINT "osservatorio_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."osservatorio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osservatorio_categories" ADD CONSTRAINT "osservatorio_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osservatorio_contents" ADD CONSTRAINT "osservatorio_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."osservatorio"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "osservatorio_contents" ADD CONSTRAINT "osservatorio_contents_author_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osservatorio_municipalities" ADD CONSTRAINT "osservatorio_municipalities_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."osservatorio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osservatorio_municipalities" ADD CONSTRAINT "osservatorio_municipalities_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osservatorio" ADD CONSTRAINT "osservatorio_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."osservatorio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osservatorio" ADD CONSTRAINT "osservatorio_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osservatorio_tags" ADD CONSTRAINT "osservatorio_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."osservatorio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osservatorio_tags" ADD CONSTRAINT "osservatorio_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_categories" ADD CONSTRAINT "page_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."page"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_categories" ADD CONSTRAINT "page_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_contents" ADD CONSTRAINT "page_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."page"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "page_contents" ADD CONSTRAINT "page_contents_author_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page" ADD CONSTRAINT "page_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."page"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page" ADD CONSTRAINT "page_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_tags" ADD CONSTRAINT "page_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."page"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_tags" ADD CONSTRAINT "page_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_categories_category_id_idx" ON "blog_categories" USING btree ("category_id","field","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_categories_primary_unique" ON "blog_categories" USING btree ("item_id","field") WHERE "blog_categories"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "blog_contents_lang_slug_unique" ON "blog_contents" USING btree ("lang","slug") WHERE "blog_contents"."slug" <> '' and "blog_contents"."draft" = 0;--> statement-breakpoint
CREATE INDEX "blog_contents_lang_status_draft_item_id_idx" ON "blog_contents" USING btree ("lang","status","draft","item_id");--> statement-breakpoint
CREATE INDEX "blog_contents_lang_pub_date_idx" ON "blog_contents" USING btree ("lang","pub_date");--> statement-breakpoint
CREATE INDEX "blog_municipalities_municipality_id_idx" ON "blog_municipalities" USING btree ("municipality_id","field","item_id");--> statement-breakpoint
CREATE INDEX "blog_original_id_idx" ON "blog" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "blog_tags_tag_id_idx" ON "blog_tags" USING btree ("tag_id","field","item_id");--> statement-breakpoint
CREATE INDEX "iat_contents_lang_status_draft_item_id_idx" ON "iat_contents" USING btree ("lang","status","draft","item_id");--> statement-breakpoint
CREATE INDEX "iat_original_id_idx" ON "iat" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "iat_locations_municipality_id_idx" ON "iat" USING btree ("locations_municipality","id");--> statement-breakpoint
CREATE INDEX "interessi_categories_category_id_idx" ON "interessi_categories" USING btree ("category_id","field","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interessi_categories_primary_unique" ON "interessi_categories" USING btree ("item_id","field") WHERE "interessi_categories"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "interessi_contents_lang_slug_unique" ON "interessi_contents" USING btree ("lang","slug") WHERE "interessi_contents"."slug" <> '' and "interessi_contents"."draft" = 0;--> statement-breakpoint
CREATE INDEX "interessi_contents_lang_status_draft_item_id_idx" ON "interessi_contents" USING btree ("lang","status","draft","item_id");--> statement-breakpoint
CREATE INDEX "interessi_municipalities_municipality_id_idx" ON "interessi_municipalities" USING btree ("municipality_id","field","item_id");--> statement-breakpoint
CREATE INDEX "interessi_original_id_idx" ON "interessi" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "osservatorio_categories_category_id_idx" ON "osservatorio_categories" USING btree ("category_id","field","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "osservatorio_categories_primary_unique" ON "osservatorio_categories" USING btree ("item_id","field") WHERE "osservatorio_categories"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "osservatorio_contents_lang_slug_unique" ON "osservatorio_contents" USING btree ("lang","slug") WHERE "osservatorio_contents"."slug" <> '' and "osservatorio_contents"."draft" = 0;--> statement-breakpoint
CREATE INDEX "osservatorio_contents_lang_status_draft_item_id_idx" ON "osservatorio_contents" USING btree ("lang","status","draft","item_id");--> statement-breakpoint
CREATE INDEX "osservatorio_contents_lang_pub_date_idx" ON "osservatorio_contents" USING btree ("lang","pub_date");--> statement-breakpoint
CREATE INDEX "osservatorio_municipalities_municipality_id_idx" ON "osservatorio_municipalities" USING btree ("municipality_id","field","item_id");--> statement-breakpoint
CREATE INDEX "osservatorio_original_id_idx" ON "osservatorio" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "osservatorio_tags_tag_id_idx" ON "osservatorio_tags" USING btree ("tag_id","field","item_id");--> statement-breakpoint
CREATE INDEX "page_categories_category_id_idx" ON "page_categories" USING btree ("category_id","field","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "page_categories_primary_unique" ON "page_categories" USING btree ("item_id","field") WHERE "page_categories"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "page_contents_lang_slug_unique" ON "page_contents" USING btree ("lang","slug") WHERE "page_contents"."slug" <> '' and "page_contents"."draft" = 0;--> statement-breakpoint
CREATE INDEX "page_contents_lang_status_draft_item_id_idx" ON "page_contents" USING btree ("lang","status","draft","item_id");--> statement-breakpoint
CREATE INDEX "page_contents_lang_pub_date_idx" ON "page_contents" USING btree ("lang","pub_date");--> statement-breakpoint
CREATE INDEX "page_original_id_idx" ON "page" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "page_tags_tag_id_idx" ON "page_tags" USING btree ("tag_id","field","item_id");