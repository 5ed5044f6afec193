import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { isLang, type Lang } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { emailSchema } from '../../domain/accounts/email';
import { personNameSchema } from '../../domain/accounts/names';
import { escapeHtml } from '../../domain/emails/escape-html';
import {
  approvalState,
  decideSandboxOrder,
  findSandboxOrder,
  isProductUrl,
  SANDBOX_PAYPAL_PATH,
} from '../../domain/payments/sandbox-paypal.server';
import { formatUsd } from '../../domain/pricing/money';

/**
 * The PayPal simulator's approval page (docs/decisions/0039): what PayPal's own site is to a real
 * checkout. Plain server-rendered HTML with inline styles and no script, so the product's content
 * security policy (self only, no inline scripts) needs no exception, and it works without the web app.
 * The buyer is a made-up sandbox person the page proposes; approving or cancelling sends the browser back
 * to the address the product gave when it created the order, never one from the request.
 */

const params = z.object({ id: z.string().max(64) });
/** Read leniently: an unknown language is Spanish, not an error page. */
const query = z.object({ lang: z.string().max(8).optional() });

type Texts = (key: string) => string;

const FIRST_NAMES = ['Ana', 'Luis', 'María', 'Carlos', 'Sofía', 'Diego', 'Lucía', 'Mateo'];
const LAST_NAMES = ['Pérez', 'Gómez', 'Castillo', 'Herrera', 'Vargas', 'Rodríguez', 'Morales', 'Rivera'];

const pick = (list: readonly string[]) => list[randomBytes(1)[0]! % list.length]!;

/** A fresh sandbox buyer for the form, e.g. buyer-ab12cd@sandbox.paypal.test. */
export function randomSandboxBuyer(): BuyerFields {
  return {
    email: `buyer-${randomBytes(3).toString('hex')}@sandbox.paypal.test`,
    first_name: pick(FIRST_NAMES),
    last_name: pick(LAST_NAMES),
  };
}

interface BuyerFields {
  email: string;
  first_name: string;
  last_name: string;
}

type FieldErrors = Partial<Record<keyof BuyerFields, string>>;

