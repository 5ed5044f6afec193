import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import appStylesheet from './app.css?url';
import { nonceContext } from './context.server';
import { CataloguesContext } from './i18n/catalogues-context';
import type { Lang } from '../common/i18n/languages';
import { catalogues } from '../common/i18n/translate';

/**
 * The server has both languages' catalogues at hand (the browser fetches its own: app/browser/catalogues).
 */
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
  // The stylesheet is the only resource that blocks the first paint: announced in a header too, so the
  // browser asks for it before it has parsed the head.
  responseHeaders.append('Link', `<${appStylesheet}>; rel=preload; as=style`);
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
