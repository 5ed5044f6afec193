import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // The whole route manifest (1.3 KB gzip, one cached file) comes with the app, instead of lazy discovery:
  // that scans the page's links once hydrated, fetches /__manifest and patches the routes, which
  // re-renders the whole page in the middle of a phone's hydration (decision 0018).
  routeDiscovery: { mode: 'initial' },
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
