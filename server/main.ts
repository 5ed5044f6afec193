import { parseEnv } from './env';
import { serve } from './serve';
import { startBanner } from './start-banner';
import { loadWebBuild } from './web-build';

/** `npm start`: the web app's production build, served with the API. */
async function main() {
  const env = parseEnv();
  const app = await serve(env, { web: await loadWebBuild() });
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    // Absolute links (canonical, sitemaps, e-mails) then name the listening address, not the public one.
    app.log.warn("PUBLIC_URL is not set: absolute links name this server's own address (README, Security)");
  }
  // Where the server listens (PORT=0 picks a free port) and, for a demo outside production, how to sign in.
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const host = env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
  process.stdout.write(
    startBanner({
      url: `http://${host}:${port}`,
      demo: env.SEED === 'demo' && env.NODE_ENV !== 'production',
    }),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
