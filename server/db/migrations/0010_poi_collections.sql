CREATE TABLE "luoghi_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"lang" text NOT NULL,
	"nome" text,
	"info" text,
	"status" integer DEFAULT 1 NOT NULL,
	"author" integer,
	CONSTRAINT "luoghi_contents_item_id_lang_unique" UNIQUE("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "luoghi" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"code" text,
	"location" jsonb,
	"mail" text,
	"telefono" text,
	"website" text,
	CONSTRAINT "luoghi_id_draft_unique" UNIQUE("id","draft")
);
--> statement-breakpoint
CREATE TABLE "tipologia_luoghi" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"title" text,
	"code" text
);
--> statement-breakpoint
ALTER TABLE "luoghi_contents" ADD CONSTRAINT "luoghi_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."luoghi"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "luoghi_contents" ADD CONSTRAINT "luoghi_contents_author_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "luoghi" ADD CONSTRAINT "luoghi_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."luoghi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "luoghi" ADD CONSTRAINT "luoghi_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tipologia_luoghi" ADD CONSTRAINT "tipologia_luoghi_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."tipologia_luoghi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tipologia_luoghi" ADD CONSTRAINT "tipologia_luoghi_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "luoghi_contents_lang_status_item_id_idx" ON "luoghi_contents" USING btree ("lang","status","item_id");--> statement-breakpoint
CREATE INDEX "luoghi_original_id_idx" ON "luoghi" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "tipologia_luoghi_original_id_idx" ON "tipologia_luoghi" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "tipologia_luoghi_title_idx" ON "tipologia_luoghi" USING btree ("title");--> statement-breakpoint
CREATE INDEX "tipologia_luoghi_code_idx" ON "tipologia_luoghi" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "tipologia_luoghi_code_unique" ON "tipologia_luoghi" USING btree ("code") WHERE "tipologia_luoghi"."code" <> '' and "tipologia_luoghi"."draft" = 0;