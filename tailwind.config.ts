import type { Config } from 'tailwindcss';

/**
 * The design tokens of docs/design.md, in one place. Components use these names (bg-accent, text-muted,
 * rounded-card…), never literal colours or sizes.
 */
export default {
  content: ['./app/**/*.{ts,tsx}'],
  experimental: { optimizeUniversalDefaults: true },
  theme: {
    screens: { xs: '464px', sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1540px' },
    extend: {
      colors: {
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
      },
      fontFamily: { sans: ['"Inter Variable"', '"Inter Fallback"', 'system-ui', 'sans-serif'] },
      fontSize: {
        sm: ['14px', '20px'],
        base: ['16px', '24px'],
        h4: ['20px', '28px'],
        h3: ['24px', '32px'],
        h2: ['32px', '40px'],
        h1: ['40px', '48px'],
      },
      borderRadius: { card: '12px', pill: '999px' },
      boxShadow: { soft: '0 4px 16px rgba(31, 35, 40, 0.10)' },
      maxWidth: { content: '1280px' },
      transitionDuration: { DEFAULT: '180ms' },
    },
  },
} satisfies Config;
