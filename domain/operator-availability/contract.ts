/**
 * An operator's availability (docs/product.md § Schedule, docs/decisions/0060-operator-availability.md):
 * the schedule of one of its experiences and its calendar of departures; the form of an endpoint:
 * domain/contract/endpoint.ts.
 */
import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { isIsoDate } from '../booking/calendar-days';
import { WEEKDAYS } from '../booking/departures';
import { idSchema } from '../id-schema';
import {
  MAX_ANTICIPATION_HOURS,
  MAX_CAPACITY,
  MAX_LOCKS,
  MAX_SPAN_DAYS,
  MAX_UNIQUE_DATES,
  isScheduleHour,
  scheduleIssues,
} from './schedule-rules';

const tags = ['operators'];
const key = (name: string) => `operatorAvailability.errors.${name}`;

const hour = z
  .string({ error: key('hour') })
  .refine(isScheduleHour, key('hour'))
  .describe('HH:mm, 24-hour');
const day = z
  .string({ error: key('date') })
  .refine(isIsoDate, key('date'))
  .describe('yyyy-MM-dd');
const capacity = z
  .int({ error: key('capacity') })
  .min(1, key('capacity'))
  .max(MAX_CAPACITY, key('capacity'))
  .describe('Places of the departure');
const dayList = z
  .array(day, { error: key('dateList') })
  .max(MAX_SPAN_DAYS, key('dateList'))
  .default([]);
const optionalDay = day.nullish().transform((value) => value ?? null);

const scheduleHour = z.object({ hour, capacity });
const hourList = z.array(scheduleHour, { error: key('hours') }).default([]);

const lock = z.object({
  type_date: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: key('lockType') }),
  lock_full_day: z.boolean({ error: key('lockFullDay') }).default(true),
  dates: dayList,
  start_date: optionalDay,
  end_date: optionalDay,
  time_slots: z.array(hour).max(48, key('lockHours')).default([]),
});

const uniqueDates = z.object({
  type: z.enum(['list', 'range'], { error: key('uniqueType') }).describe('range: a season'),
  dates: dayList,
  start_date: optionalDay,
  end_date: optionalDay,
});

const schedule = z.object({
  all_days: z.boolean({ error: key('allDays') }),
  hours: hourList.describe('The hours of every day, when all_days'),
  days: z
    .object(
      Object.fromEntries(WEEKDAYS.map((name) => [name, hourList])) as Record<
        (typeof WEEKDAYS)[number],
        typeof hourList
      >,
    )
    .default(Object.fromEntries(WEEKDAYS.map((name) => [name, []])) as never)
    .describe('Each weekday’s hours, when not all_days'),
  anticipation_time: z
    .int({ error: key('anticipation') })
    .min(0, key('anticipation'))
    .max(MAX_ANTICIPATION_HOURS, key('anticipation'))
    .describe('Hours between booking and departure'),
  locked_dates: z.array(lock).max(MAX_LOCKS, key('tooManyLocks')).default([]),
  unique_dates: z
    .array(uniqueDates)
    .max(MAX_UNIQUE_DATES, key('tooManyUniqueDates'))
    .default([])
    .describe('Days that replace the weekly pattern: lists and ranges (seasons)'),
});

/** The body of PUT: every rule checked, each refused field named with its catalogue key. */
export const scheduleBody = schedule.superRefine((value, context) => {
  for (const issue of scheduleIssues(value)) {
    context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
});

/** The answer: the stored availability, in the body's shape (no defaults nor transforms to encode). */
const hourReply = z.object({ hour: z.string(), capacity: z.int() });
const datesReply = {
  dates: z.array(z.string()),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
};
const scheduleReply = z.object({
  data: z.object({
    all_days: z.boolean(),
    hours: z.array(hourReply),
    days: z.object(
      Object.fromEntries(WEEKDAYS.map((name) => [name, z.array(hourReply)])) as Record<
        (typeof WEEKDAYS)[number],
        z.ZodArray<typeof hourReply>
      >,
    ),
    anticipation_time: z.int(),
    locked_dates: z.array(
      z.object({
        type_date: z.union([z.literal(0), z.literal(1), z.literal(2)]),
        lock_full_day: z.boolean(),
        ...datesReply,
        time_slots: z.array(z.string()),
      }),
    ),
    unique_dates: z.array(z.object({ type: z.enum(['list', 'range']), ...datesReply })),
  }),
});

const experienceParams = z.object({ id: idSchema });

export const operatorScheduleEndpoint = endpoint('GET', '/api/v1/operator/experiences/:id/schedule', {
  tags,
  summary: 'The availability of one of the company’s experiences: weekly hours, locks, unique dates',
  params: experienceParams,
  response: { 200: scheduleReply },
});

export const putOperatorScheduleEndpoint = endpoint('PUT', '/api/v1/operator/experiences/:id/schedule', {
  tags,
  summary:
    'Replaces the availability of one of the company’s experiences at once; travellers’ calendars and ' +
    'quotes use it from the next request',
  params: experienceParams,
  body: scheduleBody,
  response: { 200: scheduleReply },
});

const departure = z.object({
  experience_id: z.int(),
  date: z.string(),
  hour: z.string().describe('HH:mm'),
  capacity: z.int(),
  seats_taken: z.int().describe('Seats sold or held by a checkout in progress'),
  closed: z.boolean().describe('Not offered to travellers'),
  locked: z.boolean().describe('Closed by a locked date of the schedule'),
  scheduled: z.boolean().describe('false: sold once, no longer in the schedule'),
});

export const operatorDeparturesEndpoint = endpoint('GET', '/api/v1/operator/departures', {
  tags,
  summary:
    'The company’s departures from `from` to `to` (at most 62 days), optionally of one experience, ' +
    'with the names of all its experiences in the request’s language',
  querystring: z.object({ from: day, to: day, experience_id: idSchema.optional() }),
  response: {
    200: z.object({
      data: z.array(departure),
      experiences: z.array(z.object({ id: z.int(), name: z.string() })),
    }),
  },
});

export const patchOperatorDepartureEndpoint = endpoint('PATCH', '/api/v1/operator/departures', {
  tags,
  summary:
    'Changes one departure’s capacity (never below the seats sold: 409 with how many) or closes or ' +
    'reopens it',
  body: z.object({
    experience_id: idSchema,
    date: day,
    hour,
    capacity: capacity.optional(),
    closed: z.boolean({ error: key('closed') }).optional(),
  }),
  response: { 200: z.object({ data: departure }) },
});

export type ScheduleBody = z.input<typeof scheduleBody>;
