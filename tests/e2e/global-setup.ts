import { execSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { assertChromium, startSharedBrowser } from '../helpers/browser';
import { renderE2eMedia } from '../helpers/e2e-media';

/**
 * Browser journeys run against the real production build of the web app, built once per run, in one
 * Chromium for the run: each file connects to it (tests/helpers/browser.ts) and gets contexts of its own.
 */
export default async function setup(project: TestProject) {
  assertChromium();
  // Vitest sets NODE_ENV=test, which Vite would take as the mode of the client build: React's development
  // build, with StrictMode's double effects and no minification. Visitors get the production one.
  execSync('npx react-router build', { stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
  await renderE2eMedia();
  const browser = await startSharedBrowser();
  project.provide('browserEndpoint', browser.endpoint);
  return () => browser.stop();
}
