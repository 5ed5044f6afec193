import { lucideIconShapes } from '../../domain/media/lucide-icons.server';

/** What a category chip shows (home strip, filter dialog): its name and its icon's shapes, drawn inline. */
export function categoryChips(categories: { id: number; name: string; icon_name: string }[]) {
  return Promise.all(
    categories.map(async ({ id, name, icon_name }) => ({
      id,
      name,
      iconShapes: await lucideIconShapes(icon_name),
    })),
  );
}
