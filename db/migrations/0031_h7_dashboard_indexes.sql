-- The admins' dashboard figures (docs/decisions/0078-admin-dashboard): each reads a window of days by creation
-- instant, so each table it reads gets an index on that instant; the funnel counts distinct visits of two
-- pages, answered from the index alone (path, instant, visit id) of the page views.
CREATE INDEX "purchases_created_idx" ON "purchases" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "purchase_refunds_created_idx" ON "purchase_refunds" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "companies_created_idx" ON "companies" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "analytics_events_page_view_idx" ON "analytics_events" USING btree ("path","created_at","anonymous_id") WHERE "analytics_events"."name" = 'page_view';
