import { useQuery } from '@apollo/client/react';
import { PRESS_NEWSLETTER_MAX } from '@club/validation';
import { useState } from 'react';
import { FormStatus } from '../../components/forms/FormStatus';
import { Button } from '../../components/ui/Button';
import { graphql } from '../../gql';
import { useIdempotentMutation, useSingleFlight } from '../../lib/idempotency';
import { findErrorWithCode } from '../../lib/errorCodes';
import { PRESS_TEXT } from './pressText';
import type { PressLock } from './PressSearch';

const PressNewsletterQuery = graphql(`
  query PressNewsletter($withChoice: Boolean!) {
    specializationFamilies {
      id
      name
    }
    viewer {
      pressNewsletter @include(if: $withChoice) {
        id
        name
      }
    }
  }
`);

const SavePressNewsletterMutation = graphql(`
  mutation SavePressNewsletter($familyIds: [ID!]!) {
    savePressNewsletter(familyIds: $familyIds) {
      ok
      families {
        id
        name
      }
    }
  }
`);

type Notice = { tone: 'info' | 'error'; message: string } | null;

/**
 * Spec 3 §4-§5 newsletter preferences: at most 3 specialization families (the other boxes are
 * disabled at 3; the server refuses a 4th too), Save disabled while nothing is selected, a
 * success or error notice after saving. Without the pubmed wallet the families show, none chosen, and
 * Save sends nothing: the page answers (the upgrade modal), as when the server refuses (FORBIDDEN).
 */
export function PressNewsletter({ locked, onLocked }: PressLock) {
  // The member's own choice is read only for who has the service (the server refuses the others).
  const { data, loading, error } = useQuery(PressNewsletterQuery, { variables: { withChoice: !locked }, errorPolicy: 'all' });
  const saved = data?.viewer.pressNewsletter;
  // The member's choice once they touch a box; until then what is on file.
  const [picked, setPicked] = useState<string[] | null>(null);
  const selected = picked ?? saved?.map((f) => f.id) ?? [];
  const [notice, setNotice] = useState<Notice>(null);
  const [save, saving] = useIdempotentMutation(SavePressNewsletterMutation);
  const families = data?.specializationFamilies ?? [];
  const failed = !loading && error !== undefined && (!data?.specializationFamilies || (!locked && !saved));
  const full = selected.length >= PRESS_NEWSLETTER_MAX;

  function toggle(id: string, on: boolean) {
    setNotice(null);
    setPicked(on ? [...selected, id] : selected.filter((s) => s !== id));
  }

  const refuse = () => {
    if (!onLocked()) setNotice({ tone: 'error', message: PRESS_TEXT.saveFailed });
  };

  const submit = useSingleFlight(async () => {
    setNotice(null);
    if (locked) return refuse();
    try {
      const { data: answer } = await save({ variables: { familyIds: selected } });
      if (!answer?.savePressNewsletter.ok) throw new Error(PRESS_TEXT.saveFailed);
      setPicked(answer.savePressNewsletter.families.map((f) => f.id));
      setNotice({ tone: 'info', message: PRESS_TEXT.saved });
    } catch (failure) {
      if (findErrorWithCode(failure, 'FORBIDDEN')) return refuse();
      const refused = findErrorWithCode(failure, 'BAD_USER_INPUT');
      setNotice({ tone: 'error', message: refused?.message ?? PRESS_TEXT.saveFailed });
    }
  });

  return (
    <section className="press-newsletter" aria-labelledby="press-newsletter-title">
      <h2 id="press-newsletter-title">{PRESS_TEXT.newsletterTitle}</h2>
      <p>{PRESS_TEXT.newsletterIntro}</p>
      {failed ? (
        <p role="alert" className="press-search__failure">
          {PRESS_TEXT.newsletterFailed}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <fieldset className="press-newsletter__families" aria-describedby="press-newsletter-count" aria-busy={loading}>
            <legend>{PRESS_TEXT.newsletterLegend}</legend>
            {families.map((f) => {
              const checked = selected.includes(f.id);
              return (
                <label key={f.id} className="press-newsletter__family">
                  <input type="checkbox" checked={checked} disabled={!checked && full} onChange={(e) => toggle(f.id, e.target.checked)} />
                  <span>{f.name}</span>
                </label>
              );
            })}
          </fieldset>
          <p id="press-newsletter-count" className="press-newsletter__count" aria-live="polite">
            {PRESS_TEXT.newsletterCount(selected.length, PRESS_NEWSLETTER_MAX)}
          </p>
          <Button type="submit" disabled={selected.length === 0 || loading} loading={saving.loading}>
            {PRESS_TEXT.save}
          </Button>
          <FormStatus message={notice?.message} tone={notice?.tone} />
        </form>
      )}
    </section>
  );
}
