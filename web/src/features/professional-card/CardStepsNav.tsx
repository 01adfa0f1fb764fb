import { CARD_STEPS } from './cardTexts';

/** 'Passi della scheda': a link to each step's fieldset (`${ids}-step-${i}`); the draft's step (spec 3 §3) is the current one while the card is incomplete. */
export function CardStepsNav({ ids, current }: { ids: string; current?: number }) {
  return (
    <nav aria-label="Passi della scheda" className="card-steps">
      <ol>
        {CARD_STEPS.map((step, i) => (
          <li key={step}>
            <a href={`#${ids}-step-${i}`} aria-current={i === current ? 'step' : undefined}>{`${i + 1}. ${step}`}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
