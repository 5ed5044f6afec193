import { describe, expect, it } from 'vitest';
import { nearestDay, rankAlternatives } from '../../../domain/supplier-cancellations/alternatives';

const candidate = (id: number, bookableDays: string[]) => ({
  id,
  name: `Experiencia ${id}`,
  path: `/experiencia-${id}`,
  bookableDays,
});

describe('the nearest open day to a cancelled departure', () => {
  it('is within seven days either side, the closest first, a later day before an earlier one', () => {
    expect(nearestDay('2026-12-10', ['2026-12-01', '2026-12-02', '2026-12-20'])).toBeNull();
    expect(nearestDay('2026-12-10', ['2026-12-03'])).toBe('2026-12-03');
    expect(nearestDay('2026-12-10', ['2026-12-17'])).toBe('2026-12-17');
    expect(nearestDay('2026-12-10', ['2026-12-18'])).toBeNull();
    expect(nearestDay('2026-12-10', ['2026-12-08', '2026-12-12', '2026-12-13'])).toBe('2026-12-12');
    expect(nearestDay('2026-12-10', ['2026-12-06', '2026-12-10', '2026-12-11'])).toBe('2026-12-10');
  });

  it('counts days across a month and a year', () => {
    expect(nearestDay('2026-12-30', ['2026-12-20', '2027-01-02'])).toBe('2027-01-02');
  });
});

describe('the three similar experiences offered', () => {
  it('keeps those with a nearby day, the nearest first, ties in the order of similarity, at most three', () => {
    const ranked = rankAlternatives({ experienceId: 1, date: '2026-12-10' }, [
      candidate(2, ['2026-12-13']),
      candidate(3, ['2027-01-10']),
      candidate(4, ['2026-12-11']),
      candidate(5, ['2026-12-07']),
      candidate(6, ['2026-12-09']),
      candidate(7, []),
    ]);
    expect(ranked).toEqual([
      { id: 4, name: 'Experiencia 4', path: '/experiencia-4', day: '2026-12-11' },
      { id: 6, name: 'Experiencia 6', path: '/experiencia-6', day: '2026-12-09' },
      { id: 2, name: 'Experiencia 2', path: '/experiencia-2', day: '2026-12-13' },
    ]);
  });

  it('never offers the cancelled experience itself, and offers none when nothing is near', () => {
    expect(rankAlternatives({ experienceId: 1, date: '2026-12-10' }, [candidate(1, ['2026-12-11'])])).toEqual(
      [],
    );
    expect(rankAlternatives({ experienceId: 1, date: '2026-12-10' }, [candidate(2, ['2026-11-01'])])).toEqual(
      [],
    );
  });
});
