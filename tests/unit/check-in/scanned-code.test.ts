import { describe, expect, it } from 'vitest';
import { normalizedCode, parseScanned } from '../../../domain/check-in/scanned-code';
import { voucherUrl } from '../../../domain/purchases/voucher-url';

describe('parseScanned', () => {
  it('reads the code and token of the voucher link the QR holds, whatever its origin', () => {
    const link = voucherUrl('https://rumbo.example/', { code: 'RB-7K2M9QXP', token: 'a+b/c=' });
    expect(parseScanned(link)).toEqual({ kind: 'voucher', code: 'RB-7K2M9QXP', token: 'a+b/c=' });
    expect(parseScanned(` http://127.0.0.1:4150/voucher/RB-7K2M9QXP?t=abc `)).toEqual({
      kind: 'voucher',
      code: 'RB-7K2M9QXP',
      token: 'abc',
    });
  });

  it('takes a typed code without its spaces, in upper case', () => {
    expect(parseScanned(' rb-7k2m 9qxp ')).toEqual({ kind: 'typed', code: 'RB-7K2M9QXP' });
    expect(normalizedCode('rb 7k2m')).toBe('RB7K2M');
  });

  it('names nothing for a link without a token, another page, or text that is no code', () => {
    for (const text of [
      'https://rumbo.example/voucher/RB-7K2M9QXP',
      'https://rumbo.example/voucher/RB-7K2M9QXP?t=',
      'https://rumbo.example/experiences/RB-7K2M9QXP?t=abc',
      'https://rumbo.example/voucher/%E0%A4%A?t=abc',
      'https://rumbo.example/voucher/<script>?t=abc',
      'hola, ¿qué tal?',
      'RB',
      '',
      'x'.repeat(501),
    ]) {
      expect([text, parseScanned(text)]).toEqual([text, null]);
    }
  });
});
