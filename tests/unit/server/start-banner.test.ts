import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { startBanner } from '../../../server/start-banner';

/** `npm start` says where it listens and, for the demo, how to sign in (README § Set-up). */
it('names the address and, for the demo, the three demo accounts the README lists', () => {
  const demo = startBanner({ url: 'http://127.0.0.1:3999', demo: true });
  expect(demo).toContain('http://127.0.0.1:3999/');
  const readme = readFileSync('README.md', 'utf8');
  for (const [email, password] of [
    ['viajera@rumbo.test', 'Viajera2026'],
    ['operador@rumbo.test', 'Operador2026'],
    ['admin@rumbo.test', 'Admin2026'],
  ]) {
    expect(demo).toMatch(new RegExp(`${email} / ${password}\\b`));
    expect(readme).toContain(email);
    expect(readme).toContain(password);
  }
  for (const heading of [
    'Demo accounts and the agenda',
    'Demo operators',
    'Demo admin and supplier applications',
  ])
    expect(readme).toMatch(new RegExp(`^#+ ${heading}$`, 'm'));

  const empty = startBanner({ url: 'http://127.0.0.1:3999/', demo: false });
  expect(empty).toContain('http://127.0.0.1:3999/');
  expect(empty).not.toContain('@rumbo.test');
  expect(empty).not.toMatch(/\/\/$/m);
});
