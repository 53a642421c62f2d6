CREATE SEQUENCE "public"."item_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "item_id_moves" (
	"entity" text NOT NULL,
	"old_id" integer NOT NULL,
	"new_id" integer NOT NULL,
	CONSTRAINT "item_id_moves_pkey" PRIMARY KEY("entity","old_id")
);
--> statement-breakpoint
ALTER TABLE "blog_categories" DROP CONSTRAINT "blog_categories_item_id_fk";
--> statement-breakpoint
ALTER TABLE "blog_municipalities" DROP CONSTRAINT "blog_municipalities_item_id_fk";
--> statement-breakpoint
ALTER TABLE "blog" DROP CONSTRAINT "blog_original_id_fk";
--> statement-breakpoint
ALTER TABLE "blog_tags" DROP CONSTRAINT "blog_tags_item_id_fk";
--> statement-breakpoint
ALTER TABLE "blog_tags" DROP CONSTRAINT "blog_tags_tag_id_fk";
--> statement-breakpoint
ALTER TABLE "destination_categories" DROP CONSTRAINT "destination_categories_item_id_fk";
--> statement-breakpoint
ALTER TABLE "destination_municipalities" DROP CONSTRAINT "destination_municipalities_item_id_fk";
--> statement-breakpoint
ALTER TABLE "destination" DROP CONSTRAINT "destination_original_id_fk";
--> statement-breakpoint
ALTER TABLE "destination_tags" DROP CONSTRAINT "destination_tags_item_id_fk";
--> statement-breakpoint
ALTER TABLE "destination_tags" DROP CONSTRAINT "destination_tags_tag_id_fk";
--> statement-breakpoint
ALTER TABLE "dicono_categories" DROP CONSTRAINT "dicono_categories_item_id_fk";
--> statement-breakpoint
ALTER TABLE "dicono" DROP CONSTRAINT "dicono_original_id_fk";
--> statement-breakpoint
ALTER TABLE "download_categories" DROP CONSTRAINT "download_categories_item_id_fk";
--> statement-breakpoint
ALTER TABLE "download_municipalities" DROP CONSTRAINT "download_municipalities_item_id_fk";
--> statement-breakpoint
ALTER TABLE "download" DROP CONSTRAINT "download_original_id_fk";
--> statement-breakpoint
ALTER TABLE "eat_categories" DROP CONSTRAINT "eat_categories_item_id_fk";
--> statement-breakpoint
ALTER TABLE "eat" DROP CONSTRAINT "eat_original_id_fk";
--> statement-breakpoint
ALTER TABLE "eat_tags" DROP CONSTRAINT "eat_tags_item_id_fk";
--> statement-breakpoint
ALTER TABLE "eat_tags" DROP CONSTRAINT "eat_tags_tag_id_fk";
--> statement-breakpoint
ALTER TABLE "esperienze_categories" DROP CONSTRAINT "esperienze_categories_item_id_fk";
--> statement-breakpoint
ALTER TABLE "esperienze_municipalities" DROP CONSTRAINT "esperienze_municipalities_item_id_fk";
--> statement-breakpoint
ALTER TABLE "esperienze" DROP CONSTRAINT "esperienze_original_id_fk";
--> statement-breakpoint
ALTER TABLE "esperienze_tags" DROP CONSTRAINT "esperienze_tags_item_id_fk";
--> statement-breakpoint
ALTER TABLE "esperienze_tags" DROP CONSTRAINT "esperienze_tags_tag_id_fk";
--> statement-breakpoint
ALTER TABLE "event_categories" DROP CONSTRAINT "event_categories_item_id_fk";
--> statement-breakpoint
ALTER TABLE "event" DROP CONSTRAINT "event_original_id_fk";
--> statement-breakpoint
ALTER TABLE "guide_categories" DROP CONSTRAINT "guide_categories_item_id_fk";
--> statement-breakpoint
ALTER TABLE "guide" DROP CONSTRAINT "guide_original_id_fk";
--> statement-breakpoint
ALTER TABLE "iat" DROP CONSTRAINT "iat_original_id_fk";
--> statement-breakpoint
ALTER TABLE "interessi_categories" DROP CONSTRAINT "interessi_categories_item_id_fk";
--> statement-breakpoint
ALTER TABLE "interessi_municipalities" DROP CONSTRAINT "interessi_municipalities_item_id_fk";
--> statement-breakpoint
ALTER TABLE "interessi" DROP CONSTRAINT "interessi_original_id_fk";
--> statement-breakpoint
ALTER TABLE "itinerary_categories" DROP CONSTRAINT "itinerary_categories_item_id_fk";
--> statement-breakpoint
ALTER TABLE "itinerary" DROP CONSTRAINT "itinerary_original_id_fk";
--> statement-breakpoint
ALTER TABLE "itinerary_tags" DROP CONSTRAINT "itinerary_tags_item_id_fk";
--> statement-breakpoint
ALTER TABLE "itinerary_tags" DROP CONSTRAINT "itinerary_tags_tag_id_fk";
--> statement-breakpoint
ALTER TABLE "licence" DROP CONSTRAINT "licence_original_id_fk";
--> statement-breakpoint
ALTER TABLE "luoghi" DROP CONSTRAINT "luoghi_original_id_fk";
--> statement-breakpoint
ALTER TABLE "news_categories" DROP CONSTRAINT "news_categories_item_id_fk";
--> statement-breakpoint
ALTER TABLE "news_municipalities" DROP CONSTRAINT "news_municipalities_item_id_fk";
--> statement-breakpoint
ALTER TABLE "news" DROP CONSTRAINT "news_original_id_fk";
--> statement-breakpoint
ALTER TABLE "news_tags" DROP CONSTRAINT "news_tags_item_id_fk";
--> statement-breakpoint
ALTER TABLE "news_tags" DROP CONSTRAINT "news_tags_tag_id_fk";
--> statement-breakpoint
ALTER TABLE "opendata_categories" DROP CONSTRAINT "opendata_categories_item_id_fk";
--> statement-breakpoint
ALTER TABLE "opendata_municipalities" DROP CONSTRAINT "opendata_municipalities_item_id_fk";
--> statement-breakpoint
ALTER TABLE "opendata" DROP CONSTRAINT "opendata_original_id_fk";
--> statement-breakpoint
ALTER TABLE "opendata_tags" DROP CONSTRAINT "opendata_tags_item_id_fk";
--> statement-breakpoint
ALTER TABLE "opendata_tags" DROP CONSTRAINT "opendata_tags_tag_id_fk";
--> statement-breakpoint
ALTER TABLE "operatori_municipalities" DROP CONSTRAINT "operatori_municipalities_item_id_fk";
--> statement-breakpoint
ALTER TABLE "operatori" DROP CONSTRAINT "operatori_original_id_fk";
--> statement-breakpoint
ALTER TABLE "osservatorio_categories" DROP CONSTRAINT "osservatorio_categories_item_id_fk";
--> statement-breakpoint
ALTER TABLE "osservatorio_municipalities" DROP CONSTRAINT "osservatorio_municipalities_item_id_fk";
--> statement-breakpoint
ALTER TABLE "osservatorio" DROP CONSTRAINT "osservatorio_original_id_fk";
--> statement-breakpoint
ALTER TABLE "osservatorio_tags" DROP CONSTRAINT "osservatorio_tags_item_id_fk";
--> statement-breakpoint
ALTER TABLE "osservatorio_tags" DROP CONSTRAINT "osservatorio_tags_tag_id_fk";
--> statement-breakpoint
ALTER TABLE "page_categories" DROP CONSTRAINT "page_categories_item_id_fk";
--> statement-breakpoint
ALTER TABLE "page" DROP CONSTRAINT "page_original_id_fk";
--> statement-breakpoint
ALTER TABLE "page_tags" DROP CONSTRAINT "page_tags_item_id_fk";
--> statement-breakpoint
ALTER TABLE "page_tags" DROP CONSTRAINT "page_tags_tag_id_fk";
--> statement-breakpoint
ALTER TABLE "place_categories" DROP CONSTRAINT "place_categories_item_id_fk";
--> statement-breakpoint
ALTER TABLE "place" DROP CONSTRAINT "place_original_id_fk";
--> statement-breakpoint
ALTER TABLE "place_tags" DROP CONSTRAINT "place_tags_item_id_fk";
--> statement-breakpoint
ALTER TABLE "place_tags" DROP CONSTRAINT "place_tags_tag_id_fk";
--> statement-breakpoint
ALTER TABLE "proposte_soggiorno_categories" DROP CONSTRAINT "proposte_soggiorno_categories_item_id_fk";
--> statement-breakpoint
ALTER TABLE "proposte_soggiorno_municipalities" DROP CONSTRAINT "proposte_soggiorno_municipalities_item_id_fk";
--> statement-breakpoint
ALTER TABLE "proposte_soggiorno" DROP CONSTRAINT "proposte_soggiorno_original_id_fk";
--> statement-breakpoint
ALTER TABLE "proposte_soggiorno_tags" DROP CONSTRAINT "proposte_soggiorno_tags_item_id_fk";
--> statement-breakpoint
ALTER TABLE "proposte_soggiorno_tags" DROP CONSTRAINT "proposte_soggiorno_tags_tag_id_fk";
--> statement-breakpoint
ALTER TABLE "rent_categories" DROP CONSTRAINT "rent_categories_item_id_fk";
--> statement-breakpoint
ALTER TABLE "rent" DROP CONSTRAINT "rent_original_id_fk";
--> statement-breakpoint
ALTER TABLE "rent_tags" DROP CONSTRAINT "rent_tags_item_id_fk";
--> statement-breakpoint
ALTER TABLE "rent_tags" DROP CONSTRAINT "rent_tags_tag_id_fk";
--> statement-breakpoint
ALTER TABLE "soggiorno_categories" DROP CONSTRAINT "soggiorno_categories_item_id_fk";
--> statement-breakpoint
ALTER TABLE "soggiorno_municipalities" DROP CONSTRAINT "soggiorno_municipalities_item_id_fk";
--> statement-breakpoint
ALTER TABLE "soggiorno" DROP CONSTRAINT "soggiorno_original_id_fk";
--> statement-breakpoint
ALTER TABLE "soggiorno_tags" DROP CONSTRAINT "soggiorno_tags_item_id_fk";
--> statement-breakpoint
ALTER TABLE "soggiorno_tags" DROP CONSTRAINT "soggiorno_tags_tag_id_fk";
--> statement-breakpoint
ALTER TABLE "sportwellness_categories" DROP CONSTRAINT "sportwellness_categories_item_id_fk";
--> statement-breakpoint
ALTER TABLE "sportwellness" DROP CONSTRAINT "sportwellness_original_id_fk";
--> statement-breakpoint
ALTER TABLE "sportwellness_tags" DROP CONSTRAINT "sportwellness_tags_item_id_fk";
--> statement-breakpoint
ALTER TABLE "sportwellness_tags" DROP CONSTRAINT "sportwellness_tags_tag_id_fk";
--> statement-breakpoint
ALTER TABLE "station" DROP CONSTRAINT "station_original_id_fk";
--> statement-breakpoint
ALTER TABLE "station_tags" DROP CONSTRAINT "station_tags_item_id_fk";
--> statement-breakpoint
ALTER TABLE "station_tags" DROP CONSTRAINT "station_tags_tag_id_fk";
--> statement-breakpoint
ALTER TABLE "stay_categories" DROP CONSTRAINT "stay_categories_item_id_fk";
--> statement-breakpoint
ALTER TABLE "stay" DROP CONSTRAINT "stay_original_id_fk";
--> statement-breakpoint
ALTER TABLE "tags" DROP CONSTRAINT "tags_original_id_fk";
--> statement-breakpoint
ALTER TABLE "templates" DROP CONSTRAINT "templates_original_id_fk";
--> statement-breakpoint
ALTER TABLE "tipologia_luoghi" DROP CONSTRAINT "tipologia_luoghi_original_id_fk";
--> statement-breakpoint
ALTER TABLE "viaemilia_categories" DROP CONSTRAINT "viaemilia_categories_item_id_fk";
--> statement-breakpoint
ALTER TABLE "viaemilia" DROP CONSTRAINT "viaemilia_original_id_fk";
--> statement-breakpoint
ALTER TABLE "viaemilia_tags" DROP CONSTRAINT "viaemilia_tags_item_id_fk";
--> statement-breakpoint
ALTER TABLE "viaemilia_tags" DROP CONSTRAINT "viaemilia_tags_tag_id_fk";
--> statement-breakpoint
ALTER TABLE "webcam_categories" DROP CONSTRAINT "webcam_categories_item_id_fk";
--> statement-breakpoint
ALTER TABLE "webcam" DROP CONSTRAINT "webcam_original_id_fk";
--> statement-breakpoint
ALTER TABLE "blog" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "blog" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "destination" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "destination" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "dicono" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "dicono" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "download" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "download" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "eat" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "eat" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "esperienze" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "esperienze" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "event" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "event" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "guide" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "guide" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "iat" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "iat" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "interessi" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "interessi" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "itinerary" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "itinerary" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "licence" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "licence" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "luoghi" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "luoghi" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "news" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "news" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "opendata" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "opendata" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "operatori" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "operatori" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "osservatorio" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "osservatorio" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "page" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "page" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "place" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "place" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "proposte_soggiorno" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "proposte_soggiorno" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "rent" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "rent" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "soggiorno" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "soggiorno" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "sportwellness" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "sportwellness" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "station" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "station" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "stay" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "stay" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "tags" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "tags" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "templates" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "templates" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "tipologia_luoghi" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "tipologia_luoghi" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "viaemilia" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "viaemilia" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "webcam" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "webcam" ALTER COLUMN "id" SET DEFAULT nextval('item_ids');--> statement-breakpoint
ALTER TABLE "blog_categories" ADD CONSTRAINT "blog_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."blog"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "blog_municipalities" ADD CONSTRAINT "blog_municipalities_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."blog"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "blog" ADD CONSTRAINT "blog_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."blog"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "blog_tags" ADD CONSTRAINT "blog_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."blog"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "blog_tags" ADD CONSTRAINT "blog_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "destination_categories" ADD CONSTRAINT "destination_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."destination"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "destination_municipalities" ADD CONSTRAINT "destination_municipalities_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."destination"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "destination" ADD CONSTRAINT "destination_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."destination"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "destination_tags" ADD CONSTRAINT "destination_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."destination"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "destination_tags" ADD CONSTRAINT "destination_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "dicono_categories" ADD CONSTRAINT "dicono_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."dicono"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "dicono" ADD CONSTRAINT "dicono_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."dicono"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "download_categories" ADD CONSTRAINT "download_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."download"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "download_municipalities" ADD CONSTRAINT "download_municipalities_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."download"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "download" ADD CONSTRAINT "download_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."download"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "eat_categories" ADD CONSTRAINT "eat_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."eat"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "eat" ADD CONSTRAINT "eat_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."eat"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "eat_tags" ADD CONSTRAINT "eat_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."eat"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "eat_tags" ADD CONSTRAINT "eat_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "esperienze_categories" ADD CONSTRAINT "esperienze_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."esperienze"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "esperienze_municipalities" ADD CONSTRAINT "esperienze_municipalities_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."esperienze"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "esperienze" ADD CONSTRAINT "esperienze_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."esperienze"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "esperienze_tags" ADD CONSTRAINT "esperienze_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."esperienze"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "esperienze_tags" ADD CONSTRAINT "esperienze_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "event_categories" ADD CONSTRAINT "event_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "event" ADD CONSTRAINT "event_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "guide_categories" ADD CONSTRAINT "guide_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."guide"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "guide" ADD CONSTRAINT "guide_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."guide"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "iat" ADD CONSTRAINT "iat_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."iat"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "interessi_categories" ADD CONSTRAINT "interessi_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."interessi"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "interessi_municipalities" ADD CONSTRAINT "interessi_municipalities_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."interessi"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "interessi" ADD CONSTRAINT "interessi_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."interessi"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "itinerary_categories" ADD CONSTRAINT "itinerary_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."itinerary"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "itinerary" ADD CONSTRAINT "itinerary_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."itinerary"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "itinerary_tags" ADD CONSTRAINT "itinerary_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."itinerary"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "itinerary_tags" ADD CONSTRAINT "itinerary_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "licence" ADD CONSTRAINT "licence_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."licence"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "luoghi" ADD CONSTRAINT "luoghi_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."luoghi"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "news_categories" ADD CONSTRAINT "news_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "news_municipalities" ADD CONSTRAINT "news_municipalities_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "news_tags" ADD CONSTRAINT "news_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "news_tags" ADD CONSTRAINT "news_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "opendata_categories" ADD CONSTRAINT "opendata_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."opendata"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "opendata_municipalities" ADD CONSTRAINT "opendata_municipalities_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."opendata"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "opendata" ADD CONSTRAINT "opendata_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."opendata"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "opendata_tags" ADD CONSTRAINT "opendata_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."opendata"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "opendata_tags" ADD CONSTRAINT "opendata_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "operatori_municipalities" ADD CONSTRAINT "operatori_municipalities_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."operatori"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "operatori" ADD CONSTRAINT "operatori_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."operatori"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "osservatorio_categories" ADD CONSTRAINT "osservatorio_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."osservatorio"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "osservatorio_municipalities" ADD CONSTRAINT "osservatorio_municipalities_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."osservatorio"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "osservatorio" ADD CONSTRAINT "osservatorio_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."osservatorio"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "osservatorio_tags" ADD CONSTRAINT "osservatorio_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."osservatorio"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "osservatorio_tags" ADD CONSTRAINT "osservatorio_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "page_categories" ADD CONSTRAINT "page_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."page"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "page" ADD CONSTRAINT "page_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."page"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "page_tags" ADD CONSTRAINT "page_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."page"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "page_tags" ADD CONSTRAINT "page_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "place_categories" ADD CONSTRAINT "place_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "place" ADD CONSTRAINT "place_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "place_tags" ADD CONSTRAINT "place_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "place_tags" ADD CONSTRAINT "place_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "proposte_soggiorno_categories" ADD CONSTRAINT "proposte_soggiorno_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."proposte_soggiorno"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "proposte_soggiorno_municipalities" ADD CONSTRAINT "proposte_soggiorno_municipalities_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."proposte_soggiorno"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "proposte_soggiorno" ADD CONSTRAINT "proposte_soggiorno_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."proposte_soggiorno"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "proposte_soggiorno_tags" ADD CONSTRAINT "proposte_soggiorno_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."proposte_soggiorno"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "proposte_soggiorno_tags" ADD CONSTRAINT "proposte_soggiorno_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "rent_categories" ADD CONSTRAINT "rent_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."rent"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "rent" ADD CONSTRAINT "rent_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."rent"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "rent_tags" ADD CONSTRAINT "rent_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."rent"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "rent_tags" ADD CONSTRAINT "rent_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "soggiorno_categories" ADD CONSTRAINT "soggiorno_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."soggiorno"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "soggiorno_municipalities" ADD CONSTRAINT "soggiorno_municipalities_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."soggiorno"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "soggiorno" ADD CONSTRAINT "soggiorno_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."soggiorno"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "soggiorno_tags" ADD CONSTRAINT "soggiorno_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."soggiorno"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "soggiorno_tags" ADD CONSTRAINT "soggiorno_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sportwellness_categories" ADD CONSTRAINT "sportwellness_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."sportwellness"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sportwellness" ADD CONSTRAINT "sportwellness_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."sportwellness"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sportwellness_tags" ADD CONSTRAINT "sportwellness_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."sportwellness"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sportwellness_tags" ADD CONSTRAINT "sportwellness_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "station" ADD CONSTRAINT "station_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."station"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "station_tags" ADD CONSTRAINT "station_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."station"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "station_tags" ADD CONSTRAINT "station_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "stay_categories" ADD CONSTRAINT "stay_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."stay"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "stay" ADD CONSTRAINT "stay_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."stay"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "tipologia_luoghi" ADD CONSTRAINT "tipologia_luoghi_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."tipologia_luoghi"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "viaemilia_categories" ADD CONSTRAINT "viaemilia_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."viaemilia"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "viaemilia" ADD CONSTRAINT "viaemilia_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."viaemilia"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "viaemilia_tags" ADD CONSTRAINT "viaemilia_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."viaemilia"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "viaemilia_tags" ADD CONSTRAINT "viaemilia_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "webcam_categories" ADD CONSTRAINT "webcam_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."webcam"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "webcam" ADD CONSTRAINT "webcam_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."webcam"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
-- Issue #48 (hand-written from here on, docs/migrations.md "Ids unique across types"): the
-- statements above make every main table number its rows from the one sequence "item_ids"; those
-- below start it above every id stored, renumber the items whose id another type already holds and
-- update what names them. Per id held by several types, the type first by name keeps it and the
-- items of the others get new ids, recorded in "item_id_moves" (entity, old id, new id), so that a
-- link naming the entity and the old id still finds its item (GET <entity>/{id}, the editor).
-- The helper functions are dropped at the end; a new database has nothing to renumber.
SELECT setval('item_ids', coalesce((SELECT max("id") FROM (
  SELECT 'blog' AS entity, "id" FROM "blog"
  UNION ALL SELECT 'destination' AS entity, "id" FROM "destination"
  UNION ALL SELECT 'dicono' AS entity, "id" FROM "dicono"
  UNION ALL SELECT 'download' AS entity, "id" FROM "download"
  UNION ALL SELECT 'eat' AS entity, "id" FROM "eat"
  UNION ALL SELECT 'esperienze' AS entity, "id" FROM "esperienze"
  UNION ALL SELECT 'event' AS entity, "id" FROM "event"
  UNION ALL SELECT 'guide' AS entity, "id" FROM "guide"
  UNION ALL SELECT 'iat' AS entity, "id" FROM "iat"
  UNION ALL SELECT 'interessi' AS entity, "id" FROM "interessi"
  UNION ALL SELECT 'itinerary' AS entity, "id" FROM "itinerary"
  UNION ALL SELECT 'licence' AS entity, "id" FROM "licence"
  UNION ALL SELECT 'luoghi' AS entity, "id" FROM "luoghi"
  UNION ALL SELECT 'news' AS entity, "id" FROM "news"
  UNION ALL SELECT 'opendata' AS entity, "id" FROM "opendata"
  UNION ALL SELECT 'operatori' AS entity, "id" FROM "operatori"
  UNION ALL SELECT 'osservatorio' AS entity, "id" FROM "osservatorio"
  UNION ALL SELECT 'page' AS entity, "id" FROM "page"
  UNION ALL SELECT 'place' AS entity, "id" FROM "place"
  UNION ALL SELECT 'proposte_soggiorno' AS entity, "id" FROM "proposte_soggiorno"
  UNION ALL SELECT 'rent' AS entity, "id" FROM "rent"
  UNION ALL SELECT 'soggiorno' AS entity, "id" FROM "soggiorno"
  UNION ALL SELECT 'sportwellness' AS entity, "id" FROM "sportwellness"
  UNION ALL SELECT 'station' AS entity, "id" FROM "station"
  UNION ALL SELECT 'stay' AS entity, "id" FROM "stay"
  UNION ALL SELECT 'tags' AS entity, "id" FROM "tags"
  UNION ALL SELECT 'templates' AS entity, "id" FROM "templates"
  UNION ALL SELECT 'tipologia_luoghi' AS entity, "id" FROM "tipologia_luoghi"
  UNION ALL SELECT 'viaemilia' AS entity, "id" FROM "viaemilia"
  UNION ALL SELECT 'webcam' AS entity, "id" FROM "webcam") AS stored), 0) + 1, false);
