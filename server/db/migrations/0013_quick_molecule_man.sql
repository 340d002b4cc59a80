CREATE TABLE "event_stream_slots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"session_hash" text NOT NULL,
	"address" text NOT NULL,
	"kind" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "event_stream_slots_session_idx" ON "event_stream_slots" USING btree ("session_hash");--> statement-breakpoint
CREATE INDEX "event_stream_slots_address_idx" ON "event_stream_slots" USING btree ("address");--> statement-breakpoint
CREATE INDEX "event_stream_slots_instance_idx" ON "event_stream_slots" USING btree ("instance_id");