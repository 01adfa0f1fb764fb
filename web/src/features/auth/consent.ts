import type { FragmentType } from '../../gql';
import type { ConsentDialog_ConsentFragmentDoc } from '../../gql/graphql';

/**
 * What the login flow and the consent dialog share (each imports this, neither the other): the
 * consents the member gives, the outcome of saving them, and the consent requirement the login
 * answered (the dialog's `ConsentDialog_consent` fragment, masked).
 */
export type ConsentValues = { conditionOfUse: boolean; acceptanceCondition: boolean; acknowledgment: boolean };

export type ConsentOutcome = { ok: true } | { ok: false; message: string | null };

export type ConsentRequirementRef = FragmentType<typeof ConsentDialog_ConsentFragmentDoc>;
