import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface Operation {
  tags?: string[];
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: object } }> }>;
}

let t: TestApp;
let operations: { route: string; tags: string[]; responses: NonNullable<Operation['responses']> }[];
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const paths = (res.json() as { paths: Record<string, Record<string, Operation>> }).paths;
  operations = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${path}`,
      tags: operation.tags ?? [],
      responses: operation.responses ?? {},
    })),
  );
});
afterAll(() => t?.close());

/**
 * The mobile app and other clients read the OpenAPI document (/api/docs) for the shape of each answer. A
 * route declared without `schema.response` shows only Fastify's placeholder, a 200 "Default Response"
 * with no content, which says nothing true about it: every route must document its success answer.
 */
describe('the OpenAPI document describes every API answer', () => {
  it('lists the routes of every area', () => {
    const areas = new Set(operations.flatMap(({ tags }) => tags));
    expect([...areas].sort()).toEqual(
      [
        'accounts',
        'admin',
        'analytics',
        'booking',
        'catalogue',
        'catalogue (v2)',
        'favourites',
        'gift cards',
        'operators',
        'payments',
        'purchases',
        'reviews',
        'suppliers',
      ].sort(),
    );
    expect(
      operations.filter(({ tags }) => tags.some((tag) => tag.startsWith('catalogue'))).length,
    ).toBeGreaterThanOrEqual(13);
  });

  it('gives each route a success answer: a JSON object with its fields, or 204 with no body', () => {
    // Sign-up alone has two: 201 signed in, or 202 when a link must finish it (decision 0043).
    const twoAnswers: Record<string, string[]> = { 'POST /api/v1/sign-up': ['201', '202'] };
    for (const { route, responses } of operations) {
      const success = Object.entries(responses).filter(([code]) => /^2\d\d$/.test(code));
      expect(
        success.map(([code]) => code),
        route,
      ).toEqual(twoAnswers[route] ?? [expect.any(String)]);
      for (const [code, response] of success) {
        if (code === '204') {
          expect(response.content, route).toBeUndefined();
        } else {
          expect(response.content?.['application/json']?.schema?.properties, route).toBeDefined();
        }
      }
    }
  });
});
