import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from '../helpers/browser';
import { createListeningApp } from '../helpers/listening-app';

let app: Awaited<ReturnType<typeof createListeningApp>>;
let browser: Browser;

beforeAll(async () => {
  app = await createListeningApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('API documentation in a browser', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`renders every catalogue operation, served locally, on a ${name}`, async () => {
      const page = await browser.newPage({ viewport });
      const external: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(app.baseUrl)) external.push(request.url());
      });
      await page.goto(`${app.baseUrl}/api/docs`);
      await page.getByText('/api/v1/countries/simple').first().waitFor();
      // Swagger UI draws a long list of operations (150 rows and more) only around the viewport: scroll
      // down to each operation, the catalogue's first and the document's last tag.
      for (const path of ['/api/v1/experiences/simple', '/api/v2/categories/web']) {
        await expect
          .poll(async () => {
            if ((await page.getByText(path, { exact: true }).count()) > 0) return true;
            await page.mouse.wheel(0, 600);
            return false;
          })
          .toBe(true);
      }
      expect(external).toEqual([]);
      await page.screenshot({ path: `test-results/api-docs-${name}.png` });
      await page.close();
    });
  }
});
