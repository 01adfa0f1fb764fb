import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from './icons';

/** Spec 1 §5 'Search': at least two characters. */
export const SEARCH_MIN_CHARS = 2;

/** /search?s={text} (spec 1 §2). */
export function searchHref(text: string): string {
  return `/search?${new URLSearchParams({ s: text.trim() }).toString()}`;
}

type SearchBoxProps = {
  /** Called after a search was submitted or when Escape asks to close the box. */
  onClose?: () => void;
  autoFocus?: boolean;
};

/**
 * Header search box (spec 1 §2 'Header search box'): placeholder, the two-character hint, a clear
 * button, Enter with two or more characters goes to the results page. The suggestions panel
 * plugs in here later.
 */
export function SearchBox({ onClose, autoFocus }: SearchBoxProps) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const inputId = useId();
  const hintId = useId();
  const tooShort = text.trim().length < SEARCH_MIN_CHARS;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose?.();
    }
  }

  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        if (tooShort) return;
        void navigate(searchHref(text));
        onClose?.();
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Cerca nel sito
      </label>
      <div className="search-box__field">
        <input
          id={inputId}
          type="search"
          className="search-box__input"
          placeholder="Cosa stai cercando?"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={tooShort ? hintId : undefined}
          // The box opens on an explicit request (a toggle), so moving focus into it is expected.
          autoFocus={autoFocus}
        />
        {text && (
          <button type="button" className="search-box__clear" aria-label="Cancella la ricerca" onClick={() => setText('')}>
            <span aria-hidden="true">×</span>
          </button>
        )}
        <button type="submit" className="search-box__submit" aria-label="Avvia la ricerca">
          <SearchIcon />
        </button>
      </div>
      {tooShort && (
        <p id={hintId} className="search-box__hint">
          Digita almeno due caratteri per iniziare la ricerca.
        </p>
      )}
    </form>
  );
}

