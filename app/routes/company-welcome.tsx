import { useState } from 'react';
import { Link } from 'react-router';
import { translate } from '../../common/i18n/translate';
import { acceptCompanyEndpoint } from '../../domain/admins/applications-contract';
import { SignInPrompt } from '../components/account/sign-in-prompt';
import { Icon } from '../components/icon';
import { requestLanguage } from '../i18n/language-cookie';
import { useTranslation } from '../i18n/translation-context';
import { useApi } from '../lib/api-client';
import { privateHeaders, privateStepMeta } from '../lib/private-step-route';
import { sessionUser } from '../lib/session-user.server';
import { useApiAction } from '../lib/use-api-action';
import type { Route } from './+types/company-welcome';

/**
 * /company-welcome/{token} (docs/decisions/0057-admin-second-factor): the link an approval e-mails to an
 * applicant whose e-mail already had an account. Signed in with that account, they accept to be the
 * owner of the company; the link works once.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  const user = await sessionUser(context, request);
  return { title: translate(lang, 'admin.welcome.title'), signedIn: Boolean(user) };
}

export const headers = privateHeaders;
export const meta = privateStepMeta;

export default function CompanyWelcome({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const api = useApi();
  const { busy, run } = useApiAction();
  const [company, setCompany] = useState<string | null>(null);
  if (!loaderData.signedIn) {
    return <SignInPrompt title={loaderData.title} message={t('admin.welcome.signInFirst')} />;
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <h1 className="flex items-center gap-3 text-h2 font-bold">
        <Icon name="users" className="size-8 shrink-0 text-accent" />
        {loaderData.title}
      </h1>
      {company ? (
        <div role="status" className="mt-4 space-y-6">
          <p className="text-lg">{t('admin.welcome.accepted', { company })}</p>
          <Link
            to="/operator"
            className="inline-flex min-h-12 items-center rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
          >
            {t('admin.welcome.toWorkspace')}
          </Link>
        </div>
      ) : (
        <div className="mt-4 space-y-6">
          <p className="text-muted">{t('admin.welcome.intro')}</p>
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                const answer = await api(acceptCompanyEndpoint, { body: { token: params.token } });
                setCompany(answer.data.company.name);
              })
            }
            className="min-h-12 w-full rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover disabled:bg-muted"
          >
            {t('admin.welcome.accept')}
          </button>
        </div>
      )}
    </div>
  );
}
