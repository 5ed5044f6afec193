import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a route starts after answering (so its duration is not part of the answer's timing) and that
 * must still finish before the database closes: `settled()` is awaited on close.
 */
export class BackgroundWork {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(task: () => Promise<void>, what: string): void {
    const promise = Promise.resolve()
      .then(task)
      .catch((error: unknown) => this.log.error({ err: error }, `${what} failed`))
      .finally(() => this.pending.delete(promise));
    this.pending.add(promise);
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}
