import { applyPercent } from '../../domain/pricing/money';
import { serviceFeeCents } from '../../domain/pricing/service-fee';
import type { SeedContent } from './content';
import type { PlannedDemoBooking } from './plan-demo-agenda';
import type { PlannedExperience } from './plan-experiences';

/** What a booking costs: the catalogue's prices, group discount, the first add-on, the service fee. */
export function demoBookingAmounts(p: PlannedExperience, b: PlannedDemoBooking, content: SeedContent) {
  const people = b.adults + b.children;
  const subtotal = b.adults * p.priceAdultsCents + b.children * (p.priceChildrenCents ?? 0);
  const group = p.discountGroups.find((g) => g.min <= people && people <= g.max);
  const groupDiscount = group ? applyPercent(subtotal, group.percent) : 0;
  const planned = p.addOns.find((a) => a.key === b.addOn);
  const item = planned ? content.addOns.find((a) => a.key === planned.key) : undefined;
  const addOn =
    planned && item
      ? {
          key: planned.key,
          name: item.name.es,
          typeCode: item.typeCode,
          applyTo: planned.applyTo,
          quantity: planned.applyTo === 2 ? people : 1,
          unit: planned.priceCents,
          total: planned.priceCents * (planned.applyTo === 2 ? people : 1),
        }
      : null;
  const fee = serviceFeeCents(people);
  return {
    people,
    subtotal,
    groupDiscount,
    addOn,
    fee,
    total: subtotal - groupDiscount + (addOn?.total ?? 0) + fee,
  };
}
