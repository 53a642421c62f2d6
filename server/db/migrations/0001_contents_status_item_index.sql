DROP INDEX "dicono_contents_lang_status_idx";--> statement-breakpoint
DROP INDEX "licence_contents_lang_status_idx";--> statement-breakpoint
DROP INDEX "news_contents_lang_status_idx";--> statement-breakpoint
DROP INDEX "webcam_contents_lang_status_idx";--> statement-breakpoint
CREATE INDEX "dicono_contents_lang_status_item_id_idx" ON "dicono_contents" USING btree ("lang","status","item_id");--> statement-breakpoint
CREATE INDEX "licence_contents_lang_status_item_id_idx" ON "licence_contents" USING btree ("lang","status","item_id");--> statement-breakpoint
CREATE INDEX "news_contents_lang_status_item_id_idx" ON "news_contents" USING btree ("lang","status","item_id");--> statement-breakpoint
CREATE INDEX "webcam_contents_lang_status_item_id_idx" ON "webcam_contents" USING btree ("lang","status","item_id");