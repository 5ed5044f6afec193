import type { Lang } from '../common/i18n/languages';
import type { Database, Db } from '../db/client';
import type { CatalogReadCache } from '../domain/catalog/catalog-read-cache.server';
import type { Clock } from '../domain/clock';
import type { PaymentGateway } from '../domain/payments/payment-gateway';
import type { RefundRunReport } from '../domain/purchases/purchase-refunds.server';
import type { ReconcileReport } from '../domain/purchases/reconciler.server';
import type { SessionUser } from '../domain/accounts/session.server';
import type { DrainResult } from '../domain/emails/sender.server';
import type { PaypalProvider } from '../domain/payments/paypal-provider';
import type { Sealer } from '../domain/security/sealed-text';
import type { Env } from './env';
import type { RenderSlots } from './overload/render-slots';
import type { PageCache } from './page-cache';
import type { PurchaseJobsRun } from './plugins/purchase-jobs';
import type { SharedLimiter } from './rate-limit/shared-limiter';
import type { ResponseCache } from './response-cache';
import type { RegisteredRoute } from './route-registry';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
    db: Db;
    clock: Clock;
    /** Outgoing HTTP calls (Cloudflare's siteverify): the global fetch, or a fake a test passes to buildApp. */
    outboundFetch: typeof fetch;
    responseCache: ResponseCache;
    /** Encrypts data at rest with the DATA_ENCRYPTION_KEY (docs/decisions/0069-bank-details-encryption.md). */
    sealer: Sealer;
    /** Sends due outbox e-mails now (the sender also runs on a timer); tests call it to skip the wait. */
    emailSender: { transport: string; drain(): Promise<DrainResult> };
    /** Catalogue reads of the server-rendered pages (docs/decisions/0011); see clearCatalogueCaches. */
    catalogCache: CatalogReadCache;
    /** Rendered pages shared by every visitor (docs/decisions/0011, 0023); see clearCatalogueCaches. */
    pageCache: PageCache;
    /** Turns to render a page no cached page answers, per address and in total (docs/decisions/0048). */
    renderSlots: RenderSlots;
    /** Abuse limits and sign-in challenges, in the database so every process shares them (0026). */
    limiter: SharedLimiter;
    /** The card gateway of the checkout (docs/decisions/0039): the sandbox unless AppOptions.payments says. */
    paymentGateway: PaymentGateway;
    /** PayPal orders, captures and refunds (docs/decisions/0039): the sandbox simulator unless replaced. */
    paypal: PaypalProvider;
    /** Settles payment attempts left pending (docs/decisions/0039); tests call it after moving the clock. */
    reconcilePayments(olderThanMs?: number): Promise<ReconcileReport>;
    /** Retries cancellation refunds still pending (decision 0040); tests call it after moving the clock. */
    retryRefunds(olderThanMs?: number): Promise<RefundRunReport>;
    /**
     * Runs the purchases' periodic job now, if this process gets its lease (decision 0040): status
     * transitions, review requests, reminders. Tests call it after moving the clock.
     */
    runPurchaseJobs(): Promise<PurchaseJobsRun>;
    /**
     * Brings the search's per-day places up to date with the engine now (decision 0086): the experiences
     * marked stale and the horizon's roll. Answers how many experiences it rewrote.
     */
    refreshDayPlaces(): Promise<number>;
    /**
     * Empties the three caches built from the catalogue (API answers, catalogue reads, rendered pages).
     * Every in-process write to what they show (experiences, reviews and their authors, geography,
     * categories) calls this, and only this (docs/decisions/0011).
     */
    clearCatalogueCaches(): void;
    /** Every route of the app, method and full path (server/route-registry.ts). */
    registeredRoutes: readonly RegisteredRoute[];
  }
  interface FastifyRequest {
    /** Language of the response, from `language-code`, then Accept-Language, then Spanish. */
    lang: Lang;
    /** The session's user, resolved once per request on first use (server/plugins/auth). */
    sessionLookup: Promise<SessionUser | null> | null;
    /** The server is shedding load (docs/decisions/0048): a page is answered only from the page cache. */
    underPressure: boolean;
  }
  interface FastifyContextConfig {
    /** Message of a 400 when the route's schema refuses the input; the fields go in `issues`. */
    validationMessageKey?: string;
    /** Per-route wording of framework errors, by API code (e.g. PAYLOAD_TOO_LARGE). */
    errorMessageKeys?: Record<string, string>;
    /**
     * What the route does under overload (server/plugins/overload.ts): `exempt` answers as usual, `page`
     * answers from the page cache only; routes without it are shed.
     */
    overload?: 'exempt' | 'page';
  }
}
