import compress from '@fastify/compress';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerFactory,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../db/client';
import type { PaypalProvider } from '../domain/payments/paypal-provider';
import { createSandboxPaypal } from '../domain/payments/sandbox-paypal.server';
import { attachCatalogCache, CatalogReadCache } from '../domain/catalog/catalog-read-cache.server';
import { type Clock, systemClock } from '../domain/clock';
import type { PaymentGateway } from '../domain/payments/payment-gateway';
import { createSandboxGateway } from '../domain/payments/sandbox-gateway.server';
import { analyticsApiV1 } from './api/v1/analytics';
import { authApiV1 } from './api/v1/auth';
import { emailVerificationApiV1 } from './api/v1/email-verification';
import { bookingApiV1 } from './api/v1/booking';
import { captchaApiV1 } from './api/v1/captcha';
import { catalogApiV1 } from './api/v1/catalog';
import { paypalApiV1 } from './api/v1/paypal';
import { favoritesApiV1 } from './api/v1/favorites';
import { paymentsApiV1 } from './api/v1/payments';
import { reviewsApiV1 } from './api/v1/reviews';
import { reviewListApiV1 } from './api/v1/review-list';
import { purchasesApiV1 } from './api/v1/purchases';
import { giftCardsApiV1 } from './api/v1/gift-cards';
import { catalogChangesPlugin } from './plugins/catalog-changes';
import { paymentReconcilerPlugin } from './plugins/payment-reconciler';
import { purchaseJobsPlugin } from './plugins/purchase-jobs';
import { dayPlacesJobsPlugin } from './plugins/day-places-jobs';
import { profileApiV1 } from './api/v1/profile';
import { adminApplicationsApiV1 } from './api/v1/admin-applications';
import { adminPayoutsApiV1 } from './api/v1/admin-payouts';
import { adminDashboardApiV1 } from './api/v1/admin-dashboard';
import { adminSecondFactorApiV1 } from './api/v1/admin-second-factor';
import { unsubscribeApiV1 } from './api/v1/unsubscribe';
import { operatorPhotosApiV1 } from './api/v1/operator-photos';
import { walletApiV1 } from './api/v1/wallet';
import { operatorAvailabilityApiV1 } from './api/v1/operator-availability';
import { operatorBookingsApiV1 } from './api/v1/operator-bookings';
import { operatorCancellationsApiV1 } from './api/v1/operator-cancellations';
import { purchaseReadsApiV1 } from './api/v1/purchases-read';
import { nextStepsApiV1 } from './api/v1/next-steps';
import { editPurchaseApiV1 } from './api/v1/edit-purchase';
import { supplierApiV1 } from './api/v1/supplier';
import { operatorApiV1 } from './api/v1/operator';
import { operatorExperiencesApiV1 } from './api/v1/operator-experiences';
import { adminExperiencesApiV1 } from './api/v1/admin-experiences';
import { adminCompaniesApiV1 } from './api/v1/admin-companies';
import { adminTravellersApiV1 } from './api/v1/admin-travellers';
import { adminPurchasesApiV1 } from './api/v1/admin-purchases';
import { adminCouponsApiV1 } from './api/v1/admin-coupons';
import { adminSettingsApiV1 } from './api/v1/admin-settings';
import { adminGiftCardsApiV1 } from './api/v1/admin-gift-cards';
import { adminReviewsApiV1 } from './api/v1/admin-reviews';
import { operatorCompanyApiV1 } from './api/v1/operator-company';
import { operatorEarningsApiV1 } from './api/v1/operator-earnings';
import { operatorTeamApiV1 } from './api/v1/operator-team';
import { operatorCheckInApiV1 } from './api/v1/operator-check-in';
import { operatorReviewsApiV1 } from './api/v1/operator-reviews';
import { operatorNotificationsApiV1 } from './api/v1/operator-notifications';
import { catalogApiV2 } from './api/v2/catalog';
import { applyConnectionLimits } from './connection-limits';
import { createSealer } from '../domain/security/sealed-text';
import { dataKeysOf } from './data-keys';
import type { Env } from './env';
import { inputValidatorCompiler } from './input-validator';
import { addJsonBodyParser } from './json-body-parser';
import './fastify-types';
import { authPlugin } from './plugins/auth';
import { cardDataGuardPlugin } from './plugins/card-data-guard';
import { devMailboxRoutes } from './plugins/dev-mailbox';
import { emailSenderPlugin } from './plugins/email-sender';
import { errorsPlugin, sendError } from './plugins/errors';
import { clientErrorHandler, frameworkErrors } from './framework-errors';
import { countryMapRoutes } from './plugins/country-maps';
import { reviewPhotoRoutes } from './plugins/review-photo-files';
import { healthRoutes } from './plugins/health';
import { mediaPlugin } from './plugins/media';
import { openApiPlugin } from './plugins/openapi';
import { privateAnswersPlugin } from './plugins/private-answers';
import { overloadPlugin } from './plugins/overload';
import { requestContextPlugin } from './plugins/request-context';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sharedLimitsPlugin } from './plugins/shared-limits';
import { sandboxPaypalRoutes } from './sandbox/paypal-routes';
import { type WebAppOptions, webAppPlugin } from './plugins/web-app';
import { PageCache } from './page-cache';
import { ResponseCache } from './response-cache';
import { recordRoutes } from './route-registry';
import { sandboxGatewayRoutes } from './sandbox/gateway-routes';

