CREATE TABLE "download_categories" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"category_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "download_categories_pkey" PRIMARY KEY("item_id","field","category_id")
);
--> statement-breakpoint
CREATE TABLE "download_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"lang" text NOT NULL,
	"title" text,
	"slug" text,
	"status" integer DEFAULT 2 NOT NULL,
	"author" integer,
	"descrizione_file" text,
	CONSTRAINT "download_contents_item_id_lang_unique" UNIQUE("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "download_municipalities" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"municipality_id" integer NOT NULL,
	CONSTRAINT "download_municipalities_pkey" PRIMARY KEY("item_id","field","municipality_id")
);
--> statement-breakpoint
CREATE TABLE "download" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"attachments" jsonb,
	"mappa" boolean DEFAULT false NOT NULL,
	CONSTRAINT "download_id_draft_unique" UNIQUE("id","draft")
);
--> statement-breakpoint
ALTER TABLE "download_categories" ADD CONSTRAINT "download_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."download"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_categories" ADD CONSTRAINT "download_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_contents" ADD CONSTRAINT "download_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."download"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "download_contents" ADD CONSTRAINT "download_contents_author_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_municipalities" ADD CONSTRAINT "download_municipalities_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."download"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_municipalities" ADD CONSTRAINT "download_municipalities_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download" ADD CONSTRAINT "download_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."download"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download" ADD CONSTRAINT "download_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "download_categories_category_id_idx" ON "download_categories" USING btree ("category_id","field");--> statement-breakpoint
CREATE UNIQUE INDEX "download_categories_primary_unique" ON "download_categories" USING btree ("item_id","field") WHERE "download_categories"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "download_contents_lang_slug_unique" ON "download_contents" USING btree ("lang","slug") WHERE "download_contents"."slug" <> '' and "download_contents"."draft" = 0;--> statement-breakpoint
CREATE INDEX "download_contents_lang_status_item_id_idx" ON "download_contents" USING btree ("lang","status","item_id");--> statement-breakpoint
CREATE INDEX "download_municipalities_municipality_id_idx" ON "download_municipalities" USING btree ("municipality_id","field");--> statement-breakpoint
CREATE INDEX "download_original_id_idx" ON "download" USING btree ("original_id");