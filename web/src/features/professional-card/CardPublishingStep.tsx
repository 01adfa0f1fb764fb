import { SwitchField } from '../../components/forms/SwitchField';
import type { CardControl, Draft } from './cardDraft';
import { CARD_TERMS, CARD_TEXTS } from './cardTexts';

/** Step 8: the card's visibility (public or private), its terms of use and the privacy notice. */
export function CardPublishingStep({ ids, control, draft }: { ids: string; control: CardControl; draft: Draft }) {
  return (
    <fieldset className="card-step" id={`${ids}-step-7`}>
      <legend>8. Pubblicazione della scheda</legend>
      <p>
        Visibilità attuale: <strong>{draft.visibility}</strong>
      </p>
      {draft.pharmacareActive ? <p className="card-hint">{CARD_TEXTS.pharmacare}</p> : null}
      <SwitchField control={control} name="isPublic" id={`${ids}-public`} label="Scheda pubblica" />
      <details className="card-terms">
        <summary>Condizioni d&apos;uso della scheda</summary>
        <p>{CARD_TERMS}</p>
      </details>
      <SwitchField control={control} name="termsOfServiceFlag" id={`${ids}-terms`} label="Accetto le condizioni d'uso della scheda" />
      <SwitchField control={control} name="privacyFlag" id={`${ids}-privacy`} label="Ho letto l'informativa privacy" />
    </fieldset>
  );
}
