import { forbidden } from './errors';
import type { SignedViewer } from './viewer-header';

/** A viewer with an id and an upstream token: the shape a member's upstream calls need. */
export type MemberViewer = SignedViewer & { userId: string; upstreamToken: string };

/**
 * The viewer as the caller's rule admits it, or `UNAUTHENTICATED` / `reason: LOGIN_REQUIRED` with
 * the section's own message (the web then offers the login). Who counts as a signed-in member is a
 * product rule and lives in @club/policy (`isSignedInMember`); the kit only turns a refusal into the
 * API's error.
 */
export function requireViewer<V extends SignedViewer, A extends V>(viewer: V, isAdmitted: (viewer: V) => viewer is A, message: string): A {
  if (!isAdmitted(viewer)) throw forbidden(message, 'LOGIN_REQUIRED');
  return viewer;
}