const buyerSchema = z.object({
  email: emailSchema('sandboxPaypal.errors.email', 'sandboxPaypal.errors.email'),
  first_name: personNameSchema('sandboxPaypal.errors.firstName'),
  last_name: personNameSchema('sandboxPaypal.errors.lastName'),
});

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f5f7fa;color:#1f2933;margin:0}
main{max-width:440px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.12);padding:24px}
.brand{font-weight:800;font-size:22px;color:#003087;margin:0 0 4px}.brand span{color:#0070e0}
.badge{display:inline-block;background:#fff4ce;color:#5c4400;border-radius:6px;padding:2px 8px;font-size:13px}
h1{font-size:20px;margin:16px 0 8px}h2{font-size:16px;margin:20px 0 4px}
.amount{font-size:32px;font-weight:700;margin:4px 0}.muted{color:#52606d;font-size:13px;margin:0}
label{display:block;font-size:14px;margin:12px 0 4px}
input{box-sizing:border-box;width:100%;padding:10px;border:1px solid #9aa5b1;border-radius:6px;font-size:16px}
.error{color:#b42318;font-size:13px;margin:4px 0 0}
button{width:100%;padding:12px;border-radius:24px;font-size:16px;font-weight:700;cursor:pointer;margin-top:16px}
.approve{background:#0070e0;color:#fff;border:0}.cancel{background:#fff;color:#003087;border:1px solid #003087}
.top{display:flex;justify-content:space-between;align-items:baseline}a{color:#0070e0}`;

function layout(lang: Lang, t: Texts, title: string, body: string, languageLink: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(t('sandboxPaypal.title'))}</title><style>${STYLE}</style></head>
<body><main><div class="card"><div class="top"><p class="brand">Pay<span>Pal</span></p>${languageLink}</div>
<p class="badge">${escapeHtml(t('sandboxPaypal.badge'))}</p>${body}</div></main></body></html>`;
}

function field(t: Texts, name: keyof BuyerFields, key: string, type: string, value: string, error?: string) {
  const id = `f-${name}`;
  const described = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  return `<label for="${id}">${escapeHtml(t(key))}</label>
<input id="${id}" name="${name}" type="${type}" value="${escapeHtml(value)}" required maxlength="254"${described}>
${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}`;
}

function approvalPage(
  lang: Lang,
  order: { id: string; amountCents: number },
  buyer: BuyerFields,
  errors: FieldErrors = {},
): string {
  const t: Texts = (key) => translate(lang, key);
  const base = `${SANDBOX_PAYPAL_PATH}/${order.id}`;
  const other: Lang = lang === 'es' ? 'en' : 'es';
  const languageLink = `<a href="${base}?lang=${other}" hreflang="${other}" lang="${other}">${escapeHtml(t('sandboxPaypal.otherLanguage'))}</a>`;
  const body = `<h1>${escapeHtml(t('sandboxPaypal.heading'))}</h1>
<p class="muted">${escapeHtml(t('sandboxPaypal.amountLabel'))}</p>
<p class="amount" data-amount-cents="${order.amountCents}">${escapeHtml(formatUsd(order.amountCents, lang))} USD</p>
<p class="muted">${escapeHtml(t('sandboxPaypal.orderLabel'))} ${escapeHtml(order.id)}</p>
<form method="post" action="${base}/approve?lang=${lang}" novalidate>
<h2>${escapeHtml(t('sandboxPaypal.buyerHeading'))}</h2>
<p class="muted">${escapeHtml(t('sandboxPaypal.buyerHint'))}</p>
${field(t, 'email', 'sandboxPaypal.email', 'email', buyer.email, errors.email)}
${field(t, 'first_name', 'sandboxPaypal.firstName', 'text', buyer.first_name, errors.first_name)}
${field(t, 'last_name', 'sandboxPaypal.lastName', 'text', buyer.last_name, errors.last_name)}
<button class="approve" type="submit">${escapeHtml(t('sandboxPaypal.approve'))}</button>
</form>
<form method="post" action="${base}/cancel?lang=${lang}">
<button class="cancel" type="submit">${escapeHtml(t('sandboxPaypal.cancel'))}</button>
</form>`;
  return layout(lang, t, t('sandboxPaypal.heading'), body, languageLink);
}

function refusalPage(lang: Lang, messageKey: string): string {
  const t: Texts = (key) => translate(lang, key);
  const body = `<h1>${escapeHtml(t('sandboxPaypal.errors.title'))}</h1>
<p role="alert">${escapeHtml(t(messageKey))}</p><p><a href="/">${escapeHtml(t('sandboxPaypal.backToShop'))}</a></p>`;
  return layout(lang, t, t('sandboxPaypal.errors.title'), body, '');
}

/** Why an order cannot be decided, as a status and a message. */
const REFUSALS = {
  unknown: 404,
  expired: 410,
  approved: 409,
  canceled: 409,
  captured: 409,
} as const;

const languageOf = (value: string | undefined): Lang => (isLang(value) ? value : 'es');

function html(reply: FastifyReply, status: number, page: string) {
  return reply
    .status(status)
    .headers({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex' })
    .type('text/html; charset=utf-8')
    .send(page);
}

/** Form bodies are read here only: the rest of the server takes JSON. */
const FORM_BODY_LIMIT = 8 * 1024;

export async function sandboxPaypalRoutes(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const publicUrl = app.env.PUBLIC_URL;

  const refuse = (reply: FastifyReply, lang: Lang, reason: keyof typeof REFUSALS) =>
    html(reply, REFUSALS[reason], refusalPage(lang, `sandboxPaypal.errors.${reason}`));

  app.get('/orders/:id', { schema: { hide: true, params, querystring: query } }, async (request, reply) => {
    const { id } = request.params as z.infer<typeof params>;
    const lang = languageOf((request.query as z.infer<typeof query>).lang);
    const state = approvalState(await findSandboxOrder(app.db, id), app.clock());
    if (!state.ok) return refuse(reply, lang, state.reason);
    return html(reply, 200, approvalPage(lang, state.order, randomSandboxBuyer()));
  });

  app.post(
    '/orders/:id/approve',
    { schema: { hide: true, params, querystring: query } },
    async (request, reply) => {
      const { id } = request.params as z.infer<typeof params>;
      const lang = languageOf((request.query as z.infer<typeof query>).lang);
      const now = app.clock();
      const state = approvalState(await findSandboxOrder(app.db, id), now);
      if (!state.ok) return refuse(reply, lang, state.reason);
      if (!isProductUrl(state.order.returnUrl, publicUrl)) {
        return html(reply, 400, refusalPage(lang, 'sandboxPaypal.errors.badReturnUrl'));
      }
      const form = (request.body ?? {}) as Record<string, unknown>;
      const text = (name: keyof BuyerFields) =>
        typeof form[name] === 'string' ? (form[name] as string) : '';
      const entered = { email: text('email'), first_name: text('first_name'), last_name: text('last_name') };
      const parsed = buyerSchema.safeParse(entered);
      if (!parsed.success) {
        const errors: FieldErrors = {};
        for (const issue of parsed.error.issues) {
          const name = issue.path[0] as keyof BuyerFields;
          errors[name] ??= translate(lang, issue.message);
        }
        return html(reply, 400, approvalPage(lang, state.order, entered, errors));
      }
      const payer = {
        email: parsed.data.email,
        firstName: parsed.data.first_name,
        lastName: parsed.data.last_name,
      };
      const decided = await decideSandboxOrder(app.db, id, { approve: payer }, now);
      if (!decided.ok) return refuse(reply, lang, decided.reason);
      return reply.header('cache-control', 'no-store').redirect(decided.redirectTo, 303);
    },
  );

  app.post(
    '/orders/:id/cancel',
    { schema: { hide: true, params, querystring: query } },
    async (request, reply) => {
      const { id } = request.params as z.infer<typeof params>;
      const lang = languageOf((request.query as z.infer<typeof query>).lang);
      const now = app.clock();
      const state = approvalState(await findSandboxOrder(app.db, id), now);
      if (!state.ok) return refuse(reply, lang, state.reason);
      if (!isProductUrl(state.order.cancelUrl, publicUrl)) {
        return html(reply, 400, refusalPage(lang, 'sandboxPaypal.errors.badReturnUrl'));
      }
      const decided = await decideSandboxOrder(app.db, id, { cancel: true }, now);
      if (!decided.ok) return refuse(reply, lang, decided.reason);
      return reply.header('cache-control', 'no-store').redirect(decided.redirectTo, 303);
    },
  );
}
