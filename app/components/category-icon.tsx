/**
 * A category's Lucide icon, drawn inline from the shapes the loader read (`lucideIconShapes`). Not an
 * `<img>` of the icon's file: Chromium builds a whole document for every SVG image, about 80 ms of a slow
 * phone's main thread for the home page's category strip (decision 0017). Decorative, as the category's
 * name is next to it; nothing when the catalogue names no known icon.
 */
export function CategoryIcon({ shapes }: { shapes: string | null }) {
  if (!shapes) return null;
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className="icon size-5 shrink-0 text-accent"
      // Shapes of the installed lucide-static package, picked by a validated name: not visitor input.
      dangerouslySetInnerHTML={{ __html: shapes }}
    />
  );
}
