/**
 * The description's editable region, and its stand-in before the editor is loaded: the same box, the
 * same text styles as the experience page (`prose-experience`, app.css), so nothing moves when it loads.
 */
export const RICH_TEXT_REGION_CLASS =
  'prose-experience min-h-40 rounded-b-card border border-line bg-surface px-3 py-2 leading-7 break-words aria-[invalid]:border-danger';
