CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "experiences_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "search_words" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "name_words" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "experiences_search_words_idx" ON "experiences" USING gin ("search_words");