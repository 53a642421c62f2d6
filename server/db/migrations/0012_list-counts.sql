CREATE TABLE "list_count_sources" (
	"entity" text PRIMARY KEY NOT NULL,
	"signature" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "list_counts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"lang" text NOT NULL,
	"status" smallint NOT NULL,
	"delta" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "list_counts_key_idx" ON "list_counts" USING btree ("entity","lang","status","delta");