--> statement-breakpoint
WITH stored AS (
  SELECT 'blog' AS entity, "id" FROM "blog"
  UNION ALL SELECT 'destination' AS entity, "id" FROM "destination"
  UNION ALL SELECT 'dicono' AS entity, "id" FROM "dicono"
  UNION ALL SELECT 'download' AS entity, "id" FROM "download"
  UNION ALL SELECT 'eat' AS entity, "id" FROM "eat"
  UNION ALL SELECT 'esperienze' AS entity, "id" FROM "esperienze"
  UNION ALL SELECT 'event' AS entity, "id" FROM "event"
  UNION ALL SELECT 'guide' AS entity, "id" FROM "guide"
  UNION ALL SELECT 'iat' AS entity, "id" FROM "iat"
  UNION ALL SELECT 'interessi' AS entity, "id" FROM "interessi"
  UNION ALL SELECT 'itinerary' AS entity, "id" FROM "itinerary"
  UNION ALL SELECT 'licence' AS entity, "id" FROM "licence"
  UNION ALL SELECT 'luoghi' AS entity, "id" FROM "luoghi"
  UNION ALL SELECT 'news' AS entity, "id" FROM "news"
  UNION ALL SELECT 'opendata' AS entity, "id" FROM "opendata"
  UNION ALL SELECT 'operatori' AS entity, "id" FROM "operatori"
  UNION ALL SELECT 'osservatorio' AS entity, "id" FROM "osservatorio"
  UNION ALL SELECT 'page' AS entity, "id" FROM "page"
  UNION ALL SELECT 'place' AS entity, "id" FROM "place"
  UNION ALL SELECT 'proposte_soggiorno' AS entity, "id" FROM "proposte_soggiorno"
  UNION ALL SELECT 'rent' AS entity, "id" FROM "rent"
  UNION ALL SELECT 'soggiorno' AS entity, "id" FROM "soggiorno"
  UNION ALL SELECT 'sportwellness' AS entity, "id" FROM "sportwellness"
  UNION ALL SELECT 'station' AS entity, "id" FROM "station"
  UNION ALL SELECT 'stay' AS entity, "id" FROM "stay"
  UNION ALL SELECT 'tags' AS entity, "id" FROM "tags"
  UNION ALL SELECT 'templates' AS entity, "id" FROM "templates"
  UNION ALL SELECT 'tipologia_luoghi' AS entity, "id" FROM "tipologia_luoghi"
  UNION ALL SELECT 'viaemilia' AS entity, "id" FROM "viaemilia"
  UNION ALL SELECT 'webcam' AS entity, "id" FROM "webcam")
