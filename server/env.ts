import { isIP } from 'node:net';
import { z } from 'zod';
import { mapTilesUrlProblem } from '../common/map/map-tiles';
import { parseDataKey } from '../domain/security/sealed-text';
import { SIGNUP_CREDIT_CENTS } from '../domain/wallet/promotions';

/**
 * The server's keys (README.md § Environment) and the stand-ins used outside production. The stand-ins are
 * known to anyone who reads the code, so they only suit a machine nobody else reaches: a server started
 * with NODE_ENV=production refuses to start without a key of its own for each, or with a stand-in.
 */
export const DEVELOPMENT_KEYS = {
  /** Signs the unsubscribe links and keys the e-mailed deletion codes' hashes (decision 0044). */
  SIGNING_SECRET: 'rumbo-development-signing-secret-not-for-production',
  /** Keys the hash of the addresses that received the sign-up credit (decision 0043). */
  EMAIL_HASH_SECRET: 'development-only-email-hash-secret-change-me',
  /** Keys the card fingerprints of the self-referral check (decision 0042). */
  CARD_FINGERPRINT_KEY: 'rumbo-development-card-fingerprint-key-not-secret',
} as const;

type ServerKey = keyof typeof DEVELOPMENT_KEYS;

const commaList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string()).min(1));

/** A setting that may be left empty in an env file: blank is the same as unset. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** A server key: unset, or at least 32 characters. */
const serverKey = (name: ServerKey) =>
  optionalText.pipe(z.string().min(32, `${name} needs at least 32 characters`).optional());

const DATA_KEY_MESSAGE = 'must be 32 random bytes in base64 (openssl rand -base64 32)';

/** One entry of a TRUST_PROXY list as proxy-addr reads it: an address, a CIDR or a named range. */
function isProxyAddress(item: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128));
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  /**
   * PostgreSQL connections the server's pool may open (10). Requests beyond it wait for a connection; a
   * larger pool overlaps more transactions, within the server's max_connections.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  SEED: z.enum(['demo', 'none']).default('demo'),
  PUBLIC_API_TOKENS: commaList.default(['dev-public-token']),
  /**
   * The captcha before every purchase (decision 0039): the self-hosted ALTCHA proof of work by default;
   * Cloudflare Turnstile only when the operator chooses it (it loads a third-party script); off only
   * outside production.
   */
  CAPTCHA_PROVIDER: z.enum(['altcha', 'turnstile', 'off']).default('altcha'),
  /** Turnstile's public site key, shown to browsers (CAPTCHA_PROVIDER=turnstile needs both keys). */
  TURNSTILE_SITE_KEY: optionalText,
  /** Turnstile's secret, sent only to Cloudflare's siteverify. */
  TURNSTILE_SECRET_KEY: optionalText,
  /**
   * The pickup map's street-level tiles (docs/decisions/0082-pickup-map.md): an XYZ raster template on another
   * origin (pages then allow it in img-src and connect-src) or a path on this site. Unset: the offline
   * country outline, zoomed to the pickup area.
   */
  MAP_TILES_URL: optionalText.pipe(
    z
      .string()
      .superRefine((value, context) => {
        const problem = mapTilesUrlProblem(value);
        if (problem) context.addIssue({ code: 'custom', message: `MAP_TILES_URL ${problem}` });
      })
      .optional(),
  ),
  /** The credit the tile source requires, shown under the map (MAP_TILES_URL needs it). */
  MAP_TILES_ATTRIBUTION: optionalText.pipe(z.string().max(300).optional()),
  /** The deepest zoom the tile source serves (street level is 16–19). */
  MAP_TILES_MAX_ZOOM: z.coerce.number().int().min(10).max(22).default(19),
  PAYMENTS_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /**
   * The key of the card fingerprints the gateway stores with each card payment (HMAC-SHA256 of the card
   * number, docs/decisions/0042): the same card on two accounts shows as the same value, and nobody
   * without the key can test a guessed number against it. Required in production (DEVELOPMENT_KEYS).
   * Changing it makes every stored fingerprint unmatched.
   */
  CARD_FINGERPRINT_KEY: serverKey('CARD_FINGERPRINT_KEY'),
  /**
   * The key (32 bytes, base64) that encrypts payout bank account numbers at rest (AES-256-GCM,
   * docs/decisions/0069-bank-details-encryption.md). Required in production; elsewhere a key generated once
   * and kept in DATA_DIR/secrets (server/data-keys.ts). Losing it loses the stored account numbers.
   */
  DATA_ENCRYPTION_KEY: optionalText.pipe(
    z
      .string()
      .refine((value) => parseDataKey(value) !== null, `DATA_ENCRYPTION_KEY ${DATA_KEY_MESSAGE}`)
      .optional(),
  ),
  /**
   * Keys being rotated out (comma-separated, same format): values they sealed still open, and new ones
   * are sealed with DATA_ENCRYPTION_KEY.
   */
  DATA_ENCRYPTION_PREVIOUS_KEYS: optionalText.pipe(
    z
      .string()
      .refine(
        (value) => value.split(',').every((key) => parseDataKey(key) !== null),
        `each of DATA_ENCRYPTION_PREVIOUS_KEYS ${DATA_KEY_MESSAGE}`,
      )
      .optional(),
  ),
  SMTP_URL: z.string().optional(),
  /**
   * The purchases' periodic job (status transitions, reminders, review requests: decision 0040) runs on a
   * timer unless "off" (the tests, which run it themselves with a clock of their own).
   */
  PURCHASE_JOBS: z.enum(['on', 'off']).default('on'),
  /**
   * The refresher of the search's per-day places (decision 0086) runs on a timer unless "off" (the tests,
   * which run it themselves).
   */
  DAY_PLACES_JOBS: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public origin used in canonical links and e-mails, e.g. https://rumbo.example. */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * The server's HMAC key (decision 0044): signs the unsubscribe links in e-mails and keys the hashes of
   * e-mailed account-deletion codes. Required in production (DEVELOPMENT_KEYS). Changing it breaks the
   * unsubscribe links of e-mails already sent.
   */
  SIGNING_SECRET: serverKey('SIGNING_SECRET'),
  /** Sender of the product's e-mails. */
  EMAIL_FROM: z.string().default('Rumbo <no-reply@rumbo.example>'),
  /**
   * Wallet credit given at sign-up, in cents (docs/product.md § Constants: 15 USD); 0 turns the promotion
   * off.
   */
  SIGNUP_CREDIT_CENTS: z.coerce.number().int().min(0).max(100_000).default(SIGNUP_CREDIT_CENTS),
  /**
   * The key of the keyed hash (HMAC-SHA-256) that remembers which addresses received the sign-up credit
   * without keeping the addresses (docs/decisions/0043). Required in production (DEVELOPMENT_KEYS).
   * Changing it forgets every address that was credited.
   */
  EMAIL_HASH_SECRET: serverKey('EMAIL_HASH_SECRET'),
  /**
   * Which proxies may set X-Forwarded-For/-Proto (docs/decisions/0024): "loopback" (the default: a proxy
   * on this machine; every other client is known by its socket's address), "false" (no proxy), a hop
   * count, or comma-separated addresses/CIDRs and proxy-addr names (loopback, linklocal, uniquelocal).
   * "true" trusts anyone and is only safe when nothing but the proxy can reach the process. Per-address
   * rate limits and Secure cookies are only as good as this setting.
   */
  /**
   * Connection settings of the HTTP server (docs/decisions/0048): how long a client may take to send a
   * request's headers (from the moment it connects or starts the request), its whole request, and how
   * long an idle kept-alive connection stays open; at most HTTP_MAX_CONNECTIONS sockets at once (more
   * are closed as they arrive), with a listen backlog of HTTP_LISTEN_BACKLOG connections not yet taken.
   */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(4096),
  HTTP_LISTEN_BACKLOG: z.coerce.number().int().min(1).max(65_535).default(2048),
  /**
   * Shedding under overload (docs/decisions/0048): while the event loop's mean delay (sampled every
   * OVERLOAD_SAMPLE_INTERVAL_MS) or the V8 heap in use is over its threshold, the API and uncached pages
   * answer 503 at once with Retry-After. 0 turns a check off; the heap's default (unset) is 90 % of V8's
   * heap limit.
   */
  OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  OVERLOAD_HEAP_USED_MB: z.coerce.number().int().min(0).max(1_000_000).optional(),
  OVERLOAD_SAMPLE_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  OVERLOAD_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /**
   * Page renders that no cached page answers (docs/decisions/0048): at most PAGE_RENDERS at once in the
   * process, at most PAGE_RENDERS_PER_ADDRESS of them (running or waiting) for one client address, and
   * at most PAGE_RENDER_QUEUE requests waiting for a turn (a short while); the rest are refused at once.
   */
  PAGE_RENDERS: z.coerce.number().int().min(1).max(1000).default(12),
  PAGE_RENDERS_PER_ADDRESS: z.coerce.number().int().min(1).max(1000).default(6),
  PAGE_RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(48),
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value): boolean | number | string[] => {
      const text = value.trim();
      if (text === 'true') return true;
      if (text === 'false') return false;
      if (/^\d+$/.test(text)) return Number(text);
      return text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    })
    .refine(
      (value) => !Array.isArray(value) || value.every(isProxyAddress),
      'TRUST_PROXY must be true, false, a hop count, or addresses, CIDRs and loopback/linklocal/uniquelocal',
    ),
});

