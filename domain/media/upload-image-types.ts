/** The image types an upload's raw body may declare (the decoder still judges the bytes). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
