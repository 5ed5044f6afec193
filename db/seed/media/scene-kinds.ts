/** Every kind of landscape the seed can illustrate; listings pick one that matches their category. */
export type SceneKind =
  | 'beach'
  | 'island'
  | 'reef'
  | 'jungle'
  | 'mountain'
  | 'volcano'
  | 'waterfall'
  | 'city'
  | 'colonial'
  | 'lake'
  | 'coffee'
  | 'river'
  | 'desert'
  | 'night'
  | 'food';

export const SCENE_KINDS: readonly SceneKind[] = Object.freeze([
  'beach',
  'island',
  'reef',
  'jungle',
  'mountain',
  'volcano',
  'waterfall',
  'city',
  'colonial',
  'lake',
  'coffee',
  'river',
  'desert',
  'night',
  'food',
] as const);

export function isSceneKind(value: string): value is SceneKind {
  return (SCENE_KINDS as readonly string[]).includes(value);
}