INSERT INTO "item_id_moves" ("entity", "old_id", "new_id")
SELECT moved."entity", moved."id", nextval('item_ids')
FROM (
  SELECT "entity", "id" FROM stored AS item
  WHERE EXISTS (SELECT 1 FROM stored AS other WHERE other."id" = item."id" AND other."entity" COLLATE "C" < item."entity" COLLATE "C")
  ORDER BY "entity" COLLATE "C", "id"
) AS moved;
--> statement-breakpoint
-- An item's new id (null when it did not move); a reference ({id, ...}, or a list of them) to an
-- item of target with its new id; a value with every entity pick ({type, id, ...}, at any depth)
-- moved; a list of objects whose member names an item of target, moved.
CREATE FUNCTION "item_ids_moved"(moved_entity text, moved_id jsonb) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT m."new_id" FROM "item_id_moves" AS m
  WHERE jsonb_typeof(moved_id) = 'number' AND m."entity" = moved_entity AND m."old_id"::numeric = moved_id::text::numeric
$$;
--> statement-breakpoint
CREATE FUNCTION "item_ids_moved_ref"(value jsonb, target text) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT CASE jsonb_typeof(value)
    WHEN 'object' THEN CASE WHEN "item_ids_moved"(target, value->'id') IS NULL THEN value
      ELSE jsonb_set(value, '{id}', to_jsonb("item_ids_moved"(target, value->'id'))) END
    WHEN 'array' THEN (SELECT coalesce(jsonb_agg("item_ids_moved_ref"(entry, target) ORDER BY ord), '[]'::jsonb)
      FROM jsonb_array_elements(value) WITH ORDINALITY AS t(entry, ord))
    ELSE value END