export interface AppOptions {
  env: Env;
  database: Database;
  clock?: Clock;
  /** Pino options or false; tests pass false. */
  logger?: boolean | Record<string, unknown>;
  /** The web app (its production build, or Vite's in development); without it only the API is served. */
  web?: WebAppOptions;
  /** Outgoing HTTP calls (Cloudflare's siteverify); tests pass a fake instead of reaching the network. */
  outboundFetch?: typeof fetch;
  /** `npm run dev` hands requests for the browser's modules to Vite before Fastify sees them. */
  serverFactory?: FastifyServerFactory;
  /** Payment providers replacing the sandbox simulators (PAYMENTS_PROVIDER=sandbox): tests put a faulty
   * gateway (one wrapping the sandbox) in front of the default. */
  payments?: { gateway?: PaymentGateway; paypal?: PaypalProvider };
}

export type App = FastifyInstance;

/** A hop count means "trust that many proxies in front of us" (Fastify's types omit the number form). */
function trustProxy(setting: Env['TRUST_PROXY']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/** Builds the whole server without listening, so tests drive it with inject() or a port of their own. */
export async function buildApp(options: AppOptions): Promise<App> {
  const app = Fastify({
    logger: options.logger ?? {
      level: options.env.LOG_LEVEL,
      // Secrets never reach the logs: tokens, cookies and sessions are redacted.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["api-token"]'],
    },
    // Which proxies may set X-Forwarded-For/-Proto: client addresses (rate limits) and https (Secure
    // cookies) are read from those headers only when they come from a trusted proxy.
    trustProxy: trustProxy(options.env.TRUST_PROXY),
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
    // Answers Fastify gives before any hook runs: translated, with the security headers.
    frameworkErrors,
    clientErrorHandler,
    serverFactory: options.serverFactory,
  }).withTypeProvider<ZodTypeProvider>();
  applyConnectionLimits(app.server, options.env);

  // Every input passes these: storable text in every schema'd part, JSON bodies of bounded depth (0025),
  // and an empty body is no body (a client that sends Content-Type: application/json on every call).
  recordRoutes(app);
  app.setValidatorCompiler(inputValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  addJsonBodyParser(app);

  app.decorate('env', options.env);
  app.decorate('database', options.database);
  app.decorate('db', options.database.db);
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('outboundFetch', options.outboundFetch ?? globalThis.fetch);
  app.decorate('sealer', createSealer(dataKeysOf(options.env)));
  app.decorate('responseCache', new ResponseCache());
  // The same lifetime as the response cache (60 s; a catalogue write clears all three): decision 0011.
  app.decorate('catalogCache', new CatalogReadCache());
  attachCatalogCache(app.db, app.catalogCache);
  app.decorate('pageCache', new PageCache());
  // PAYMENTS_PROVIDER=sandbox (the only value yet): the simulator serves its own pages below and is the
  // checkout's gateway unless a test puts another in front of it (docs/decisions/0039).
  const sandboxGateway = createSandboxGateway({
    db: options.database.db,
    clock: app.clock,
    publicUrl: options.env.PUBLIC_URL,
    fingerprintKey: options.env.CARD_FINGERPRINT_KEY,
  });
  app.decorate('paymentGateway', options.payments?.gateway ?? sandboxGateway);
  app.decorate(
    'paypal',
    options.payments?.paypal ??
      createSandboxPaypal({ db: options.database.db, clock: app.clock, publicUrl: options.env.PUBLIC_URL }),
  );
  // The one way a catalogue write reaches this process's caches: every answer or page built from the
  // catalogue goes. Other processes hear of it through announceCatalogChange (server/catalog-changes.ts).
  app.decorate('clearCatalogueCaches', () => {
    app.responseCache.clear();
    app.catalogCache.clear();
    app.pageCache.clear();
  });
  app.addHook('onClose', async () => {
    await options.database.close();
  });

  await app.register(errorsPlugin);
  await app.register(requestContextPlugin);
  // Right after the language is known: a shed request costs nothing more (docs/decisions/0048).
  await app.register(overloadPlugin);
  await app.register(cardDataGuardPlugin);
  await app.register(authPlugin);
  await app.register(privateAnswersPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(openApiPlugin);
  await app.register(mediaPlugin);
  await app.register(healthRoutes);
  await app.register(emailSenderPlugin);
  await app.register(paymentReconcilerPlugin);
  await app.register(purchaseJobsPlugin);
  await app.register(dayPlacesJobsPlugin);
  await app.register(catalogChangesPlugin);
  await app.register(sharedLimitsPlugin);
  await app.register(devMailboxRoutes);
  await app.register(countryMapRoutes);
  await app.register(reviewPhotoRoutes);
  await app.register(sandboxGatewayRoutes, { prefix: '/sandbox/gateway', sandbox: sandboxGateway });
  await app.register(sandboxPaypalRoutes, { prefix: '/sandbox/paypal' });
  await app.register(catalogApiV1, { prefix: '/api/v1' });
  await app.register(bookingApiV1, { prefix: '/api/v1' });
  await app.register(analyticsApiV1, { prefix: '/api/v1' });
  await app.register(authApiV1, { prefix: '/api/v1' });
  await app.register(emailVerificationApiV1, { prefix: '/api/v1' });
  await app.register(profileApiV1, { prefix: '/api/v1' });
  await app.register(favoritesApiV1, { prefix: '/api/v1' });
  await app.register(supplierApiV1, { prefix: '/api/v1' });
  await app.register(captchaApiV1, { prefix: '/api/v1' });
  await app.register(purchaseReadsApiV1, { prefix: '/api/v1' });
  await app.register(nextStepsApiV1, { prefix: '/api/v1' });
  await app.register(editPurchaseApiV1, { prefix: '/api/v1' });
  await app.register(paymentsApiV1, { prefix: '/api/v1' });
  await app.register(paypalApiV1, { prefix: '/api/v1' });
  await app.register(purchasesApiV1, { prefix: '/api/v1' });
  await app.register(giftCardsApiV1, { prefix: '/api/v1' });
  await app.register(reviewsApiV1, { prefix: '/api/v1' });
  await app.register(reviewListApiV1, { prefix: '/api/v1' });
  await app.register(walletApiV1, { prefix: '/api/v1' });
  await app.register(operatorAvailabilityApiV1, { prefix: '/api/v1' });
  await app.register(operatorBookingsApiV1, { prefix: '/api/v1' });
  await app.register(operatorCancellationsApiV1, { prefix: '/api/v1' });
  await app.register(unsubscribeApiV1, { prefix: '/api/v1' });
  await app.register(operatorApiV1, { prefix: '/api/v1' });
  await app.register(operatorExperiencesApiV1, { prefix: '/api/v1' });
  await app.register(operatorTeamApiV1, { prefix: '/api/v1' });
  await app.register(operatorCheckInApiV1, { prefix: '/api/v1' });
  await app.register(operatorCompanyApiV1, { prefix: '/api/v1' });
  await app.register(operatorReviewsApiV1, { prefix: '/api/v1' });
  await app.register(operatorNotificationsApiV1, { prefix: '/api/v1' });
  await app.register(operatorEarningsApiV1, { prefix: '/api/v1' });
  await app.register(adminSecondFactorApiV1, { prefix: '/api/v1' });
  await app.register(adminApplicationsApiV1, { prefix: '/api/v1' });
  await app.register(operatorPhotosApiV1, { prefix: '/api/v1' });
  await app.register(adminExperiencesApiV1, { prefix: '/api/v1' });
  await app.register(adminPurchasesApiV1, { prefix: '/api/v1' });
  await app.register(adminReviewsApiV1, { prefix: '/api/v1' });
  await app.register(adminDashboardApiV1, { prefix: '/api/v1' });
  await app.register(adminTravellersApiV1, { prefix: '/api/v1' });
  await app.register(adminCompaniesApiV1, { prefix: '/api/v1' });
  await app.register(adminCouponsApiV1, { prefix: '/api/v1' });
  await app.register(adminSettingsApiV1, { prefix: '/api/v1' });
  await app.register(adminGiftCardsApiV1, { prefix: '/api/v1' });
  await app.register(adminPayoutsApiV1, { prefix: '/api/v1' });
  await app.register(catalogApiV2, { prefix: '/api/v2' });

  // Unknown API paths answer JSON, also when the web app claims every other path.
  const apiNotFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendError(request, reply, 404, 'ROUTE_NOT_FOUND', 'errors.routeNotFound');
  app.all('/api/*', { schema: { hide: true } }, apiNotFound);
  app.setNotFoundHandler(apiNotFound);
  if (options.web) await app.register(webAppPlugin, options.web);
  return app;
}
