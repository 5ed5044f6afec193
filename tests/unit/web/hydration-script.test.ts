import { afterEach, describe, expect, it } from 'vitest';
import { hydrationScript } from '../../../app/lib/hydration-script';
import { scriptJson } from '../../../app/lib/inline-script';

/** The modules of the plan below: what each exports. */
const MODULES: Record<string, Record<string, string>> = {
  '/entry.js': {},
  '/root.js': { default: 'Root', clientMiddleware: 'root' },
  '/home-middleware.js': { clientMiddleware: 'split', default: 'not this one' },
  '/home.js': { default: 'Home' },
};

interface FakeLink {
  rel?: string;
  as?: string;
  crossOrigin?: string;
  href?: string;
}

interface FakePage {
  readyState: string;
  listeners: Map<string, () => void>;
  /** The links the script added to <head>. */
  links: FakeLink[];
  /** Paints a frame: runs the animation-frame callbacks waiting for it and reports the first paint. */
  paint: () => void;
}

/** What a page's links ask for, as `rel as href`. */
const asked = (page: FakePage) =>
  page.links.map((link) => [link.rel, link.as, link.crossOrigin, link.href].filter(Boolean).join(' '));

type PaintList = { getEntriesByName: (name: string) => unknown[] };

/**
 * Runs the script against a stand-in for the browser page: its document, its events and `window`; with
 * `paintTiming: false`, a browser without paint performance entries.
 */
function runScript(script: string, readyState = 'loading', { paintTiming = true } = {}): FakePage {
  const frameCallbacks: (() => void)[] = [];
  const observers = new Set<(list: PaintList) => void>();
  let painted = false;
  const firstPaint: PaintList = {
    getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []),
  };
  const page: FakePage = {
    readyState,
    listeners: new Map(),
    links: [],
    paint: () => {
      frameCallbacks.splice(0).forEach((callback) => callback());
      painted = true;
      for (const callback of observers) callback(firstPaint);
    },
  };
  const requestAnimationFrame = (callback: () => void) => frameCallbacks.push(callback);
  /** The browser's paint timing: a buffered observer hears of a paint that came before it too. */
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint'] : [];
    constructor(private readonly callback: (list: PaintList) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      observers.add(this.callback);
      if (painted) queueMicrotask(() => this.callback(firstPaint));
    }
    disconnect() {
      observers.delete(this.callback);
    }
  }
  const document = {
    get readyState() {
      return page.readyState;
    },
    createElement: () => ({}) as FakeLink,
    head: { append: (link: FakeLink) => page.links.push(link) },
  };
  const addEventListener = (type: string, listener: () => void) => page.listeners.set(type, listener);
  const removeEventListener = (type: string) => page.listeners.delete(type);
  // The test runner cannot import from a function's body: `import(url)` is handed a stand-in that
  // records the order modules ran in.
  const load = async (url: string) => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    globals.ran.push(url);
    return MODULES[url];
  };
  new Function(
    'window',
    'document',
    'addEventListener',
    'removeEventListener',
    'requestAnimationFrame',
    'PerformanceObserver',
    'load',
    script.replaceAll('import(', 'load('),
  )(
    globalThis,
    document,
    addEventListener,
    removeEventListener,
    requestAnimationFrame,
    PerformanceObserver,
    load,
  );
  return page;
}

const globals = globalThis as unknown as {
  ran: string[];
  __reactRouterRouteModules?: Record<string, Record<string, string>>;
  __reactRouterManifest?: unknown;
};

afterEach(() => {
  delete globals.__reactRouterRouteModules;
  delete globals.__reactRouterManifest;
});

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('the script that starts the app after the page has painted', () => {
  const plan = {
    entry: '/entry.js',
    preloads: ['/assets/entry.js', '/assets/react.js'],
    fetches: ['/assets/es.json'],
    setup: [],
    routes: [
      { id: 'root', modules: ['/root.js'] },
      { id: 'routes/home', modules: ['/home-middleware.js', '/home.js'] },
    ],
    manifest: { version: 'abc', routes: { root: { id: 'root' } } },
  };

  it('fetches nothing until the page has loaded and painted, then registers every route before the entry', async () => {
    globals.ran = [];
    const page = runScript(hydrationScript(plan));
    expect(globals.__reactRouterManifest).toEqual(plan.manifest);
    expect(page.links).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(globals.ran).toEqual([]);

    page.listeners.get('load')!();
    await nextTask();
    // Loaded is not enough: on a fast connection `load` can come before the first paint.
    expect(page.links).toEqual([]);
    page.paint();
    await nextTask();
    // The modules, and the files the entry fetches in the mode its fetch() uses, so it reuses them.
    expect(asked(page)).toEqual([
      'modulepreload /assets/entry.js',
      'modulepreload /assets/react.js',
      'preload fetch anonymous /assets/es.json',
    ]);
    await until(() => globals.ran.includes('/entry.js'));
    expect(globals.ran.at(-1)).toBe('/entry.js');
    expect(globals.__reactRouterRouteModules?.root).toMatchObject({ default: 'Root' });
    // Split chunks merge as React Router merges them: the main chunk last, so its exports win.
    expect(globals.__reactRouterRouteModules?.['routes/home']).toMatchObject({
      default: 'Home',
      clientMiddleware: 'split',
    });
  });

  it('starts at the first touch, click or key press, and only once', async () => {
    globals.ran = [];
    const page = runScript(hydrationScript(plan));
    page.listeners.get('keydown')!();
    expect(page.listeners.has('pointerdown')).toBe(false);
    page.listeners.get('load')!();
    page.paint();
    await nextTask();
    expect(page.links).toHaveLength(3);
    await until(() => globals.ran.includes('/entry.js'));
    expect(globals.ran.filter((name) => name === '/entry.js')).toHaveLength(1);
  });

  it('starts after the first paint when the page had already loaded', async () => {
    const page = runScript(hydrationScript(plan), 'complete');
    await nextTask();
    expect(page.links).toEqual([]);
    page.paint();
    await nextTask();
    expect(page.links.map((link) => link.href)).toEqual([...plan.preloads, ...plan.fetches]);
    expect(page.listeners.size).toBe(0);
  });

  it('starts at once after load when the first paint came before it', async () => {
    const page = runScript(hydrationScript(plan));
    page.paint();
    page.listeners.get('load')!();
    await nextTask();
    await nextTask();
    expect(page.links).toHaveLength(3);
  });

  it('waits for the frame after load in a browser without paint timing', async () => {
    const page = runScript(hydrationScript(plan), 'loading', { paintTiming: false });
    page.listeners.get('load')!();
    await nextTask();
    expect(page.links).toEqual([]);
    page.paint();
    await nextTask();
    await nextTask();
    expect(page.links).toHaveLength(3);
  });
});

describe('JSON inside an inline script', () => {
  it('cannot close the script or break its line', () => {
    const text = scriptJson({ title: '</script><script>alert(1)</script>', line: 'a\u2028b', amp: '&' });
    expect(text).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(text)).toEqual({
      title: '</script><script>alert(1)</script>',
      line: 'a\u2028b',
      amp: '&',
    });
  });
});
