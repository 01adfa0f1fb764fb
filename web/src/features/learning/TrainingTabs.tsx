import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { TrainingTab } from './trainingTabs';

type TrainingTabsProps = {
  tabs: readonly TrainingTab[];
  current: TrainingTab;
  countOf(tab: TrainingTab): number | undefined;
  onSelect(tab: TrainingTab): void;
  children: ReactNode;
};

/** WAI-ARIA tabs (arrow keys, Home, End move between tabs); the panel shows the current tab. */
export function TrainingTabs({ tabs, current, countOf, onSelect, children }: TrainingTabsProps) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function handleKey(event: KeyboardEvent, index: number) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key]! + tabs.length) % tabs.length;
    onSelect(tabs[next]!);
    refs.current[next]?.focus();
  }

  return (
    <div className="training-tabs">
      <div role="tablist" aria-label="Stato dei corsi" className="training-tabs__list">
        {tabs.map((tab, index) => {
          const selected = tab.status === current.status;
          const count = countOf(tab);
          return (
            <button
              key={tab.status}
              ref={(node) => {
                refs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.status}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className="training-tabs__tab"
              onClick={() => onSelect(tab)}
              onKeyDown={(event) => handleKey(event, index)}
            >
              {tab.label}
              {count != null ? <span className="training-tabs__count"> ({count})</span> : null}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current.status}`} className="training-tabs__panel">
        {children}
      </div>
    </div>
  );
}
