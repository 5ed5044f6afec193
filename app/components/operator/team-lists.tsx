import { useState } from 'react';
import type { SuccessAnswer } from '../../../domain/contract/endpoint';
import {
  removeMemberEndpoint,
  revokeInvitationEndpoint,
  type teamEndpoint,
} from '../../../domain/operators/team-contract';
import { useTranslation } from '../../i18n/translation-context';
import { useApi } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';

export type Team = SuccessAnswer<typeof teamEndpoint>['data'];

const rowClass =
  'flex flex-wrap items-center justify-between gap-3 border-b border-line py-3 last:border-b-0';
const buttonClass =
  'min-h-11 rounded-pill border border-line px-4 font-semibold hover:bg-surface-sunk disabled:cursor-not-allowed disabled:text-muted';

/** The members, each removable after a second press that confirms it (never the last owner: the server says so). */
export function MemberList({ team, onChanged }: { team: Team; onChanged: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { busy, run } = useApiAction();
  const [confirming, setConfirming] = useState<number | null>(null);
  return (
    <ul aria-label={t('operator.team.members')}>
      {team.members.map((member) => (
        <li key={member.user_id} className={rowClass} data-testid="team-member">
          <div className="min-w-0">
            <p className="font-semibold">
              {member.first_name} {member.last_name}
            </p>
            <p className="truncate text-sm text-muted">
              {member.email} · {t(`operator.roles.${member.role}`)}
            </p>
          </div>
          {confirming === member.user_id ? (
            <div className="flex gap-2">
              <button
                type="button"
                disabled={busy}
                className={`${buttonClass} border-danger text-danger`}
                onClick={() =>
                  void run(async () => {
                    await api(removeMemberEndpoint, { params: { userId: member.user_id } });
                    setConfirming(null);
                    onChanged();
                  })
                }
              >
                {t('operator.team.confirmRemove')}
              </button>
              <button type="button" className={buttonClass} onClick={() => setConfirming(null)}>
                {t('operator.team.cancel')}
              </button>
            </div>
          ) : (
            <button type="button" className={buttonClass} onClick={() => setConfirming(member.user_id)}>
              {t('operator.team.remove')}
              <span className="sr-only">
                {' '}
                {member.first_name} {member.last_name}
              </span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Invitations still waiting, each withdrawable. */
export function InvitationList({ team, onChanged }: { team: Team; onChanged: () => void }) {
  const { t, lang } = useTranslation();
  const api = useApi();
  const { busy, run } = useApiAction();
  if (team.invitations.length === 0) return <p className="text-muted">{t('operator.team.noInvitations')}</p>;
  return (
    <ul aria-label={t('operator.team.invitations')}>
      {team.invitations.map((invitation) => (
        <li key={invitation.id} className={rowClass} data-testid="team-invitation">
          <div className="min-w-0">
            <p className="truncate font-semibold">{invitation.email}</p>
            <p className="text-sm text-muted">
              {t('operator.team.expires', {
                date: new Date(invitation.expires_at).toLocaleDateString(lang, { dateStyle: 'medium' }),
              })}
            </p>
          </div>
          <button
            type="button"
            disabled={busy}
            className={buttonClass}
            onClick={() =>
              void run(async () => {
                await api(revokeInvitationEndpoint, { params: { id: invitation.id } });
                onChanged();
              })
            }
          >
            {t('operator.team.withdraw')}
            <span className="sr-only"> {invitation.email}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
