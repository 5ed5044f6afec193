import { describe, expect, it } from 'vitest';
import {
  CLOSED,
  type ComboboxEvent,
  type ComboboxState,
  comboboxReducer,
  enterAction,
  escapeHandled,
} from '../../../app/components/search-combobox-state';

const run = (events: ComboboxEvent[], from: ComboboxState = CLOSED) => events.reduce(comboboxReducer, from);

describe('search combobox state', () => {
  it('opens on typing with nothing active, so Enter submits the typed search', () => {
    const state = run([{ type: 'typed' }, { type: 'listed', count: 4 }]);
    expect(state).toEqual({ open: true, active: null });
    expect(enterAction(state)).toBe('submit');
  });

  it('moves down and up through all options, wrapping round', () => {
    const typed = run([{ type: 'typed' }, { type: 'listed', count: 3 }]);
    const down = (s: ComboboxState) => comboboxReducer(s, { type: 'down', count: 3 });
    const up = (s: ComboboxState) => comboboxReducer(s, { type: 'up', count: 3 });
    expect(down(typed).active).toBe(0);
    expect(down(down(down(typed))).active).toBe(2);
    expect(down(down(down(down(typed)))).active).toBe(0);
    expect(up(typed).active).toBe(2);
    expect(up(down(typed)).active).toBe(2);
    expect(enterAction(down(down(typed)))).toEqual({ choose: 1 });
  });

  it('opens a closed list from the keyboard on its first or last option', () => {
    expect(run([{ type: 'down', count: 5 }])).toEqual({ open: true, active: 0 });
    expect(run([{ type: 'up', count: 5 }])).toEqual({ open: true, active: 4 });
    // Nothing to show: the keys change nothing.
    expect(run([{ type: 'down', count: 0 }])).toEqual(CLOSED);
    expect(run([{ type: 'typed' }, { type: 'up', count: 0 }])).toEqual({ open: true, active: null });
  });

  it('jumps with Home and End only while an option is active', () => {
    const typed = run([{ type: 'typed' }]);
    expect(comboboxReducer(typed, { type: 'end', count: 4 })).toBe(typed);
    expect(comboboxReducer(typed, { type: 'home' })).toBe(typed);
    const second = run(
      [
        { type: 'down', count: 4 },
        { type: 'down', count: 4 },
      ],
      typed,
    );
    expect(comboboxReducer(second, { type: 'end', count: 4 }).active).toBe(3);
    expect(comboboxReducer(second, { type: 'home' }).active).toBe(0);
  });

  it('keeps the active option within fewer suggestions, and none when there are none', () => {
    const last = run([{ type: 'typed' }, { type: 'up', count: 8 }]);
    expect(comboboxReducer(last, { type: 'listed', count: 3 }).active).toBe(2);
    expect(comboboxReducer(last, { type: 'listed', count: 0 }).active).toBeNull();
  });

  it('typing again forgets the active option', () => {
    const chosen = run([{ type: 'typed' }, { type: 'down', count: 3 }]);
    expect(comboboxReducer(chosen, { type: 'typed' })).toEqual({ open: true, active: null });
  });

  it('Escape closes an open list and leaves a closed one to the page (the phone bar closes then)', () => {
    const open = run([{ type: 'typed' }, { type: 'down', count: 3 }]);
    expect(escapeHandled(open)).toBe(true);
    const closed = comboboxReducer(open, { type: 'close' });
    expect(closed).toEqual(CLOSED);
    expect(escapeHandled(closed)).toBe(false);
    expect(enterAction(closed)).toBe('submit');
  });

  it('the pointer makes an option active only while the list is open', () => {
    expect(run([{ type: 'typed' }, { type: 'point', index: 2 }]).active).toBe(2);
    expect(run([{ type: 'point', index: 2 }])).toEqual(CLOSED);
  });
});
