CREATE TABLE "dicono_categories" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"category_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "dicono_categories_pkey" PRIMARY KEY("item_id","field","category_id")
);
--> statement-breakpoint
CREATE TABLE "dicono_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"lang" text NOT NULL,
	"title" text,
	"slug" text,
	"description" text,
	"status" integer DEFAULT 2 NOT NULL,
	"author" integer,
	"pub_date" timestamp,
	"url" text,
	"dicono_pub_date" date,
	CONSTRAINT "dicono_contents_item_id_lang_unique" UNIQUE("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "dicono" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "dicono_id_draft_unique" UNIQUE("id","draft")
);
--> statement-breakpoint
CREATE TABLE "licence_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"lang" text NOT NULL,
	"title" text,
	"url" text,
	"description" text,
	"status" integer DEFAULT 2 NOT NULL,
	CONSTRAINT "licence_contents_item_id_lang_unique" UNIQUE("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "licence" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "licence_id_draft_unique" UNIQUE("id","draft")
);
--> statement-breakpoint
CREATE TABLE "news_categories" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"category_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "news_categories_pkey" PRIMARY KEY("item_id","field","category_id")
);
--> statement-breakpoint
CREATE TABLE "news_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"lang" text NOT NULL,
	"title" text,
	"slug" text,
	"subtitle" text,
	"excerpt" text,
	"description" text,
	"status" integer DEFAULT 2 NOT NULL,
	"author" integer,
	"pub_date" timestamp,
	"google" jsonb,
	"social" jsonb,
	CONSTRAINT "news_contents_item_id_lang_unique" UNIQUE("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "news_municipalities" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"municipality_id" integer NOT NULL,
	CONSTRAINT "news_municipalities_pkey" PRIMARY KEY("item_id","field","municipality_id")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"attachments" jsonb,
	"locations" jsonb,
	"portal" jsonb,
	CONSTRAINT "news_id_draft_unique" UNIQUE("id","draft")
);
--> statement-breakpoint
CREATE TABLE "news_tags" (
	"item_id" integer NOT NULL,
	"lang" text DEFAULT '' NOT NULL,
	"field" text NOT NULL,
	"tag_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "news_tags_pkey" PRIMARY KEY("item_id","lang","field","tag_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"name" text,
	"lang" text DEFAULT 'it'
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"name" text,
	"view" text,
	"params" jsonb
);
--> statement-breakpoint
CREATE TABLE "webcam_categories" (
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"category_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "webcam_categories_pkey" PRIMARY KEY("item_id","field","category_id")
);
--> statement-breakpoint
CREATE TABLE "webcam_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"lang" text NOT NULL,
	"title" text,
	"slug" text,
	"status" integer DEFAULT 2 NOT NULL,
	"author" integer,
	"pub_date" timestamp,
	CONSTRAINT "webcam_contents_item_id_lang_unique" UNIQUE("item_id","lang")
);
--> statement-breakpoint
CREATE TABLE "webcam" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"original_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"locations" jsonb,
	"webcam" jsonb,
	CONSTRAINT "webcam_id_draft_unique" UNIQUE("id","draft")
);
--> statement-breakpoint
CREATE TABLE "access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100000 CACHE 1),
	"parent_id" integer,
	"order" integer DEFAULT 0 NOT NULL,
	"cover" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_contents" (
	"category_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"subtitle" text,
	"slug" text,
	CONSTRAINT "category_contents_pkey" PRIMARY KEY("category_id","lang")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "municipalities" (
	"id" serial PRIMARY KEY NOT NULL,
	"istat" text NOT NULL,
	"name" text NOT NULL,
	"province_id" integer NOT NULL,
	"cap" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"population" integer,
	CONSTRAINT "municipalities_istat_unique" UNIQUE("istat")
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"sigla" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"abilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "system_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_pkey" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"active" smallint DEFAULT 1 NOT NULL,
	"redazione_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "dicono_categories" ADD CONSTRAINT "dicono_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."dicono"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dicono_categories" ADD CONSTRAINT "dicono_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dicono_contents" ADD CONSTRAINT "dicono_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."dicono"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "dicono_contents" ADD CONSTRAINT "dicono_contents_author_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dicono" ADD CONSTRAINT "dicono_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."dicono"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dicono" ADD CONSTRAINT "dicono_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_contents" ADD CONSTRAINT "licence_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."licence"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "licence" ADD CONSTRAINT "licence_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."licence"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence" ADD CONSTRAINT "licence_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_categories" ADD CONSTRAINT "news_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_categories" ADD CONSTRAINT "news_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_contents" ADD CONSTRAINT "news_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."news"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "news_contents" ADD CONSTRAINT "news_contents_author_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_municipalities" ADD CONSTRAINT "news_municipalities_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_municipalities" ADD CONSTRAINT "news_municipalities_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_tags" ADD CONSTRAINT "news_tags_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_tags" ADD CONSTRAINT "news_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webcam_categories" ADD CONSTRAINT "webcam_categories_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."webcam"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webcam_categories" ADD CONSTRAINT "webcam_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webcam_contents" ADD CONSTRAINT "webcam_contents_item_fk" FOREIGN KEY ("item_id","draft") REFERENCES "public"."webcam"("id","draft") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "webcam_contents" ADD CONSTRAINT "webcam_contents_author_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webcam" ADD CONSTRAINT "webcam_original_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."webcam"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webcam" ADD CONSTRAINT "webcam_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_contents" ADD CONSTRAINT "category_contents_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipalities" ADD CONSTRAINT "municipalities_province_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dicono_categories_category_id_idx" ON "dicono_categories" USING btree ("category_id","field");--> statement-breakpoint
CREATE UNIQUE INDEX "dicono_categories_primary_unique" ON "dicono_categories" USING btree ("item_id","field") WHERE "dicono_categories"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "dicono_contents_lang_slug_unique" ON "dicono_contents" USING btree ("lang","slug") WHERE "dicono_contents"."slug" <> '' and "dicono_contents"."draft" = 0;--> statement-breakpoint
CREATE INDEX "dicono_contents_lang_status_idx" ON "dicono_contents" USING btree ("lang","status");--> statement-breakpoint
CREATE INDEX "dicono_contents_lang_pub_date_idx" ON "dicono_contents" USING btree ("lang","pub_date");--> statement-breakpoint
CREATE INDEX "dicono_original_id_idx" ON "dicono" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "licence_contents_lang_status_idx" ON "licence_contents" USING btree ("lang","status");--> statement-breakpoint
CREATE INDEX "licence_original_id_idx" ON "licence" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "news_categories_category_id_idx" ON "news_categories" USING btree ("category_id","field");--> statement-breakpoint
CREATE UNIQUE INDEX "news_categories_primary_unique" ON "news_categories" USING btree ("item_id","field") WHERE "news_categories"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "news_contents_lang_slug_unique" ON "news_contents" USING btree ("lang","slug") WHERE "news_contents"."slug" <> '' and "news_contents"."draft" = 0;--> statement-breakpoint
CREATE INDEX "news_contents_lang_status_idx" ON "news_contents" USING btree ("lang","status");--> statement-breakpoint
CREATE INDEX "news_contents_lang_pub_date_idx" ON "news_contents" USING btree ("lang","pub_date");--> statement-breakpoint
CREATE INDEX "news_municipalities_municipality_id_idx" ON "news_municipalities" USING btree ("municipality_id","field");--> statement-breakpoint
CREATE INDEX "news_original_id_idx" ON "news" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "news_tags_tag_id_idx" ON "news_tags" USING btree ("tag_id","field");--> statement-breakpoint
CREATE INDEX "tags_original_id_idx" ON "tags" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "tags_name_idx" ON "tags" USING btree ("name");--> statement-breakpoint
CREATE INDEX "templates_original_id_idx" ON "templates" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "templates_name_idx" ON "templates" USING btree ("name");--> statement-breakpoint
CREATE INDEX "webcam_categories_category_id_idx" ON "webcam_categories" USING btree ("category_id","field");--> statement-breakpoint
CREATE UNIQUE INDEX "webcam_categories_primary_unique" ON "webcam_categories" USING btree ("item_id","field") WHERE "webcam_categories"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "webcam_contents_lang_slug_unique" ON "webcam_contents" USING btree ("lang","slug") WHERE "webcam_contents"."slug" <> '' and "webcam_contents"."draft" = 0;--> statement-breakpoint
CREATE INDEX "webcam_contents_lang_status_idx" ON "webcam_contents" USING btree ("lang","status");--> statement-breakpoint
CREATE INDEX "webcam_contents_lang_pub_date_idx" ON "webcam_contents" USING btree ("lang","pub_date");--> statement-breakpoint
CREATE INDEX "webcam_original_id_idx" ON "webcam" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "access_tokens_user_id_idx" ON "access_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "access_tokens_expires_at_idx" ON "access_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "categories_parent_id_order_idx" ON "categories" USING btree ("parent_id","order");--> statement-breakpoint
CREATE INDEX "municipalities_province_id_idx" ON "municipalities" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "municipalities_name_idx" ON "municipalities" USING btree ("name");--> statement-breakpoint
CREATE INDEX "user_roles_role_id_idx" ON "user_roles" USING btree ("role_id");