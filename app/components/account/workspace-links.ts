import type { UserJson } from '../../../domain/accounts/user-json';
import type { IconName } from '../icon-names';

export interface WorkspaceLink {
  to: string;
  icon: IconName;
  labelKey: string;
}

/**
 * The account menu's ways to the work areas (docs/product.md § Header and footer): the operators'
 * workspace for a member of a company, whatever its role, and the back office for an admin. The pages
 * themselves still decide who gets in (an admin's second factor, a removed member's refusal).
 */
export function workspaceLinks(user: Pick<UserJson, 'operator_role' | 'is_admin'>): WorkspaceLink[] {
  const links: WorkspaceLink[] = [];
  if (user.operator_role)
    links.push({
      to: '/operator',
      icon: 'briefcase',
      labelKey: 'navbar.workspace',
    });
  if (user.is_admin)
    links.push({
      to: '/admin',
      icon: 'shield-check',
      labelKey: 'navbar.backOffice',
    });
  return links;
}
