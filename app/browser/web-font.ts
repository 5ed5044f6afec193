import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { WEB_FONT } from '../lib/web-font-script';

/**
 * On a first visit the web font arrives after the page has loaded and the page keeps the local face
 * (app/lib/web-font-script.ts). The next page the visitor opens is drawn in it: the switch comes with the
 * new content, so nothing the visitor was reading changes face under their eyes. The first page is told
 * by its location key, not by a first run of the effect, which StrictMode runs twice in development.
 */
export function useWebFontFromNextPage(): void {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  useEffect(() => {
    if (key === firstKey) return;
    if (document.fonts.check(WEB_FONT.font)) document.documentElement.classList.add(WEB_FONT.className);
  }, [key, firstKey]);
}
