import { afterAll, beforeAll, expect } from 'vitest';
import { createSandboxGateway, type SandboxGateway } from '../../domain/payments/sandbox-gateway.server';
import { freshIp } from './accounts';
import { createTestApp, type TestApp } from './test-app';

/** A test card's fields as the tokenization endpoint takes them. */
export const CARD = {
  card_number: '4111 1111 1111 1111',
  expiration_month: 12,
  expiration_year: 2029,
  cvv: '123',
  holder_name: 'Ana Pérez',
};

export const BILLING = {
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@example.com',
  address: 'Calle 50',
  locality: 'PA-Panamá',
  postalCode: '0801',
  country: 'PA',
};

/**
 * The sandbox card gateway of a test file (docs/decisions/0039): an app on a fresh database, the gateway
 * on it, and the provider-side steps the files repeat. Read `t` and `gateway` inside tests.
 */
export function useSandboxGateway() {
  const suite = {
    t: undefined as unknown as TestApp,
    gateway: undefined as unknown as SandboxGateway,
    tokenize(overrides: Record<string, unknown> = {}, options: { ip?: string; lang?: string } = {}) {
      return suite.t.app.inject({
        method: 'POST',
        url: '/sandbox/gateway/tokens',
        headers: { 'x-forwarded-for': options.ip ?? freshIp(), 'language-code': options.lang ?? 'es' },
        payload: { ...CARD, ...overrides },
      });
    },
    async tokenFor(cardNumber: string): Promise<string> {
      const response = await suite.tokenize({ card_number: cardNumber });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { token: string }).token;
    },
    /** A card through 3-D Secure: its token and the enrolment's answer. */
    async enrolled(cardNumber: string, amountCents = 4500) {
      const cardToken = await suite.tokenFor(cardNumber);
      const setUp = await suite.gateway.setUpAuthentication(cardToken);
      if (!setUp.ok) throw new Error(setUp.code);
      const check = await suite.gateway.checkEnrolment({
        cardToken,
        referenceId: setUp.referenceId,
        amountCents,
        billing: BILLING,
      });
      if (!check.ok) throw new Error(check.code);
      return { cardToken, ...check };
    },
    async authorized(amountCents = 4500, key = `key-${Math.random()}`) {
      const { cardToken, transactionId } = await suite.enrolled('5555555555554444', amountCents);
      const result = await suite.gateway.authorize({
        cardToken,
        transactionId,
        amountCents,
        idempotencyKey: key,
      });
      if (!result.ok) throw new Error(result.code);
      return result.chargeId;
    },
    /** The challenge page's form, posted as the buyer's browser posts it. */
    answerChallenge(stepUpUrl: string, form: string) {
      return suite.t.app.inject({
        method: 'POST',
        url: stepUpUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form,
      });
    },
    async chargesList() {
      const response = await suite.t.app.inject({ method: 'GET', url: '/sandbox/gateway/charges' });
      return (
        response.json() as {
          data: {
            id: string;
            amount: number;
            status: string;
            idempotency_key: string;
            refunded_amount: number;
          }[];
        }
      ).data;
    },
  };
  beforeAll(async () => {
    suite.t = await createTestApp();
    suite.gateway = createSandboxGateway({ db: suite.t.app.db, clock: suite.t.app.clock });
  });
  afterAll(() => suite.t?.close());
  return suite;
}
