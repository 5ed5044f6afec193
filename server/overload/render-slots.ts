/** Bounds of the page renders that no cached page answers (docs/decisions/0048). */
export interface RenderSlotLimits {
  /** Renders running at once in the process. */
  total: number;
  /** Renders one client address may hold at once, running or waiting. */
  perAddress: number;
  /** Requests that may wait for a turn when every render is taken; 0: none wait. */
  queue: number;
  /** How long one waits at most before it is refused. */
  maxWaitMs: number;
}

/** A turn to render, or why there is none: the address holds its share, or the server is busy. */
export type RenderSlot =
  { granted: true; release: () => void } | { granted: false; reason: 'address' | 'busy' };

interface Waiter {
  grant: () => void;
  refuse: () => void;
}

/**
 * Turns to render a page (docs/decisions/0048): a render costs the process tens of milliseconds of CPU and
 * database work, so a burst of uncached pages must not become hundreds of renders sharing two cores while
 * every other request waits behind them. At most `total` run; a few more wait, first come first served,
 * for a bounded time; one address never holds more than `perAddress` (a crawler's burst cannot take every
 * turn); the rest are refused at once, so the client hears "try again" instead of a timeout.
 */
export class RenderSlots {
  private running = 0;
  private readonly held = new Map<string, number>();
  private readonly waiting: Waiter[] = [];

  constructor(private readonly limits: RenderSlotLimits) {}

  /** A turn for `address`, now or after a wait; `signal` (the client went away) gives up waiting. */
  acquire(address: string, signal?: AbortSignal): Promise<RenderSlot> {
    if ((this.held.get(address) ?? 0) >= this.limits.perAddress) {
      return Promise.resolve({ granted: false, reason: 'address' });
    }
    if (this.running < this.limits.total) {
      this.take(address);
      return Promise.resolve(this.granted(address));
    }
    if (this.waiting.length >= this.limits.queue || this.limits.maxWaitMs <= 0 || signal?.aborted) {
      return Promise.resolve({ granted: false, reason: 'busy' });
    }
    this.hold(address, 1);
    return new Promise<RenderSlot>((resolve) => {
      const leave = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', refuse);
        const index = this.waiting.indexOf(waiter);
        if (index >= 0) this.waiting.splice(index, 1);
      };
      const refuse = () => {
        leave();
        this.hold(address, -1);
        resolve({ granted: false, reason: 'busy' });
      };
      const waiter: Waiter = {
        // The address's count already holds this request: only the running total grows.
        grant: () => {
          leave();
          this.running += 1;
          resolve(this.granted(address));
        },
        refuse,
      };
      const timer = setTimeout(refuse, this.limits.maxWaitMs);
      signal?.addEventListener('abort', refuse, { once: true });
      this.waiting.push(waiter);
    });
  }

  /** Renders running now. */
  get active(): number {
    return this.running;
  }

  /** Requests waiting for a turn now. */
  get queued(): number {
    return this.waiting.length;
  }

  private take(address: string) {
    this.running += 1;
    this.hold(address, 1);
  }

  private hold(address: string, change: number) {
    const count = (this.held.get(address) ?? 0) + change;
    if (count > 0) this.held.set(address, count);
    else this.held.delete(address);
  }

  /** A granted turn whose release (once, however often it is called) hands it to the first waiting. */
  private granted(address: string): RenderSlot {
    let released = false;
    return {
      granted: true,
      release: () => {
        if (released) return;
        released = true;
        this.running -= 1;
        this.hold(address, -1);
        this.waiting[0]?.grant();
      },
    };
  }
}
