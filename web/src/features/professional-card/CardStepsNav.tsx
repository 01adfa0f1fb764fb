import { CARD_STEPS } from './cardTexts';

/** 'Passi della scheda': a link to each step's fieldset (`${ids}-step-${i}`). */
export function CardStepsNav({ ids }: { ids: string }) {
  return (
    <nav aria-label="Passi della scheda" className="card-steps">
      <ol>
        {CARD_STEPS.map((step, i) => (
          <li key={step}>
            <a href={`#${ids}-step-${i}`}>{`${i + 1}. ${step}`}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
