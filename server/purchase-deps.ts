import { enqueueOperatorBookingEmails } from '../domain/operators/operator-booking-emails.server';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Lang } from '../common/i18n/languages';
import { translate } from '../common/i18n/translate';
import { queryRows } from '../db/client';
import type { StoredAnswer } from '../domain/purchases/idempotency.server';
import { enqueuePurchaseConfirmation } from '../domain/purchases/purchase-confirmation.server';
import type { PurchaseResult } from '../domain/purchases/purchase-experience.server';
import { loadPurchaseJson } from '../domain/purchases/purchase-reads.server';
import type { ReconcileDeps } from '../domain/purchases/reconciler.server';
import { emailLinks } from './email-links';
import { giftCardAnswer } from './gift-card-answers';

export interface PurchaseDeps extends ReconcileDeps {
  /** The HTTP answer of a purchase: from the pipeline's result, or (reconciler) from its stored state. */
  answerFor(purchaseId: number, lang?: Lang, result?: PurchaseResult): Promise<StoredAnswer>;
}

function errorAnswer(status: number, code: string, lang: Lang, key: string, params = {}): StoredAnswer {
  return { status, body: { code, message: translate(lang, key, params) } };
}

/** The purchase pipeline's collaborators, from the app's providers, clock and settings. */
export function purchaseDeps(app: FastifyInstance): PurchaseDeps {
  const { publicUrl } = emailLinks(app);
  const answerFor = async (
    purchaseId: number,
    lang?: Lang,
    result?: PurchaseResult,
  ): Promise<StoredAnswer> => {
    const [row] = await queryRows<{ status: string; lang_code: Lang }>(
      app.db,
      sql`select status, lang_code from purchases where id = ${purchaseId}`,
    );
    const language = lang ?? row?.lang_code ?? 'es';
    if (result?.status === 'failed') {
      const { error } = result;
      return {
        status: error.status,
        body: {
          code: error.code,
          message: translate(language, error.messageKey, error.params),
          ...error.extra,
        },
      };
    }
    if (result?.status === 'pending')
      return errorAnswer(202, 'PAYMENT_PENDING', language, 'payment.paymentPending');
    if (row?.status === 'confirmed') {
      return {
        status: 201,
        body: { data: await loadPurchaseJson(app.db, purchaseId, language, app.clock()) },
      };
    }
    return errorAnswer(402, 'PAYMENT_DECLINED', language, 'payment.paymentError');
  };
  return {
    db: app.db,
    gateway: app.paymentGateway,
    paypal: app.paypal,
    clock: app.clock,
    links: { publicUrl },
    onConfirmed: async (tx, purchaseId, now) => {
      await enqueuePurchaseConfirmation(tx, purchaseId, { publicUrl }, now);
      // The operator's new-booking e-mails, in the same transaction (docs/product.md § Operator e-mails).
      await enqueueOperatorBookingEmails(tx, purchaseId, { kind: 'new_booking' }, { publicUrl }, now);
    },
    answerFor,
    giftCardAnswerFor: (giftCardId) => giftCardAnswer(app.db, giftCardId),
  };
}
