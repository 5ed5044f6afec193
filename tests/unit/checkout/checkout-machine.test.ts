import { describe, expect, it } from 'vitest';
import {
  CHOOSING,
  type CheckoutEvent,
  type CheckoutState,
  checkoutReducer,
  failureOf,
  noticeOf,
  refusedCardOf,
  runningStep,
} from '../../../app/components/checkout/checkout-machine';
import { EMPTY_CARD_FORM } from '../../../app/lib/card-form';

const oldCard = { ...EMPTY_CARD_FORM, number: '4000 0000 0000 0002' };
const newCard = { ...EMPTY_CARD_FORM, number: '4000 0000 0000 1091' };
const error = { message: 'Refused', action: null };
const refusedCard = oldCard;

/** One state of each kind, each remembering a refused card (except paid, which forgets it). */
const STATES: Record<CheckoutState<string>['kind'], CheckoutState<string>> = {
  choosing: { kind: 'choosing', notice: 'before', refusedCard },
  tokenizing: { kind: 'tokenizing', refusedCard },
  authenticating: { kind: 'authenticating', refusedCard },
  challenge: { kind: 'challenge', url: 'https://bank.test/step-up', transactionId: 'tx-1', refusedCard },
  validating: { kind: 'validating', refusedCard },
  purchasing: { kind: 'purchasing', refusedCard },
  paypal: { kind: 'paypal', refusedCard },
  authorizingPaypal: { kind: 'authorizingPaypal', refusedCard },
  paid: { kind: 'paid', result: 'purchase-1' },
  failed: { kind: 'failed', error, refusedCard },
};

const EVENTS: Record<string, CheckoutEvent<string>> = {
  'start card': { type: 'start', step: 'tokenizing' },
  'start purchase': { type: 'start', step: 'purchasing' },
  'start paypal': { type: 'start', step: 'paypal' },
  'start paypal return': { type: 'start', step: 'authorizingPaypal' },
  authenticating: { type: 'authenticating' },
  challenge: { type: 'challenge', url: 'https://bank.test/other', transactionId: 'tx-2' },
  validating: { type: 'validating' },
  authenticated: { type: 'authenticated' },
  paid: { type: 'paid', result: 'purchase-2' },
  pending: { type: 'pending', notice: 'Payment pending' },
  failed: { type: 'failed', error: { message: 'Declined', action: null } },
  'card refused': {
    type: 'failed',
    error: { message: 'Not authenticated', action: null },
    refusedCard: newCard,
  },
  canceled: { type: 'canceled', notice: 'Canceled at the bank' },
  noticed: { type: 'noticed', notice: 'PayPal canceled' },
};

const kept = { refusedCard };
const failed = { kind: 'failed', error: { message: 'Declined', action: null }, refusedCard };
const cardFailed = {
  kind: 'failed',
  error: { message: 'Not authenticated', action: null },
  refusedCard: newCard,
};
const starts = {
  'start card': { kind: 'tokenizing', ...kept },
  'start purchase': { kind: 'purchasing', ...kept },
  'start paypal': { kind: 'paypal', ...kept },
  'start paypal return': { kind: 'authorizingPaypal', ...kept },
  noticed: { kind: 'choosing', notice: 'PayPal canceled', ...kept },
};
const failures = { failed, 'card refused': cardFailed };

/** Every allowed transition and the state it leads to; any pair not listed leaves the state as it is. */
const ALLOWED: Record<string, Record<string, object>> = {
  choosing: starts,
  failed: starts,
  tokenizing: { authenticating: { kind: 'authenticating', ...kept }, ...failures },
  authenticating: {
    challenge: { kind: 'challenge', url: 'https://bank.test/other', transactionId: 'tx-2', ...kept },
    validating: { kind: 'validating', ...kept },
    ...failures,
  },
  challenge: {
    validating: { kind: 'validating', ...kept },
    canceled: { kind: 'choosing', notice: 'Canceled at the bank', ...kept },
    ...failures,
  },
  validating: { authenticated: { kind: 'purchasing', ...kept }, ...failures },
  purchasing: {
    paid: { kind: 'paid', result: 'purchase-2' },
    pending: { kind: 'choosing', notice: 'Payment pending', ...kept },
    ...failures,
  },
  paypal: failures,
  authorizingPaypal: {
    paid: { kind: 'paid', result: 'purchase-2' },
    pending: { kind: 'choosing', notice: 'Payment pending', ...kept },
    ...failures,
  },
  paid: {},
};

const table = Object.entries(STATES).flatMap(([stateName, state]) =>
  Object.entries(EVENTS).map(([eventName, event]) => ({
    stateName,
    eventName,
    state,
    event,
    expected: ALLOWED[stateName]?.[eventName] ?? null,
  })),
);

describe('the checkout machine', () => {
  it('lists every state and every event in its table', () => {
    expect(table).toHaveLength(10 * 14);
    expect(Object.keys(ALLOWED).sort()).toEqual(Object.keys(STATES).sort());
  });

  it.each(table)('$stateName + $eventName', ({ state, event, expected }) => {
    const next = checkoutReducer(state, event);
    if (expected === null) expect(next).toBe(state);
    else expect(next).toEqual(expected);
  });

  it('starts choosing, with nothing running, no failure, no notice and no refused card', () => {
    expect(runningStep(CHOOSING)).toBeNull();
    expect(failureOf(CHOOSING)).toBeNull();
    expect(noticeOf(CHOOSING)).toBeNull();
    expect(refusedCardOf(CHOOSING)).toBeNull();
  });

  it('names the running step of each running state and none of the others', () => {
    const running = Object.fromEntries(
      Object.entries(STATES).map(([name, state]) => [name, runningStep(state)]),
    );
    expect(running).toEqual({
      choosing: null,
      tokenizing: 'tokenizing',
      authenticating: 'authenticating',
      challenge: 'challenge',
      validating: 'validating',
      purchasing: 'purchasing',
      paypal: 'paypal',
      authorizingPaypal: 'authorizingPaypal',
      paid: null,
      failed: null,
    });
  });

  it('shows a failure only when failed, a notice only while choosing, and forgets the refused card once paid', () => {
    expect(failureOf(STATES.failed)).toBe(error);
    expect(noticeOf(STATES.choosing)).toBe('before');
    for (const [name, state] of Object.entries(STATES)) {
      if (name !== 'failed') expect(failureOf(state)).toBeNull();
      if (name !== 'choosing') expect(noticeOf(state)).toBeNull();
      expect(refusedCardOf(state)).toBe(name === 'paid' ? null : refusedCard);
    }
  });

  it('walks a card payment with the bank challenge from choosing to paid', () => {
    const steps: CheckoutEvent<string>[] = [
      { type: 'start', step: 'tokenizing' },
      { type: 'authenticating' },
      { type: 'challenge', url: 'https://bank.test/step-up', transactionId: 'tx' },
      { type: 'validating' },
      { type: 'authenticated' },
      { type: 'paid', result: 'purchase' },
    ];
    const kinds: string[] = [];
    let state: CheckoutState<string> = CHOOSING;
    for (const event of steps) {
      state = checkoutReducer(state, event);
      kinds.push(state.kind);
    }
    expect(kinds).toEqual(['tokenizing', 'authenticating', 'challenge', 'validating', 'purchasing', 'paid']);
    expect(state).toEqual({ kind: 'paid', result: 'purchase' });
  });
});
