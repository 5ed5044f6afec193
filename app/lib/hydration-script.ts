import { AFTER_LOAD_AND_PAINT, scriptJson } from './inline-script';

/**
 * The script that starts the app in the browser once the page has loaded (docs/decisions/0014).
 *
 * React Router's own `<Scripts>` makes the browser fetch every module the page needs while it is still
 * drawing the page: module preloads at high priority that share a slow phone's bandwidth with the
 * stylesheet and the largest image. Here the page paints from its server HTML first and the modules are
 * asked for once it has loaded and painted, or as soon as the visitor touches, clicks or types, whichever
 * comes first. They are then fetched in parallel (module preloads added at that moment) and run exactly as
 * React Router's script would: route modules registered first, the entry module last.
 */
export interface HydrationPlan {
  /** React Router's entry module, imported last: it hydrates the page. */
  entry: string;
  /** Modules fetched in parallel as soon as loading starts (the entry's and the routes' imports). */
  preloads: string[];
  /** Files the entry will `fetch()` before hydrating, asked for at the same moment (same mode, so reused). */
  fetches: string[];
  /** Modules to import before the entry that register themselves (the route manifest, when not inline). */
  setup: string[];
  /** Each matched route with its module chunks, in React Router's merge order (the main chunk last). */
  routes: { id: string; modules: string[] }[];
  /** The partial route manifest React Router inlines when it discovers routes lazily. */
  manifest?: unknown;
}

/** Events that mean the visitor is about to use the page: start loading then, not later. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'];

export function hydrationScript(plan: HydrationPlan): string {
  const routeIds = plan.routes.map((route) => route.id);
  const routeModules = plan.routes.map((route) => route.modules);
  const manifest =
    plan.manifest === undefined ? '' : `window.__reactRouterManifest=${scriptJson(plan.manifest)};`;
  return (
    `(()=>{${manifest}let started=false;const events=${scriptJson(INTERACTIONS)};` +
    'const start=()=>{if(started)return;started=true;' +
    'for(const type of events)removeEventListener(type,start,true);' +
    'const link=(attributes)=>document.head.append(Object.assign(document.createElement("link"),attributes));' +
    `for(const href of ${scriptJson(plan.preloads)})link({rel:"modulepreload",href});` +
    `for(const href of ${scriptJson(plan.fetches)})link({rel:"preload",as:"fetch",crossOrigin:"anonymous",href});` +
    `Promise.all(${scriptJson(plan.setup)}.map((url)=>import(url)))` +
    `.then(()=>Promise.all(${scriptJson(routeModules)}.map((chunks)=>Promise.all(chunks.map((url)=>import(url))))))` +
    `.then((routes)=>{const ids=${scriptJson(routeIds)};` +
    'window.__reactRouterRouteModules=Object.fromEntries(routes.map((chunks,i)=>[ids[i],Object.assign({},...chunks)]));' +
    `return import(${scriptJson(plan.entry)})})};` +
    `(${AFTER_LOAD_AND_PAINT})(start);` +
    'for(const type of events)addEventListener(type,start,{capture:true,passive:true})})();'
  );
}
