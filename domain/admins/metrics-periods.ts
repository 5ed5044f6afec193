/**
 * The windows the admins' dashboard offers besides today (docs/decisions/0078-admin-dashboard): the last 7, 30
 * (the default) or 90 days. Apart from the rules so that the page's switch ships no clock code.
 */
export const METRICS_PERIODS = ['7', '30', '90'] as const;
export type MetricsPeriod = (typeof METRICS_PERIODS)[number];
export const DEFAULT_METRICS_PERIOD: MetricsPeriod = '30';
