import { describe, expect, it } from 'vitest';
import { lucideIconShapes } from '../../../domain/media/lucide-icons.server';

describe('lucideIconShapes', () => {
  it("gives the shapes of a Lucide icon, without its <svg> element or the file's whitespace", async () => {
    const shapes = await lucideIconShapes('map-pin');
    expect(shapes).toMatch(/^<path d="[^"]+" \/><circle [^>]+\/>$/);
    expect(await lucideIconShapes('map-pin')).toBe(shapes);
  });

  it('gives null for a name that is no Lucide icon, or no name at all', async () => {
    expect(await lucideIconShapes('no-such-icon-xyz')).toBeNull();
    expect(await lucideIconShapes('../package')).toBeNull();
    expect(await lucideIconShapes('')).toBeNull();
  });
});
