import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe';
import { VIEWPORTS } from '../helpers/browser';
import { useBrowserApp } from '../helpers/browser-app';
import { openPage } from '../helpers/chrome-page';
import { gotoHydrated } from '../helpers/hydrated-page';

const ctx = useBrowserApp({ seed: true, experiences: 40, web: true });

const activeOption = (page: Page, fieldId: string) =>
  page.evaluate((id) => {
    const field = document.getElementById(id)!;
    const active = field.getAttribute('aria-activedescendant');
    const option = active ? document.getElementById(active) : null;
    return option ? { text: option.textContent ?? '', selected: option.getAttribute('aria-selected') } : null;
  }, fieldId);

describe('search bar suggestions', () => {
  it('phone, es: a typo suggests the city; arrows and Enter open its page', async () => {
    const { page, errors, close } = await openPage(ctx.browser, `${ctx.app.baseUrl}/faqs`, {
      viewport: VIEWPORTS.phone,
      locale: 'es-PA',
    });
    await page.getByRole('button', { name: 'Abrir la búsqueda' }).click();
    const field = page.getByRole('combobox', { name: 'Buscar' });
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    await field.pressSequentially('cartajena');
    const list = page.getByRole('listbox', { name: 'Sugerencias' });
    await expect.poll(() => list.isVisible()).toBe(true);
    expect(await field.getAttribute('aria-expanded')).toBe('true');
    expect(
      await list.getByRole('group', { name: 'Destinos' }).getByRole('option').first().textContent(),
    ).toContain('Cartagena');
    // Nothing is active until the arrows move: focus stays in the field throughout.
    expect(await activeOption(page, 'mobile-search')).toBeNull();
    await field.press('ArrowDown');
    expect(await activeOption(page, 'mobile-search')).toEqual({
      text: 'CartagenaColombia',
      selected: 'true',
    });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('mobile-search');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/search-suggestions-es-phone.png', caret: 'initial' });
    await field.press('Enter');
    await page.waitForURL(/\/destinations\/cartagena\/\d+$/);
    expect(errors).toEqual([]);
    await close();
  });

  it('desktop, en: Escape closes, Up wraps to the last experience, Enter opens it; a click picks a category', async () => {
    const { page, errors, close } = await openPage(ctx.browser, `${ctx.app.baseUrl}/faqs`, {
      viewport: VIEWPORTS.desktop,
      locale: 'en-US',
    });
    const field = page.locator('#header-search');
    await field.click();
    await field.pressSequentially('snork');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect.poll(() => list.isVisible()).toBe(true);
    await expect.poll(() => list.getByRole('group', { name: 'Experiences' }).isVisible()).toBe(true);
    await field.press('Escape');
    expect(await list.isVisible()).toBe(false);
    expect(await field.inputValue()).toBe('snork');
    await field.press('ArrowUp');
    expect(await list.isVisible()).toBe(true);
    const experiences = list.getByRole('group', { name: 'Experiences' }).getByRole('option');
    const last = await experiences.last().getAttribute('id');
    expect(await field.getAttribute('aria-activedescendant')).toBe(last);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/search-suggestions-en-desktop.png', caret: 'initial' });
    await field.press('Enter');
    await page.waitForURL(/\/[a-z-]+\/[a-z-]+\/[a-z0-9-]+\/\d+$/);

    // The home hero's bar: the pointer chooses.
    await gotoHydrated(page, `${ctx.app.baseUrl}/`);
    await page.locator('#hero-search').pressSequentially('adventure');
    const adventure = page.getByRole('option', { name: 'Adventure', exact: true });
    await expect.poll(() => adventure.isVisible()).toBe(true);
    await adventure.click();
    await page.waitForURL(/\/categories\/adventure\/\d+$/);
    expect(errors).toEqual([]);
    await close();
  });
});
