-- An operator can close one departure (docs/decisions/0060-operator-availability.md); the row is the
-- same counter the purchase path locks, so closing and buying are ordered by that row lock.
ALTER TABLE "time_slots" ADD COLUMN "closed" boolean DEFAULT false NOT NULL;
