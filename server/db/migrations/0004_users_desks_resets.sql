CREATE TABLE "desk_municipalities" (
	"desk_id" integer NOT NULL,
	"municipality_id" integer NOT NULL,
	CONSTRAINT "desk_municipalities_pkey" PRIMARY KEY("desk_id","municipality_id")
);
--> statement-breakpoint
CREATE TABLE "desks" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"url_it" text DEFAULT '' NOT NULL,
	"url_en" text DEFAULT '' NOT NULL,
	"lang" text DEFAULT 'it' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "user_destinations" (
	"user_id" integer NOT NULL,
	"destination_id" integer NOT NULL,
	CONSTRAINT "user_destinations_pkey" PRIMARY KEY("user_id","destination_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "desk_municipalities" ADD CONSTRAINT "desk_municipalities_desk_id_fk" FOREIGN KEY ("desk_id") REFERENCES "public"."desks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_municipalities" ADD CONSTRAINT "desk_municipalities_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_destinations" ADD CONSTRAINT "user_destinations_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "desk_municipalities_municipality_id_idx" ON "desk_municipalities" USING btree ("municipality_id");--> statement-breakpoint
CREATE INDEX "password_resets_user_id_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
-- Desks had no table before: a desk id already stored names nothing.
UPDATE "users" SET "redazione_id" = NULL WHERE "redazione_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_redazione_id_fk" FOREIGN KEY ("redazione_id") REFERENCES "public"."desks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_redazione_id_idx" ON "users" USING btree ("redazione_id");