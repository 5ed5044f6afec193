/**
 * The logo's mark (the favicon's drawing, public/favicon.svg), inline: as an `<img>` of an SVG it cost
 * Chromium a document of its own on every page's first paint (decision 0017). Decorative: the brand's
 * name is next to it.
 */
export function BrandMark() {
  return (
    <svg aria-hidden viewBox="0 0 32 32" width={28} height={28} className="shrink-0">
      <rect width="32" height="32" rx="8" className="fill-accent" />
      <path d="M16 6l7 20-7-4-7 4z" className="fill-white" />
      <circle cx="16" cy="16" r="2.2" className="fill-coral" />
    </svg>
  );
}
