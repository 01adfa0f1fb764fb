import { isSignedInMember } from '@club/policy';
import { badInput, requireViewer, upstreamWriteKey } from '@club/subgraph-kit';
import { MESSAGES, loginSchema, recoverySchema } from '@club/validation';
import { GraphQLError } from 'graphql';
import type { Context } from '../context';
import { createLead } from '../leads';
import { completionPayload, fiscalCodePayload, isFiscalCodeOnly } from '../contact-validation';
import type { ContactDataInput, MutationResolvers, ResolversParentTypes } from '../generated/resolvers-types';
import { CONTACT_MESSAGES, LOGIN_MESSAGES, SESSION_CLEAR_HEADER, SESSION_HEADER } from '../messages';
import { upstreamCode, withMessage } from '../upstream-errors';
import { requestViewer, signedInViewer } from '../viewer';
import { pressMutation } from './press';
import { membershipMutations } from './membership';

/** Spec 1 §5: the username is an e-mail or a 4-8 digit code, lower-cased; the form's message otherwise. */
function validUsername(schema: typeof loginSchema | typeof recoverySchema, username: string): string {
  const parsed = schema.shape.username.safeParse(username);
  if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? MESSAGES.loginUsernameFormat, 'username');
  return parsed.data;
}

/**
 * The upstream payload of a contact update, validated as the forms validate it: the fiscal code
 * alone (course fiscal-code modal) or the completion rules against what is already on file.
 */
async function contactPayload(input: ContactDataInput, { dataSources }: Context) {
  if (isFiscalCodeOnly(input)) return fiscalCodePayload(input);
  const api = dataSources.crm;
  const [user, check, contact, professions] = await withMessage(
    () => Promise.all([api.user(), api.missingFields(), api.consistency(), api.professions()]),
    CONTACT_MESSAGES.updateFailed,
  );
  const stored = contact.datiContatto;
  return completionPayload(
    input,
    {
      fiscalCode: user.fiscalCode,
      privacyHomnya: check.privacyHomnyaPresent,
      termsConditions: check.termsConditionsPresent,
      professionId: stored.professione?.id ?? null,
      professionDetailId: stored.professioneDettaglio?.id ?? null,
      specializationIds: stored.specializzazioniContatto.map((s) => s.id),
    },
    professions,
  );
}

type LoginResult = ResolversParentTypes['LoginResult'];

const TOO_MANY_ATTEMPTS: LoginResult = { status: 'TOO_MANY_ATTEMPTS', message: LOGIN_MESSAGES.tooManyAttempts, viewer: null, consent: null };

/** Expected login failures are results, not errors (DESIGN: result types for expected failures). */
function loginFailure(err: unknown): LoginResult | null {
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

export const Mutation: MutationResolvers = {
  ...membershipMutations,
  async login(_root, { username, encryptedPassword }, { viewer, dataSources, responseHeaders }) {
    const normalised = validUsername(loginSchema, username);
    if (!encryptedPassword.trim()) throw badInput(MESSAGES.passwordRequired, 'encryptedPassword');
    const { loginProtection } = dataSources;
    const address = viewer.clientIp ?? null;
    // Locked: refused before the upstream checks anything, so even the right password does not get in.
    if (!(await loginProtection.mayTryLogin(normalised, address))) return TOO_MANY_ATTEMPTS;
    let answer;
    try {
      answer = await dataSources.crm.login(normalised, encryptedPassword);
    } catch (err) {
      const failure = loginFailure(err);
      if (failure?.status === 'INVALID_CREDENTIALS') await loginProtection.loginFailed(normalised, address);
      if (failure) return failure;
      throw err;
    }
    await loginProtection.loginSucceeded(normalised);
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
        mustAcceptAcknowledgment: answer.mustAcceptAcknowledgment,
        mustAcceptConditionOfUse: answer.mustAcceptConditionOfUse,
        mustAcceptAcceptanceCondition: answer.mustAcceptAcceptanceCondition,
        customerCode: answer.customerCode,
        consentToken: answer.consentToken,
        api: dataSources.crmWithToken(answer.consentToken),
      },
    };
  },

  async logout(_root, _args, { viewer, dataSources, responseHeaders }) {
    // The cookie goes whatever the upstream answers: signing out must always work for the browser.
    responseHeaders.set(SESSION_CLEAR_HEADER, '1');
    if (isSignedInMember(viewer)) await dataSources.crm.logout();
    return true;
  },

  async requestPasswordRecovery(_root, { username }, { viewer, dataSources }) {
    const normalised = validUsername(recoverySchema, username);
    // Over the budget: the failure screen (asks to call support), the same for every username.
    if (!(await dataSources.loginProtection.mayRequestRecovery(normalised, viewer.clientIp ?? null))) return { ok: false, username: null };
    try {
      return { ok: true, username: (await dataSources.crm.requestPasswordRecovery(normalised)).username };
    } catch (err) {
      // Spec 1 §4 'Recovery': 401, 403 and 409 lead to the failure screen.
      if (['UNAUTHENTICATED', 'FORBIDDEN', 'CONFLICT'].includes(upstreamCode(err) as string)) return { ok: false, username: null };
      throw err;
    }
  },

  async acceptConditions(_root, { consentToken, acknowledgment, conditionOfUse, acceptanceCondition, customerCode }, { viewer, dataSources }, info) {
    try {
      await dataSources.crmWithToken(consentToken).saveConditions(
        {
          ...(customerCode ? { customerCode } : {}),
          acknowledgment,
          conditionOfUse,
          acceptanceCondition,
        },
        upstreamWriteKey(viewer, info),
      );
      return { ok: true, message: null };
    } catch (err) {
      // Spec 1 §8: a consent save failure shows the server's message.
      if (['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN'].includes(upstreamCode(err) as string)) {
        return { ok: false, message: (err as GraphQLError).message };
      }
      throw err;
    }
  },

  async updateContactData(_root, { input }, context, info) {
    requireViewer(context.viewer, isSignedInMember, CONTACT_MESSAGES.loginRequired);
    const body = await contactPayload(input, context);
    const api = context.dataSources.crm;
    // The service's own 400 message (an unknown profession…) and an expired session pass as they are.
    const writeKey = upstreamWriteKey(context.viewer, info);
    await withMessage(() => api.updateContact(body, writeKey), CONTACT_MESSAGES.updateFailed, ['BAD_USER_INPUT', 'UNAUTHENTICATED']);
    // Fresh claims (hasFiscalCode…) for the returned viewer; if re-reading fails, the save still
    // stands and viewer.user reports the error on its own.
    const user = await api.user().catch(() => null);
    return { ok: true, viewer: user ? signedInViewer(user, api) : requestViewer(context) };
  },

  ...pressMutation,
  // Spec 3 §3 lead forms (support, services, fitness, home care): open to visitors and members.
  createLead: (_root, { input }, context, info) => createLead(input, context, info),
};
