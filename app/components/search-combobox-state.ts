/**
 * The search bar's suggestion list as a pure state machine (the WAI-ARIA combobox pattern with a listbox
 * popup; docs/decisions/0087-search-suggestions.md). The component feeds it the traveller's keys and the
 * number of options on screen; it answers whether the list is open and which option is active.
 */
export interface ComboboxState {
  /** The list is shown (when it has options). */
  open: boolean;
  /** Index of the active option among all groups in order, or null: focus stays on the text. */
  active: number | null;
}

export type ComboboxEvent =
  /** The text changed: the list opens for the new suggestions, nothing active yet. */
  | { type: 'typed' }
  /** New suggestions arrived: `count` options. */
  | { type: 'listed'; count: number }
  | { type: 'down'; count: number }
  | { type: 'up'; count: number }
  | { type: 'home' }
  | { type: 'end'; count: number }
  /** Escape, a choice, focus leaving the field. */
  | { type: 'close' }
  /** The pointer rests on an option. */
  | { type: 'point'; index: number };

export const CLOSED: ComboboxState = { open: false, active: null };

/**
 * Down and Up open a closed list (on its first or last option) and move through an open one, wrapping
 * round; Home and End jump (only while an option is active, so they still move the caret otherwise).
 */
export function comboboxReducer(state: ComboboxState, event: ComboboxEvent): ComboboxState {
  switch (event.type) {
    case 'typed':
      return { open: true, active: null };
    case 'listed':
      if (state.active === null || event.count === 0) return { ...state, active: null };
      return { ...state, active: Math.min(state.active, event.count - 1) };
    case 'down':
      if (event.count === 0) return state;
      if (!state.open || state.active === null) return { open: true, active: 0 };
      return { open: true, active: (state.active + 1) % event.count };
    case 'up':
      if (event.count === 0) return state;
      if (!state.open || state.active === null) return { open: true, active: event.count - 1 };
      return { open: true, active: (state.active - 1 + event.count) % event.count };
    case 'home':
      return state.open && state.active !== null ? { ...state, active: 0 } : state;
    case 'end':
      return state.open && state.active !== null && event.count > 0
        ? { ...state, active: event.count - 1 }
        : state;
    case 'close':
      return CLOSED;
    case 'point':
      return state.open ? { ...state, active: event.index } : state;
  }
}

/** What Enter does: follow the active option, or (none active) submit the form as a plain search. */
export function enterAction(state: ComboboxState): { choose: number } | 'submit' {
  return state.open && state.active !== null ? { choose: state.active } : 'submit';
}

/** What Escape does: close an open list (the field keeps its text), or let the page have the key. */
export function escapeHandled(state: ComboboxState): boolean {
  return state.open;
}
