import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '../../../common/i18n/en.json';
import es from '../../../common/i18n/es.json';
import {
  emptyMeetingPoint,
  MeetingPointField,
  type MeetingPointDraft,
} from '../../../app/components/experiences/meeting-point-field';
import { TranslationProvider } from '../../../app/i18n/translation-context';

/** The field as the server renders it inside the editor, in `lang`. */
function render(lang: 'es' | 'en', value: MeetingPointDraft, errors: Record<string, string> = {}): string {
  const field = createElement(MeetingPointField, {
    iso: 'PA',
    countryName: 'Panamá',
    value,
    onChange: () => {},
    errors,
  });
  const withQueries = createElement(QueryClientProvider, { client: new QueryClient() }, field);
  return renderToString(
    createElement(TranslationProvider, { lang, catalogue: lang === 'es' ? es : en, children: withQueries }),
  );
}

describe('MeetingPointField', () => {
  it('asks for the point on the country map and both languages’ words, in the page’s language', () => {
    const spanish = render('es', emptyMeetingPoint());
    expect(spanish).toContain('<legend');
    expect(spanish).toContain('Punto de encuentro');
    expect(spanish).toContain('Mapa de Panamá para elegir el punto de encuentro');
    expect(spanish).toContain('Todavía no has marcado el punto de encuentro.');
    for (const label of ['Nombre del lugar', 'Dirección', 'Cómo encontrarnos', 'Español', 'Inglés'])
      expect(spanish).toContain(label);
    // Each field is marked with the language of what is typed in it.
    expect(spanish).toMatch(/<input[^>]*lang="en"[^>]*name="meeting-point-en-place"/);
    const english = render('en', emptyMeetingPoint());
    expect(english).toContain('Map of Panamá to choose the meeting point');
    expect(english).not.toContain('pickup');
  });

  it('shows what it holds and marks the fields the server refused', () => {
    const value = emptyMeetingPoint();
    value.point = { latitude: 8.9527, longitude: -79.5349 };
    value.texts.es = {
      place: 'Plaza de la Independencia',
      address: 'Av. Central',
      instructions: 'Junto a la catedral',
    };
    const html = render('es', value, {
      'texts.en.address': 'Escribe la dirección.',
      latitude: 'El punto de encuentro tiene que estar dentro del país de la experiencia.',
    });
    expect(html).toContain('Punto de encuentro: 8.95270, -79.53490');
    expect(html).toContain('value="Plaza de la Independencia"');
    expect(html).toContain('Junto a la catedral</textarea>');
    expect(html).toContain('Escribe la dirección.');
    expect(html).toContain('El punto de encuentro tiene que estar dentro del país de la experiencia.');
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(1);
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="meeting-point-en-address"/);
  });
});
