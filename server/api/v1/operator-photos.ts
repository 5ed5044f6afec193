import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Tx } from '../../../db/client';
import { recordAudit } from '../../../domain/audit/audit-log.server';
import { announceCatalogChange } from '../../../domain/catalog/catalog-changes.server';
import {
  changePhotos,
  listExperiencePhotos,
  reorderPhotos,
  type ExperiencePhoto,
  type PhotosChange,
} from '../../../domain/experiences/experience-photos.server';
import {
  PHOTO_MAX_BYTES,
  PHOTO_UPLOADS_PER_COMPANY,
  photoLimitReached,
  PHOTOS_PER_EXPERIENCE,
} from '../../../domain/experiences/photo-rules';
import {
  removeExperiencePhoto,
  uploadExperiencePhoto,
} from '../../../domain/experiences/photo-upload.server';
import {
  deletePhotoEndpoint,
  operatorPhotosEndpoint,
  orderPhotosEndpoint,
  uploadPhotoEndpoint,
} from '../../../domain/operators/photos-contract';
import { operatorAccess, type OperatorAccess } from '../operator-access';
import { uploadedPhotoBytes } from '../multipart-photo';
import { route } from '../route';
import { noStore } from './account-replies';

const photoJson = (photo: ExperiencePhoto, index: number) => ({ ...photo, cover: index === 0 });
const photosJson = (photos: ExperiencePhoto[]) => ({ data: photos.map(photoJson) });

/**
 * Who calls is checked before the request's parts (docs/decisions/0063-access-matrix.md): a stranger gets
 * 401 or 403 whatever the id or body, never a 400 about them.
 */
const callerFirst = async (request: FastifyRequest) => {
  await operatorAccess(request);
};

/**
 * An experience's photos in the operators' workspace (docs/product.md § Operator photos): list, upload,
 * order and cover, delete. The company is the session's (server/api/operator-access.ts): another
 * company's experience answers 404. Every change is in the audit log, in its own transaction, and one
 * the catalogue shows clears the catalogue's caches.
 */
export async function operatorPhotosApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);
  const mediaDir = join(app.env.DATA_DIR, 'media');

  const scopeOf = (access: OperatorAccess, experienceId: number) => ({
    companyId: access.companyId,
    experienceId,
  });
  // In the change's transaction: the audit record, and for a published experience the announcement that
  // makes every process clear its catalogue caches when it commits (server/catalog-changes.ts).
  const audit =
    (access: OperatorAccess, experienceId: number, action: string) =>
    async (tx: Tx, change: PhotosChange) => {
      if (change.published) await announceCatalogChange(tx, { entity: 'experience', id: experienceId });
      await recordAudit(tx, {
        actorId: access.accountId,
        actorKind: 'operator',
        companyId: access.companyId,
        action,
        entity: 'experience',
        entityId: experienceId,
        before: { photos: change.before },
        after: { photos: change.after },
        at: app.clock(),
      });
    };
  // This process clears at once, for the operator's next read (its own notification comes back later).
  const changed = (change: PhotosChange) => {
    if (change.published) app.clearCatalogueCaches();
    return photosJson(change.after);
  };

  route(app, operatorPhotosEndpoint, {
    preValidation: callerFirst,
    handler: async (request) => {
      const access = await operatorAccess(request);
      return photosJson(await listExperiencePhotos(app.db, scopeOf(access, request.params.id)));
    },
  });

  // Its own scope: only this route reads multipart bodies (one file, up to the size limit).
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
    });
    route(scope.withTypeProvider<ZodTypeProvider>(), uploadPhotoEndpoint, {
      // Before the body is read: a stranger cannot make the server take in 15 MB.
      onRequest: callerFirst,
      handler: async (request, reply) => {
        const access = await operatorAccess(request);
        const experience = scopeOf(access, request.params.id);
        // Another company's experience, or a full one, is refused before the file is read or decoded.
        const current = await listExperiencePhotos(app.db, experience);
        if (current.length >= PHOTOS_PER_EXPERIENCE) throw photoLimitReached();
        await app.limiter.consume(
          'operatorPhotos.uploadsPerCompany',
          String(access.companyId),
          PHOTO_UPLOADS_PER_COMPANY,
        );
        const bytes = await uploadedPhotoBytes(request);
        const change = await uploadExperiencePhoto(
          app.db,
          mediaDir,
          experience,
          bytes,
          audit(access, request.params.id, 'experience.photo.add'),
        );
        return reply.code(201).send(changed(change));
      },
    });
  });

  route(app, orderPhotosEndpoint, {
    preValidation: callerFirst,
    config: { validationMessageKey: 'operatorPhotos.errors.orderMismatch' },
    handler: async (request) => {
      const access = await operatorAccess(request);
      const { id } = request.params;
      const order = { photoIds: request.body.photo_ids, coverId: request.body.cover_photo_id };
      const change = await changePhotos(
        app.db,
        scopeOf(access, id),
        reorderPhotos(id, order),
        audit(access, id, 'experience.photo.order'),
      );
      return changed(change);
    },
  });

  route(app, deletePhotoEndpoint, {
    preValidation: callerFirst,
    handler: async (request) => {
      const access = await operatorAccess(request);
      const change = await removeExperiencePhoto(
        app.db,
        mediaDir,
        scopeOf(access, request.params.id),
        request.params.photoId,
        audit(access, request.params.id, 'experience.photo.delete'),
      );
      return changed(change);
    },
  });
}
