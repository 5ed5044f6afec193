import { translate } from '../../common/i18n/translate';
import { centsToUsd } from '../../domain/pricing/money';
import { SIGNUP_CREDIT_CENTS } from '../../domain/wallet/promotions';
import { promotionDefaults, PROMOTION_KEYS } from '../../domain/promotions/promotion-settings';
import { promotionSettings, settingHistory } from '../../domain/promotions/promotion-settings.server';
import { AdminGate } from '../components/admin/admin-gate';
import { PromotionSettingForm } from '../components/admin/promotion-setting-form';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { useTranslation } from '../i18n/translation-context';
import { adminHeaders, adminVisit } from '../lib/admin-visitor.server';
import { privateStepMeta } from '../lib/private-step-route';
import type { Route } from './+types/admin-settings';

/**
 * /admin/settings (docs/decisions/0075-admin-promotions): the sign-up credit and the referral reward, an
 * amount and a switch each, changed with a reason, and the history of their changes. Behind AdminGate.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  const title = translate(lang, 'adminSettings.title');
  const visit = await adminVisit(context, request);
  if (visit !== 'passed') return { title, visit, settings: null, history: [] };
  const { db, signupCreditCents } = context.get(servicesContext);
  const signupDefault = signupCreditCents ?? SIGNUP_CREDIT_CENTS;
  const [stored, history] = await Promise.all([promotionSettings(db, signupDefault), settingHistory(db)]);
  const defaults = promotionDefaults(signupDefault);
  const settings = PROMOTION_KEYS.map((key) => ({
    key,
    amount: centsToUsd(stored[key].amountCents),
    enabled: stored[key].enabled,
    default_amount: centsToUsd(defaults[key].amountCents),
    updated_at: stored[key].updatedAt?.toISOString() ?? null,
  }));
  const lines = history.map((change) => ({
    id: change.id,
    key: change.key,
    before: `${centsToUsd(change.before.amountCents)} USD (${translate(lang, change.before.enabled ? 'adminSettings.on' : 'adminSettings.off')})`,
    after: `${centsToUsd(change.after.amountCents)} USD (${translate(lang, change.after.enabled ? 'adminSettings.on' : 'adminSettings.off')})`,
    reason: change.reason,
    by: change.actorEmail,
    at: change.changedAt.toISOString().slice(0, 16).replace('T', ' '),
  }));
  return { title, visit, settings, history: lines };
}

export const headers = adminHeaders;
export const meta = privateStepMeta;

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, visit, settings, history } = loaderData;
  return (
    <AdminGate visit={visit} title={title}>
      <h1 className="text-h2 font-bold">{title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t('adminSettings.intro')}</p>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        {settings?.map((setting) => (
          <PromotionSettingForm
            key={`${setting.key}-${setting.updated_at ?? ''}`}
            settingKey={setting.key}
            setting={setting}
          />
        ))}
      </div>
      <h2 className="mt-8 text-lg font-bold">{t('adminSettings.history')}</h2>
      {history.length > 0 ? (
        <ol className="mt-2 space-y-2">
          {history.map((line) => (
            <li key={line.id} className="break-words">
              <span className="text-muted">{line.at} UTC</span> · {t(`adminSettings.${line.key}`)} ·{' '}
              {t('adminSettings.historyLine', { before: line.before, after: line.after })} · {line.reason}
              {line.by ? ` · ${t('adminSettings.by', { email: line.by })}` : ''}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-muted">{t('adminSettings.historyEmpty')}</p>
      )}
    </AdminGate>
  );
}