$$;
--> statement-breakpoint
CREATE FUNCTION "item_ids_moved_picks"(value jsonb) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT CASE jsonb_typeof(value)
    WHEN 'object' THEN (
      SELECT CASE WHEN jsonb_typeof(walked->'type') = 'string' AND "item_ids_moved"(walked->>'type', walked->'id') IS NOT NULL
        THEN jsonb_set(walked, '{id}', to_jsonb("item_ids_moved"(walked->>'type', walked->'id'))) ELSE walked END
      FROM (SELECT coalesce(jsonb_object_agg(key, "item_ids_moved_picks"(member)), '{}'::jsonb) AS walked
        FROM jsonb_each(value) AS t(key, member)) AS w)
    WHEN 'array' THEN (SELECT coalesce(jsonb_agg("item_ids_moved_picks"(entry) ORDER BY ord), '[]'::jsonb)
      FROM jsonb_array_elements(value) WITH ORDINALITY AS t(entry, ord))
    ELSE value END
$$;
--> statement-breakpoint
CREATE FUNCTION "item_ids_moved_member"(value jsonb, member text, target text) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN jsonb_typeof(value) = 'array' THEN (
    SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(entry) = 'object' AND entry ? member
      THEN jsonb_set(entry, ARRAY[member], "item_ids_moved_ref"(entry->member, target)) ELSE entry END ORDER BY ord), '[]'::jsonb)
    FROM jsonb_array_elements(value) WITH ORDINALITY AS t(entry, ord)) ELSE value END
