import { useEffect } from 'react';
import { useLocation } from 'react-router';

const VISITOR_KEY = 'analyticsVisitor';

/** A random id for this browser tab's visit, kept in session storage; it identifies no person. */
function visitorId(): string {
  try {
    const existing = sessionStorage.getItem(VISITOR_KEY);
    if (existing) return existing;
    const id = crypto.randomUUID().replace(/-/g, '');
    sessionStorage.setItem(VISITOR_KEY, id);
    return id;
  } catch {
    return 'anonymous-visit';
  }
}

function send(apiToken: string, lang: string, event: object) {
  void fetch('/api/v1/analytics/events', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', 'api-token': apiToken, 'language-code': lang },
    body: JSON.stringify(event),
  }).catch(() => {
    // Analytics must never disturb the visit.
  });
}

/**
 * Records a page view after every navigation, and the search text on search pages, in the product's own
 * database (first-party; no third-party scripts). Runs only in the browser, so crawlers are not counted.
 */
export function usePageViews(apiToken: string, lang: string) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!apiToken) return;
    const anonymous_id = visitorId();
    send(apiToken, lang, {
      name: 'page_view',
      path: pathname,
      anonymous_id,
      properties: { query: search.slice(0, 200) },
    });
    const searchText = pathname.startsWith('/search')
      ? (new URLSearchParams(search).get('searchText') ?? decodeURIComponent(pathname.split('/')[2] ?? ''))
      : '';
    if (searchText)
      send(apiToken, lang, {
        name: 'search',
        path: pathname,
        anonymous_id,
        properties: { searchText: searchText.slice(0, 40) },
      });
  }, [apiToken, lang, pathname, search]);
}
