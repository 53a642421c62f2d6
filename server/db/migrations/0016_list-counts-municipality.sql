DROP INDEX "list_counts_key_idx";--> statement-breakpoint
ALTER TABLE "list_counts" ADD COLUMN "field" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "list_counts" ADD COLUMN "municipality" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "list_counts_key_idx" ON "list_counts" USING btree ("entity","lang","status","field","municipality","delta");