$$;
--> statement-breakpoint
-- The items: their contents, relation rows, revision drafts' original_id and tag uses follow by
-- their foreign keys (ON UPDATE CASCADE, above).
UPDATE "blog" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'blog' AND item."id" = m."old_id";
--> statement-breakpoint
UPDATE "destination" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'destination' AND item."id" = m."old_id";
--> statement-breakpoint
UPDATE "dicono" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'dicono' AND item."id" = m."old_id";
--> statement-breakpoint
UPDATE "download" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'download' AND item."id" = m."old_id";
--> statement-breakpoint
UPDATE "eat" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'eat' AND item."id" = m."old_id";
--> statement-breakpoint
UPDATE "esperienze" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'esperienze' AND item."id" = m."old_id";
--> statement-breakpoint
UPDATE "event" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'event' AND item."id" = m."old_id";
--> statement-breakpoint
UPDATE "guide" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'guide' AND item."id" = m."old_id";
--> statement-breakpoint
UPDATE "iat" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'iat' AND item."id" = m."old_id";
--> statement-breakpoint
UPDATE "interessi" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'interessi' AND item."id" = m."old_id";
--> statement-breakpoint
UPDATE "itinerary" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'itinerary' AND item."id" = m."old_id";
--> statement-breakpoint
UPDATE "licence" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'licence' AND item."id" = m."old_id";
--> statement-breakpoint
UPDATE "luoghi" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'luoghi' AND item."id" = m."old_id";
--> statement-breakpoint
UPDATE "news" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'news' AND item."id" = m."old_id";
--> statement-breakpoint
UPDATE "opendata" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'opendata' AND item."id" = m."old_id";
--> statement-breakpoint
UPDATE "operatori" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'operatori' AND item."id" = m."old_id";
--> statement-breakpoint
UPDATE "osservatorio" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'osservatorio' AND item."id" = m."old_id";
--> statement-breakpoint
UPDATE "page" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'page' AND item."id" = m."old_id";
--> statement-breakpoint
UPDATE "place" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'place' AND item."id" = m."old_id";
--> statement-breakpoint
UPDATE "proposte_soggiorno" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'proposte_soggiorno' AND item."id" = m."old_id";
--> statement-breakpoint
UPDATE "rent" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'rent' AND item."id" = m."old_id";
--> statement-breakpoint
UPDATE "soggiorno" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'soggiorno' AND item."id" = m."old_id";
--> statement-breakpoint
UPDATE "sportwellness" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'sportwellness' AND item."id" = m."old_id";
--> statement-breakpoint
UPDATE "station" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'station' AND item."id" = m."old_id";
--> statement-breakpoint
UPDATE "stay" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'stay' AND item."id" = m."old_id";
--> statement-breakpoint
UPDATE "tags" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'tags' AND item."id" = m."old_id";
--> statement-breakpoint
UPDATE "templates" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'templates' AND item."id" = m."old_id";
--> statement-breakpoint
UPDATE "tipologia_luoghi" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'tipologia_luoghi' AND item."id" = m."old_id";
--> statement-breakpoint
UPDATE "viaemilia" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'viaemilia' AND item."id" = m."old_id";
--> statement-breakpoint
UPDATE "webcam" AS item SET "id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'webcam' AND item."id" = m."old_id";
--> statement-breakpoint
-- References to items inside the items' JSON fields (every reference and entity-pick field of the
-- schemas at this migration: related items, destinations, operators, templates, stages).
UPDATE "blog" SET "related" = "item_ids_moved_picks"("related") WHERE EXISTS (SELECT 1 FROM "item_id_moves");
--> statement-breakpoint
UPDATE "osservatorio" SET "related" = "item_ids_moved_picks"("related") WHERE EXISTS (SELECT 1 FROM "item_id_moves");
--> statement-breakpoint
UPDATE "page" SET "related" = "item_ids_moved_picks"("related"), "template" = "item_ids_moved_ref"("template", 'templates') WHERE EXISTS (SELECT 1 FROM "item_id_moves");
--> statement-breakpoint
UPDATE "esperienze" SET "operatore" = "item_ids_moved_ref"("operatore", 'operatori') WHERE EXISTS (SELECT 1 FROM "item_id_moves");
--> statement-breakpoint
UPDATE "luoghi" SET "destination" = "item_ids_moved_ref"("destination", 'destination') WHERE EXISTS (SELECT 1 FROM "item_id_moves");
--> statement-breakpoint
UPDATE "itinerary" SET "tappe" = "item_ids_moved_member"("tappe", 'destination', 'destination') WHERE EXISTS (SELECT 1 FROM "item_id_moves");
--> statement-breakpoint
UPDATE "viaemilia" SET "tappe" = "item_ids_moved_picks"("item_ids_moved_member"("tappe", 'destination', 'destination')) WHERE EXISTS (SELECT 1 FROM "item_id_moves");
--> statement-breakpoint
-- The settings' entity picks (home page, mega menu), the licences of media files, the
-- destinations users look after.
UPDATE "settings" SET "value" = "item_ids_moved_picks"("value") WHERE EXISTS (SELECT 1 FROM "item_id_moves");
--> statement-breakpoint
UPDATE "media" SET "license_id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'licence' AND "media"."license_id" = m."old_id";
--> statement-breakpoint
UPDATE "user_destinations" SET "destination_id" = m."new_id" FROM "item_id_moves" AS m WHERE m."entity" = 'destination' AND "user_destinations"."destination_id" = m."old_id";
--> statement-breakpoint
-- What names an item by entity and id: the data hub's status, the articles' audio, preview links
-- and jobs (their payload {entity, id, lang} and key entity:id:lang).
UPDATE "tdh_items" SET "item_id" = m."new_id" FROM "item_id_moves" AS m WHERE "tdh_items"."entity" = m."entity" AND "tdh_items"."item_id" = m."old_id";
--> statement-breakpoint
UPDATE "tdh_sends" SET "item_id" = m."new_id" FROM "item_id_moves" AS m WHERE "tdh_sends"."entity" = m."entity" AND "tdh_sends"."item_id" = m."old_id";
--> statement-breakpoint
UPDATE "item_audio" SET "item_id" = m."new_id" FROM "item_id_moves" AS m WHERE "item_audio"."entity" = m."entity" AND "item_audio"."item_id" = m."old_id";
--> statement-breakpoint
UPDATE "preview_links" SET "item_id" = m."new_id" FROM "item_id_moves" AS m WHERE "preview_links"."entity" = m."entity" AND "preview_links"."item_id" = m."old_id";
--> statement-breakpoint
UPDATE "jobs" SET "payload" = jsonb_set("payload", '{id}', to_jsonb(m."new_id")),
  "key" = CASE WHEN "key" = m."entity" || ':' || m."old_id" || ':' || ("payload"->>'lang')
    THEN m."entity" || ':' || m."new_id" || ':' || ("payload"->>'lang') ELSE "key" END
