import { describe, expect, it } from 'vitest';
import en from '../../../common/i18n/en.json';
import es from '../../../common/i18n/es.json';
import { workspaceLinks } from '../../../app/components/account/workspace-links';

const targets = (user: Parameters<typeof workspaceLinks>[0]) => workspaceLinks(user).map((link) => link.to);

describe('the account menu’s work areas', () => {
  it('shows a traveller none', () => {
    expect(targets({ operator_role: null, is_admin: false })).toEqual([]);
  });

  it('leads owners and staff to the workspace, and admins to the back office', () => {
    expect(targets({ operator_role: 'owner', is_admin: false })).toEqual(['/operator']);
    expect(targets({ operator_role: 'staff', is_admin: false })).toEqual(['/operator']);
    expect(targets({ operator_role: null, is_admin: true })).toEqual(['/admin']);
    expect(targets({ operator_role: 'staff', is_admin: true })).toEqual(['/operator', '/admin']);
  });

  it('names each link in both languages', () => {
    for (const link of workspaceLinks({
      operator_role: 'owner',
      is_admin: true,
    })) {
      const key = link.labelKey.split('.');
      for (const words of [es, en]) {
        const label = key.reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], words);
        expect(label, `${link.labelKey}`).toEqual(expect.stringMatching(/\S/));
      }
    }
  });
});
