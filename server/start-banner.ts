import { DEMO_ADMIN } from '../db/seed/write-demo-admin';
import { DEMO_TRAVELLER } from '../db/seed/plan-demo-agenda';
import { DEMO_OPERATOR_PASSWORD, DEMO_OWNER_EMAILS } from '../db/seed/write-operator-accounts';

/**
 * What `npm start` prints once it listens (README § Set-up): where to open the site, and, with the demo
 * seed outside production, the demo accounts to sign in with. Plain lines for a person, beside the
 * server's JSON log.
 */
export function startBanner(options: { url: string; demo: boolean }): string {
  const url = options.url.replace(/\/$/, '');
  const lines = [
    '',
    `Rumbo is listening on ${url}/  (English: ${url}/?lang=en)`,
    `  API docs ${url}/api/docs   sent e-mails ${url}/dev/mailbox`,
  ];
  if (options.demo)
    lines.push(
      '  Demo accounts (README § Demo accounts and the agenda, § Demo operators, § Demo admin and supplier applications):',
      `    traveller  ${DEMO_TRAVELLER.email} / ${DEMO_TRAVELLER.password}`,
      `    operator   ${DEMO_OWNER_EMAILS[0]} / ${DEMO_OPERATOR_PASSWORD}   (${url}/operator)`,
      `    admin      ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}   (${url}/admin, then the second factor in the README)`,
    );
  lines.push('');
  return lines.join('\n');
}