FROM "item_id_moves" AS m
WHERE jsonb_typeof("payload"->'entity') = 'string' AND "payload"->>'entity' = m."entity" AND "item_ids_moved"(m."entity", "payload"->'id') = m."new_id";
--> statement-breakpoint
-- The history (append-only: its trigger is held for this one repair): each change of a moved
-- item names its new id, and every snapshot's references name the items' new ids.
ALTER TABLE "item_history" DISABLE TRIGGER "item_history_append_only";
--> statement-breakpoint
UPDATE "item_history" SET "item_id" = m."new_id" FROM "item_id_moves" AS m WHERE "item_history"."entity" = m."entity" AND "item_history"."item_id" = m."old_id";
--> statement-breakpoint
UPDATE "item_history" SET "snapshot" = CASE
  WHEN jsonb_typeof("snapshot"->'id') = 'number' AND "item_ids_moved"("entity", "snapshot"->'id') IS NOT NULL
  THEN jsonb_set("snapshot", '{id}', to_jsonb("item_id")) ELSE "snapshot" END
WHERE EXISTS (SELECT 1 FROM "item_id_moves");
--> statement-breakpoint
UPDATE "item_history" SET "snapshot" = CASE "entity"
    WHEN 'blog' THEN CASE WHEN "snapshot" ? 'related' THEN jsonb_set("snapshot", '{related}', "item_ids_moved_picks"("snapshot"->'related')) ELSE "snapshot" END
    WHEN 'osservatorio' THEN CASE WHEN "snapshot" ? 'related' THEN jsonb_set("snapshot", '{related}', "item_ids_moved_picks"("snapshot"->'related')) ELSE "snapshot" END
    WHEN 'page' THEN CASE WHEN CASE WHEN "snapshot" ? 'related' THEN jsonb_set("snapshot", '{related}', "item_ids_moved_picks"("snapshot"->'related')) ELSE "snapshot" END ? 'template' THEN jsonb_set(CASE WHEN "snapshot" ? 'related' THEN jsonb_set("snapshot", '{related}', "item_ids_moved_picks"("snapshot"->'related')) ELSE "snapshot" END, '{template}', "item_ids_moved_ref"(CASE WHEN "snapshot" ? 'related' THEN jsonb_set("snapshot", '{related}', "item_ids_moved_picks"("snapshot"->'related')) ELSE "snapshot" END->'template', 'templates')) ELSE CASE WHEN "snapshot" ? 'related' THEN jsonb_set("snapshot", '{related}', "item_ids_moved_picks"("snapshot"->'related')) ELSE "snapshot" END END
    WHEN 'esperienze' THEN CASE WHEN "snapshot" ? 'operatore' THEN jsonb_set("snapshot", '{operatore}', "item_ids_moved_ref"("snapshot"->'operatore', 'operatori')) ELSE "snapshot" END
    WHEN 'luoghi' THEN CASE WHEN "snapshot" ? 'destination' THEN jsonb_set("snapshot", '{destination}', "item_ids_moved_ref"("snapshot"->'destination', 'destination')) ELSE "snapshot" END
    WHEN 'itinerary' THEN CASE WHEN "snapshot" ? 'tappe' THEN jsonb_set("snapshot", '{tappe}', "item_ids_moved_member"("snapshot"->'tappe', 'destination', 'destination')) ELSE "snapshot" END
    WHEN 'viaemilia' THEN CASE WHEN "snapshot" ? 'tappe' THEN jsonb_set("snapshot", '{tappe}', "item_ids_moved_picks"("item_ids_moved_member"("snapshot"->'tappe', 'destination', 'destination'))) ELSE "snapshot" END
    ELSE "snapshot" END
