import { isPickupAddOn } from '../../../../domain/catalog/add-on-types';
import { DEFAULT_PICKUP_RADIUS_KM } from '../../../../common/map/stored-pickup-area';
import { useTranslation } from '../../../i18n/translation-context';
import { CheckboxField, type SectionProps, TextField } from './editor-fields';

/**
 * Where a pickup add-on picks travellers up (docs/decisions/0081-pickup-area.md): the cities of the
 * experience's country it serves, each with a radius in km. Shown when a pickup add-on is offered or an
 * area exists; the server refuses a live experience's pickup without one, and the traveller's point outside.
 */
export function PickupAreaFields({ form, update, choices, issue }: SectionProps) {
  const { t } = useTranslation();
  const offersPickup = choices.addOnItems.some(
    (item) => isPickupAddOn(item.typeCode) && form.add_ons[item.id] !== undefined,
  );
  const cities = form.pickup_cities;
  if (!offersPickup && Object.keys(cities).length === 0 && form.pickup_centres.length === 0) return null;
  const country = choices.destinations.find((d) => String(d.id) === form.destination_id)?.iso;
  const served = choices.destinations.filter((d) => d.iso === country || cities[d.id] !== undefined);
  const error = issue('terms.pickup_area');
  const set = (id: number, radius: string | undefined) => {
    const rest = Object.fromEntries(Object.entries(cities).filter(([key]) => Number(key) !== id));
    update({ pickup_cities: radius === undefined ? rest : { ...rest, [id]: radius } });
  };
  return (
    <fieldset aria-describedby="pickup-area-hint">
      <legend className="text-sm font-semibold">{t('operatorExperiences.page.pickupArea')}</legend>
      <p id="pickup-area-hint" className="mt-1 text-sm text-muted">
        {t('operatorExperiences.page.pickupAreaHint')}
      </p>
      {error && <p className="mt-1 text-sm text-danger">{t(error)}</p>}
      {served.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{t('operatorExperiences.page.pickupAreaNoCountry')}</p>
      ) : (
        <ul className="mt-1 flex max-h-80 flex-col divide-y divide-line overflow-y-auto rounded-card border border-line px-3">
          {served.map((city) => (
            <li key={city.id} className="py-1">
              <CheckboxField
                name={`pickup-city-${city.id}`}
                label={city.name}
                checked={cities[city.id] !== undefined}
                onChange={(checked) => set(city.id, checked ? String(DEFAULT_PICKUP_RADIUS_KM) : undefined)}
              />
              {cities[city.id] !== undefined && (
                <div className="pb-2 pl-8 sm:max-w-60">
                  <TextField
                    name={`pickup-radius-${city.id}`}
                    inputMode="numeric"
                    label={t('operatorExperiences.page.pickupRadius', { name: city.name })}
                    value={cities[city.id]!}
                    onChange={(radius) => set(city.id, radius)}
                    error={issue(
                      `terms.pickup_area.${Object.keys(cities).indexOf(String(city.id))}.radius_km`,
                    )}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {form.pickup_centres.length > 0 && (
        <p className="mt-2 text-sm">
          {t('operatorExperiences.page.pickupCentres', {
            names: form.pickup_centres.map((c) => `${c.name} (${c.radius_km} km)`).join(', '),
          })}
        </p>
      )}
    </fieldset>
  );
}
