CREATE TABLE "geocode_cache" (
	"address" text PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"formatted_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
