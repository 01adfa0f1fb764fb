import { badInput } from '@club/subgraph-kit';
import { MESSAGES, loginSchema, recoverySchema } from '@club/validation';
import { GraphQLError } from 'graphql';
import type { Mutation as MutationType, MutationAcceptConditionsArgs, MutationLoginArgs, MutationRequestPasswordRecoveryArgs } from '../generated/resolvers-types';
import { LOGIN_MESSAGES, SESSION_CLEAR_HEADER, SESSION_HEADER } from '../messages';
import type { LoginResultModel } from '../models';
import { signedInViewer } from '../viewer';
import type { ModelResolvers } from './model-resolvers';

/** extensions.code of an upstream error (ClubDataSource maps the HTTP status), or undefined. */
function upstreamCode(err: unknown): unknown {
  return err instanceof GraphQLError ? err.extensions.code : undefined;
}

/** Spec 1 §5: the username is an e-mail or a 4-8 digit code, lower-cased; the form's message otherwise. */
function validUsername(schema: typeof loginSchema | typeof recoverySchema, username: string): string {
  const parsed = schema.shape.username.safeParse(username);
  if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? MESSAGES.loginUsernameFormat, 'username');
  return parsed.data;
}

/** Expected login failures are results, not errors (DESIGN: result types for expected failures). */
function loginFailure(err: unknown): LoginResultModel | null {
  switch (upstreamCode(err)) {
    case 'UNAUTHENTICATED':
    case 'FORBIDDEN': // a blocked account: the spec has one failure message for the login form
      return { status: 'INVALID_CREDENTIALS', message: LOGIN_MESSAGES.invalidCredentials, viewer: null, consent: null };
    case 'CONFLICT':
      return { status: 'AMBIGUOUS_EMAIL', message: LOGIN_MESSAGES.ambiguousEmail, viewer: null, consent: null };
    default:
      return null;
  }
}

export const Mutation: ModelResolvers<
  unknown,
  MutationType,
  { login: LoginResultModel },
  { login: MutationLoginArgs; requestPasswordRecovery: MutationRequestPasswordRecoveryArgs; acceptConditions: MutationAcceptConditionsArgs }
> = {
  async login(_root, { username, encryptedPassword }, { dataSources, responseHeaders }) {
    const normalised = validUsername(loginSchema, username);
    if (!encryptedPassword.trim()) throw badInput(MESSAGES.passwordRequired, 'encryptedPassword');
    let answer;
    try {
      answer = await dataSources.crm.login(normalised, encryptedPassword);
    } catch (err) {
      const failure = loginFailure(err);
      if (failure) return failure;
      throw err;
    }
    if (answer.token) {
      // The gateway turns this header into the session cookie and drops it from the response.
      responseHeaders.set(SESSION_HEADER, answer.token);
      return { status: 'SUCCESS', message: null, viewer: signedInViewer(answer.userSubscription, dataSources.crmWithToken(answer.token)), consent: null };
    }
    if (!answer.consentToken) {
      throw new GraphQLError('Risposta di login senza token.', { extensions: { code: 'UPSTREAM_UNAVAILABLE', service: '/auth/login' } });
    }
    // Spec 1 §4 step 5: conditions must be accepted first; the dialog's texts resolve with the consent token.
    return {
      status: 'CONSENT_REQUIRED',
      message: null,
      viewer: null,
      consent: {
        acknowledgment: answer.mustAcceptAcknowledgment,
        conditionOfUse: answer.mustAcceptConditionOfUse,
        acceptanceCondition: answer.mustAcceptAcceptanceCondition,
        customerCode: answer.customerCode,
        consentToken: answer.consentToken,
        api: dataSources.crmWithToken(answer.consentToken),
      },
    };
  },

  async logout(_root, _args, { viewer, dataSources, responseHeaders }) {
    // The cookie goes whatever the upstream answers: signing out must always work for the browser.
    responseHeaders.set(SESSION_CLEAR_HEADER, '1');
    if (viewer.upstreamToken) await dataSources.crm.logout();
    return true;
  },

  async requestPasswordRecovery(_root, { username }, { dataSources }) {
    const normalised = validUsername(recoverySchema, username);
    try {
      return { ok: true, username: (await dataSources.crm.requestPasswordRecovery(normalised)).username };
    } catch (err) {
      // Spec 1 §4 'Recovery': 401, 403 and 409 lead to the failure screen.
      if (['UNAUTHENTICATED', 'FORBIDDEN', 'CONFLICT'].includes(upstreamCode(err) as string)) return { ok: false, username: null };
      throw err;
    }
  },

  async acceptConditions(_root, { consentToken, acknowledgment, conditionOfUse, acceptanceCondition, customerCode }, { dataSources }) {
    try {
      await dataSources.crmWithToken(consentToken).saveConditions({
        ...(customerCode ? { customerCode } : {}),
        acknowledgment,
        conditionOfUse,
        acceptanceCondition,
      });
      return { ok: true, message: null };
    } catch (err) {
      // Spec 1 §8: a consent save failure shows the server's message.
      if (['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'].includes(upstreamCode(err) as string)) {
        return { ok: false, message: (err as GraphQLError).message };
      }
      throw err;
    }
  },
};
