/**
 * Targets of docs/decisions/0027 (React DOM in the browser; the Preact-era 100 KB and 1.5 s went with it); the table
 * marks each figure against them, and tests/api/web-build-initial-js.test.ts holds the build to the
 * initial JavaScript one.
 */
export const WEB_TARGETS = {
  mobileScore: 98,
  mobileLcpMs: 1800,
  cls: 0.02,
  tbtMs: 150,
  initialJsKb: 140,
  /**
   * What each landing page's first scripts measured when they were last made lighter (gzip KB, 0027 "Still
   * over the budget"), plus 1 KB: the build test holds each page to it, and to `initialJsKb` too unless the
   * page is in `initialJsOverBudget`.
   */
  initialJsCeilingKb: { home: 139.9, search: 140.4, experience: 147.3, listing: 134.2, info: 133.5 },
  /** Landing pages still over `initialJsKb` (0027 "Still over the budget"): held to their ceiling only. */
  initialJsOverBudget: ['experience'] as readonly string[],
  ssrRps: 1000,
};
