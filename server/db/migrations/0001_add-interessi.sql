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
	"locations" jsonb,
	"portal" jsonb,
	CONSTRAINT "interessi_id_draft_unique" UNIQUE("id","draft")
);
--> statement-breakpoint
ALTER TABLE "interessi_categories" ADD CONSTRAINT "interessi_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."interessi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interessi_categories" ADD CONSTRAINT "interessi_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interessi_contents" ADD CONSTRAINT "interessi_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."interessi"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "interessi_contents" ADD CONSTRAINT "interessi_contents_author_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interessi_municipalities" ADD CONSTRAINT "interessi_municipalities_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."interessi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interessi_municipalities" ADD CONSTRAINT "interessi_municipalities_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interessi" ADD CONSTRAINT "interessi_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."interessi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interessi" ADD CONSTRAINT "interessi_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interessi_categories_category_id_idx" ON "interessi_categories" USING btree ("category_id","field","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interessi_categories_primary_unique" ON "interessi_categories" USING btree ("item_id","field") WHERE "interessi_categories"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "interessi_contents_lang_slug_unique" ON "interessi_contents" USING btree ("lang","slug") WHERE "interessi_contents"."slug" <> '' and "interessi_contents"."draft" = 0;--> statement-breakpoint
CREATE INDEX "interessi_contents_lang_status_draft_item_id_idx" ON "interessi_contents" USING btree ("lang","status","draft","item_id");--> statement-breakpoint
CREATE INDEX "interessi_municipalities_municipality_id_idx" ON "interessi_municipalities" USING btree ("municipality_id","field","item_id");--> statement-breakpoint
CREATE INDEX "interessi_original_id_idx" ON "interessi" USING btree ("original_id");