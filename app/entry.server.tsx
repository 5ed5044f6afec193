import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { nonceContext } from './context.server';
import { CataloguesContext } from './i18n/catalogues-context';
import type { Lang } from './i18n/languages';
import { catalogues } from './i18n/translate';

/** The server has both languages' catalogues at hand (the browser fetches its own: app/browser/catalogues). */
const serverCatalogue = (lang: Lang) => catalogues[lang];

/** Long enough for a slow database answer, short enough that a stuck render frees the connection. */
export const streamTimeout = 5_000;

/**
 * Streams the HTML. Crawlers (and the visitor without JavaScript) get the whole document at once, so the
 * content is in the first response; browsers get the shell as soon as it is ready.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(nonceContext);
  // The page's stylesheets are the only resources that block its first paint: announce them in a header,
  // so the browser asks for them before it has parsed the head (where script preloads come first).
  const stylesheets = new Set<string>();
  for (const match of routerContext.staticHandlerContext.matches) {
    for (const href of routerContext.manifest.routes[match.route.id]?.css ?? []) stylesheets.add(href);
  }
  for (const href of stylesheets) responseHeaders.append('Link', `<${href}>; rel=preload; as=style`);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode;
    const { pipe, abort } = renderToPipeableStream(
      <CataloguesContext value={serverCatalogue}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CataloguesContext>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

// The server mounts the build and must fill the very context keys its loaders read, in a provider made
// by the same copy of react-router the build uses (a test runner may load another copy).
export { createRequestHandler, RouterContextProvider } from 'react-router';
export { nonceContext, renderRecordContext, servicesContext } from './context.server';
