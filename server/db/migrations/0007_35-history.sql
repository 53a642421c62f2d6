CREATE TABLE "item_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_name" text,
	"entity" text NOT NULL,
	"item_id" integer NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"lang" text,
	"changes" jsonb NOT NULL,
	"snapshot" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "item_history_item_idx" ON "item_history" USING btree ("entity","item_id","id");--> statement-breakpoint
CREATE INDEX "item_history_at_idx" ON "item_history" USING btree ("at");--> statement-breakpoint
CREATE INDEX "item_history_user_idx" ON "item_history" USING btree ("user_id");--> statement-breakpoint
-- Hand-written (docs/history.md): the history is append-only, in the database too. Row-level
-- UPDATE and DELETE are refused; TRUNCATE (an operator's deliberate purge) is left to the owner.
CREATE FUNCTION "item_history_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'item_history is append-only' USING ERRCODE = '42501';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "item_history_append_only" BEFORE UPDATE OR DELETE ON "item_history"
	FOR EACH ROW EXECUTE FUNCTION "item_history_append_only"();
