import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { WEB_FONT } from '../lib/web-font-script';

/**
 * On a first visit the web font arrives after the page has loaded and the page keeps the local face
 * (app/lib/web-font-script.ts). The next page the visitor opens is drawn in it: the switch comes with the
 * new content, so nothing the visitor was reading changes face under their eyes.
 */
export function useWebFontFromNextPage(): void {
  const { key } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    if (document.fonts.check(WEB_FONT.font)) document.documentElement.classList.add(WEB_FONT.className);
  }, [key]);
}
