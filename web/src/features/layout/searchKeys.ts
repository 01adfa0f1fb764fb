import type { KeyboardEvent } from 'react';
import type { SearchBoxState } from './useSearchBox';

/** Next highlighted option: -1 is the field itself; the arrows wrap around the list. */
export function moveActive(current: number, step: 1 | -1, count: number): number {
  const slots = count + 1;
  return ((current + 1 + step + slots) % slots) - 1;
}

/**
 * The field's keys (combobox pattern): Escape closes the panel, or the box when the panel is closed;
 * the arrows move through the options (opening the panel); Enter opens the highlighted option.
 */
export function searchKeyHandler(box: SearchBoxState, onClose?: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (box.showPanel) box.setPanelOpen(false);
      else onClose?.();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && box.options.length > 0) {
      event.preventDefault();
      box.setPanelOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      box.setActiveIndex((current) => moveActive(current, step, box.options.length));
    } else if (event.key === 'Enter' && box.active && box.showPanel) {
      event.preventDefault();
      box.pick(box.active.item);
    }
  };
}
