import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One name for the service fee per language, on every page and e-mail
 * (docs/decisions/0088-small-things.md): "cargo por servicio" and "service fee".
 */
const names = {
  es: {
    chosen: /cargos? por servicio/i,
    others: /tarifas? de servicio|comisi[oó]n por servicio|cargos? de servicio|tarifa de reserva/i,
  },
  en: { chosen: /service fees?/i, others: /service charges?|booking fees?|\bservice costs?\b/i },
};

const catalogue = (lang: 'es' | 'en') => readFileSync(`common/i18n/${lang}.json`, 'utf8');
const content = (lang: 'es' | 'en') =>
  readdirSync('app/content')
    .filter((name) => (lang === 'es' ? !/-en[-.]/.test(name) : /-en[-.]/.test(name)))
    .map((name) => readFileSync(join('app/content', name), 'utf8'))
    .join('\n');

describe('the service fee', () => {
  for (const lang of ['es', 'en'] as const) {
    it(`has one name in ${lang}`, () => {
      const text = `${catalogue(lang)}\n${content(lang)}`;
      expect(text).toMatch(names[lang].chosen);
      expect(text.match(names[lang].others) ?? []).toEqual([]);
    });
  }
});
