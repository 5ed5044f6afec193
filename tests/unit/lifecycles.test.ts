import { describe, expect, it } from 'vitest';
import {
  COMPANY_STATES,
  EXPERIENCE_REVISION_STATES,
  EXPERIENCE_STATES,
  GIFT_CARD_STATES,
  PAYMENT_ATTEMPT_STATES,
  PAYPAL_ORDER_STATES,
  PURCHASE_STATES,
} from '../../common/lifecycle-states';
import {
  canTakeAction,
  contentEditMode,
  type EXPERIENCE_ACTIONS,
  experienceLifecycle,
  experienceRevisionLifecycle,
} from '../../domain/experiences/experience-lifecycle';
import { companyLifecycle } from '../../domain/operators/company-lifecycle';
import { giftCardLifecycle } from '../../domain/giftcards/gift-card-lifecycle';
import { type Actor, ForbiddenTransitionError, type Lifecycle } from '../../domain/lifecycle';
import { step } from '../../domain/lifecycle-sql';
import { paymentAttemptLifecycle } from '../../domain/payments/payment-attempt-lifecycle';
import { paypalOrderLifecycle } from '../../domain/payments/paypal-order-lifecycle';
import { purchaseLifecycle } from '../../domain/purchases/purchase-lifecycle';
import { experienceStatus } from '../../db/schema/experiences';
import { giftCardStatus } from '../../db/schema/promotions';
import { purchaseStatus } from '../../db/schema/purchases';

/**
 * Every lifecycle (docs/decisions/0052-lifecycles), written out by hand: each allowed step with who may take
 * it. Every pair of states, for every actor, is checked against it, so a step nobody asked for fails here.
 */
const ACTORS: Actor[] = ['customer', 'supplier', 'administration', 'system', 'provider'];

type Expected = Record<string, Record<string, Actor[]>>;

const PURCHASE: Expected = {
  created: {
    confirmed: ['system'],
    canceled_by_customer: ['customer'],
    canceled_by_supplier: ['supplier'],
    canceled_by_administration: ['administration'],
    payment_failed: ['system'],
  },
  confirmed: {
    in_progress: ['system'],
    canceled_by_customer: ['customer'],
    canceled_by_supplier: ['supplier'],
    canceled_by_administration: ['administration'],
  },
  in_progress: { completed: ['system'] },
};

const PAYMENT_ATTEMPT: Expected = {
  pending: { captured: ['provider', 'system'], failed: ['provider', 'system'] },
  captured: { refunded: ['system'], failed: ['system'] },
  failed: { refunded: ['system'] },
};

const PAYPAL_ORDER: Expected = { created: { completed: ['customer'], canceled: ['customer'] } };

const GIFT_CARD: Expected = {
  pending_payment: { paid: ['system'], canceled: ['system'] },
  paid: { redeemed: ['customer'] },
};

const EXPERIENCE: Expected = {
  draft: { in_review: ['supplier'] },
  in_review: { published: ['administration'], rejected: ['administration'] },
  published: { paused: ['supplier'], suspended: ['system'], unpublished: ['administration'] },
  paused: { published: ['supplier'], unpublished: ['administration'] },
  rejected: { in_review: ['supplier'] },
  suspended: { published: ['system'] },
  unpublished: { in_review: ['supplier'] },
};

const COMPANY: Expected = {
  active: { suspended: ['administration'] },
  suspended: { active: ['administration'] },
};

const EXPERIENCE_REVISION: Expected = {
  pending: { published: ['administration'], rejected: ['administration'] },
};

const cases: [Lifecycle<string>, readonly string[], Expected, readonly string[]][] = [
  [purchaseLifecycle, PURCHASE_STATES, PURCHASE, ['created', 'confirmed']],
  [paymentAttemptLifecycle, PAYMENT_ATTEMPT_STATES, PAYMENT_ATTEMPT, ['pending']],
  [paypalOrderLifecycle, PAYPAL_ORDER_STATES, PAYPAL_ORDER, ['created']],
  [giftCardLifecycle, GIFT_CARD_STATES, GIFT_CARD, ['pending_payment', 'paid']],
  [experienceLifecycle, EXPERIENCE_STATES, EXPERIENCE, ['draft']],
  [experienceRevisionLifecycle, EXPERIENCE_REVISION_STATES, EXPERIENCE_REVISION, ['pending']],
  [companyLifecycle, COMPANY_STATES, COMPANY, ['active']],
];

