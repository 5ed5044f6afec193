import { useTranslation } from '../../i18n/translation-context';
import type { UserJson } from '../../../domain/accounts/user-json';
import { useApi } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { useSession } from '../../lib/session';
import { useToast } from '../toasts';
import { Icon } from '../icon';
import { avatarEndpoint } from '../../../domain/accounts/profile-contract';

/** The profile photo: a JPEG, PNG or WebP the product re-encodes and stores itself (never a third party). */
export function AvatarUpload({ user }: { user: UserJson }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const { setUser } = useSession();
  const { busy, run } = useApiAction();
  return (
    <div className="flex items-center gap-4">
      {user.avatar_url ? (
        <img
          src={user.avatar_url}
          alt=""
          width={80}
          height={80}
          className="size-20 rounded-pill object-cover"
        />
      ) : (
        <Icon name="circle-user-round" className="size-20 text-muted" />
      )}
      <label className="cursor-pointer rounded-pill border border-line px-4 py-2 font-semibold hover:bg-surface-sunk focus-within:outline focus-within:outline-2 focus-within:outline-accent">
        {busy ? t('auth.working') : t('profile.changePhoto')}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            void run(async () => {
              const { user: updated } = await api(avatarEndpoint, {
                blob: file,
              });
              setUser(updated);
              toast({ kind: 'success', message: t('profile.userUpdated') });
            });
          }}
        />
      </label>
    </div>
  );
}
