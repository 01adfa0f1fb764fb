import { useId, useMemo, useState } from 'react';
import { consentSchemaFor } from '@club/validation';
import { Form } from '../../components/forms/Form';
import { SwitchField } from '../../components/forms/SwitchField';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import { Button } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { useToast } from '../../components/ui/Toast';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { useSingleFlight } from '../../lib/idempotency';
import type { ConsentOutcome, ConsentValues } from './consent';
import { CONSENT_SAVE_FALLBACK } from './loginMessages';
import './auth.css';
import { TRACKING } from '../../lib/trackingTable';

export const ConsentDialogFragment = graphql(`
  fragment ConsentDialog_consent on ConsentRequirement {
    conditionOfUse
    acceptanceCondition
    acknowledgment
    conditionsOfUseText
    acceptanceConditionsText
  }
`);

type Props = {
  consent: FragmentType<typeof ConsentDialogFragment>;
  /** Saves the consent (and, on success, retries the login). */
  onContinue(values: ConsentValues): Promise<ConsentOutcome>;
  onClose(): void;
};

const NONE: ConsentValues = { conditionOfUse: false, acceptanceCondition: false, acknowledgment: false };

/**
 * Spec 1 §2/§4/§5 consent dialog: opens when the login answers that conditions must be
 * accepted. Each switch the server demands must be on before 'Continua' is enabled (the spec gives
 * no message: none is shown); a failed save shows the server's message in a danger toast (spec 1 §8).
 */
export function ConsentDialog({ consent: consentRef, onContinue, onClose }: Props) {
  const consent = getFragmentData(ConsentDialogFragment, consentRef);
  const toast = useToast();
  const formId = useId();
  const { conditionOfUse, acceptanceCondition, acknowledgment } = consent;
  const schema = useMemo(() => consentSchemaFor({ conditionOfUse, acceptanceCondition, acknowledgment }), [conditionOfUse, acceptanceCondition, acknowledgment]);
  // Checked on submit only: 'Continua' stays disabled until the schema holds, so no message is ever due.
  const form = useSchemaForm(schema, { mode: 'onSubmit', defaultValues: NONE });
  const [saving, setSaving] = useState(false);

  // A double click saves (and retries the login) once, even before 'Continua' is disabled.
  const handleValid = useSingleFlight(async (values: Partial<ConsentValues>) => {
    setSaving(true);
    const outcome = await onContinue({
      conditionOfUse: values.conditionOfUse ?? false,
      acceptanceCondition: values.acceptanceCondition ?? false,
      acknowledgment: values.acknowledgment ?? false,
    });
    setSaving(false);
    if (!outcome.ok) toast.show(outcome.message ?? CONSENT_SAVE_FALLBACK, 'danger');
  });

  return (
    <Modal
      open
      onClose={onClose}
      title="Condizioni del servizio"
      size="lg"
      footer={
        <Button type="submit" form={formId} data-tracking-code={TRACKING.consentConfirm.code} disabled={!form.formState.isValid} loading={saving}>
          Continua
        </Button>
      }
    >
      <Form id={formId} form={form} onValid={handleValid}>
        <p>Per completare l'accesso conferma di aver letto e accettato le condizioni del servizio.</p>
        {consent.conditionsOfUseText ? (
          <ConsentText id="consent-terms-text" title="Condizioni d'uso" text={consent.conditionsOfUseText} />
        ) : null}
        <SwitchField
          control={form.control}
          name="conditionOfUse"
          id="consent-condition-of-use"
          label="Accetto le condizioni d'uso"
          required={conditionOfUse}
        />
        {consent.acceptanceConditionsText ? (
          <ConsentText id="consent-acceptance-text" title="Condizioni di adesione" text={consent.acceptanceConditionsText} />
        ) : null}
        <SwitchField
          control={form.control}
          name="acceptanceCondition"
          id="consent-acceptance-condition"
          label="Accetto le condizioni di adesione"
          required={acceptanceCondition}
        />
        <SwitchField
          control={form.control}
          name="acknowledgment"
          id="consent-acknowledgment"
          label={
            <>
              Dichiaro di aver preso visione dell'
              <a href="/informativa-privacy" target="_blank" rel="noopener">
                informativa privacy
              </a>
            </>
          }
          required={acknowledgment}
        />
      </Form>
    </Modal>
  );
}

/** A long legal text in its own scrollable region, focusable so keyboard users can scroll it. */
function ConsentText({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <div className="consent__text-block">
      <h3 id={`${id}-title`} className="consent__text-title">
        {title}
      </h3>
      <div className="consent__text" id={id} tabIndex={0} role="region" aria-labelledby={`${id}-title`}>
        {text}
      </div>
    </div>
  );
}
