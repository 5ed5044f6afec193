import type { Plugin } from 'vite';

const ENTRY = /[\\/]app[\\/]entry\.client\.tsx$/;
/**
 * The modules every page runs: the browser entry and the root route (its layout, header and footer); and
 * the hydration hook (a few lines) that traveller pages share with the operator's editor, which would
 * otherwise be a file of its own on the home page.
 */
const SHELL_ROOTS = [
  ENTRY,
  /[\\/]app[\\/]root\.tsx(\?.*)?$/,
  /[\\/]app[\\/]browser[\\/]use-server-rendered\.ts$/,
];

/**
 * Puts every module the entry and the root route import statically into one chunk, `shell` (decision
 * 0018). Left to itself, the bundler gives each module shared by a different set of routes a file of its
 * own: home needed 23 files, a dozen of them under 1 KB, and a phone pays for each one (a request, a
 * module record, an evaluation step) in the task that starts the app. Dynamic imports are not followed,
 * so what loads on demand (the sign-in dialog) stays in its own file. The entry module itself stays out:
 * its top-level code hydrates the page, and must run when the page's script imports it, after the route
 * modules, not when the root route's import evaluates the shell.
 */
export function shellChunkPlugin(): Plugin {
  const shell = new Set<string>();
  return {
    name: 'rumbo:shell-chunk',
    applyToEnvironment: (environment) => environment.name === 'client',
    configEnvironment(name) {
      if (name !== 'client') return null;
      return {
        build: {
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name: 'shell', test: (id: string) => shell.has(id) }] } },
          },
        },
      };
    },
    // Chunks are made after the module graph is complete, so the closure is known by then.
    buildEnd() {
      shell.clear();
      const pending = [...this.getModuleIds()].filter((id) => SHELL_ROOTS.some((root) => root.test(id)));
      while (pending.length) {
        const id = pending.pop()!;
        if (shell.has(id)) continue;
        shell.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      for (const id of shell) if (ENTRY.test(id)) shell.delete(id);
    },
  };
}
