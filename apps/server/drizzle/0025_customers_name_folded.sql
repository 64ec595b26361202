DROP INDEX "customers_name_index";--> statement-breakpoint
CREATE INDEX "customers_name_folded_index" ON "customers" USING gin (lower(translate("name", 'İIı', 'iii')) gin_trgm_ops);