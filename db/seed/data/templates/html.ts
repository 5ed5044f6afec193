/** Joins HTML blocks; keeps each paragraph on its own source line so the content stays reviewable. */
export const html = (...blocks: string[]): string => blocks.join('');
