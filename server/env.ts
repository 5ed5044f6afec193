import { z } from 'zod';
import { SIGNUP_CREDIT_CENTS } from '../domain/wallet/promotions';

const commaList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string()).min(1));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  PUBLIC_API_TOKENS: commaList.default(['dev-public-token']),
  CAPTCHA_PROVIDER: z.enum(['altcha', 'turnstile', 'off']).default('altcha'),
  PAYMENTS_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  SMTP_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public origin used in canonical links and e-mails, e.g. https://rumbo.example. */
  PUBLIC_URL: z.string().url().optional(),
  /** Sender of the product's e-mails. */
  EMAIL_FROM: z.string().default('Rumbo <no-reply@rumbo.example>'),
  /** Wallet credit given at sign-up, in cents (spec §9: 15 USD); 0 turns the promotion off. */
  SIGNUP_CREDIT_CENTS: z.coerce.number().int().min(0).max(100_000).default(SIGNUP_CREDIT_CENTS),
  /**
   * Which proxies may set X-Forwarded-For/-Proto: "true" (any: the default, for a process behind one
   * proxy), "false" (direct connections), a hop count, or comma-separated addresses/CIDRs. Per-address
   * rate limits are only as good as this setting.
   */
  TRUST_PROXY: z
    .string()
    .default('true')
    .transform((value): boolean | number | string[] => {
      const text = value.trim();
      if (text === 'true') return true;
      if (text === 'false') return false;
      if (/^\d+$/.test(text)) return Number(text);
      return text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    }),
});

export type Env = z.infer<typeof envSchema>;

/** Parses the environment once at start-up; a bad value stops the process with a readable message. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.NODE_ENV === 'production' && env.CAPTCHA_PROVIDER === 'off') {
    throw new Error('Invalid environment:\n  CAPTCHA_PROVIDER: "off" is refused when NODE_ENV=production');
  }
  return env;
}
