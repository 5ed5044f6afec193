import {
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
} from 'drizzle-orm/pg-core';
import { experiences } from './experiences';

/**
 * The places of each experience per day for the search by date (docs/decisions/0086-search-by-date.md),
 * written by the availability engine (domain/booking/day-places.ts): a weekly baseline, and the days
 * that differ from it. Triggers (migration 0034) mark an experience stale in the transaction that
 * changes its schedule, locks, unique dates, departures, seats or publication.
 */
export const dayPlacesWeeks = pgTable(
  'day_places_weeks',
  {
    experienceId: integer('experience_id')
      .primaryKey()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    /** By weekday (p0 Sunday … p6 Saturday): the most places of a departure on a day not in day_places. */
    p0: smallint('p0').notNull(),
    p1: smallint('p1').notNull(),
    p2: smallint('p2').notNull(),
    p3: smallint('p3').notNull(),
    p4: smallint('p4').notNull(),
    p5: smallint('p5').notNull(),
    p6: smallint('p6').notNull(),
    /** Days after today that the moving window (anticipation) may still cut. */
    nearDays: smallint('near_days').notNull(),
    /** The last day computed. */
    through: date('through', { mode: 'string' }).notNull(),
    /** The experience's country when the row was written (a change marks the row stale). */
    countryId: integer('country_id'),
    /** The last day whose departures are in day_departures; null: none are (the engine decides). */
    nearThrough: date('near_through', { mode: 'string' }),
  },
  (t) => [index('day_places_weeks_country_idx').on(t.countryId)],
);

/** The days whose places differ from the weekly baseline (0: none). */
export const dayPlaces = pgTable(
  'day_places',
  {
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    places: integer('places').notNull(),
  },
  (t) => [primaryKey({ columns: [t.experienceId, t.day] }), index('day_places_day_idx').on(t.day, t.places)],
);

/** Experiences whose rows no longer follow what decides their availability. */
export const dayPlacesStale = pgTable(
  'day_places_stale',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    experienceId: integer('experience_id').notNull(),
  },
  (t) => [index('day_places_stale_experience_idx').on(t.experienceId)],
);

/**
 * The near days' departures with places (those anticipation may still cut) and the instant the window
 * cuts each (`departureCutoff`); per day only those no later-cut departure matches in places.
 */
export const dayDepartures = pgTable(
  'day_departures',
  {
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    places: integer('places').notNull(),
    cutoff: timestamp('cutoff', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('day_departures_experience_day_idx').on(t.experienceId, t.day),
    index('day_departures_day_idx').on(t.day, t.places, t.experienceId, t.cutoff),
  ],
);
