/**
 * The next steps of a booking (domain/purchases/next-steps.ts) as e-mail blocks: a titled table of when,
 * where and whom to contact, then the map link, what to bring and the cancellation terms. Built from the
 * same view model as the voucher page and the confirmation screen, so the three say the same.
 */
import { escapeHtml } from '../emails/escape-html';
import type { EmailBlock } from '../emails/layout';
import type { NextSteps } from './next-steps';

type Row = { label: string; value: string };

/** A paragraph with a bold heading and its lines, escaped for the HTML part. */
function headed(title: string, lines: string[]): EmailBlock {
  return {
    type: 'paragraph',
    html: `<strong>${escapeHtml(title)}</strong><br>${lines.map(escapeHtml).join('<br>')}`,
    text: [title, ...lines].join('\n'),
  };
}

function link(label: string, href: string): EmailBlock {
  return {
    type: 'paragraph',
    html: `<a href="${escapeHtml(href)}" style="color:#0f766e">${escapeHtml(label)}</a>`,
    text: `${label}: ${href}`,
  };
}

export function nextStepsBlocks(next: NextSteps): EmailBlock[] {
  const { where, contact, toBring, cancellation } = next;
  const rows: Row[] = [{ label: next.when.label, value: next.when.text }];
  if (where) {
    rows.push({ label: where.label, value: where.text });
    if (where.window) rows.push({ label: '', value: where.window });
    if (where.instructions) rows.push({ label: where.instructionsLabel, value: where.instructions });
  }
  rows.push({ label: contact.label, value: contact.name });
  if (contact.email) rows.push({ label: contact.emailLabel, value: contact.email });
  if (contact.phone) rows.push({ label: contact.phoneLabel, value: contact.phone });
  return [
    { type: 'rows', title: next.title, rows },
    ...(contact.note
      ? [{ type: 'paragraph', html: escapeHtml(contact.note), text: contact.note } as const]
      : []),
    ...(where?.mapUrl ? [link(where.mapLabel, where.mapUrl)] : []),
    ...(toBring
      ? [
          headed(
            toBring.label,
            toBring.items.map((item) => `• ${item}`),
          ),
        ]
      : []),
    headed(cancellation.label, [cancellation.policy, cancellation.deadline ?? ''].filter(Boolean)),
  ];
}
