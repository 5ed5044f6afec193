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
    // `npm run dev`'s first start bundles every dependency the client entry and the routes import, found by
    // scanning them, instead of discovering some when the first page asks: that answered "504 Outdated
    // Optimize Dep" and reloaded the page (slow enough on a busy machine to fail the dev-server journey).
    unstable_optimizeDeps: true,
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
