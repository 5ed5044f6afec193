import type { DbOrTx } from '../../db/client';
import { analyticsEvents } from '../../db/schema/platform';
import type { AnalyticsEventInput } from './events';

export interface EventActor {
  userId?: number | undefined;
  /** Admins browse the product for work; their visits would distort the numbers (docs/product.md § Roles). */
  isAdmin?: boolean;
  langCode: string;
}

/** Stores one event; returns false when it is deliberately not recorded (admins). */
export async function recordEvent(
  db: DbOrTx,
  event: AnalyticsEventInput,
  actor: EventActor,
  now: Date,
): Promise<boolean> {
  if (actor.isAdmin) return false;
  await db.insert(analyticsEvents).values({
    name: event.name,
    path: event.path,
    anonymousId: event.anonymous_id ?? null,
    userId: actor.userId ?? null,
    langCode: actor.langCode,
    properties: event.properties,
    createdAt: now,
  });
  return true;
}
