DROP INDEX "destination_contents_lang_status_item_id_idx";--> statement-breakpoint
DROP INDEX "dicono_contents_lang_status_item_id_idx";--> statement-breakpoint
DROP INDEX "download_contents_lang_status_item_id_idx";--> statement-breakpoint
DROP INDEX "eat_contents_lang_status_item_id_idx";--> statement-breakpoint
DROP INDEX "guide_contents_lang_status_item_id_idx";--> statement-breakpoint
DROP INDEX "licence_contents_lang_status_item_id_idx";--> statement-breakpoint
DROP INDEX "luoghi_contents_lang_status_item_id_idx";--> statement-breakpoint
DROP INDEX "news_contents_lang_status_item_id_idx";--> statement-breakpoint
DROP INDEX "place_contents_lang_status_item_id_idx";--> statement-breakpoint
DROP INDEX "rent_contents_lang_status_item_id_idx";--> statement-breakpoint
DROP INDEX "sportwellness_contents_lang_status_item_id_idx";--> statement-breakpoint
DROP INDEX "station_contents_lang_status_item_id_idx";--> statement-breakpoint
DROP INDEX "stay_contents_lang_status_item_id_idx";--> statement-breakpoint
DROP INDEX "webcam_contents_lang_status_item_id_idx";--> statement-breakpoint
CREATE INDEX "destination_contents_lang_status_draft_item_id_idx" ON "destination_contents" USING btree ("lang","status","draft","item_id");--> statement-breakpoint
CREATE INDEX "dicono_contents_lang_status_draft_item_id_idx" ON "dicono_contents" USING btree ("lang","status","draft","item_id");--> statement-breakpoint
CREATE INDEX "download_contents_lang_status_draft_item_id_idx" ON "download_contents" USING btree ("lang","status","draft","item_id");--> statement-breakpoint
CREATE INDEX "eat_contents_lang_status_draft_item_id_idx" ON "eat_contents" USING btree ("lang","status","draft","item_id");--> statement-breakpoint
CREATE INDEX "guide_contents_lang_status_draft_item_id_idx" ON "guide_contents" USING btree ("lang","status","draft","item_id");--> statement-breakpoint
CREATE INDEX "licence_contents_lang_status_draft_item_id_idx" ON "licence_contents" USING btree ("lang","status","draft","item_id");--> statement-breakpoint
CREATE INDEX "luoghi_contents_lang_status_draft_item_id_idx" ON "luoghi_contents" USING btree ("lang","status","draft","item_id");--> statement-breakpoint
CREATE INDEX "news_contents_lang_status_draft_item_id_idx" ON "news_contents" USING btree ("lang","status","draft","item_id");--> statement-breakpoint
CREATE INDEX "place_contents_lang_status_draft_item_id_idx" ON "place_contents" USING btree ("lang","status","draft","item_id");--> statement-breakpoint
CREATE INDEX "rent_contents_lang_status_draft_item_id_idx" ON "rent_contents" USING btree ("lang","status","draft","item_id");--> statement-breakpoint
CREATE INDEX "sportwellness_contents_lang_status_draft_item_id_idx" ON "sportwellness_contents" USING btree ("lang","status","draft","item_id");--> statement-breakpoint
CREATE INDEX "station_contents_lang_status_draft_item_id_idx" ON "station_contents" USING btree ("lang","status","draft","item_id");--> statement-breakpoint
CREATE INDEX "stay_contents_lang_status_draft_item_id_idx" ON "stay_contents" USING btree ("lang","status","draft","item_id");--> statement-breakpoint
CREATE INDEX "webcam_contents_lang_status_draft_item_id_idx" ON "webcam_contents" USING btree ("lang","status","draft","item_id");