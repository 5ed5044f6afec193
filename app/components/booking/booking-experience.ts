import type { PricedExperienceJson } from '../../../domain/pricing/experience-pricing';

/** What the booking card reads of the experience page's data (the loader's experience JSON). */
export interface BookingExperience extends PricedExperienceJson {
  id: number;
  name: string;
  /** The page's path, kept in the draft for the details page's edit link. */
  url: string;
  time_zone: string;
  display_price: number;
  meeting_latitude: number | null;
  country: { iso_code: string; name: string };
  /** Where a pickup add-on picks up (docs/decisions/0081-pickup-area.md); empty without one. */
  pickup_area?: readonly { latitude: number; longitude: number; radius_km: number; name: string }[];
  additional_products: readonly {
    id: number;
    price: number;
    apply_to: number;
    additional_item: { name: string; icon_url: string | null; type: { code: number } };
  }[];
}
