import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { searchHref } from '../../components/search/searchPath';
import { optionId, SuggestionsPanel } from '../../components/search/SuggestionsPanel';
import type { SuggestionItem } from '../../components/search/suggestionGroups';
import { SEARCH_MIN_CHARS, useSearchSuggestions } from '../../components/search/useSearchSuggestions';
import { SearchIcon } from './icons';

/** Next highlighted option: -1 is the field itself; the arrows wrap around the list. */
function moveActive(current: number, step: 1 | -1, count: number): number {
  const slots = count + 1;
  return ((current + 1 + step + slots) % slots) - 1;
}

type SearchBoxProps = {
  /** Called after a search was submitted or when Escape asks to close the box. */
  onClose?: () => void;
  autoFocus?: boolean;
  /** In the header bar the hint shows only while the field has focus or text (it would else sit there for good). */
  hintWhileActive?: boolean;
  /** Name of the search landmark, when the page has more than one search box. */
  landmarkLabel?: string;
};

/**
 * Header search box (spec 1 §2 'Header search box'): placeholder, the two-character hint, a clear
 * button, from two characters a suggestions panel (combobox pattern, arrow keys), Enter with two
 * or more characters goes to the results page, a click outside closes the panel and a dark
 * overlay covers the page while the field has focus.
 */
export function SearchBox({ onClose, autoFocus, hintWhileActive = false, landmarkLabel }: SearchBoxProps) {
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(Boolean(autoFocus));
  const [panelOpen, setPanelOpen] = useState(true);
  const [activeIndex, setActiveIndex] = useState(-1);
  const navigate = useNavigate();
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const listboxId = useId().replace(/:/g, '');
  const tooShort = text.trim().length < SEARCH_MIN_CHARS;
  const suggestions = useSearchSuggestions(text);
  const showPanel = panelOpen && !tooShort;
  const showHint = tooShort && (!hintWhileActive || focused || text !== '');

  const options = suggestions.loading
    ? []
    : suggestions.groups.flatMap((group) => group.items.map((item, index) => ({ item, id: optionId(listboxId, group.id, index) })));
  const active = activeIndex >= 0 && activeIndex < options.length ? options[activeIndex] : null;

  // Spec 1 §2: clicking outside closes the panel (and lifts the overlay).
  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) {
        setPanelOpen(false);
        setFocused(false);
      }
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  function finish() {
    setPanelOpen(false);
    setFocused(false);
    inputRef.current?.blur();
    onClose?.();
  }

  function pick(item: SuggestionItem) {
    void navigate(item.href);
    finish();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (showPanel) setPanelOpen(false);
      else onClose?.();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && options.length > 0) {
      event.preventDefault();
      setPanelOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((current) => moveActive(current, step, options.length));
    } else if (event.key === 'Enter' && active && showPanel) {
      event.preventDefault();
      pick(active.item);
    }
  }

  return (
    <>
      {focused && <div className="search-overlay" aria-hidden="true" />}
      <form
        ref={rootRef}
        role="search"
        aria-label={landmarkLabel}
        className={`search-box${focused ? ' search-box--focused' : ''}`}
        onSubmit={(event) => {
          event.preventDefault();
          if (tooShort) return;
          void navigate(searchHref(text));
          finish();
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          Cerca nel sito
        </label>
        <div className="search-box__field">
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showPanel}
            aria-controls={listboxId}
            aria-activedescendant={showPanel && active ? active.id : undefined}
            className="search-box__input"
            placeholder="Cosa stai cercando?"
            autoComplete="off"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setPanelOpen(true);
              setActiveIndex(-1);
            }}
            onFocus={() => {
              setFocused(true);
              setPanelOpen(true);
            }}
            onKeyDown={onKeyDown}
            aria-describedby={showHint ? hintId : undefined}
            // The box opens on an explicit request (a toggle), so moving focus into it is expected.
            autoFocus={autoFocus}
          />
          {text && (
            <button
              type="button"
              className="search-box__clear"
              aria-label="Cancella la ricerca"
              onClick={() => {
                setText('');
                setActiveIndex(-1);
                inputRef.current?.focus();
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
          <button type="submit" className="search-box__submit" aria-label="Avvia la ricerca">
            <SearchIcon />
          </button>
        </div>
        {showHint && (
          <p id={hintId} className="search-box__hint">
            Digita almeno due caratteri per iniziare la ricerca.
          </p>
        )}
        {showPanel && (
          <SuggestionsPanel
            listboxId={listboxId}
            text={suggestions.loading ? text.trim() : suggestions.text}
            loading={suggestions.loading}
            groups={suggestions.groups}
            activeId={active?.id ?? null}
            onPick={pick}
            onShowAll={finish}
          />
        )}
      </form>
    </>
  );
}
