import { index, route, type RouteConfig } from '@react-router/dev/routes';

const infoPage = 'routes/info-page.tsx';
const listing = 'routes/listing.tsx';

export default [
  index('routes/home.tsx'),
  route('about', infoPage, { id: 'about' }),
  route('faqs', 'routes/faqs.tsx'),
  route('unsubscribe', 'routes/unsubscribe.tsx'),
  route('terms-and-conditions/:lang?', infoPage, { id: 'terms' }),
  route('terms-and-conditions-operator/:lang?', infoPage, { id: 'terms-operator' }),
  route('privacy-policies/:lang?', infoPage, { id: 'privacy' }),
  route('insurance-clients-coverage/:lang?', infoPage, { id: 'insurance-clients' }),
  route('insurance-suppliers-coverage/:lang?', infoPage, { id: 'insurance-suppliers' }),
  route('destinations', 'routes/destinations.tsx', { id: 'destinations' }),
  route('destinations/country/:countryName/:id', 'routes/destinations.tsx', { id: 'country-destinations' }),
  route('highlights', 'routes/highlights.tsx'),
  route('search/:text?', listing, { id: 'search' }),
  route('country/:title/:id', listing, { id: 'country' }),
  route('destinations/:title/:id', listing, { id: 'destination' }),
  route('categories/:title/:id', listing, { id: 'category' }),
  route('highlights/:title/:id', listing, { id: 'highlight' }),
  route('preferences', 'routes/preferences.tsx'),
  route('filter-options', 'routes/filter-options.ts'),
  route('favorites', 'routes/favorites.tsx'),
  route('profile/:section?', 'routes/profile.tsx'),
  route('referent/:referent', 'routes/referent.tsx'),
  route('supplier-registration', 'routes/supplier-registration.tsx'),
  route('booking/details', 'routes/booking-details.tsx'),
  route('voucher/:code', 'routes/voucher.tsx'),
  route('voucher/:code/calendar.ics', 'routes/voucher-calendar.ts'),
  route('booking/payment', 'routes/booking-payment.tsx'),
  route('booking/3ds-complete', 'routes/booking-3ds-complete.tsx'),
  route('booking/3ds-success', 'routes/booking-3ds-success.tsx'),
  route('sitemap.xml', 'routes/sitemap.tsx'),
  route('sitemaps/:file', 'routes/sitemap-file.tsx'),
  route('robots.txt', 'routes/robots.tsx'),
  route('manifest.webmanifest', 'routes/web-manifest.ts'),
  // The experience page, /{country}/{city}/{slug}/{id} (docs/decisions/0005); static paths above win.
  route(':country/:destination/:slug/:id', 'routes/experience.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
