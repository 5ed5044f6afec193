/**
 * The roles of an operator user in its company (docs/decisions/0056-operator-access): the owner manages the
 * team and the company's settings; staff do the rest of the workspace.
 */
export const COMPANY_ROLES = ['owner', 'staff'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
