import { execSync } from 'node:child_process';

/** Browser journeys run against the real production build of the web app, built once per run. */
export default function setup() {
  execSync('npx react-router build', { stdio: 'ignore' });
}
