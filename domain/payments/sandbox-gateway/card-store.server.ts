import { createHmac } from 'node:crypto';
import { sandboxCardTokens } from '../../../db/schema/payments';
import { cardBrand, fullExpiryYear, lastFour, normalizeCardNumber, validateCard } from '../card-rules';
import type { CardBrand, CardSummary } from '../payment-gateway';
import { randomId, tokenRow } from './rows.server';
import { TEST_CARDS } from './test-cards';
import type { SandboxDeps, SandboxGateway } from './types';

/**
 * The sandbox's card store: tokenization (the only place a card number or CVV is read; the token row
 * keeps the brand, the last four digits, the expiry, the test card's behaviour and a keyed fingerprint)
 * and the card behind a token.
 */
export function sandboxCardStore(deps: SandboxDeps): Pick<SandboxGateway, 'tokenize' | 'card'> {
  const { db, clock } = deps;
  const fingerprintOf = (number: string) =>
    deps.fingerprintKey ? createHmac('sha256', deps.fingerprintKey).update(number).digest('base64url') : null;

  return {
    async tokenize(input) {
      const errors = validateCard(
        {
          number: input.cardNumber,
          cvv: input.cvv,
          month: input.expirationMonth,
          year: input.expirationYear,
          holderName: input.holderName,
        },
        clock(),
      );
      if (errors.length > 0) return { ok: false, errors };
      const number = normalizeCardNumber(input.cardNumber);
      const card: CardSummary = {
        token: randomId('tok'),
        brand: cardBrand(number) as CardBrand,
        last4: lastFour(number),
        expirationMonth: input.expirationMonth,
        expirationYear: fullExpiryYear(input.expirationYear),
      };
      await db.insert(sandboxCardTokens).values({
        token: card.token,
        brand: card.brand,
        last4: card.last4,
        expirationMonth: card.expirationMonth,
        expirationYear: card.expirationYear,
        holderName: input.holderName.trim(),
        behaviour: TEST_CARDS[number] ?? 'success',
        fingerprint: fingerprintOf(number),
        createdAt: clock(),
      });
      return { ok: true, card };
    },

    async card(token) {
      const row = await tokenRow(db, token);
      if (!row) return null;
      return {
        token: row.token,
        brand: row.brand as CardBrand,
        last4: row.last4,
        expirationMonth: row.expirationMonth,
        expirationYear: row.expirationYear,
        ...(row.fingerprint ? { fingerprint: row.fingerprint } : {}),
      };
    },
  };
}
