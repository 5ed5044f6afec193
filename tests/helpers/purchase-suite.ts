import { beforeAll, afterAll } from 'vitest';
import { type BookingFixture, prepareBookingFixture } from './booking-fixture';
import { lastPurchaseId } from './checkout';
import { createTestApp, type TestApp, TEST_NOW } from './test-app';

/** One adult on the booking fixture's experience, in USD: what a card is authenticated for. */
export const ONE_ADULT = 51;

/**
 * The purchase call's test files: an app with a seeded catalogue (the captcha off: it has a file of its
 * own) on a clock the tests may move (`now`), the booking fixture, and the last purchase the seed made
 * (`seeded`: purchases after it were made by the pipeline). Read the fields inside tests.
 */
export function usePurchaseSuite() {
  const suite = {
    t: undefined as unknown as TestApp,
    f: undefined as unknown as BookingFixture,
    seeded: 0,
    now: TEST_NOW,
  };
  beforeAll(async () => {
    suite.t = await createTestApp({
      seed: true,
      experiences: 12,
      env: { CAPTCHA_PROVIDER: 'off' },
      clock: () => suite.now,
    });
    suite.f = await prepareBookingFixture(suite.t);
    suite.seeded = await lastPurchaseId(suite.t);
  }, 300_000);
  afterAll(() => suite.t?.close());
  return suite;
}
