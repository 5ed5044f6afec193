import { Link } from 'react-router';
import { useTranslation } from '../../i18n/translation-context';
import { Icon } from '../icon';

/** The way back from a wallet page (redeem, balance) to the profile's wallet section. */
export function BackToProfile() {
  const { t } = useTranslation();
  return (
    <p>
      <Link
        to="/profile/wallet"
        className="inline-flex min-h-11 items-center gap-1 font-medium text-accent-strong hover:underline"
      >
        <Icon name="chevron-left" className="size-5" />
        {t('profile.title')}
      </Link>
    </p>
  );
}
