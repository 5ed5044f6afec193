import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type DrainResult, drainOutbox } from '../../domain/emails/sender.server';
import { smtpTransport } from '../../domain/emails/smtp-transport.server';
import { localMailboxTransport } from '../../domain/emails/transport';

/** How often the outbox is checked; sign-ups and recoveries also ask for a send right away. */
const DRAIN_INTERVAL_MS = 2_000;

/**
 * Sends outbox e-mails in the background: over SMTP when SMTP_URL is set, otherwise into the local
 * mailbox (/dev/mailbox). One drain runs at a time per process; several processes share the outbox safely.
 */
export const emailSenderPlugin = fp(async (app: FastifyInstance) => {
  const transport = app.env.SMTP_URL
    ? smtpTransport(app.env.SMTP_URL, app.env.EMAIL_FROM)
    : localMailboxTransport;
  // One drain at a time. A call while one runs queues one more (shared by every caller meanwhile), so a
  // message committed just before the call is always attempted by the drain the call waits for.
  let running: Promise<DrainResult> | null = null;
  let queued: Promise<DrainResult> | null = null;
  const run = (): Promise<DrainResult> => {
    running = drainOutbox(app.db, transport, app.clock).finally(() => {
      running = null;
    });
    return running;
  };
  const drain = (): Promise<DrainResult> => {
    if (!running) return run();
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return run();
      });
    return queued;
  };
  app.decorate('emailSender', { transport: transport.name, drain });

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      drain().catch((error: unknown) => app.log.error({ err: error }, 'e-mail outbox drain failed'));
    }, DRAIN_INTERVAL_MS);
    timer.unref();
  });
  // preClose runs before the database closes (onClose), so a drain in flight can finish first.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await queued?.catch(() => undefined);
    await running?.catch(() => undefined);
    await transport.close?.();
  });
});
