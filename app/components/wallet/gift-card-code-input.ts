import { GIFT_CARD_CODE_LENGTH } from '../../../domain/giftcards/gift-card-code';

const GROUP = 4;

/**
 * What the code field shows for what was typed or pasted: upper case, separators dropped and groups of
 * four joined by dashes as the person types, at most 16 characters. Characters outside the code's
 * alphabet stay visible, so the form can say the code is malformed rather than silently change it.
 */
export function formatTypedCode(typed: string): string {
  const compact = typed
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .slice(0, GIFT_CARD_CODE_LENGTH);
  return compact.match(new RegExp(`.{1,${GROUP}}`, 'g'))?.join('-') ?? '';
}

/**
 * Where the caret belongs in the formatted text: after as many code characters as stood before it in
 * the raw text, so typing or deleting in the middle of the code does not throw it to the end.
 */
export function caretAfterFormatting(raw: string, caret: number, formatted: string): number {
  const before = raw.slice(0, caret).replace(/[\s-]+/g, '').length;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (seen === before) return index;
    if (formatted[index] !== '-') seen++;
  }
  return formatted.length;
}
