import { useId, useState } from 'react';
import { Button } from '../ui/Button';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import './FaqAccordion.css';

/** Spec 2 §9: FAQ initial 5. */
export const FAQ_INITIAL_COUNT = 5;

export const FaqAccordion_ItemFragment = graphql(`
  fragment FaqAccordion_item on FaqItem {
    id
    question
    answerHtml
  }
`);

type FaqAccordionProps = {
  items: readonly FragmentType<typeof FaqAccordion_ItemFragment>[];
};

/**
 * FAQ accordion (spec 2 §2, §4): each question is a button that opens its answer; the first 5 items
 * show, and with more than 5 a toggle switches between 'Mostra altre' and 'Mostra meno'.
 * The items come already filtered for the viewer by the server.
 */
export function FaqAccordion({ items: itemRefs }: FaqAccordionProps) {
  const items = getFragmentData(FaqAccordion_ItemFragment, itemRefs);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const [showAll, setShowAll] = useState(false);
  const idPrefix = useId();
  const listId = `${idPrefix}-list`;
  const hasMore = items.length > FAQ_INITIAL_COUNT;
  const shown = showAll ? items : items.slice(0, FAQ_INITIAL_COUNT);

  const toggle = (id: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="faq">
      <ul className="faq__list" id={listId}>
        {shown.map((item, i) => {
          const expanded = open.has(item.id);
          const buttonId = `${idPrefix}-q${i}`;
          const panelId = `${idPrefix}-a${i}`;
          return (
            <li key={item.id} className="faq__item">
              <h3 className="faq__question">
                <button type="button" id={buttonId} className="faq__button" aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(item.id)}>
                  <span>{item.question}</span>
                  <span className="faq__icon" aria-hidden="true" />
                </button>
              </h3>
              {/* CMS-authored HTML, as the article bodies. */}
              <div id={panelId} role="region" aria-labelledby={buttonId} className="faq__answer" hidden={!expanded} dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
            </li>
          );
        })}
      </ul>
      {hasMore && (
        <Button variant="link" className="faq__more" aria-expanded={showAll} aria-controls={listId} onClick={() => setShowAll(!showAll)}>
          {showAll ? 'Mostra meno' : 'Mostra altre'}
        </Button>
      )}
    </div>
  );
}
