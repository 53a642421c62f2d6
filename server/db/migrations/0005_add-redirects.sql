CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"old_url" text NOT NULL,
	"new_url" text,
	"code" smallint DEFAULT 301 NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_old_url_unique" UNIQUE("old_url"),
	CONSTRAINT "redirects_code_check" CHECK ("redirects"."code" in (301, 302, 410))
);
--> statement-breakpoint
CREATE INDEX "redirects_new_url_idx" ON "redirects" USING btree ("new_url");