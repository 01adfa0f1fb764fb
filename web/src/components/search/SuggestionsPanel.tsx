import { Link } from 'react-router';
import { Spinner } from '../ui/Spinner';
import { Highlight } from './Highlight';
import { searchHref } from './searchPath';
import type { SuggestionGroup, SuggestionItem } from './suggestionGroups';
import './SuggestionsPanel.css';

export const NO_SUGGESTIONS = 'Siamo spiacenti ma la ricerca non ha prodotto risultati.';

/** DOM id of a suggestion, for aria-activedescendant. */
export function optionId(listboxId: string, groupId: string, index: number) {
  return `${listboxId}-${groupId}-${index}`;
}

type SuggestionsPanelProps = {
  listboxId: string;
  text: string;
  loading: boolean;
  groups: SuggestionGroup[];
  /** Id of the option highlighted by the arrow keys. */
  activeId: string | null;
  onPick(item: SuggestionItem): void;
  onShowAll(): void;
};

/**
 * The header box's suggestions panel (spec 1 §2): a loading state, the groups with the match in
 * bold, the empty message and the 'Tutti i risultati per “…”' link. It is the combobox's listbox.
 */
export function SuggestionsPanel({ listboxId, text, loading, groups, activeId, onPick, onShowAll }: SuggestionsPanelProps) {
  return (
    <div className="search-panel">
      {loading ? (
        <Spinner label="Ricerca in corso" />
      ) : groups.length === 0 ? (
        <p className="search-panel__empty" role="status">
          {NO_SUGGESTIONS}
        </p>
      ) : null}
      <div id={listboxId} role="listbox" aria-label="Suggerimenti di ricerca" hidden={loading || groups.length === 0}>
        {!loading &&
          groups.map((group) => (
            <ul key={group.id} role="group" aria-labelledby={`${listboxId}-${group.id}`} className="search-panel__group">
              <li role="presentation" id={`${listboxId}-${group.id}`} className="search-panel__group-title">
                {group.label}
              </li>
              {group.items.map((item, index) => {
                const id = optionId(listboxId, group.id, index);
                return (
                  <li
                    key={item.id}
                    id={id}
                    role="option"
                    aria-selected={activeId === id}
                    className="search-panel__option"
                    // mousedown would blur the input first and close the panel before the click lands.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => onPick(item)}
                  >
                    <Highlight text={item.title} query={text} />
                  </li>
                );
              })}
            </ul>
          ))}
      </div>
      <Link className="search-panel__all" to={searchHref(text)} onClick={onShowAll}>
        Tutti i risultati per “{text}”
      </Link>
    </div>
  );
}
