import { useTranslation } from '../../i18n/translation-context';
import type { UserJson } from '../../../domain/accounts/user-json';
import { useApi } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { useSession } from '../../lib/session';
import { useToast } from '../toasts';
import { Icon } from '../icon';
import { ImageFileButton } from '../image-file-button';
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
      <ImageFileButton
        label={t('profile.changePhoto')}
        busy={busy}
        onFile={(file) =>
          void run(async () => {
            const { user: updated } = await api(avatarEndpoint, {
              blob: file,
            });
            setUser(updated);
            toast({ kind: 'success', message: t('profile.userUpdated') });
          })
        }
      />
    </div>
  );
}
