/** The states of a supplier application (docs/decisions/0057-admin-second-factor): reviewed once. */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
