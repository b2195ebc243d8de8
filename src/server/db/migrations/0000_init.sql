CREATE TABLE "typewriter_samples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"snippet_en" text NOT NULL,
	"snippet_de" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "typewriter_samples_snippet_en_unique" UNIQUE("snippet_en")
);
--> statement-breakpoint
CREATE INDEX "typewriter_samples_created_at_idx" ON "typewriter_samples" USING btree ("created_at");