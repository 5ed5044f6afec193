import { describe, expect, it } from 'vitest';
import { type CardExperience, packCards, unpackCards } from '../../../app/lib/card-data';

describe('packCards', () => {
  it('reads back the cards it packed, field for field', () => {
    const cards: CardExperience[] = [
      {
        id: 7,
        name: 'Snorkel "en" Bocas',
        url: '/panama/bocas/snorkel/7',
        photos: [
          { id: 'reef-1', dominant_color: '#185888' },
          { id: 'beach-4', dominant_color: '#d8b888' },
        ],
        duration: 3.5,
        rating: 4.64,
        reviews_count: 11,
        display_price: 48.4,
        original_price: null,
        show_original_price: false,
        country: { id: 2, name: 'Panamá' },
      },
      {
        id: 8,
        name: 'Café',
        url: '/x/8',
        photos: [],
        duration: 1,
        rating: 0,
        reviews_count: 0,
        display_price: 95,
        original_price: 115,
        show_original_price: true,
        country: { id: 4, name: 'Guatemala' },
      },
    ];
    const packed = packCards(cards);
    expect(unpackCards(packed)).toEqual(cards);
    expect(packed.length).toBeLessThan(JSON.stringify(cards).length * 0.7);
  });
});
