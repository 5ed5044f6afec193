import type { Reporter, TestModule } from 'vitest/node';

interface ProjectTime {
  files: number;
  firstStart: number;
  lastEnd: number;
  /** The files' own time (set-up, import, hooks and tests), summed: the work, whatever ran beside it. */
  fileTime: number;
}

/**
 * Ends every run with each project's wall time (its first file's start to its last file's end) and the
 * summed time of its files, so a CI log shows where the minutes went and how much running files side by
 * side saved (docs/decisions/0006, "Workers per project").
 */
export default class ProjectTimesReporter implements Reporter {
  private readonly projects = new Map<string, ProjectTime>();

  onTestModuleStart(module: TestModule) {
    const name = module.project.name;
    const now = Date.now();
    const time = this.projects.get(name) ?? { files: 0, firstStart: now, lastEnd: now, fileTime: 0 };
    this.projects.set(name, time);
  }

  onTestModuleEnd(module: TestModule) {
    const time = this.projects.get(module.project.name);
    if (!time) return;
    const diagnostic = module.diagnostic();
    time.files += 1;
    time.lastEnd = Date.now();
    time.fileTime +=
      diagnostic.environmentSetupDuration +
      diagnostic.prepareDuration +
      diagnostic.collectDuration +
      diagnostic.setupDuration +
      diagnostic.duration;
  }

  onTestRunEnd() {
    if (this.projects.size === 0) return;
    const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
    const lines = [...this.projects].map(
      ([name, time]) =>
        `--- project ${name}: ${seconds(time.lastEnd - time.firstStart)} wall, ` +
        `${seconds(time.fileTime)} in ${time.files} files`,
    );
    process.stdout.write(`\n${lines.join('\n')}\n`);
  }
}
