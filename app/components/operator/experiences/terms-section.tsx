import {
  CANCELLATION_POLICIES,
  CANCELLATION_POLICY_IDS,
} from '../../../../domain/catalog/cancellation-policy';
import { useTranslation } from '../../../i18n/translation-context';
import { Icon } from '../../icon';
import { type EditorForm, PRICE_TIERS } from './editor-state';
import { PickupAreaFields } from './pickup-area-fields';
import { CheckboxField, EditorSection, type SectionProps, SelectField, TextField } from './editor-fields';

const PERSON_FIELDS = [
  ['min_persons', 'minPersons'],
  ['max_persons', 'maxPersons'],
  ['min_age', 'minAge'],
] as const;

/**
 * Prices and terms, which change at once even on a published experience: package or per person, the
 * tier prices (USD), the original price, persons and ages, the cancellation policy, add-ons and group
 * discounts.
 */
export function TermsSection({ form, update, choices, issue }: SectionProps) {
  const { t } = useTranslation();
  const price = (key: keyof EditorForm['prices']) => ({
    name: `price-${key}`,
    inputMode: 'decimal' as const,
    value: form.prices[key],
    onChange: (value: string) => update({ prices: { ...form.prices, [key]: value } }),
    error: issue(`terms.prices.${key}`),
  });
  const groups = form.discount_groups;
  const setGroup = (index: number, change: Partial<(typeof groups)[number]>) =>
    update({ discount_groups: groups.map((g, i) => (i === index ? { ...g, ...change } : g)) });
  return (
    <EditorSection title={t('operatorExperiences.page.termsTitle')}>
      <p className="text-sm text-muted">{t('operatorExperiences.page.termsAtOnce')}</p>
      <CheckboxField
        name="package"
        label={t('operatorExperiences.page.isPackage')}
        checked={form.is_package}
        onChange={(is_package) => update({ is_package })}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {form.is_package && (
          <TextField label={t('operatorExperiences.page.prices.package')} {...price('package')} />
        )}
        {PRICE_TIERS.map((tier) => (
          <TextField key={tier} label={t(`operatorExperiences.page.prices.${tier}`)} {...price(tier)} />
        ))}
        <TextField label={t('operatorExperiences.page.prices.original')} {...price('original')} />
      </div>
      <CheckboxField
        name="show-original"
        label={t('operatorExperiences.page.showOriginal')}
        checked={form.show_original}
        onChange={(show_original) => update({ show_original })}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        {PERSON_FIELDS.map(([field, label]) => (
          <TextField
            key={field}
            name={field}
            inputMode="numeric"
            label={t(`operatorExperiences.page.${label}`)}
            value={form[field]}
            onChange={(value) => update({ [field]: value })}
            error={issue(`terms.${field}`)}
          />
        ))}
      </div>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <CheckboxField
          name="children"
          label={t('operatorExperiences.page.includeChildren')}
          checked={form.include_children}
          onChange={(include_children) => update({ include_children })}
        />
        <CheckboxField
          name="babies"
          label={t('operatorExperiences.page.includeBabies')}
          checked={form.include_babies}
          onChange={(include_babies) => update({ include_babies })}
        />
      </div>
      <SelectField
        name="cancellation"
        label={t('operatorExperiences.page.cancellation')}
        value={form.cancellation_policy}
        onChange={(cancellation_policy) => update({ cancellation_policy })}
        error={issue('terms.cancellation_policy')}
      >
        {CANCELLATION_POLICY_IDS.map((policy) => (
          <option key={policy} value={policy}>
            {t(CANCELLATION_POLICIES[policy].i18nKey)}
          </option>
        ))}
      </SelectField>
      <AddOnsFields form={form} update={update} choices={choices} issue={issue} />
      <PickupAreaFields form={form} update={update} choices={choices} issue={issue} />
      <fieldset>
        <legend className="text-sm font-semibold">{t('operatorExperiences.page.discounts')}</legend>
        {groups.map((group, index) => (
          <div key={index} className="mt-2 grid grid-cols-[1fr_1fr_1fr_auto] items-end gap-2">
            {(['min', 'max', 'percent'] as const).map((part) => (
              <TextField
                key={part}
                name={`discount-${part}-${index}`}
                inputMode="numeric"
                label={t(`operatorExperiences.page.discount.${part}`)}
                value={group[part]}
                onChange={(value) => setGroup(index, { [part]: value })}
                error={issue(`terms.discount_groups.${index}.${part}`)}
              />
            ))}
            <button
              type="button"
              onClick={() => update({ discount_groups: groups.filter((_, i) => i !== index) })}
              className="mb-1 grid size-11 place-items-center rounded-pill border border-line"
              aria-label={t('operatorExperiences.page.removeDiscount')}
            >
              <Icon name="x" className="size-5" />
            </button>
          </div>
        ))}
        <button
          type="button"
          onClick={() => update({ discount_groups: [...groups, { min: '', max: '', percent: '' }] })}
          className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-accent-strong"
        >
          <Icon name="plus" className="size-5" />
          {t('operatorExperiences.page.addDiscount')}
        </button>
      </fieldset>
    </EditorSection>
  );
}

/** Add-ons offered from the shared list, each with its price and whether it counts per person. */
function AddOnsFields({ form, update, choices, issue }: SectionProps) {
  const { t } = useTranslation();
  const error = issue('terms.add_ons');
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{t('operatorExperiences.page.addOns')}</legend>
      {error && <p className="mt-1 text-sm text-danger">{t(error)}</p>}
      <ul className="mt-1 flex max-h-80 flex-col divide-y divide-line overflow-y-auto rounded-card border border-line px-3">
        {choices.addOnItems.map((item) => {
          const chosen = form.add_ons[item.id];
          const set = (next: typeof chosen | undefined) => {
            const rest = Object.fromEntries(
              Object.entries(form.add_ons).filter(([id]) => Number(id) !== item.id),
            );
            update({ add_ons: next ? { ...rest, [item.id]: next } : rest });
          };
          return (
            <li key={item.id} className="py-1">
              <CheckboxField
                name={`add-on-${item.id}`}
                label={item.name}
                checked={chosen !== undefined}
                onChange={(checked) => set(checked ? { price: '', per_person: false } : undefined)}
              />
              {chosen && (
                <div className="grid gap-2 pb-2 pl-8 sm:grid-cols-2">
                  <TextField
                    name={`add-on-price-${item.id}`}
                    inputMode="decimal"
                    label={t('operatorExperiences.page.addOnPrice', { name: item.name })}
                    value={chosen.price}
                    onChange={(price) => set({ ...chosen, price })}
                    error={issue(`terms.add_ons.${Object.keys(form.add_ons).indexOf(String(item.id))}.price`)}
                  />
                  <CheckboxField
                    name={`add-on-per-person-${item.id}`}
                    label={t('operatorExperiences.page.perPerson')}
                    checked={chosen.per_person}
                    onChange={(per_person) => set({ ...chosen, per_person })}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
