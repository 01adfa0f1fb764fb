import { graphql } from '../../gql';

/** Spec 1 §7 'Password recovery call': shared by the recovery page and the resend button. */
export const RequestPasswordRecoveryMutation = graphql(`
  mutation RequestPasswordRecovery($username: String!) {
    requestPasswordRecovery(username: $username) {
      ok
      username
    }
  }
`);

/** Spec 1 §2: the 'check your e-mail' page for a username. */
export function verifyLoginPath(username: string): string {
  return `/verify-login?${new URLSearchParams({ username }).toString()}`;
}
