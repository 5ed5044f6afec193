/**
 * The palette of docs/design.md, in one place: Tailwind's theme (tailwind.config.ts) gives components
 * their names (bg-accent, text-muted…), and what cannot use a class reads it from here: the browser's
 * theme colour, the web app manifest, the offline page and the app icons.
 */
export const DESIGN_COLORS = {
  ink: '#1f2328',
  muted: '#57606a',
  line: '#e5e2dd',
  surface: { DEFAULT: '#ffffff', warm: '#f7f5f2', sunk: '#efece7' },
  // `strong` is the accent for text on tinted backgrounds, where the base teal falls short of AA.
  accent: { DEFAULT: '#0b7a75', hover: '#075e5a', strong: '#065450', soft: '#e3f2f1' },
  coral: { DEFAULT: '#e8603c', dark: '#b8431f' },
  success: { DEFAULT: '#1a7f37', soft: '#dafbe1' },
  warning: { DEFAULT: '#9a6700', soft: '#fff8c5' },
  danger: { DEFAULT: '#cf222e', soft: '#ffebe9' },
} as const;