WHERE EXISTS (SELECT 1 FROM "item_id_moves") AND "entity" IN ('blog', 'osservatorio', 'page', 'esperienze', 'luoghi', 'itinerary', 'viaemilia');
--> statement-breakpoint
ALTER TABLE "item_history" ENABLE TRIGGER "item_history_append_only";
--> statement-breakpoint
DROP FUNCTION "item_ids_moved_member"(jsonb, text, text);
--> statement-breakpoint
DROP FUNCTION "item_ids_moved_picks"(jsonb);
--> statement-breakpoint
DROP FUNCTION "item_ids_moved_ref"(jsonb, text);
--> statement-breakpoint
DROP FUNCTION "item_ids_moved"(text, jsonb);
--> statement-breakpoint
-- The main tables' own sequences (of their serial ids) number nothing any more.
DROP SEQUENCE IF EXISTS "blog_id_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "destination_id_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "dicono_id_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "download_id_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "eat_id_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "esperienze_id_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "event_id_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "guide_id_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "iat_id_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "interessi_id_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "itinerary_id_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "licence_id_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "luoghi_id_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "news_id_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "opendata_id_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "operatori_id_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "osservatorio_id_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "page_id_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "place_id_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "proposte_soggiorno_id_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "rent_id_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "soggiorno_id_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "sportwellness_id_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "station_id_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "stay_id_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "tags_id_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "templates_id_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "tipologia_luoghi_id_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "viaemilia_id_seq";
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "webcam_id_seq";