export type Env = Omit<z.infer<typeof envSchema>, ServerKey> & Record<ServerKey, string>;

/** Parses the environment once at start-up; a bad value stops the process with a readable message. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const keys = {} as Record<ServerKey, string>;
  for (const name of Object.keys(DEVELOPMENT_KEYS) as ServerKey[]) {
    const value = result.data[name];
    if (result.data.NODE_ENV === 'production' && (!value || value === DEVELOPMENT_KEYS[name]))
      throw new Error(
        `Invalid environment:\n  ${name}: a key of your own is required when NODE_ENV=production`,
      );
    keys[name] = value ?? DEVELOPMENT_KEYS[name];
  }
  const env: Env = { ...result.data, ...keys };
  if (env.NODE_ENV === 'production' && !env.DATA_ENCRYPTION_KEY) {
    throw new Error(
      'Invalid environment:\n  DATA_ENCRYPTION_KEY: a key of your own is required when NODE_ENV=production',
    );
  }
  if (env.NODE_ENV === 'production' && env.CAPTCHA_PROVIDER === 'off') {
    throw new Error('Invalid environment:\n  CAPTCHA_PROVIDER: "off" is refused when NODE_ENV=production');
  }
  if (env.CAPTCHA_PROVIDER === 'turnstile' && (!env.TURNSTILE_SITE_KEY || !env.TURNSTILE_SECRET_KEY)) {
    throw new Error(
      'Invalid environment:\n  CAPTCHA_PROVIDER: "turnstile" needs TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY',
    );
  }
  if (env.MAP_TILES_URL && !env.MAP_TILES_ATTRIBUTION) {
    throw new Error(
      'Invalid environment:\n  MAP_TILES_ATTRIBUTION: MAP_TILES_URL needs the credit its tile source requires',
    );
  }
  return env;
}
