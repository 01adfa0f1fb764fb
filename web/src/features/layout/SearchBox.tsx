import { useId, useRef } from 'react';
import { searchHref } from '../../components/search/searchPath';
import { SuggestionsPanel } from '../../components/search/SuggestionsPanel';
import { SearchField } from './SearchField';
import { useSearchBox } from './useSearchBox';

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
  const inputId = useId();
  const hintId = useId();
  const listboxId = useId().replace(/:/g, '');
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const box = useSearchBox({ autoFocus, hintWhileActive, listboxId, rootRef, inputRef, onClose });
  const { text, focused, suggestions } = box;

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
          if (box.tooShort) return;
          void box.navigate(searchHref(text));
          box.finish();
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          Cerca nel sito
        </label>
        <SearchField box={box} inputRef={inputRef} inputId={inputId} hintId={hintId} listboxId={listboxId} autoFocus={autoFocus} onClose={onClose} />
        {box.showHint && (
          <p id={hintId} className="search-box__hint">
            Digita almeno due caratteri per iniziare la ricerca.
          </p>
        )}
        {box.showPanel && (
          <SuggestionsPanel
            listboxId={listboxId}
            text={suggestions.loading ? text.trim() : suggestions.text}
            loading={suggestions.loading}
            groups={suggestions.groups}
            activeId={box.active?.id ?? null}
            onPick={box.pick}
            onShowAll={box.finish}
          />
        )}
      </form>
    </>
  );
}
