import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { removeAvatar, renderAvatar, storeAvatar } from './avatar-image.server';
import { findActiveUser } from './users.server';

/** Replaces a user's avatar: the new file is written first, the old one removed once the row points away. */
export async function setAvatar(db: Db, mediaDir: string, userId: number, bytes: Buffer, now: Date) {
  const webp = await renderAvatar(bytes);
  const previous = (await findActiveUser(db, userId))?.avatarUrl ?? null;
  const url = await storeAvatar(mediaDir, webp);
  await db.update(users).set({ avatarUrl: url, updatedAt: now }).where(eq(users.id, userId));
  await removeAvatar(mediaDir, previous);
  return url;
}
