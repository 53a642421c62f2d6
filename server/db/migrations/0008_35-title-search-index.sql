-- Hand-written (#35): the trigram operator class of the title indexes below comes from pg_trgm (a
-- trusted extension from PostgreSQL 13: the database's owner may create it; PGlite loads it at start,
-- server/db/extensions.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "blog_contents_title_trgm_idx" ON "blog_contents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "destination_contents_title_trgm_idx" ON "destination_contents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dicono_contents_title_trgm_idx" ON "dicono_contents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "download_contents_title_trgm_idx" ON "download_contents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "eat_contents_title_trgm_idx" ON "eat_contents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "esperienze_contents_title_trgm_idx" ON "esperienze_contents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "event_contents_title_trgm_idx" ON "event_contents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "guide_contents_title_trgm_idx" ON "guide_contents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "guide_contents_nome_trgm_idx" ON "guide_contents" USING gin ("nome" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "guide_contents_cognome_trgm_idx" ON "guide_contents" USING gin ("cognome" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "iat_contents_title_trgm_idx" ON "iat_contents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "interessi_contents_title_trgm_idx" ON "interessi_contents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "itinerary_contents_title_trgm_idx" ON "itinerary_contents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "licence_contents_title_trgm_idx" ON "licence_contents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "luoghi_contents_nome_trgm_idx" ON "luoghi_contents" USING gin ("nome" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_contents_title_trgm_idx" ON "news_contents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "opendata_contents_title_trgm_idx" ON "opendata_contents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "operatori_contents_title_trgm_idx" ON "operatori_contents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "osservatorio_contents_title_trgm_idx" ON "osservatorio_contents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "page_contents_title_trgm_idx" ON "page_contents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "place_contents_title_trgm_idx" ON "place_contents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "proposte_soggiorno_contents_title_trgm_idx" ON "proposte_soggiorno_contents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rent_contents_title_trgm_idx" ON "rent_contents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "soggiorno_contents_title_trgm_idx" ON "soggiorno_contents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sportwellness_contents_title_trgm_idx" ON "sportwellness_contents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "station_contents_title_trgm_idx" ON "station_contents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stay_contents_name_trgm_idx" ON "stay_contents" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tags_name_trgm_idx" ON "tags" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "templates_name_trgm_idx" ON "templates" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tipologia_luoghi_title_trgm_idx" ON "tipologia_luoghi" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "viaemilia_contents_title_trgm_idx" ON "viaemilia_contents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "webcam_contents_title_trgm_idx" ON "webcam_contents" USING gin ("title" gin_trgm_ops);