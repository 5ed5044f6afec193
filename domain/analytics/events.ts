import { z } from 'zod';

/** What the product records about visits: first-party only, never sent to a third party. */
export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'search',
  'experience_view',
  'share',
  'language_change',
] as const;

const propertyValue = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);

export const analyticsEventSchema = z.object({
  name: z.enum(ANALYTICS_EVENT_NAMES),
  path: z.string().startsWith('/').max(500),
  /** A random id the browser keeps for the visit; not linked to a person. */
  anonymous_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
  properties: z
    .record(z.string().max(50), propertyValue)
    .refine((value) => Object.keys(value).length <= 20, 'at most 20 properties')
    .default({}),
});

export type AnalyticsEventInput = z.infer<typeof analyticsEventSchema>;
