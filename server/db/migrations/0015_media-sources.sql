CREATE TABLE "media_sources" (
	"source_sha256" text NOT NULL,
	"encoding" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_sources_source_sha256_encoding_pk" PRIMARY KEY("source_sha256","encoding")
);
