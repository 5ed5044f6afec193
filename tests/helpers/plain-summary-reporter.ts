import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends every run with one plain line, "N passed, N failed, N skipped", that any CI log reader can parse
 * without knowing Vitest's coloured summary.
 */
export default class PlainSummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const count = (state: 'passed' | 'failed' | 'skipped') =>
      testModules.reduce((sum, module) => sum + [...module.children.allTests(state)].length, 0);
    process.stdout.write(
      `\n${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped\n`,
    );
  }
}
