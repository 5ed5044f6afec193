import { describe, expect, it } from 'vitest';
import { AppError } from '../../../domain/errors';
import { orderPhotos } from '../../../domain/experiences/photo-rules';

const code = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError)
      return { status: error.status, code: error.code, issues: error.extra.issues };
    throw error;
  }
  throw new Error('the order was accepted');
};

describe('orderPhotos', () => {
  it('keeps the order asked, and moves the cover first when one is named', () => {
    expect(orderPhotos([1, 2, 3], [3, 1, 2])).toEqual([3, 1, 2]);
    expect(orderPhotos([1, 2, 3], [3, 1, 2], 2)).toEqual([2, 3, 1]);
    expect(orderPhotos([1, 2, 3], [1, 2, 3], 1)).toEqual([1, 2, 3]);
    expect(orderPhotos([], [])).toEqual([]);
  });

  it('refuses a list that misses, repeats or adds a photo', () => {
    const mismatch = {
      status: 400,
      code: 'PHOTO_ORDER_MISMATCH',
      issues: [{ field: 'photo_ids', message: 'operatorPhotos.errors.orderMismatch' }],
    };
    expect(code(() => orderPhotos([1, 2, 3], [1, 2]))).toEqual(mismatch);
    expect(code(() => orderPhotos([1, 2, 3], [1, 2, 2]))).toEqual(mismatch);
    expect(code(() => orderPhotos([1, 2, 3], [1, 2, 3, 4]))).toEqual(mismatch);
    expect(code(() => orderPhotos([1, 2, 3], [1, 2, 4]))).toEqual(mismatch);
  });

  it('refuses a cover that is not one of the photos', () => {
    expect(code(() => orderPhotos([1, 2, 3], [1, 2, 3], 9))).toEqual({
      status: 400,
      code: 'PHOTO_NOT_FOUND',
      issues: [{ field: 'cover_photo_id', message: 'operatorPhotos.errors.coverUnknown' }],
    });
  });
});
