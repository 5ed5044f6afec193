import { Link } from 'react-router';
import type { PurchaseJson } from '../../../domain/purchases/purchase-json';
import { useTranslation } from '../../i18n/translation-context';
import { chatLink } from '../../lib/support-contact';
import { CountryMap } from '../country-map';
import { Icon } from '../icon';
import { Sheet } from '../sheet';
import { meetingWords, voucherQrPath } from './purchase-words';
import { pickupText } from '../../../domain/purchases/pickup-words';

const linkButton =
  'flex min-h-12 w-full items-center justify-center gap-2 rounded-pill border border-line px-6 font-semibold text-accent-strong hover:bg-accent-soft';

interface DialogProps {
  purchase: PurchaseJson | null;
  open: boolean;
  onClose: () => void;
}

/**
 * The voucher over the whole screen, to be shown at the meeting point: the QR code as large as the
 * screen allows (drawn by the server, app/routes/voucher-qr.ts), the booking code under it, and the full
 * voucher page one tap away.
 */
export function VoucherDialog({ purchase, open, onClose }: DialogProps) {
  const { t } = useTranslation();
  const voucher = purchase?.voucher_url ?? null;
  return (
    <Sheet
      open={open}
      onClose={onClose}
      placement="full"
      title={purchase ? t('agendaPage.purchaseButtons.voucherTitle', { code: purchase.code }) : ''}
    >
      {purchase && voucher && (
        <div className="mx-auto flex max-w-xl flex-col items-center py-2 text-center">
          <p className="font-semibold">{purchase.experience_name}</p>
          <img
            src={voucherQrPath(voucher)}
            alt={t('voucher.qrLabel', { code: purchase.code })}
            width={400}
            height={400}
            data-testid="voucher-qr"
            className="mt-4 aspect-square w-[min(100%,60dvh)] bg-white"
          />
          <p className="mt-4 text-sm text-muted">{t('voucher.codeLabel')}</p>
          <p className="tabular text-h2 font-bold tracking-widest">{purchase.code}</p>
          <p className="mt-2 text-muted">{t('agendaPage.purchaseButtons.voucherHelp')}</p>
          <a href={voucher} className={`${linkButton} mt-6 max-w-sm`}>
            <Icon name="ticket" className="size-5" />
            {t('agendaPage.purchaseButtons.voucherPage')}
          </a>
        </div>
      )}
    </Sheet>
  );
}

/** The pickup point (the traveller's) or the meeting point on the product's own country map. */
export function MapDialog({ purchase, open, onClose }: DialogProps) {
  const { t, lang } = useTranslation();
  const point = purchase?.pickup ?? purchase?.meeting_point ?? null;
  const place = purchase?.pickup
    ? pickupText(lang, {
        latitude: purchase.pickup.lat,
        longitude: purchase.pickup.lng,
        address: purchase.pickup.address,
      })
    : ((purchase?.meeting_point && meetingWords(purchase.meeting_point)?.where) ??
      t('agendaPage.meetingPoint'));
  return (
    <Sheet open={open} onClose={onClose} placement="compact" title={t('agendaPage.purchaseButtons.mapTitle')}>
      {purchase && point && (
        <>
          <p className="font-semibold">{purchase.experience_name}</p>
          <p className="mt-1 text-muted">
            {purchase.pickup ? t('agendaPage.pickup') : t('agendaPage.meetingPoint')}: {place}
          </p>
          <p className="mt-1 text-sm text-muted">
            {t('agendaPage.coordinates', { lat: point.lat.toFixed(5), lng: point.lng.toFixed(5) })}
          </p>
          <div className="mt-4">
            <CountryMap
              iso={purchase.country.iso_code}
              latitude={point.lat}
              longitude={point.lng}
              label={t('agendaPage.purchaseButtons.mapLabel', { country: purchase.country.name, place })}
            />
          </div>
        </>
      )}
    </Sheet>
  );
}

/** Digits of a phone number for tel: and chat links ("+507 6000-0000" → "50760000000"). */
const digits = (phone: string) => phone.replace(/\D/g, '');

/** Mail, phone and chat with the operator, each with the booking code already written. */
export function ContactDialog({ purchase, open, onClose }: DialogProps) {
  const { t } = useTranslation();
  const operator = purchase?.operator;
  const subject = purchase
    ? t('agendaPage.purchaseButtons.contactSubject', { code: purchase.code, name: purchase.experience_name })
    : '';
  const phone = operator ? digits(operator.phone) : '';
  return (
    <Sheet
      open={open}
      onClose={onClose}
      placement="compact"
      title={operator ? t('agendaPage.purchaseButtons.contactTitle', { name: operator.name }) : ''}
    >
      {purchase && operator && (
        <>
          <p>{t('agendaPage.purchaseButtons.contactIntro', { code: purchase.code })}</p>
          <ul className="mt-4 space-y-3">
            {operator.email && (
              <li>
                <a
                  href={`mailto:${operator.email}?subject=${encodeURIComponent(subject)}`}
                  className={linkButton}
                >
                  <Icon name="mail" className="size-5" />
                  {t('agendaPage.purchaseButtons.contactMail')}
                </a>
              </li>
            )}
            {phone && (
              <li>
                <a href={`tel:+${phone}`} className={linkButton}>
                  <Icon name="phone" className="size-5" />
                  {t('agendaPage.purchaseButtons.contactPhone', { phone: operator.phone })}
                </a>
              </li>
            )}
            <li>
              <a
                href={
                  phone ? `https://wa.me/${phone}?text=${encodeURIComponent(subject)}` : chatLink(subject)
                }
                target="_blank"
                rel="noopener noreferrer"
                className={linkButton}
              >
                <Icon name="message-circle" className="size-5" />
                {t('agendaPage.purchaseButtons.contactChat')}
              </a>
            </li>
          </ul>
          {purchase.experience_url && (
            <p className="mt-4 text-sm">
              <Link to={purchase.experience_url} className="font-semibold text-accent-strong underline">
                {purchase.experience_name}
              </Link>
            </p>
          )}
        </>
      )}
    </Sheet>
  );
}
