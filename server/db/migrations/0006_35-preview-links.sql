CREATE TABLE "preview_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"item_id" integer NOT NULL,
	"lang" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preview_links_item_idx" ON "preview_links" USING btree ("entity","item_id");