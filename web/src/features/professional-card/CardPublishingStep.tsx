import { Link } from 'react-router';
import { SwitchField } from '../../components/forms/SwitchField';
import { paths } from '../../config/paths';
import { formatDate } from '../../components/cards/contentFormat';
import type { CardControl, Draft } from './cardDraft';
import { CARD_FIELD_LABELS, CARD_STATE_TEXTS, CARD_TERMS, CARD_TEXTS } from './cardTexts';

/**
 * Step 8: the card's visibility (public or private), its terms of use and the privacy notice (linked
 * to their pages, spec 3 §2 'with terms and a privacy notice'). Once both are accepted and saved the
 * draft's isHiddenFlags (spec 3 §3) is true and the two switches are not asked again.
 */
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
      <p className="card-hint">
        {CARD_STATE_TEXTS.readTerms}{' '}
        <Link to={paths.termsOfUse} target="_blank" rel="noopener">
          {CARD_STATE_TEXTS.termsLink}
          <span className="visually-hidden"> (si apre in una nuova scheda)</span>
        </Link>
        {' · '}
        <Link to={paths.privacyNotice} target="_blank" rel="noopener">
          {CARD_STATE_TEXTS.privacyLink}
          <span className="visually-hidden"> (si apre in una nuova scheda)</span>
        </Link>
      </p>
      {draft.isHiddenFlags ? (
        <p>{CARD_STATE_TEXTS.accepted}</p>
      ) : (
        <>
          <SwitchField control={control} name="termsOfServiceFlag" id={`${ids}-terms`} label="Accetto le condizioni d'uso della scheda" />
          <SwitchField control={control} name="privacyFlag" id={`${ids}-privacy`} label="Ho letto l'informativa privacy" />
        </>
      )}
      <CardChangeRequests ids={ids} requests={draft.changeRequests} />
    </fieldset>
  );
}

/** Spec 3 §3 changeRequests: the changes saved to the complete card, newest first (nothing when none). */
function CardChangeRequests({ ids, requests }: { ids: string; requests: Draft['changeRequests'] }) {
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby={`${ids}-requests`} className="card-requests">
      <h3 id={`${ids}-requests`}>{CARD_STATE_TEXTS.changeRequests}</h3>
      <ul>
        {requests.map((r) => (
          <li key={r.id}>
            {`${formatDate(r.createdOn) ?? ''}: ${r.fields.map((f) => CARD_FIELD_LABELS[f] ?? f).join(', ')} — ${r.status}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
