import { type ReactNode, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { UNSAFE_useScrollRestoration as useScrollRestoration } from 'react-router';
import { useWebFontFromNextPage } from './web-font';

/**
 * Head elements that depend on the route: what `<Meta />` and the language alternates render. The
 * browser build takes them over (see `BrowserDocument`); the rest of `<head>` (charset, viewport, icon,
 * stylesheets, module preloads) never changes and stays as the server sent it.
 */
const ROUTE_HEAD_ELEMENTS = [
  'title',
  'meta:not([charset], [name="viewport"], [name="theme-color"])',
  'link[rel="canonical"]',
  'link[rel="alternate"]',
  'script[type="application/ld+json"]',
].join(', ');

/**
 * Removes the route's head elements the server rendered, just before hydration: the portal of
 * `BrowserDocument` renders them again into `<head>`, where Preact owns them from then on. Synchronous
 * with the hydration, so no frame is painted without them.
 */
export function releaseRouteHead(): void {
  for (const element of document.head.querySelectorAll(ROUTE_HEAD_ELEMENTS)) element.remove();
}

/**
 * The document as the browser build renders it (docs/decisions/0013): Preact hydrates the children of
 * `<body>` only, since React's server reorders `<head>` in ways hydration by tree order cannot match.
 * `head` (the title, meta and link tags of the route) goes into `<head>` through a portal, so it follows
 * client-side navigation; `<html lang>` follows the language; scroll positions are restored as React
 * Router's `<ScrollRestoration>` does, without its inline script, which already ran; the web font comes on
 * from the second page of a first visit.
 */
export function BrowserDocument({
  lang,
  head,
  children,
}: {
  lang: string;
  head: ReactNode;
  children: ReactNode;
}) {
  useScrollRestoration();
  useWebFontFromNextPage();
  useEffect(() => {
    // Only on a change: Chromium treats any write of `lang`, even of the same value, as a change of every
    // element's language and recomputes the whole page's style (about 120 ms on a slow phone's home page).
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  }, [lang]);
  return (
    <>
      {createPortal(head, document.head)}
      {children}
    </>
  );
}
