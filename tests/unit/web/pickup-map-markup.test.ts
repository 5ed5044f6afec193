import { QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '../../../common/i18n/en.json';
import es from '../../../common/i18n/es.json';
import type { Lang } from '../../../common/i18n/languages';
import type { Catalogue } from '../../../common/i18n/translator';
import type { LatLng } from '../../../common/map/map-projection';
import type { MapTilesConfig } from '../../../common/map/map-tiles';
import type { PickupArea } from '../../../common/map/pickup-area';
import { areaView } from '../../../common/map/pickup-map-view';
import { MapTilesContext } from '../../../app/lib/map-tiles-context';
import { PickupMap } from '../../../app/components/booking/pickup-map';
import { TranslationProvider } from '../../../app/i18n/translation-context';
import { makeQueryClient } from '../../../app/lib/query-client';

/*
 * The picker's first render, as the server sends it. There is no DOM test environment in this repo
 * (no jsdom): taps, keys and the outline check are covered by the geometry's unit tests, and the picker
 * is driven in a browser once the booking card mounts it.
 */
function render(
  lang: Lang,
  value: LatLng | null,
  iso = 'CR',
  { area, tiles = null }: { area?: PickupArea; tiles?: MapTilesConfig | null } = {},
) {
  const catalogue = (lang === 'es' ? es : en) as Catalogue;
  return renderToStaticMarkup(
    createElement(QueryClientProvider, {
      client: makeQueryClient(),
      children: createElement(TranslationProvider, {
        lang,
        catalogue,
        children: createElement(MapTilesContext, {
          value: tiles,
          children: createElement(PickupMap, {
            iso,
            countryName: 'Costa Rica',
            value,
            onChange: () => {},
            ...(area ? { area } : {}),
          }),
        }),
      }),
    }),
  );
}

/** Around San José and La Fortuna, 10 and 5 km. */
const AREA: PickupArea = {
  circles: [
    { latitude: 9.9281, longitude: -84.0907, name: 'San José', radiusKm: 10 },
    { latitude: 10.4678, longitude: -84.6427, name: 'La Fortuna', radiusKm: 5 },
  ],
};

describe('PickupMap markup', () => {
  it('is a focusable, named map with instructions, a live status and zoom buttons', () => {
    const html = render('es', null);
    expect(html).toContain('role="application"');
    expect(html).toContain('tabindex="0"');
    expect(html).toContain('aria-label="Mapa de Costa Rica para elegir el punto de recogida"');
    expect(html).toContain('href="/maps/CR.svg"');
    expect(html).toMatch(/role="status"[^>]*>Aún no has marcado el punto de recogida\.</);
    expect(html).toContain('aria-label="Acercar el mapa"');
    expect(html).toMatch(/aria-label="Alejar el mapa" disabled=""/);
    // The description names the instructions and the status by their ids.
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)![1]!.split(' ');
    for (const id of describedBy) expect(html).toContain(`id="${id}"`);
  });

  it('shows the chosen point as text and as a pin, in English too', () => {
    const html = render('en', { latitude: 9.9281, longitude: -84.0907 });
    expect(html).toContain('Pickup point: 9.92810, -84.09070');
    expect(html).toContain('fill-coral');
    expect(html).not.toContain('role="alert"');
  });

  it('opens the offline map on the pickup area, its circles drawn, never the whole country', () => {
    const whole = render('es', null);
    expect(whole).toContain('viewBox="0 0 1000');
    const html = render('es', null, 'CR', { area: AREA });
    const view = areaView('CR', AREA)!;
    expect(view.width).toBeLessThan(250);
    expect(html).toContain(`viewBox="${view.x} ${view.y} ${view.width} ${view.height}"`);
    expect(html).not.toContain('viewBox="0 0 1000');
    // One dashed ring per circle.
    expect(/<path d="(M[^"]+)"[^>]*stroke-dasharray/.exec(html)![1]!.match(/M/g)).toHaveLength(2);
  });

  it('is a street map with its credit and keyboard instructions when tiles are configured', () => {
    const tiles = {
      url: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: '© Tiles contributors',
      maxZoom: 19,
    };
    const html = render('en', null, 'CR', { area: AREA, tiles });
    expect(html).toContain('data-street-map');
    expect(html).toContain('© Tiles contributors');
    expect(html).toContain('the arrow keys move the map under the cross in the middle');
    expect(html).toContain('aria-label="Map of Costa Rica to choose the pickup point"');
    // The offline image is not fetched at all.
    expect(html).not.toContain('/maps/CR.svg');
  });

  it('draws nothing for a country without a map', () => {
    expect(render('es', null, 'US')).toBe('');
  });
});
