import type { FastifyRequest } from 'fastify';
import { AppError } from '../../domain/errors';
import { photoTooLarge } from '../../domain/experiences/photo-processing.server';

const missingPhoto = () => new AppError(400, 'PHOTO_MISSING', 'operatorPhotos.errors.missing');

/**
 * The one file part `photo` of a multipart upload (an operator's experience photo, a traveller's review
 * photo), read up to the route's size limit: 413 beyond it, a translated 400 for anything else amiss.
 */
export async function uploadedPhotoBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw missingPhoto();
  // A multipart body without a boundary is no upload of a photo.
  const part = await request.file().catch(() => {
    throw missingPhoto();
  });
  if (!part || part.fieldname !== 'photo') throw missingPhoto();
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
    // The parser's own errors (a body cut off, a part without its end) are the client's.
    throw new AppError(400, 'PHOTO_UPLOAD_INCOMPLETE', 'operatorPhotos.errors.incomplete');
  }
}
