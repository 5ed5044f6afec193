import { createTestApp, type TestApp } from './test-app';

/** A test app listening on a free port of its own (never 3000), for browsers and load tools. */
export async function createListeningApp(options: Parameters<typeof createTestApp>[0] = {}) {
  const testApp: TestApp = await createTestApp(options);
  const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...testApp, baseUrl: address };
}
