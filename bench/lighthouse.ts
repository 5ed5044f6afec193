import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';

/** Debian's Chromium, the same browser the e2e tests drive (no browser download on these machines). */
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Bytes of script the page fetched during the run, as transferred (Chromium asks for br/gzip). */
  scriptBytes: number;
  /** The LCP element's selector, to tell what to fix when LCP is slow. */
  lcpElement: string;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

function readRun(lhr: Result): LighthouseRun {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] }) ?? {};
  const scriptBytes = (requests.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    scriptBytes,
    lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.selector ?? '',
  };
}

/**
 * One Lighthouse performance run in a fresh headless Chromium. Mobile is Lighthouse's default (Moto G
 * Power, simulated slow 4G, 4x CPU slowdown); desktop is its desktop preset. A run that fails to record
 * its trace (NO_NAVSTART and the like happen on a busy machine) is tried again, twice at most.
 */
export async function lighthouseRun(url: string, formFactor: FormFactor, tries = 3): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, formFactor);
    } catch (error) {
      if (attempt >= tries) throw error;
      console.warn(`  ${(error as Error).message}; trying again`);
    }
  }
}

async function lighthouseOnce(url: string, formFactor: FormFactor): Promise<LighthouseRun> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    for (const warning of lhr.runWarnings) console.warn(`  Lighthouse warning (${url}): ${warning}`);
    return readRun(lhr);
  } finally {
    chrome.kill();
  }
}

/** The median of `runs` Lighthouse runs, each figure taken on its own (as Lighthouse's docs advise). */
export async function lighthouseMedian(
  url: string,
  formFactor: FormFactor,
  runs = 3,
): Promise<LighthouseRun & { runs: LighthouseRun[] }> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await lighthouseRun(url, formFactor));
  const pick = (key: keyof Omit<LighthouseRun, 'lcpElement'>) => median(results.map((run) => run[key]));
  return {
    score: pick('score'),
    lcpMs: pick('lcpMs'),
    cls: pick('cls'),
    tbtMs: pick('tbtMs'),
    fcpMs: pick('fcpMs'),
    scriptBytes: pick('scriptBytes'),
    lcpElement: results[0]?.lcpElement ?? '',
    runs: results,
  };
}
