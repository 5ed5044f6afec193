import { describe, expect, it } from 'vitest';
import { cardPhotos } from '../../../domain/media/card-photos';

describe('card photos', () => {
  it('keeps the first four', () => {
    expect(cardPhotos(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual(['a', 'b', 'c', 'd']);
  });
  it('pads fewer photos to four by repeating them in order', () => {
    expect(cardPhotos(['a'])).toEqual(['a', 'a', 'a', 'a']);
    expect(cardPhotos(['a', 'b', 'c'])).toEqual(['a', 'b', 'c', 'a']);
  });
  it('has no slides without photos', () => {
    expect(cardPhotos([])).toEqual([]);
  });
});
