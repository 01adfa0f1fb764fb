import type { RefObject } from 'react';
import { SearchIcon } from './icons';
import { searchKeyHandler } from './searchKeys';
import type { SearchBoxState } from './useSearchBox';

type SearchFieldProps = { box: SearchBoxState; inputRef: RefObject<HTMLInputElement | null>; inputId: string; hintId: string; listboxId: string; autoFocus?: boolean; onClose?: () => void };

/** The search field (a combobox over the suggestions' listbox), its clear button and the submit button. */
export function SearchField({ box, inputRef, inputId, hintId, listboxId, autoFocus, onClose }: SearchFieldProps) {
  const { text, showPanel, active } = box;
  return (
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
          box.setText(event.target.value);
          box.setPanelOpen(true);
          box.setActiveIndex(-1);
        }}
        onFocus={() => {
          box.setFocused(true);
          box.setPanelOpen(true);
        }}
        onKeyDown={searchKeyHandler(box, onClose)}
        aria-describedby={box.showHint ? hintId : undefined}
        // The box opens on an explicit request (a toggle), so moving focus into it is expected.
        autoFocus={autoFocus}
      />
      {text && (
        <button
          type="button"
          className="search-box__clear"
          aria-label="Cancella la ricerca"
          onClick={() => {
            box.setText('');
            box.setActiveIndex(-1);
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
  );
}
