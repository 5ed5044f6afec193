import type { Config } from 'tailwindcss';
import { DESIGN_COLORS } from './common/design-colors';

/**
 * The design tokens of docs/design.md, in one place (the colours in common/design-colors.ts, which the
 * manifest and the offline page read too). Components use these names (bg-accent, text-muted,
 * rounded-card…), never literal colours or sizes.
 */
export default {
  content: ['./app/**/*.{ts,tsx}'],
  experimental: { optimizeUniversalDefaults: true },
  theme: {
    screens: { xs: '464px', sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1540px' },
    extend: {
      colors: DESIGN_COLORS,
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
