import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCache, useAnswer } from '../../../app/lib/use-answer';

/*
 * The shell's small answers outside TanStack Query (docs/decisions/0050-server-state). No DOM environment
 * here: the server's render, and the cache the header's suggestions keep.
 */
afterEach(() => vi.useRealTimers());

function Probe({
  load,
  cache,
}: {
  load: () => Promise<string>;
  cache?: ReturnType<typeof answerCache<string>>;
}) {
  const answer = useAnswer('k', load, cache);
  return createElement('p', null, answer.settled ? `answer:${answer.data}` : 'loading');
}

describe('useAnswer', () => {
  it('asks nothing while the server renders: its HTML is the loading frame', () => {
    const load = vi.fn(() => Promise.resolve('x'));
    expect(renderToStaticMarkup(createElement(Probe, { load }))).toBe('<p>loading</p>');
    expect(load).not.toHaveBeenCalled();
  });

  it('shows a kept answer at once, without asking', () => {
    const cache = answerCache<string>(60_000);
    cache.set('k', 'kept');
    const load = vi.fn(() => Promise.resolve('x'));
    expect(renderToStaticMarkup(createElement(Probe, { load, cache }))).toBe('<p>answer:kept</p>');
  });
});

describe('answerCache', () => {
  it('keeps an answer for its time, then forgets it', () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z') });
    const cache = answerCache<number>(60_000);
    cache.set('a', 1);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('b')).toBeUndefined();
    vi.advanceTimersByTime(59_999);
    expect(cache.get('a')).toBe(1);
    vi.advanceTimersByTime(1);
    expect(cache.get('a')).toBeUndefined();
  });
});
