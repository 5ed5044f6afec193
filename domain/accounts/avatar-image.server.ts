import { AppError } from '../errors';
import { reencodeUpload, removeMediaFile, storeMediaFile } from '../media/uploaded-image.server';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 256;

/** Public path prefix; the files live in DATA_DIR/media/avatars (server/plugins/media). */
export const AVATAR_URL_PREFIX = '/media/avatars/';

const invalidImage = () => new AppError(400, 'INVALID_IMAGE', 'profile.errors.imageInvalid');

/** Turns an uploaded photo into the stored avatar: a centred square of 256 px, re-encoded as WebP. */
export function renderAvatar(bytes: Buffer): Promise<Buffer> {
  return reencodeUpload(bytes, invalidImage, (image) =>
    image.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }),
  );
}

/** Stores an avatar under a random, unguessable name and returns its public URL. */
export const storeAvatar = (mediaDir: string, webp: Buffer) => storeMediaFile(mediaDir, 'avatars', webp);

/** Removes a stored avatar by its URL; anything not under the avatars folder is left alone. */
export const removeAvatar = (mediaDir: string, url: string | null) =>
  removeMediaFile(mediaDir, 'avatars', url);
