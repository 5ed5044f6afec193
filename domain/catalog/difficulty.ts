/**
 * The difficulty_level enum of docs/product.md § Experience; only i18n key names live here, the catalogues
 * own the words.
 */
export const DIFFICULTY_LEVELS = [0, 1, 2, 3, 4] as const;
export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];

const KEYS: Readonly<Record<DifficultyLevel, string>> = {
  0: 'experience.difficulty.notApplicable',
  1: 'experience.difficulty.easy',
  2: 'experience.difficulty.medium',
  3: 'experience.difficulty.hard',
  4: 'experience.difficulty.expert',
};

export function isDifficultyLevel(value: unknown): value is DifficultyLevel {
  return (DIFFICULTY_LEVELS as readonly unknown[]).includes(value);
}

export function difficultyI18nKey(level: DifficultyLevel): string {
  return KEYS[level];
}
