import { isSignedInMember, trialStart } from '@club/policy';
import { badInput, requireViewer, upstreamWriteKey } from '@club/subgraph-kit';
import { REGISTRATION_MESSAGES, registrationDataSchema } from '@club/validation';
import { GraphQLError } from 'graphql';
import type { Context } from '../context';
import type { MutationResolvers, RegistrationInput, ResolversParentTypes } from '../generated/resolvers-types';
import { SESSION_HEADER } from '../messages';
import { upstreamCode } from '../upstream-errors';
import { signedInViewer } from '../viewer';

type MembershipResult = ResolversParentTypes['MembershipResult'];

/** Messages of the membership mutations (spec 1 §2 registration, spec 3 §9 trial). */
export const MEMBERSHIP_MESSAGES = {
  alreadyMember: 'Hai già un account: sei collegato al Club.',
  trialNotEligible: "La prova gratuita è disponibile solo per gli utenti registrati che non l'hanno già utilizzata.",
  loginRequired: 'Accedi per attivare la prova gratuita.',
  refreshLoginRequired: 'Accedi per aggiornare il tuo abbonamento.',
} as const;

const refused = (refusal: MembershipResult['refusal'], message: string): MembershipResult => ({ ok: false, refusal, message, viewer: null });

/** The form's rules, re-checked here: the first invalid field is a BAD_USER_INPUT with its name and message. */
function validRegistration(input: RegistrationInput) {
  const parsed = registrationDataSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badInput(issue.message, String(issue.path[0] ?? ''));
  }
  if (!input.encryptedPassword.trim()) throw badInput('La password è obbligatoria.', 'encryptedPassword');
  return { ...parsed.data, password: input.encryptedPassword };
}

async function register(input: RegistrationInput, withTrial: boolean, { dataSources, responseHeaders }: Context): Promise<MembershipResult> {
  const body = validRegistration(input);
  let answer;
  try {
    answer = await dataSources.crm.register(body, withTrial);
  } catch (err) {
    if (upstreamCode(err) === 'CONFLICT') return refused('EMAIL_TAKEN', REGISTRATION_MESSAGES.emailTaken);
    // The service's own 400 (password bounds, a field it refuses) keeps its Italian message.
    if (upstreamCode(err) === 'BAD_USER_INPUT') throw badInput((err as GraphQLError).message, 'encryptedPassword');
    throw err;
  }
  if (!answer.token) throw new GraphQLError('Risposta di registrazione senza token.', { extensions: { code: 'UPSTREAM_UNAVAILABLE', service: '/auth/registrazione' } });
  // As at login: the gateway turns this header into the session cookie.
  responseHeaders.set(SESSION_HEADER, answer.token);
  return { ok: true, refusal: null, message: null, viewer: signedInViewer(answer.userSubscription, dataSources.crmWithToken(answer.token)) };
}

async function activate(context: Context, writeKey: string | undefined): Promise<MembershipResult> {
  const api = context.dataSources.crm;
  try {
    const { userSubscription } = await api.activateTrial(writeKey);
    return { ok: true, refusal: null, message: null, viewer: signedInViewer(userSubscription, api) };
  } catch (err) {
    if (upstreamCode(err) === 'CONFLICT') return refused('TRIAL_NOT_ELIGIBLE', MEMBERSHIP_MESSAGES.trialNotEligible);
    throw err;
  }
}

/** registerMember, startTrial, activateTrial (spec 1 §2; packages/policy `trialStart`). */
export const membershipMutations: Pick<MutationResolvers, 'registerMember' | 'startTrial' | 'activateTrial' | 'refreshSubscription'> = {
  async registerMember(_root, { input }, context) {
    if (isSignedInMember(context.viewer)) return refused('ALREADY_MEMBER', MEMBERSHIP_MESSAGES.alreadyMember);
    return register(input, false, context);
  },

  async startTrial(_root, { input }, context, info) {
    switch (trialStart(context.viewer.subscriptionType)) {
      case 'register':
        return register(input, true, context);
      case 'activate':
        // A registered member on the trial registration page: the same as activating it.
        return activate(context, upstreamWriteKey(context.viewer, info));
      default:
        return refused('TRIAL_NOT_ELIGIBLE', MEMBERSHIP_MESSAGES.trialNotEligible);
    }
  },

  async activateTrial(_root, _args, context, info) {
    requireViewer(context.viewer, isSignedInMember, MEMBERSHIP_MESSAGES.loginRequired);
    if (trialStart(context.viewer.subscriptionType) !== 'activate') return refused('TRIAL_NOT_ELIGIBLE', MEMBERSHIP_MESSAGES.trialNotEligible);
    return activate(context, upstreamWriteKey(context.viewer, info));
  },

  async refreshSubscription(_root, _args, { viewer, dataSources }) {
    requireViewer(viewer, isSignedInMember, MEMBERSHIP_MESSAGES.refreshLoginRequired);
    const api = dataSources.crm;
    return signedInViewer(await api.user(), api);
  },
};
