import { describe, expect, it } from 'vitest';
import {
  withAddOnToggled,
  withDate,
  withHour,
  withPickup,
  withRestored,
} from '../../../domain/booking/card-selection';
import { type CardSelection, EMPTY_SELECTION } from '../../../domain/booking/draft-restore';
import { cardQuoteRequest } from '../../../domain/booking/quote-request';
import { PICKUP_TYPE_CODE } from '../../../domain/catalog/add-on-types';
import { people, pricing } from '../pricing/quote-fixtures';

const chosen = (overrides: Partial<CardSelection> = {}): CardSelection => ({
  ...EMPTY_SELECTION,
  date: '2026-12-04',
  hour: '09:00',
  ...overrides,
});

const withPickupAddOn = pricing({
  addOns: [
    { id: 7, priceCents: 1500, applyTo: 1, typeCode: PICKUP_TYPE_CODE },
    { id: 8, priceCents: 500, applyTo: 2, typeCode: 2 },
  ],
});

describe('the booking card selection', () => {
  it('drops the hour when another day is chosen', () => {
    expect(withDate(chosen(), '2026-12-05')).toMatchObject({ date: '2026-12-05', hour: null });
    expect(withDate(chosen(), null)).toMatchObject({ date: null, hour: null });
  });

  it('keeps the participants an hour has places for, and says when some had to go', () => {
    const five = chosen({ hour: null, participants: people(5) });
    expect(withHour(five, { hour: '10:00', available_places: 8 }, 10)).toEqual({
      selection: { ...five, hour: '10:00' },
      exceeded: false,
    });
    const fewer = withHour(five, { hour: '10:00', available_places: 3 }, 10);
    expect(fewer.exceeded).toBe(true);
    expect(fewer.selection.hour).toBe('10:00');
    expect(fewer.selection.participants.adults).toBeLessThanOrEqual(3);
  });

  it('takes the map point off with the last pickup add-on, and keeps it with any other change', () => {
    const point = { lat: -33.45, lng: -70.66 };
    const picked = withPickup(withAddOnToggled(chosen(), 7, withPickupAddOn), point);
    expect(picked).toMatchObject({ addOnIds: [7], pickup: point });
    expect(withAddOnToggled(picked, 8, withPickupAddOn)).toMatchObject({ addOnIds: [7, 8], pickup: point });
    expect(withAddOnToggled(picked, 7, withPickupAddOn)).toMatchObject({ addOnIds: [], pickup: null });
  });

  it('restores a draft only while no day was chosen meanwhile, without its coupon', () => {
    const draft = chosen({ coupon: 'SPRING', participants: people(2) });
    expect(withRestored(EMPTY_SELECTION, draft)).toEqual({ ...draft, coupon: null });
    const own = chosen({ date: '2026-12-09' });
    expect(withRestored(own, draft)).toBe(own);
  });
});

describe('when the card asks the server for a quote', () => {
  it('asks nothing without a day, an hour, or a price the browser accepts', () => {
    expect(cardQuoteRequest(3, chosen({ date: null, hour: null }), null, true)).toBeNull();
    expect(cardQuoteRequest(3, chosen({ hour: null }), null, true)).toBeNull();
    expect(cardQuoteRequest(3, chosen(), null, false)).toBeNull();
  });

  it('asks with the selection, add-ons in one order whatever order they were chosen in', () => {
    const request = cardQuoteRequest(
      3,
      chosen({ addOnIds: [12, 7], participants: people(2, 1) }),
      'SPRING',
      true,
    );
    expect(request).toEqual({
      experience_id: 3,
      booking_date: '2026-12-04',
      booking_hour: '09:00',
      participants: people(2, 1),
      additional_products: [7, 12],
      coupon_code: 'SPRING',
    });
    expect(
      cardQuoteRequest(3, chosen({ addOnIds: [7, 12], participants: people(2, 1) }), 'SPRING', true),
    ).toEqual(request);
  });
});
