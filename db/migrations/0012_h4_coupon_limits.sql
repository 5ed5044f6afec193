CREATE TABLE "coupon_user_uses" (
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"uses" integer NOT NULL,
	CONSTRAINT "coupon_user_uses_coupon_id_user_id_pk" PRIMARY KEY("coupon_id","user_id"),
	CONSTRAINT "coupon_user_uses_uses_check" CHECK ("coupon_user_uses"."uses" >= 0)
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "uses_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_user_uses" ADD CONSTRAINT "coupon_user_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_user_uses" ADD CONSTRAINT "coupon_user_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_uses_count_check" CHECK ("coupons"."uses_count" >= 0);--> statement-breakpoint
-- hand-written: the counters start from the uses already recorded (docs/decisions/0045).
UPDATE "coupons" c SET "uses_count" = (SELECT count(*) FROM "coupon_uses" u WHERE u."coupon_id" = c."id");
--> statement-breakpoint
INSERT INTO "coupon_user_uses" ("coupon_id", "user_id", "uses")
  SELECT "coupon_id", "user_id", count(*) FROM "coupon_uses" GROUP BY "coupon_id", "user_id";
--> statement-breakpoint
-- hand-written: a coupon's limits hold by construction (docs/decisions/0045). Recording a use first
-- counts it for the traveller, then for the coupon, each by one conditional statement on a counter row:
-- concurrent uses of one traveller (or of one coupon) wait for that row's lock and see the count the
-- previous one left, so whatever the concurrency or the number of servers, a use beyond a limit is
-- refused with a check violation naming it (coupon_uses_max_uses_per_user, coupon_uses_max_uses).
CREATE OR REPLACE FUNCTION coupon_uses_claim() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO coupon_user_uses AS mine (coupon_id, user_id, uses)
    SELECT NEW.coupon_id, NEW.user_id, 1 FROM coupons WHERE id = NEW.coupon_id AND max_uses_per_user >= 1
  ON CONFLICT (coupon_id, user_id) DO UPDATE SET uses = mine.uses + 1
    WHERE mine.uses < (SELECT max_uses_per_user FROM coupons WHERE id = mine.coupon_id);
  IF NOT FOUND THEN
    RAISE EXCEPTION 'coupon % used by user % as often as it allows', NEW.coupon_id, NEW.user_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'coupon_uses_max_uses_per_user';
  END IF;
  UPDATE coupons SET uses_count = uses_count + 1
    WHERE id = NEW.coupon_id AND (max_uses IS NULL OR uses_count < max_uses);
  IF NOT FOUND THEN
    RAISE EXCEPTION 'coupon % used up', NEW.coupon_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'coupon_uses_max_uses';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER coupon_uses_claim BEFORE INSERT ON coupon_uses
  FOR EACH ROW EXECUTE FUNCTION coupon_uses_claim();
--> statement-breakpoint
-- hand-written: a use given back (a refused payment, a cancellation) frees its place in both counters.
CREATE OR REPLACE FUNCTION coupon_uses_release() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE coupon_user_uses SET uses = uses - 1 WHERE coupon_id = OLD.coupon_id AND user_id = OLD.user_id;
  UPDATE coupons SET uses_count = uses_count - 1 WHERE id = OLD.coupon_id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER coupon_uses_release AFTER DELETE ON coupon_uses
  FOR EACH ROW EXECUTE FUNCTION coupon_uses_release();
--> statement-breakpoint
-- hand-written: a use never moves to another coupon or traveller (the counters would no longer match).
CREATE OR REPLACE FUNCTION coupon_uses_fixed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a coupon use keeps its coupon and its traveller';
END $$;
--> statement-breakpoint
CREATE TRIGGER coupon_uses_fixed BEFORE UPDATE OF coupon_id, user_id ON coupon_uses
  FOR EACH ROW WHEN (OLD.coupon_id IS DISTINCT FROM NEW.coupon_id OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION coupon_uses_fixed();
