import { type KeyboardEvent, useEffect, useId, useMemo, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { searchTerms } from '../../domain/catalog/search-terms';
import { normalizeSearchText } from '../../domain/catalog/search-text';
import { searchSuggestionsEndpoint } from '../../domain/catalog/suggestions-contract';
import type { SuccessAnswer } from '../../domain/contract/endpoint';
import { useTranslation } from '../i18n/translation-context';
import { useApi } from '../lib/api-client';
import { answerCache, useAnswer } from '../lib/use-answer';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { Icon } from './icon';
import type { IconName } from './icon-names';
import { CLOSED, comboboxReducer, enterAction, escapeHandled } from './search-combobox-state';

/** The pause after the last key before suggestions are asked (docs/decisions/0087-search-suggestions.md). */
const DEBOUNCE_MS = 150;

type GroupKey = 'destinations' | 'categories' | 'experiences';
const GROUPS: readonly { key: GroupKey; icon: IconName }[] = [
  { key: 'destinations', icon: 'map-pin' },
  { key: 'categories', icon: 'sparkles' },
  { key: 'experiences', icon: 'ticket' },
];

interface Option {
  group: GroupKey;
  name: string;
  detail: string;
  path: string;
}

/** Each text's suggestions are kept for a minute: typing back to it shows them at once. */
const SUGGESTIONS = answerCache<SuccessAnswer<typeof searchSuggestionsEndpoint>>(60_000);

/** The suggestions of the typed text, asked once it holds a search word and has rested for a moment. */
function useSuggestions(text: string): Option[] {
  const api = useApi();
  const { lang } = useTranslation();
  const asked = useDebouncedValue(normalizeSearchText(text), DEBOUNCE_MS);
  const askable = searchTerms(asked.value).length > 0;
  const answer = useAnswer(
    askable ? `${lang}/${asked.value}` : null,
    (signal) => api(searchSuggestionsEndpoint, { query: { q: asked.value }, signal }),
    SUGGESTIONS,
  );
  // The previous list stays while the next is asked, so the list does not flicker at each key.
  const data = answer.error === undefined ? answer.last : undefined;
  return useMemo(() => {
    if (!data || searchTerms(text).length === 0) return [];
    return [
      ...data.destinations.map((d) => ({
        group: 'destinations' as const,
        name: d.name,
        detail: d.country,
        path: d.path,
      })),
      ...data.categories.map((c) => ({
        group: 'categories' as const,
        name: c.name,
        detail: '',
        path: c.path,
      })),
      ...data.experiences.map((e) => ({
        group: 'experiences' as const,
        name: e.name,
        detail: e.city,
        path: e.path,
      })),
    ];
  }, [data, text]);
}

/**
 * The text field of every search bar with its suggestions (docs/product.md § Search suggestions): the
 * WAI-ARIA combobox pattern, focus staying in the field while Up/Down move the active option
 * (`aria-activedescendant`). Enter follows the active option, or submits the form as a plain search when
 * none is; Escape closes the list (a second Escape is the page's: the phone's bar closes). Without script
 * it is the plain field of the form that leads to /search.
 */
export function SearchCombobox({
  id,
  maxLength,
  focusOnOpen,
  className,
}: {
  id: string;
  maxLength: number;
  /** The phone's bar: the field takes focus when its popover opens. */
  focusOnOpen: boolean;
  className: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [state, dispatch] = useReducer(comboboxReducer, CLOSED);
  const options = useSuggestions(text);
  const count = options.length;
  const listId = `${id}-suggestions`;
  const prefix = useId();
  const optionId = (index: number) => `${prefix}option-${index}`;
  const shown = state.open && count > 0;

  useEffect(() => dispatch({ type: 'listed', count }), [count]);
  useEffect(() => {
    if (shown && state.active !== null) {
      document.getElementById(optionId(state.active))?.scrollIntoView({ block: 'nearest' });
    }
    // optionId is derived from `prefix` alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, state.active, prefix]);

  const choose = (option: Option) => {
    dispatch({ type: 'close' });
    void navigate(option.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves = { ArrowDown: 'down', ArrowUp: 'up', Home: 'home', End: 'end' } as const;
    const move = moves[event.key as keyof typeof moves];
    if (move && (move === 'down' || move === 'up' || state.active !== null)) {
      event.preventDefault();
      dispatch({ type: move, count });
      return;
    }
    if (event.key === 'Enter') {
      const action = enterAction(state);
      const option = action === 'submit' ? undefined : options[action.choose];
      if (option) {
        event.preventDefault();
        choose(option);
      } else dispatch({ type: 'close' });
    } else if (event.key === 'Escape' && escapeHandled(state)) {
      // The list closes and the field keeps its text; the phone's bar stays open.
      event.preventDefault();
      dispatch({ type: 'close' });
    }
  };

  return (
    <>
      <input
        id={id}
        name="searchText"
        // A text field, not `type="search"`: HTML allows the combobox role on the one, not on the other (the
        // Nu HTML Checker says so); the phone's keyboard still shows its search key (`enterKeyHint`).
        type="text"
        inputMode="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && state.active !== null ? optionId(state.active) : undefined}
        autoComplete="off"
        maxLength={maxLength}
        enterKeyHint="search"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the phone's bar is a popover its button just opened
        autoFocus={focusOnOpen}
        placeholder={t('home.searchPlaceholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          dispatch({ type: 'typed' });
        }}
        onKeyDown={onKeyDown}
        onBlur={() => dispatch({ type: 'close' })}
        className={className}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('suggestions.label')}
        hidden={!shown}
        className="absolute inset-x-0 top-full z-40 mt-2 max-h-[min(28rem,70vh)] overflow-y-auto rounded-card border border-line bg-surface py-2 text-left text-ink shadow-soft"
      >
        {GROUPS.map(({ key, icon }) => {
          const first = options.findIndex((option) => option.group === key);
          if (first < 0) return null;
          const headingId = `${prefix}${key}`;
          return (
            <div key={key} role="group" aria-labelledby={headingId}>
              <div
                id={headingId}
                role="presentation"
                className="px-4 pb-1 pt-2 text-sm font-semibold text-muted"
              >
                {t(`suggestions.${key}`)}
              </div>
              {options.map((option, index) =>
                option.group !== key ? null : (
                  // The keyboard drives the options from the field (aria-activedescendant), not on them.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <div
                    key={option.path}
                    id={optionId(index)}
                    role="option"
                    aria-selected={state.active === index}
                    tabIndex={-1}
                    // Keeps focus in the field, so the click below still sees the list (mouse and touch).
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => state.active !== index && dispatch({ type: 'point', index })}
                    onClick={() => choose(option)}
                    className={`flex min-h-11 cursor-pointer items-center gap-3 px-4 py-2 ${state.active === index ? 'bg-surface-sunk' : ''}`}
                  >
                    <Icon name={icon} className="size-5 shrink-0 text-muted" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate">{option.name}</span>
                      {option.detail && (
                        <span className="block truncate text-sm text-muted">{option.detail}</span>
                      )}
                    </span>
                  </div>
                ),
              )}
            </div>
          );
        })}
      </div>
    </>
  );
}
