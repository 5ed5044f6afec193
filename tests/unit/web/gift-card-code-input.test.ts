import { describe, expect, it } from 'vitest';
import { caretAfterFormatting, formatTypedCode } from '../../../app/components/wallet/gift-card-code-input';

describe('the redeem code field', () => {
  it('groups what is typed or pasted in fours, upper case, at most 16 characters', () => {
    expect(formatTypedCode('')).toBe('');
    expect(formatTypedCode('abc')).toBe('ABC');
    expect(formatTypedCode('abcd')).toBe('ABCD');
    expect(formatTypedCode('abcde')).toBe('ABCD-E');
    expect(formatTypedCode(' 7k3m 9qxp-2h4t  8wzr ')).toBe('7K3M-9QXP-2H4T-8WZR');
    expect(formatTypedCode('7K3M9QXP2H4T8WZR99')).toBe('7K3M-9QXP-2H4T-8WZR');
    // Characters outside the alphabet stay visible: the form then says the code is malformed.
    expect(formatTypedCode('ab!d')).toBe('AB!D');
  });

  it('keeps the caret after the same code character when the dashes move', () => {
    // Typing the fifth character at the end: the caret follows it past the new dash.
    expect(caretAfterFormatting('ABCDE', 5, 'ABCD-E')).toBe(6);
    // Typing X in the middle of the first group.
    expect(caretAfterFormatting('ABXCD-E', 3, 'ABXC-DE')).toBe(3);
    // Deleting the dash's neighbour: the caret stays where the deleted character was.
    expect(caretAfterFormatting('ABCD-', 5, 'ABCD')).toBe(4);
    expect(caretAfterFormatting('', 0, '')).toBe(0);
  });
});
