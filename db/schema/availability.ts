import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { companies } from './companies';
import { experiences } from './experiences';

const experienceRef = () =>
  integer('experience_id')
    .notNull()
    .references(() => experiences.id, { onDelete: 'cascade' });

/**
 * A weekly schedule of one company for one experience. Hours live in schedule_hours; when `all_days`
 * is set the same hours apply every weekday.
 */
export const companySchedules = pgTable(
  'company_schedules',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    experienceId: experienceRef(),
    allDays: boolean('all_days').notNull().default(false),
    anticipationHours: smallint('anticipation_hours').notNull().default(24),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('company_schedules_unique_idx').on(t.experienceId, t.companyId)],
);

export const scheduleHours = pgTable(
  'schedule_hours',
  {
    id: id(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => companySchedules.id, { onDelete: 'cascade' }),
    /** 0 Sunday … 6 Saturday; null when the schedule applies to all days. */
    weekday: smallint('weekday'),
    hour: time('hour').notNull(),
    capacity: smallint('capacity').notNull(),
  },
  (t) => [
    index('schedule_hours_schedule_idx').on(t.scheduleId),
    check('schedule_hours_weekday_check', sql`${t.weekday} is null or ${t.weekday} between 0 and 6`),
    check('schedule_hours_capacity_check', sql`${t.capacity} > 0`),
  ],
);

/**
 * Dates (or hours on dates) an operator closed: type 0 single date, 1 range, 2 list (docs/product.md §
 * Schedule).
 */
export const lockedDates = pgTable(
  'locked_dates',
  {
    id: id(),
    experienceId: experienceRef(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    typeDate: smallint('type_date').notNull(),
    lockFullDay: boolean('lock_full_day').notNull().default(true),
    dates: date('dates', { mode: 'string' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** Hours closed on those dates when the whole day is not locked. */
    timeSlots: time('time_slots')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
  },
  (t) => [
    index('locked_dates_experience_idx').on(t.experienceId),
    check('locked_dates_type_check', sql`${t.typeDate} in (0, 1, 2)`),
  ],
);

/**
 * Experiences that run only on given dates (festivals, seasonal trips) instead of a weekly schedule:
 * type 'list' uses `dates`, type 'range' uses start and end.
 */
export const uniqueDates = pgTable(
  'unique_dates',
  {
    id: id(),
    experienceId: experienceRef(),
    type: text('type').notNull(),
    dates: date('dates', { mode: 'string' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('unique_dates_experience_idx').on(t.experienceId),
    check('unique_dates_type_check', sql`${t.type} in ('list', 'range')`),
  ],
);

/**
 * One departure: created on first booking from the schedule's capacity (or when its operator first
 * changes its capacity or closes it). Seats are taken with a
 * conditional update inside the purchase transaction; the check makes overselling impossible.
 */
export const timeSlots = pgTable(
  'time_slots',
  {
    id: id(),
    experienceId: experienceRef(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    slotTime: time('slot_time').notNull(),
    capacity: smallint('capacity').notNull(),
    seatsTaken: smallint('seats_taken').notNull().default(0),
    /** Closed by its operator: not offered, and the purchase path's conditional update skips it. */
    closed: boolean('closed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('time_slots_unique_idx').on(t.experienceId, t.slotDate, t.slotTime),
    check('time_slots_capacity_check', sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.capacity}`),
  ],
);
