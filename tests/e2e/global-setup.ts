import { execSync } from 'node:child_process';
import { assertChromium } from '../helpers/browser';

/** Browser journeys run against the real production build of the web app, built once per run. */
export default function setup() {
  assertChromium();
  execSync('npx react-router build', { stdio: 'ignore' });
}
