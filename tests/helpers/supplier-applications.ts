import { uniqueEmail } from './accounts';

/** A valid supplier registration (POST /api/v1/supplier-registration), with a fresh e-mail. */
export const applicationPayload = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('operator'),
  password: 'Operator123',
  company_name: 'Tours del Istmo S.A.',
  contact_first_name: 'Luis',
  contact_last_name: 'Gómez',
  phone: '+507 6000 1234',
  country_iso: 'pa',
  tax_id: '155-123-456',
  website: 'https://toursdelistmo.example',
  message: 'Ofrecemos tours en el Canal.',
  ...overrides,
});
