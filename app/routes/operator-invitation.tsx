import { useNavigate } from 'react-router';
import { translate } from '../../common/i18n/translate';
import { invitationPreview } from '../../domain/operators/invitations.server';
import { acceptInvitationEndpoint } from '../../domain/operators/team-contract';
import { NewAccountAccept } from '../components/operator/new-account-accept';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { useTranslation } from '../i18n/translation-context';
import { useApi } from '../lib/api-client';
import { privateHeaders, privateStepMeta } from '../lib/private-step-route';
import { useSession } from '../lib/session';
import { sessionUser } from '../lib/session-user.server';
import { useApiAction } from '../lib/use-api-action';
import type { Route } from './+types/operator-invitation';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  // The page's answer depends on who visits (signed in as the invitee or not): never a shared page.
  await sessionUser(context, request);
  const { db, clock } = context.get(servicesContext);
  return {
    title: translate(lang, 'operator.invitation.title'),
    preview: await invitationPreview(db, params.token, clock()),
  };
}

export const headers = privateHeaders;
export const meta = privateStepMeta;

const primary =
  'inline-flex min-h-12 items-center justify-center rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover disabled:bg-muted';

/**
 * /operator/invitation/{token} (docs/product.md § Operators): the e-mailed link of an owner's invitation.
 * The address's account accepts signed in; an address without one makes it here.
 */
export default function OperatorInvitation({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { user, openAuth } = useSession();
  const { busy, run } = useApiAction();
  const { preview, title } = loaderData;
  const toWorkspace = () => void navigate('/operator');
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <h1 className="text-h2 font-bold">{title}</h1>
      {!preview ? (
        <p className="mt-4 text-muted" role="alert">
          {t('operator.errors.invitationInvalid')}
        </p>
      ) : (
        <div className="mt-4 flex flex-col gap-6">
          <p>{t('operator.invitation.intro', { company: preview.company_name, email: preview.email })}</p>
          {!preview.account_exists ? (
            <NewAccountAccept token={params.token} onAccepted={toWorkspace} />
          ) : user?.email.toLowerCase() === preview.email.toLowerCase() ? (
            <button
              type="button"
              disabled={busy}
              className={primary}
              onClick={() =>
                void run(async () => {
                  await api(acceptInvitationEndpoint, { body: { token: params.token } });
                  toWorkspace();
                })
              }
            >
              {t('operator.invitation.join', { company: preview.company_name })}
            </button>
          ) : (
            <div className="flex flex-col gap-4">
              <p className="text-muted">{t('operator.errors.signInAsInvitee', { email: preview.email })}</p>
              <button type="button" className={primary} onClick={() => openAuth('signIn')}>
                {t('navbar.signIn')}
              </button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
