import { useRevalidator } from 'react-router';
import { companyTeam } from '../../../domain/operators/team.server';
import { InviteForm } from '../../components/operator/invite-form';
import { OwnerOnly } from '../../components/operator/owner-only';
import { InvitationList, MemberList } from '../../components/operator/team-lists';
import { servicesContext } from '../../context.server';
import { useTranslation } from '../../i18n/translation-context';
import { ownerVisitor } from '../../lib/operator-access.server';
import type { Route } from './+types/team';

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await ownerVisitor(context, request);
  if (!owner) return { team: null };
  const { db, clock } = context.get(servicesContext);
  return { team: await companyTeam(db, owner.companyId, clock()) };
}

/** The company's team (docs/product.md § Operators): members, invitations, and inviting staff. */
export default function OperatorTeam({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const { team } = loaderData;
  if (!team) return <OwnerOnly />;
  const refresh = () => void revalidator.revalidate();
  return (
    <section aria-labelledby="operator-team" className="flex max-w-3xl flex-col gap-8">
      <div>
        <h1 id="operator-team" className="text-h2 font-bold">
          {t('operator.nav.team')}
        </h1>
        <p className="mt-2 text-muted">{t('operator.team.intro')}</p>
      </div>
      <MemberList team={team} onChanged={refresh} />
      <div>
        <h2 className="text-h3 font-bold">{t('operator.team.inviteTitle')}</h2>
        <div className="mt-4">
          <InviteForm onInvited={refresh} />
        </div>
      </div>
      <div>
        <h2 className="text-h3 font-bold">{t('operator.team.invitations')}</h2>
        <div className="mt-2">
          <InvitationList team={team} onChanged={refresh} />
        </div>
      </div>
    </section>
  );
}
