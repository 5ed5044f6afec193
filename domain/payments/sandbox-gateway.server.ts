/**
 * The sandbox card gateway (docs/decisions/0039): a faithful simulator of a card
 * gateway with 3-D Secure, whose state lives in the sandbox_* tables so every process of the product
 * shares it. It plays both sides: the provider's public endpoints (tokenization, the challenge page, in
 * server/sandbox/gateway-routes.ts) and the server-to-server API the checkout calls (PaymentGateway).
 *
 * Card numbers and CVVs exist here only inside `tokenize`: the token row keeps the brand, the last four
 * digits, the expiry and the test card's behaviour, never the number or the CVV.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { sandboxAuthentications, sandboxCardTokens, sandboxCharges } from '../../db/schema/payments';
import type { Clock } from '../clock';
import { billingProblem } from './billing-address';
import {
  cardBrand,
  type CardFieldError,
  fullExpiryYear,
  isExpired,
  lastFour,
  normalizeCardNumber,
  validateCard,
} from './card-rules';
import type {
  CardBrand,
  CardSummary,
  ChargeRecord,
  GatewayErrorCode,
  GatewayFailure,
  GatewayResult,
  PaymentGateway,
} from './payment-gateway';

/** Thrown inside the authorize transaction to roll it back: the 3-D Secure result was already used. */
class TransactionSpent extends Error {}

/** How a test card behaves (docs/decisions/0039; README.md § Checkout and payments); any other valid Visa or Mastercard succeeds. */
export type CardBehaviour = 'success' | 'challenge' | 'declined' | 'expired' | 'auth_failed';

export const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4111111111111111': 'success',
  '5555555555554444': 'success',
  '4000000000003220': 'challenge',
  '4000000000000002': 'declined',
  '4000000000000069': 'expired',
  '4000008400001629': 'auth_failed',
};

/** The issuer's words for a declined card (the product shows its own instead: docs/product.md § Errors). */
export const DECLINED_MESSAGE = 'Declined - One or more fields in the request contains invalid data';

/** The largest amount the sandbox charges (1 000 000 USD): the columns are 32-bit cents. */
export const MAX_AMOUNT_CENTS = 100_000_000;

const validAmount = (cents: number) => Number.isSafeInteger(cents) && cents > 0 && cents <= MAX_AMOUNT_CENTS;

/** The postal code the sandbox's issuer never matches, so tests and the UI can show the mismatch. */
export const MISMATCHED_POSTAL_CODE = '00000';

export interface TokenizeInput {
  cardNumber: string;
  cvv: string;
  expirationMonth: number;
  expirationYear: number;
  holderName: string;
}

export type TokenizeResult = { ok: true; card: CardSummary } | { ok: false; errors: CardFieldError[] };

export type ChallengeOutcome = 'authenticate' | 'fail';

/** One row of GET /sandbox/gateway/charges. */
export interface SandboxChargeRow {
  id: string;
  amount_cents: number;
  status: string;
  idempotency_key: string;
  refunded_cents: number;
}

export interface SandboxGateway extends PaymentGateway {
  /** The provider's tokenization endpoint: the only place a card number is ever read. */
  tokenize(input: TokenizeInput): Promise<TokenizeResult>;
  /** The 3-D Secure transaction the challenge page shows, or null when it is not waiting for one. */
  pendingChallenge(transactionId: string): Promise<{ transactionId: string; amountCents: number } | null>;
  /** The challenge page's buttons; false when the transaction is unknown. A second answer changes nothing. */
  completeChallenge(transactionId: string, outcome: ChallengeOutcome): Promise<boolean>;
  /** Every charge (authorizations), oldest first: what tests count to prove nothing was charged twice. */
  listCharges(): Promise<SandboxChargeRow[]>;
}

/** Ids and tokens are random, never derived from the card: a token says nothing about its number. */
const randomId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

const fail = (code: GatewayErrorCode, message: string, erroredVariable?: string): GatewayFailure => ({
  ok: false,
  code,
  message,
  ...(erroredVariable ? { erroredVariable } : {}),
});

