import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Lang } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import type { Limit } from '../../domain/accounts/abuse-limits';
import { escapeHtml } from '../../domain/emails/escape-html';
import { AppError } from '../../domain/errors';
import type { SandboxGateway } from '../../domain/payments/sandbox-gateway.server';
import { centsToUsd, formatUsd } from '../../domain/pricing/money';
import { developerOnly } from '../plugins/developer-pages';
import { perAddress } from '../rate-limit/shared-limiter';

/**
 * Tokenizations one address may ask for: a shopper retyping a card stays far below, a script testing
 * stolen numbers against the provider's endpoint does not.
 */
export const CARD_TOKEN_LIMIT: Limit = { max: 30, windowMs: 10 * 60_000 };

/** Where the challenge page sends the shopper back: the product's 3-D Secure redirect page. */
export const THREE_DS_COMPLETE_PATH = '/booking/3ds-complete';

const tokenBody = z.object({
  card_number: z.string().max(40),
  expiration_month: z.coerce.number().int().min(0).max(99),
  expiration_year: z.coerce.number().int().min(0).max(9999),
  cvv: z.string().max(10),
  holder_name: z.string().max(200),
});

const tokenReply = z.object({
  token: z.string(),
  brand: z.enum(['VISA', 'MASTERCARD']),
  last4: z.string(),
  expiration_month: z.int(),
  expiration_year: z.int(),
});

const transactionParams = z.object({ transactionId: z.string().min(1).max(100) });
const challengeQuery = z.object({ lang: z.enum(['es', 'en']).optional() });
const challengeBody = z.object({
  result: z.enum(['authenticate', 'fail']),
  lang: z.enum(['es', 'en']).optional(),
});

const chargesReply = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      amount: z.number(),
      status: z.string(),
      idempotency_key: z.string(),
      refunded_amount: z.number(),
    }),
  ),
});

const noStore = { 'cache-control': 'no-store' };

/** The challenge page: self-contained (inline styles, which the CSP allows; no script, no other file). */
function challengePage(lang: Lang, transactionId: string, amountCents: number | null): string {
  const t = (key: string, values?: Record<string, string>) => escapeHtml(translate(lang, key, values));
  const action = `/sandbox/gateway/challenge/${encodeURIComponent(transactionId)}`;
  const button = (result: string, label: string, colour: string) =>
    `<button type="submit" name="result" value="${result}" style="font:inherit;padding:10px 20px;border:0;border-radius:8px;color:#fff;background:${colour};cursor:pointer">${label}</button>`;
  const body =
    amountCents === null
      ? `<p role="alert">${t('sandbox.challengeUnknown')}</p>`
      : `<p>${t('sandbox.challengeIntro', { amount: formatUsd(amountCents, lang) })}</p>
<form method="post" action="${escapeHtml(action)}" style="display:flex;gap:12px;margin-top:20px">
<input type="hidden" name="lang" value="${lang}">
${button('authenticate', t('sandbox.authenticate'), '#0b6e4f')}
${button('fail', t('sandbox.fail'), '#a4262c')}
</form>`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('sandbox.challengeTitle')}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:420px;margin:24px auto;padding:0 16px;color:#1a1a1a">
<main><h1 style="font-size:20px">${t('sandbox.challengeHeading')}</h1>
${body}</main></body></html>`;
}

/**
 * The sandbox gateway's public endpoints (docs/decisions/0039), which a real provider would host on its
 * own domain: tokenization (the only request that ever carries a card number, sent by the browser
 * straight here and never to /api), the 3-D Secure challenge page shown in a frame of our payment page,
 * and, for a developer's own machine outside production, the list of charges tests count.
 *
 * Nothing here logs a body: Fastify's request log has the method and URL only, and the error handler
 * describes refused fields without their values.
 */
export async function sandboxGatewayRoutes(fastify: FastifyInstance, options: { sandbox: SandboxGateway }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { sandbox } = options;

  // The challenge page's buttons post a plain HTML form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/tokens',
    {
      // Counted before the body is even read: a refused address never gets a number checked.
      onRequest: perAddress(app.limiter, 'sandboxCardTokens.perIp', CARD_TOKEN_LIMIT),
      schema: { hide: true, body: tokenBody, response: { 201: tokenReply } },
    },
    async (request, reply) => {
      const body = request.body;
      const result = await sandbox.tokenize({
        cardNumber: body.card_number,
        cvv: body.cvv,
        expirationMonth: body.expiration_month,
        expirationYear: body.expiration_year,
        holderName: body.holder_name,
      });
      reply.headers(noStore);
      if (!result.ok) {
        // The first refused field names the answer; every one is listed for the form.
        const [first] = result.errors;
        throw new AppError(
          400,
          first!.code,
          first!.messageKey,
          {},
          {
            issues: result.errors.map((error) => ({ field: error.field, message: error.messageKey })),
          },
        );
      }
      const { card } = result;
      return reply.status(201).send({
        token: card.token,
        brand: card.brand,
        last4: card.last4,
        expiration_month: card.expirationMonth,
        expiration_year: card.expirationYear,
      });
    },
  );

  app.get(
    '/challenge/:transactionId',
    { schema: { hide: true, params: transactionParams, querystring: challengeQuery } },
    async (request, reply) => {
      const lang = request.query.lang ?? 'es';
      const pending = await sandbox.pendingChallenge(request.params.transactionId);
      const html = challengePage(lang, request.params.transactionId, pending ? pending.amountCents : null);
      // Framed by our own payment page only: the product's CSP (frame-ancestors 'self') and
      // X-Frame-Options SAMEORIGIN, set here too so the page never depends on the defaults.
      return reply
        .status(pending ? 200 : 404)
        .headers({ ...noStore, 'x-frame-options': 'SAMEORIGIN' })
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );

  app.post(
    '/challenge/:transactionId',
    { schema: { hide: true, params: transactionParams, body: challengeBody } },
    async (request, reply) => {
      const { transactionId } = request.params;
      const known = await sandbox.completeChallenge(transactionId, request.body.result);
      if (!known) {
        const html = challengePage(request.body.lang ?? 'es', transactionId, null);
        return reply.status(404).headers(noStore).type('text/html; charset=utf-8').send(html);
      }
      const target = `${THREE_DS_COMPLETE_PATH}?transaction_id=${encodeURIComponent(transactionId)}`;
      return reply.headers(noStore).redirect(target, 303);
    },
  );

  // The charges tests count (docs/decisions/0039): a developer page, never in production.
  if (app.env.NODE_ENV !== 'production') {
    const { constraints } = developerOnly(app);
    app.get(
      '/charges',
      { constraints, schema: { hide: true, response: { 200: chargesReply } } },
      async (_request, reply) => {
        const rows = await sandbox.listCharges();
        return reply.headers(noStore).send({
          data: rows.map((row) => ({
            id: row.id,
            amount: centsToUsd(row.amount_cents),
            status: row.status,
            idempotency_key: row.idempotency_key,
            refunded_amount: centsToUsd(row.refunded_cents),
          })),
        });
      },
    );
  }
}
