import pg from 'pg';

/** What a listener on a notification channel is told (docs/decisions/0062-catalog-change-notifications.md). */
export interface ListenHandlers {
  /** A notification on the channel, with its payload ('' when none). */
  onNotify(payload: string): void;
  /**
   * The channel is listened to: at the start and again after every reconnection. Notifications sent while
   * no connection listened are lost (PostgreSQL keeps none for an absent listener), so a listener that
   * keeps derived state treats this as "something may have changed".
   */
  onListening?(): void;
  /** The listening connection was lost; another is opened after a delay that grows with each failure. */
  onLost?(error: unknown): void;
}

export interface Subscription {
  close(): Promise<void>;
}

/** Reconnection delays: the first retry soon, then doubling up to a ceiling. */
export const LISTEN_RETRY_MS = { first: 250, max: 15_000 };

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries and lose it), opened
 * again whenever it drops: a server restart, a failover, a terminated backend, a network error. TCP
 * keep-alive notices a peer that vanished without closing. The first attempt is awaited, so a server
 * normally listens before it serves; a failed one is retried in the background like the later ones, until
 * `close()`: the start is never refused for it (the pool has already checked the database answers).
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
  retry = LISTEN_RETRY_MS,
): Promise<Subscription> {
  let closed = false;
  let current: pg.Client | null = null;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client, error: unknown) => {
    if (current !== client) return;
    current = null;
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    if (closed) return;
    handlers.onLost?.(error);
    const delay = Math.min(retry.max, retry.first * 2 ** failures);
    failures += 1;
    timer = setTimeout(() => void connect(), delay);
    timer.unref();
  };

  const connect = async () => {
    if (closed) return;
    const client = new pg.Client({
      connectionString,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: `rumbo-listen-${channel}`,
    });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(client, error);
      return;
    }
    if (current !== client) return;
    failures = 0;
    handlers.onListening?.();
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(timer);
      const client = current;
      current = null;
      if (client) await client.end().catch(() => {});
    },
  };
}
