import { useEffect, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { optionId } from '../../components/search/SuggestionsPanel';
import type { SuggestionItem } from '../../components/search/suggestionGroups';
import { SEARCH_MIN_CHARS, useSearchSuggestions } from '../../components/search/useSearchSuggestions';

/**
 * The header search box's state: the text, whether the field has focus (the overlay) and the
 * suggestions panel is open, the option highlighted with the arrow keys (-1: the field itself), the
 * suggestions from two characters. A click outside the box closes the panel and lifts the overlay
 * (spec 1 §2); `finish` closes the box after a search, `pick` opens a suggestion.
 */
type SearchBoxOptions = {
  autoFocus?: boolean;
  hintWhileActive: boolean;
  listboxId: string;
  /** The box (a pointer down outside it closes the panel) and its field (blurred when the box closes). */
  rootRef: RefObject<HTMLFormElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
  onClose?: () => void;
};

export function useSearchBox({ autoFocus, hintWhileActive, listboxId, rootRef, inputRef, onClose }: SearchBoxOptions) {
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(Boolean(autoFocus));
  const [panelOpen, setPanelOpen] = useState(true);
  const [activeIndex, setActiveIndex] = useState(-1);
  const navigate = useNavigate();
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
  }, [rootRef]);

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

  return { text, setText, focused, setFocused, setPanelOpen, setActiveIndex, tooShort, suggestions, showPanel, showHint, options, active, navigate, finish, pick };
}

export type SearchBoxState = ReturnType<typeof useSearchBox>;
