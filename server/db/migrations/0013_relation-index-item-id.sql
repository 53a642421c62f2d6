DROP INDEX "destination_categories_category_id_idx";--> statement-breakpoint
DROP INDEX "destination_municipalities_municipality_id_idx";--> statement-breakpoint
DROP INDEX "destination_tags_tag_id_idx";--> statement-breakpoint
DROP INDEX "dicono_categories_category_id_idx";--> statement-breakpoint
DROP INDEX "download_categories_category_id_idx";--> statement-breakpoint
DROP INDEX "download_municipalities_municipality_id_idx";--> statement-breakpoint
DROP INDEX "eat_categories_category_id_idx";--> statement-breakpoint
DROP INDEX "eat_tags_tag_id_idx";--> statement-breakpoint
DROP INDEX "guide_categories_category_id_idx";--> statement-breakpoint
DROP INDEX "news_categories_category_id_idx";--> statement-breakpoint
DROP INDEX "news_municipalities_municipality_id_idx";--> statement-breakpoint
DROP INDEX "news_tags_tag_id_idx";--> statement-breakpoint
DROP INDEX "place_categories_category_id_idx";--> statement-breakpoint
DROP INDEX "place_tags_tag_id_idx";--> statement-breakpoint
DROP INDEX "rent_categories_category_id_idx";--> statement-breakpoint
DROP INDEX "rent_tags_tag_id_idx";--> statement-breakpoint
DROP INDEX "sportwellness_categories_category_id_idx";--> statement-breakpoint
DROP INDEX "sportwellness_tags_tag_id_idx";--> statement-breakpoint
DROP INDEX "station_tags_tag_id_idx";--> statement-breakpoint
DROP INDEX "stay_categories_category_id_idx";--> statement-breakpoint
DROP INDEX "webcam_categories_category_id_idx";--> statement-breakpoint
CREATE INDEX "destination_categories_category_id_idx" ON "destination_categories" USING btree ("category_id","field","item_id");--> statement-breakpoint
CREATE INDEX "destination_municipalities_municipality_id_idx" ON "destination_municipalities" USING btree ("municipality_id","field","item_id");--> statement-breakpoint
CREATE INDEX "destination_tags_tag_id_idx" ON "destination_tags" USING btree ("tag_id","field","item_id");--> statement-breakpoint
CREATE INDEX "dicono_categories_category_id_idx" ON "dicono_categories" USING btree ("category_id","field","item_id");--> statement-breakpoint
CREATE INDEX "download_categories_category_id_idx" ON "download_categories" USING btree ("category_id","field","item_id");--> statement-breakpoint
CREATE INDEX "download_municipalities_municipality_id_idx" ON "download_municipalities" USING btree ("municipality_id","field","item_id");--> statement-breakpoint
CREATE INDEX "eat_categories_category_id_idx" ON "eat_categories" USING btree ("category_id","field","item_id");--> statement-breakpoint
CREATE INDEX "eat_tags_tag_id_idx" ON "eat_tags" USING btree ("tag_id","field","item_id");--> statement-breakpoint
CREATE INDEX "guide_categories_category_id_idx" ON "guide_categories" USING btree ("category_id","field","item_id");--> statement-breakpoint
CREATE INDEX "news_categories_category_id_idx" ON "news_categories" USING btree ("category_id","field","item_id");--> statement-breakpoint
CREATE INDEX "news_municipalities_municipality_id_idx" ON "news_municipalities" USING btree ("municipality_id","field","item_id");--> statement-breakpoint
CREATE INDEX "news_tags_tag_id_idx" ON "news_tags" USING btree ("tag_id","field","item_id");--> statement-breakpoint
CREATE INDEX "place_categories_category_id_idx" ON "place_categories" USING btree ("category_id","field","item_id");--> statement-breakpoint
CREATE INDEX "place_tags_tag_id_idx" ON "place_tags" USING btree ("tag_id","field","item_id");--> statement-breakpoint
CREATE INDEX "rent_categories_category_id_idx" ON "rent_categories" USING btree ("category_id","field","item_id");--> statement-breakpoint
CREATE INDEX "rent_tags_tag_id_idx" ON "rent_tags" USING btree ("tag_id","field","item_id");--> statement-breakpoint
CREATE INDEX "sportwellness_categories_category_id_idx" ON "sportwellness_categories" USING btree ("category_id","field","item_id");--> statement-breakpoint
CREATE INDEX "sportwellness_tags_tag_id_idx" ON "sportwellness_tags" USING btree ("tag_id","field","item_id");--> statement-breakpoint
CREATE INDEX "station_tags_tag_id_idx" ON "station_tags" USING btree ("tag_id","field","item_id");--> statement-breakpoint
CREATE INDEX "stay_categories_category_id_idx" ON "stay_categories" USING btree ("category_id","field","item_id");--> statement-breakpoint
CREATE INDEX "webcam_categories_category_id_idx" ON "webcam_categories" USING btree ("category_id","field","item_id");