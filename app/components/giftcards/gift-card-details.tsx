import type { GiftCardDraft, GiftCardLang } from '../../../domain/giftcards/gift-card-draft';
import type { GiftCardErrors, GiftCardField } from '../../../domain/giftcards/gift-card-form';
import { GIFT_CARD_MESSAGE_MAX_LENGTH } from '../../../domain/giftcards/gift-card-rules';
import { useTranslation } from '../../i18n/translation-context';
import { control, Field } from './gift-card-fields';

type Person = 'sender' | 'receiver';

/**
 * The card's message, its delivery date and the two people: the sender (prefilled from the account) and
 * the receiver, with the language of the receiver's e-mail.
 */
export function GiftCardDetails({
  values,
  errors,
  dateBounds,
  onChange,
  onBlur,
}: {
  values: GiftCardDraft;
  /** Each field's shown error, already translated. */
  errors: Partial<Record<keyof GiftCardErrors, string>>;
  /** The days a buyer may choose, known once the page runs in the browser (its clock). */
  dateBounds: { min: string; max: string } | null;
  onChange: (patch: Partial<GiftCardDraft>) => void;
  onBlur: (field: GiftCardField) => void;
}) {
  const { t } = useTranslation();
  const length = values.message.length;

  const person = (who: Person) => {
    const nameField: GiftCardField = who === 'sender' ? 'senderName' : 'receiverName';
    const emailField: GiftCardField = who === 'sender' ? 'senderEmail' : 'receiverEmail';
    const set = (patch: Partial<GiftCardDraft['sender']>) =>
      onChange({ [who]: { ...values[who], ...patch } });
    return (
      <fieldset className="rounded-card border border-line p-4 sm:p-5">
        <legend className="px-1 text-base font-bold">{t(`giftCards.${who}.legend`)}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field field={nameField} label={t(`giftCards.${who}.name`)} error={errors[nameField]}>
            {(props) => (
              <input
                {...props}
                name={nameField}
                autoComplete={who === 'sender' ? 'name' : 'off'}
                value={values[who].name}
                onChange={(event) => set({ name: event.target.value })}
                onBlur={() => onBlur(nameField)}
                className={control}
              />
            )}
          </Field>
          <Field field={emailField} label={t(`giftCards.${who}.email`)} error={errors[emailField]}>
            {(props) => (
              <input
                {...props}
                type="email"
                name={emailField}
                autoComplete={who === 'sender' ? 'email' : 'off'}
                value={values[who].email}
                onChange={(event) => set({ email: event.target.value })}
                onBlur={() => onBlur(emailField)}
                className={control}
              />
            )}
          </Field>
          {who === 'receiver' && (
            <Field field="receiverLang" label={t('giftCards.receiver.lang')}>
              {(props) => (
                <select
                  {...props}
                  name="receiverLang"
                  value={values.receiverLang}
                  onChange={(event) => onChange({ receiverLang: event.target.value as GiftCardLang })}
                  className={control}
                >
                  <option value="es" lang="es">
                    {t('giftCards.receiver.es')}
                  </option>
                  <option value="en" lang="en">
                    {t('giftCards.receiver.en')}
                  </option>
                </select>
              )}
            </Field>
          )}
        </div>
      </fieldset>
    );
  };

  return (
    <>
      <Field
        field="message"
        label={t('giftCards.message.label')}
        error={errors.message}
        aside={
          <span className="tabular text-sm text-muted">
            <span aria-hidden>
              {t('giftCards.message.counter', { count: length, max: GIFT_CARD_MESSAGE_MAX_LENGTH })}
            </span>
            <span className="sr-only">
              {t('giftCards.message.counterLabel', { count: length, max: GIFT_CARD_MESSAGE_MAX_LENGTH })}
            </span>
          </span>
        }
      >
        {(props) => (
          <textarea
            {...props}
            name="message"
            rows={4}
            maxLength={GIFT_CARD_MESSAGE_MAX_LENGTH}
            placeholder={t('giftCards.message.placeholder')}
            value={values.message}
            onChange={(event) => onChange({ message: event.target.value })}
            onBlur={() => onBlur('message')}
            className={`${control} resize-y py-2 placeholder:text-muted`}
          />
        )}
      </Field>

      <div className="max-w-xs">
        <Field
          field="deliveryDate"
          label={t('giftCards.deliveryDate.label')}
          error={errors.deliveryDate}
          hint={t('giftCards.deliveryDate.hint')}
        >
          {(props) => (
            <input
              {...props}
              type="date"
              name="deliveryDate"
              required
              min={dateBounds?.min}
              max={dateBounds?.max}
              value={values.deliveryDate}
              onChange={(event) => onChange({ deliveryDate: event.target.value })}
              onBlur={() => onBlur('deliveryDate')}
              className={control}
            />
          )}
        </Field>
      </div>

      {person('sender')}
      {person('receiver')}
    </>
  );
}
