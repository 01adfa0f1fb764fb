import type { Draft } from './cardDraft';
import { CARD_STATE_TEXTS, CARD_STATUS_LABELS, CARD_STEPS } from './cardTexts';

/** Spec 3 §3 status and step of the draft: where the card stands and, while incomplete, the step to complete next. */
export function CardState({ draft }: { draft: Draft }) {
  const step = CARD_STEPS[draft.step];
  return (
    <dl className="card-state">
      <div>
        <dt>{CARD_STATE_TEXTS.status}</dt>
        <dd>{CARD_STATUS_LABELS[draft.status] ?? String(draft.status)}</dd>
      </div>
      {draft.status === 0 && step ? (
        <div>
          <dt>{CARD_STATE_TEXTS.nextStep}</dt>
          <dd>{`${draft.step + 1}. ${step}`}</dd>
        </div>
      ) : null}
    </dl>
  );
}
