CREATE TABLE "feed_experience_statuses" (
	"external_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_experience_statuses_status_check" CHECK ("feed_experience_statuses"."status" in ('not_interested', 'interested', 'copied'))
);
--> statement-breakpoint
CREATE TABLE "feed_experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"title" text NOT NULL,
	"types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"targets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_amount" double precision,
	"price_currency" text,
	"structure_name" text,
	"locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"municipality_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"first_date" text,
	"abstract" text,
	"thumbnails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"in_feed" boolean DEFAULT true NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_experiences_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "feed_trekking" (
	"id" serial PRIMARY KEY NOT NULL,
	"trekksoft_id" text NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"location_name" text,
	"municipality_id" integer,
	"date" text,
	"description" text,
	"deleted_at" timestamp with time zone,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_trekking_trekksoft_id_unique" UNIQUE("trekksoft_id")
);
--> statement-breakpoint
CREATE TABLE "item_audio" (
	"entity" text NOT NULL,
	"item_id" integer NOT NULL,
	"lang" text NOT NULL,
	"media_id" integer NOT NULL,
	"characters" integer NOT NULL,
	"truncated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_audio_pkey" PRIMARY KEY("entity","item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"timeout_ms" integer NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"result" jsonb,
	"progress" smallint,
	"created_by" integer,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tdh_items" (
	"entity" text NOT NULL,
	"item_id" integer NOT NULL,
	"waitlist" boolean DEFAULT false NOT NULL,
	"waitlist_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tdh_items_pkey" PRIMARY KEY("entity","item_id")
);
--> statement-breakpoint
CREATE TABLE "tdh_sends" (
	"entity" text NOT NULL,
	"item_id" integer NOT NULL,
	"lang" text NOT NULL,
	"inviato" boolean DEFAULT false NOT NULL,
	"date" timestamp with time zone,
	"response" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tdh_sends_pkey" PRIMARY KEY("entity","item_id","lang")
);
--> statement-breakpoint
ALTER TABLE "feed_experience_statuses" ADD CONSTRAINT "feed_experience_statuses_updated_by_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_trekking" ADD CONSTRAINT "feed_trekking_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_audio" ADD CONSTRAINT "item_audio_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_trekking_municipality_id_idx" ON "feed_trekking" USING btree ("municipality_id");--> statement-breakpoint
CREATE INDEX "item_audio_media_id_idx" ON "item_audio" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "jobs_status_run_at_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_kind_key_live_idx" ON "jobs" USING btree ("kind","key") WHERE "jobs"."key" is not null and "jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "tdh_items_waitlist_idx" ON "tdh_items" USING btree ("waitlist_at") WHERE "tdh_items"."waitlist";--> statement-breakpoint
CREATE INDEX "tdh_sends_date_idx" ON "tdh_sends" USING btree ("date") WHERE "tdh_sends"."inviato";