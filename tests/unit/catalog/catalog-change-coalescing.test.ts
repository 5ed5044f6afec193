import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCatalogChange } from '../../../domain/catalog/catalog-changes.server';
import { coalescedClear } from '../../../server/catalog-changes';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('coalescedClear', () => {
  it('clears at once after a quiet spell, and once at the end of the interval for a flood', () => {
    const clear = vi.fn();
    const clearer = coalescedClear(clear, 100);
    clearer.request();
    expect(clear).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 1000; i++) clearer.request();
    expect(clear).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(99);
    expect(clear).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(clear).toHaveBeenCalledTimes(2);
    // Nothing new arrived since that clear: nothing more happens.
    vi.advanceTimersByTime(1000);
    expect(clear).toHaveBeenCalledTimes(2);
    clearer.request();
    expect(clear).toHaveBeenCalledTimes(3);
  });

  it('never leaves a request without a clear after it, and stops when cancelled', () => {
    const clear = vi.fn();
    const clearer = coalescedClear(clear, 100);
    clearer.request();
    vi.advanceTimersByTime(50);
    clearer.request();
    vi.advanceTimersByTime(50);
    expect(clear).toHaveBeenCalledTimes(2);
    clearer.request();
    clearer.cancel();
    vi.advanceTimersByTime(1000);
    expect(clear).toHaveBeenCalledTimes(2);
  });
});

describe('parseCatalogChange', () => {
  it('reads what announceCatalogChange sends and ignores anything else', () => {
    expect(parseCatalogChange('{"entity":"experience","id":12}')).toEqual({ entity: 'experience', id: 12 });
    expect(parseCatalogChange('{"entity":"catalog"}')).toEqual({ entity: 'catalog' });
    expect(parseCatalogChange('not json')).toBeNull();
    expect(parseCatalogChange('null')).toBeNull();
    expect(parseCatalogChange('{"id":1}')).toBeNull();
  });
});