describe.each(cases)('the %s lifecycle', (lifecycle, states, expected, initial) => {
  const pairs = states.flatMap((from) => states.map((to) => [from, to] as const));

  it('has the states of its database list, and starts where the product places it', () => {
    expect(lifecycle.states).toEqual(states);
    expect([...lifecycle.initial]).toEqual(initial);
    for (const from of Object.keys(expected)) expect(states).toContain(from);
  });

  it.each(pairs)('%s → %s is allowed exactly to the actors listed', (from, to) => {
    const actors = expected[from]?.[to] ?? [];
    expect([...lifecycle.actorsOf(from, to)].sort()).toEqual([...actors].sort());
    expect(lifecycle.can(from, to)).toBe(actors.length > 0);
    for (const actor of ACTORS) {
      const allowed = actors.includes(actor);
      expect(lifecycle.can(from, to, actor)).toBe(allowed);
      if (allowed) expect(() => lifecycle.assert(from, to, actor)).not.toThrow();
      else expect(() => lifecycle.assert(from, to, actor)).toThrow(ForbiddenTransitionError);
    }
  });

  it('never stays in place, and nothing leaves a final state', () => {
    for (const state of states) {
      expect(lifecycle.can(state, state)).toBe(false);
      expect(lifecycle.isFinal(state)).toBe(Object.keys(expected[state] ?? {}).length === 0);
    }
  });

  it('gives each step the sources a conditional update names, and refuses a step nobody takes', () => {
    for (const to of states) {
      for (const actor of ACTORS) {
        const sources = states.filter((from) => expected[from]?.[to]?.includes(actor));
        expect(lifecycle.sourcesOf(to, actor)).toEqual(sources);
        if (sources.length === 0) expect(() => step(lifecycle, to, actor)).toThrow(/nothing reaches/);
        else expect(() => step(lifecycle, to, actor)).not.toThrow();
      }
    }
  });

  it('knows its own states only', () => {
    for (const state of states) expect(lifecycle.isState(state)).toBe(true);
    for (const value of ['', 'unknown', 6, null, undefined]) expect(lifecycle.isState(value)).toBe(false);
  });
});

describe('the database lists', () => {
  it('are the lifecycles’ states (enums made from the same list)', () => {
    expect(purchaseStatus.enumValues).toEqual([...PURCHASE_STATES]);
    expect(giftCardStatus.enumValues).toEqual([...GIFT_CARD_STATES]);
    expect(experienceStatus.enumValues).toEqual([...EXPERIENCE_STATES]);
  });

  it('refuses a named source the graph does not allow', () => {
    expect(() => step(paymentAttemptLifecycle, 'refunded', 'system', { from: ['pending'] })).toThrow(
      ForbiddenTransitionError,
    );
  });
});

describe('the experience’s calls', () => {
  const ALLOWED_FROM: Record<keyof typeof EXPERIENCE_ACTIONS, string[]> = {
    submit: ['draft', 'rejected', 'unpublished'],
    pause: ['published'],
    resume: ['paused'],
    publish: ['in_review'],
    reject: ['in_review'],
    unpublish: ['published', 'paused'],
  };

  it.each(Object.entries(ALLOWED_FROM))('%s is taken from %j only', (action, from) => {
    for (const state of EXPERIENCE_STATES) {
      expect(canTakeAction(state, action as keyof typeof EXPERIENCE_ACTIONS)).toBe(from.includes(state));
    }
  });

  it('proposes a revision of the content once published, and writes it in place before', () => {
    const modes = Object.fromEntries(EXPERIENCE_STATES.map((state) => [state, contentEditMode(state)]));
    expect(modes).toEqual({
      draft: 'in_place',
      in_review: 'in_place',
      published: 'revision',
      paused: 'revision',
      rejected: 'in_place',
      suspended: 'revision',
      unpublished: 'in_place',
    });
  });
});
