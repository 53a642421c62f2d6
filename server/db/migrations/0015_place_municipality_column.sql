ALTER TABLE "eat" ADD COLUMN "locations_municipality" integer GENERATED ALWAYS AS ((case when ("locations"->'city'->>'id') ~ '^[0-9]{1,9}$' then ("locations"->'city'->>'id')::int end)) STORED;--> statement-breakpoint
ALTER TABLE "luoghi" ADD COLUMN "location_municipality" integer GENERATED ALWAYS AS ((case when ("location"->'city'->>'id') ~ '^[0-9]{1,9}$' then ("location"->'city'->>'id')::int end)) STORED;--> statement-breakpoint
ALTER TABLE "place" ADD COLUMN "locations_municipality" integer GENERATED ALWAYS AS ((case when ("locations"->'city'->>'id') ~ '^[0-9]{1,9}$' then ("locations"->'city'->>'id')::int end)) STORED;--> statement-breakpoint
ALTER TABLE "rent" ADD COLUMN "locations_municipality" integer GENERATED ALWAYS AS ((case when ("locations"->'city'->>'id') ~ '^[0-9]{1,9}$' then ("locations"->'city'->>'id')::int end)) STORED;--> statement-breakpoint
ALTER TABLE "station" ADD COLUMN "locations_municipality" integer GENERATED ALWAYS AS ((case when ("locations"->'city'->>'id') ~ '^[0-9]{1,9}$' then ("locations"->'city'->>'id')::int end)) STORED;--> statement-breakpoint
ALTER TABLE "stay" ADD COLUMN "locations_municipality" integer GENERATED ALWAYS AS ((case when ("locations"->'city'->>'id') ~ '^[0-9]{1,9}$' then ("locations"->'city'->>'id')::int end)) STORED;--> statement-breakpoint
CREATE INDEX "eat_locations_municipality_id_idx" ON "eat" USING btree ("locations_municipality","id");--> statement-breakpoint
CREATE INDEX "luoghi_location_municipality_id_idx" ON "luoghi" USING btree ("location_municipality","id");--> statement-breakpoint
CREATE INDEX "place_locations_municipality_id_idx" ON "place" USING btree ("locations_municipality","id");--> statement-breakpoint
CREATE INDEX "rent_locations_municipality_id_idx" ON "rent" USING btree ("locations_municipality","id");--> statement-breakpoint
CREATE INDEX "station_locations_municipality_id_idx" ON "station" USING btree ("locations_municipality","id");--> statement-breakpoint
CREATE INDEX "stay_locations_municipality_id_idx" ON "stay" USING btree ("locations_municipality","id");