/** Capture, void and refund rows name their charge: `{chargeId}~{operation}~{random}`. */
const SEPARATOR = '~';
const followUpId = (chargeId: string, operation: string) =>
  `${chargeId}${SEPARATOR}${operation}${SEPARATOR}${randomBytes(6).toString('hex')}`;
const parentCharge = (rowId: string) => rowId.split(SEPARATOR)[0]!;

/** Thrown inside a transaction to roll it back and answer a failure. */
class Refusal extends Error {
  constructor(readonly failure: GatewayFailure) {
    super(failure.code);
  }
}

/** Whether the claimed key's row already existed: then the first result is answered instead. */
class KeyTaken extends Error {}

export function createSandboxGateway(deps: {
  db: Db;
  clock: Clock;
  /** PUBLIC_URL: the challenge page's URL is absolute when set, root-relative otherwise. */
  publicUrl?: string | undefined;
  /** CARD_FINGERPRINT_KEY (server/env.ts): cards get no fingerprint without it. */
  fingerprintKey?: string | undefined;
}): SandboxGateway {
  const { db, clock } = deps;
  const fingerprintOf = (number: string) =>
    deps.fingerprintKey ? createHmac('sha256', deps.fingerprintKey).update(number).digest('base64url') : null;

  async function tokenRow(token: string) {
    const [row] = await db.select().from(sandboxCardTokens).where(eq(sandboxCardTokens.token, token));
    return row;
  }

  async function authenticationBy(column: 'referenceId' | 'transactionId', value: string) {
    const [row] = await db
      .select()
      .from(sandboxAuthentications)
      .where(eq(sandboxAuthentications[column], value));
    return row;
  }

  async function chargeByKey(operation: string, key: string) {
    const [row] = await db
      .select()
      .from(sandboxCharges)
      .where(and(eq(sandboxCharges.operation, operation), eq(sandboxCharges.idempotencyKey, key)));
    return row;
  }

  async function authorizedCharge(chargeId: string) {
    const [row] = await db
      .select()
      .from(sandboxCharges)
      .where(and(eq(sandboxCharges.id, chargeId), eq(sandboxCharges.operation, 'authorize')));
    return row;
  }

  function stepUpUrl(transactionId: string): string {
    const path = `/sandbox/gateway/challenge/${encodeURIComponent(transactionId)}`;
    return deps.publicUrl ? new URL(path, deps.publicUrl).href : path;
  }

  function enrolmentAnswer(row: { transactionId: string | null; status: string }) {
    const transactionId = row.transactionId!;
    const stepUp = row.status === 'challenge' || row.status === 'authenticated';
    return {
      ok: true as const,
      transactionId,
      stepUp,
      ...(stepUp ? { stepUpUrl: stepUpUrl(transactionId) } : {}),
    };
  }

  /** Why a declined authorization was declined, answered again on a replay of its key. */
  async function declineOf(cardToken: string | null): Promise<GatewayFailure> {
    const card = cardToken ? await tokenRow(cardToken) : undefined;
    const expired =
      card && (card.behaviour === 'expired' || isExpired(card.expirationMonth, card.expirationYear, clock()));
    return expired ? fail('EXPIRED_CARD', 'Expired card') : fail('DECLINED', DECLINED_MESSAGE);
  }

  async function authorizeAnswer(row: { id: string; status: string; cardToken: string | null }) {
    if (row.status === 'declined') return declineOf(row.cardToken);
    return { ok: true as const, chargeId: row.id };
  }

  /**
   * A capture, void or refund: the key is claimed first, in the same transaction as the change, so the
   * same key twice (even at once) changes the charge once and answers the first result.
   */
  async function followUp<T>(input: {
    operation: 'capture' | 'void' | 'refund';
    chargeId: string;
    idempotencyKey: string;
    /** The refund's amount; a capture or void row records the whole charge. */
    amountCents?: number;
    answer: (rowId: string) => T;
    change: (tx: Tx) => Promise<GatewayFailure | null>;
  }): Promise<GatewayResult<T>> {
    const previous = await chargeByKey(input.operation, input.idempotencyKey);
    if (previous) return { ok: true, ...input.answer(previous.id) };
    const charge = await authorizedCharge(input.chargeId);
    if (!charge) return fail('UNKNOWN_TRANSACTION', 'No such charge', 'chargeId');
    try {
      const rowId = await db.transaction(async (tx) => {
        const now = clock();
        const [claimed] = await tx
          .insert(sandboxCharges)
          .values({
            id: followUpId(charge.id, input.operation),
            idempotencyKey: input.idempotencyKey,
            operation: input.operation,
            cardToken: charge.cardToken,
            amountCents: input.amountCents ?? charge.amountCents,
            status:
              input.operation === 'capture' ? 'captured' : input.operation === 'void' ? 'voided' : 'refunded',
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: sandboxCharges.id });
        if (!claimed) throw new KeyTaken();
        const refused = await input.change(tx);
        if (refused) throw new Refusal(refused);
        return claimed.id;
      });
      return { ok: true, ...input.answer(rowId) };
    } catch (error) {
      if (error instanceof Refusal) return error.failure;
      if (error instanceof KeyTaken) {
        const first = await chargeByKey(input.operation, input.idempotencyKey);
        if (first) return { ok: true, ...input.answer(first.id) };
      }
      throw error;
    }
  }

  /** The charge's status after a conditional update that changed nothing: why it could not change. */
  async function currentStatus(tx: Tx, chargeId: string) {
    const [row] = await tx
      .select({ status: sandboxCharges.status, refundedCents: sandboxCharges.refundedCents })
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, chargeId));
    return row?.status ?? 'unknown';
  }

  const gateway: SandboxGateway = {
    name: 'sandbox',

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
      const row = await tokenRow(token);
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

    async setUpAuthentication(cardToken) {
      if (!(await tokenRow(cardToken))) return fail('UNKNOWN_TOKEN', 'Unknown card token', 'cardToken');
      const now = clock();
      const referenceId = randomId('ref');
      await db
        .insert(sandboxAuthentications)
        .values({ referenceId, cardToken, status: 'setup', createdAt: now, updatedAt: now });
      return { ok: true, referenceId };
    },

    async checkEnrolment({ cardToken, referenceId, amountCents, billing }) {
      const card = await tokenRow(cardToken);
      if (!card) return fail('UNKNOWN_TOKEN', 'Unknown card token', 'cardToken');
      const reference = await authenticationBy('referenceId', referenceId);
      if (!reference || reference.cardToken !== cardToken) {
        return fail('UNKNOWN_TRANSACTION', 'Unknown reference', 'referenceId');
      }
      if (!validAmount(amountCents)) {
        return fail('BILLING_INVALID', 'Invalid amount', 'amount');
      }
      const problem = billingProblem(billing);
      if (problem) return fail(problem.code, `Invalid ${problem.erroredVariable}`, problem.erroredVariable);
      if (billing.postalCode === MISMATCHED_POSTAL_CODE) {
        return fail('POSTAL_CODE_INVALID', 'Postal code does not match the card', 'postalCode');
      }
      // A reference is checked once; asking again for the same amount (a retried call) answers the same.
      const answerExisting = (row: typeof reference) =>
        row.amountCents === amountCents
          ? enrolmentAnswer(row)
          : fail('UNKNOWN_TRANSACTION', 'Reference already checked for another amount', 'referenceId');
      if (reference.transactionId) return answerExisting(reference);
      // Declined and expired cards pass 3-D Secure: their issuer refuses the authorization itself.
      const status =
        card.behaviour === 'challenge'
          ? 'challenge'
          : card.behaviour === 'auth_failed'
            ? 'failed'
            : 'frictionless';
      const [checked] = await db
        .update(sandboxAuthentications)
        .set({ transactionId: randomId('tx'), amountCents, status, updatedAt: clock() })
        .where(
          and(
            eq(sandboxAuthentications.referenceId, referenceId),
            isNull(sandboxAuthentications.transactionId),
          ),
        )
        .returning();
      if (checked) return enrolmentAnswer(checked);
      const raced = await authenticationBy('referenceId', referenceId);
      return raced ? answerExisting(raced) : fail('UNKNOWN_TRANSACTION', 'Unknown reference', 'referenceId');
    },

    async validateAuthentication(transactionId) {
      const row = await authenticationBy('transactionId', transactionId);
      if (!row) return fail('UNKNOWN_TRANSACTION', 'Unknown transaction', 'transactionId');
      if (row.status === 'failed') return fail('AUTHENTICATION_FAILED', 'Authentication failed');
      return {
        ok: true,
        authorized: row.status === 'frictionless' || row.status === 'authenticated',
        amountCents: row.amountCents ?? 0,
      };
    },

    async authorize({ cardToken, transactionId, amountCents, idempotencyKey }) {
      const previous = await chargeByKey('authorize', idempotencyKey);
      if (previous) return authorizeAnswer(previous);
      const card = await tokenRow(cardToken);
      if (!card) return fail('UNKNOWN_TOKEN', 'Unknown card token', 'cardToken');
      const authentication = await authenticationBy('transactionId', transactionId);
      if (!authentication || authentication.cardToken !== cardToken) {
        return fail('UNKNOWN_TRANSACTION', 'Unknown transaction', 'transactionId');
      }
      // 'used': spent by a charge, maybe this key's own racing call; the transaction below decides.
      if (!['frictionless', 'authenticated', 'used'].includes(authentication.status)) {
        return fail('AUTHENTICATION_FAILED', 'Card not authenticated');
      }
      if (!validAmount(amountCents)) {
        return fail('DECLINED', 'Invalid amount', 'amount');
      }
      // As with a real issuer, the 3-D Secure result vouches for one amount: authorizing another with it
      // (a check made for a cheaper basket) is refused before any money is held.
      if (authentication.amountCents !== null && authentication.amountCents !== amountCents) {
        return fail('AUTHENTICATION_FAILED', 'The 3-D Secure check was made for another amount', 'amount');
      }
      const expired =
        card.behaviour === 'expired' || isExpired(card.expirationMonth, card.expirationYear, clock());
      const declined = expired || card.behaviour === 'declined';
      const now = clock();
      // A 3-D Secure result pays for one charge: a second authorization with it under another key (a
      // replayed token and transaction) is refused. The charge row comes first, in one transaction with
      // spending the result: a concurrent call with the same key waits on the key's unique index and
      // then answers the first call's charge; one with another key finds the result spent and rolls back.
      const outcome = await db
        .transaction(async (tx) => {
          const [created] = await tx
            .insert(sandboxCharges)
            .values({
              id: randomId('ch'),
              idempotencyKey,
              operation: 'authorize',
              cardToken,
              amountCents,
              status: declined ? 'declined' : 'authorized',
              createdAt: now,
              updatedAt: now,
            })
            .onConflictDoNothing()
            .returning();
          if (!created) return { raced: true as const };
          const [spent] = await tx
            .update(sandboxAuthentications)
            .set({ status: 'used', updatedAt: now })
            .where(
              and(
                eq(sandboxAuthentications.transactionId, transactionId),
                inArray(sandboxAuthentications.status, ['frictionless', 'authenticated']),
              ),
            )
            .returning({ referenceId: sandboxAuthentications.referenceId });
          if (!spent) throw new TransactionSpent();
          return { raced: false as const, row: created };
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionSpent) return null;
          throw error;
        });
      if (!outcome) {
        return fail('UNKNOWN_TRANSACTION', 'This 3-D Secure transaction was already used', 'transactionId');
      }
      // Lost a race with the same key: the first call's charge is the answer.
      const row = outcome.raced ? await chargeByKey('authorize', idempotencyKey) : outcome.row;
      if (!row) throw new Error('sandbox charge vanished');
      return authorizeAnswer(row);
    },

    capture({ chargeId, idempotencyKey }) {
      return followUp({
        operation: 'capture',
        chargeId,
        idempotencyKey,
        answer: (rowId) => ({ chargeId: parentCharge(rowId) }),
        change: async (tx) => {
          const [captured] = await tx
            .update(sandboxCharges)
            .set({ status: 'captured', updatedAt: clock() })
            .where(and(eq(sandboxCharges.id, chargeId), eq(sandboxCharges.status, 'authorized')))
            .returning({ amountCents: sandboxCharges.amountCents });
          if (captured) return null;
          const status = await currentStatus(tx, chargeId);
          // Captured before (by another key): the money moved once, so this capture succeeds too.
          if (status === 'captured' || status === 'refunded') return null;
          return fail('DECLINED', `A ${status} charge cannot be captured`);
        },
      });
    },

    void({ chargeId, idempotencyKey }) {
      return followUp({
        operation: 'void',
        chargeId,
        idempotencyKey,
        answer: (rowId) => ({ chargeId: parentCharge(rowId) }),
        change: async (tx) => {
          const [voided] = await tx
            .update(sandboxCharges)
            .set({ status: 'voided', updatedAt: clock() })
            .where(and(eq(sandboxCharges.id, chargeId), eq(sandboxCharges.status, 'authorized')))
            .returning({ id: sandboxCharges.id });
          if (voided) return null;
          const status = await currentStatus(tx, chargeId);
          if (status === 'voided') return null;
          return fail('DECLINED', `A ${status} charge cannot be voided (refund a captured one)`);
        },
      });
    },

    refund({ chargeId, amountCents, idempotencyKey }) {
      if (!validAmount(amountCents)) {
        return Promise.resolve(fail('DECLINED', 'Invalid refund amount', 'amount'));
      }
      return followUp({
        operation: 'refund',
        chargeId,
        idempotencyKey,
        amountCents,
        answer: (rowId) => ({ refundId: rowId }),
        change: async (tx) => {
          const refunded = sql`${sandboxCharges.refundedCents} + ${amountCents}`;
          const [updated] = await tx
            .update(sandboxCharges)
            .set({
              refundedCents: refunded,
              status: sql`case when ${refunded} = ${sandboxCharges.amountCents} then 'refunded' else 'captured' end`,
              updatedAt: clock(),
            })
            .where(
              and(
                eq(sandboxCharges.id, chargeId),
                inArray(sandboxCharges.status, ['captured', 'refunded']),
                sql`${refunded} <= ${sandboxCharges.amountCents}`,
              ),
            )
            .returning({ id: sandboxCharges.id });
          if (updated) return null;
          const status = await currentStatus(tx, chargeId);
          return status === 'captured' || status === 'refunded'
            ? fail('DECLINED', 'The refund exceeds what is left of the captured amount', 'amount')
            : fail('DECLINED', `A ${status} charge cannot be refunded`);
        },
      });
    },

    async findCharge(authorizeKey) {
      const row = await chargeByKey('authorize', authorizeKey);
      if (!row) return null;
      return {
        chargeId: row.id,
        amountCents: row.amountCents,
        status: row.status as ChargeRecord['status'],
        refundedCents: row.refundedCents,
      };
    },

    async pendingChallenge(transactionId) {
      const row = await authenticationBy('transactionId', transactionId);
      if (!row || row.status !== 'challenge') return null;
      return { transactionId, amountCents: row.amountCents ?? 0 };
    },

    async completeChallenge(transactionId, outcome) {
      const [updated] = await db
        .update(sandboxAuthentications)
        .set({ status: outcome === 'authenticate' ? 'authenticated' : 'failed', updatedAt: clock() })
        .where(
          and(
            eq(sandboxAuthentications.transactionId, transactionId),
            eq(sandboxAuthentications.status, 'challenge'),
          ),
        )
        .returning({ referenceId: sandboxAuthentications.referenceId });
      if (updated) return true;
      return Boolean(await authenticationBy('transactionId', transactionId));
    },

    async listCharges() {
      const rows = await db
        .select()
        .from(sandboxCharges)
        .where(inArray(sandboxCharges.operation, ['authorize', 'charge']))
        .orderBy(asc(sandboxCharges.createdAt), asc(sandboxCharges.id));
      return rows.map((row) => ({
        id: row.id,
        amount_cents: row.amountCents,
        status: row.status,
        idempotency_key: row.idempotencyKey,
        refunded_cents: row.refundedCents,
      }));
    },
  };
  return gateway;
}
