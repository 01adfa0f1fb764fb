import { isSignedInMember } from '@club/policy';
import { badInput, requireViewer, upstreamWriteKey } from '@club/subgraph-kit';
import { PASSWORD_CHANGED_HEADER } from '../messages';
import { ACCOUNT_MESSAGES, MESSAGES, accountFormSchema, personalDataSchema } from '@club/validation';
import type { Context } from '../context';
import { upstreamCode } from '../upstream-errors';
import { requestViewer, signedInViewer } from '../viewer';
import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../generated/resolvers-types';
import { withMessage } from '../upstream-errors';

export const LEAVE_CLUB_MESSAGES = {
  login: 'Accedi per inviare la richiesta.',
  tooLong: 'Il motivo può contenere al massimo 1000 caratteri.',
  failed: 'La richiesta non è andata a buon fine, riprova più tardi. Se hai bisogno di supporto contattaci.',
} as const;

/** The profile area's writes (spec 3 §2 'Esci dal Club'). */
export const PAYMENT_METHOD_MESSAGES = {
  login: 'Accedi per modificare il metodo di pagamento.',
  failed: 'Si è verificato un errore con il servizio /paymentmethods',
} as const;

export const PROFILE_SAVE_MESSAGES = {
  login: 'Accedi per modificare i tuoi dati.',
  nothingMissing: 'Il tuo profilo è già completo.',
  failed: 'Invio non riuscito',
} as const;

/** Which argument an upstream 400 message of the account update is about. */
const ACCOUNT_FIELDS: Record<string, string> = {
  [ACCOUNT_MESSAGES.prefix]: 'phonePrefix',
  [ACCOUNT_MESSAGES.phoneRequired]: 'phone',
  [ACCOUNT_MESSAGES.phoneDigits]: 'phone',
  [ACCOUNT_MESSAGES.phoneTooLong]: 'phone',
  [ACCOUNT_MESSAGES.passwordTooShort]: 'encryptedPassword',
  [ACCOUNT_MESSAGES.confirmRequired]: 'encryptedPasswordConfirmation',
  [ACCOUNT_MESSAGES.mismatch]: 'encryptedPasswordConfirmation',
};
/** Which argument an upstream 400 message of the profile completion is about. */
const COMPLETION_FIELDS: Record<string, string> = {
  [MESSAGES.fiscalCodeRequired]: 'fiscalCode',
  [MESSAGES.invalidFiscalCode]: 'fiscalCode',
  [MESSAGES.birthDateRequired]: 'birthDate',
};

/** An upstream 400 keeps its Italian message, with the argument it is about; 409 stays CONFLICT; anything else is 'Invio non riuscito'. */
function saveError(err: unknown, fields: Record<string, string> = {}): GraphQLError {
  const code = upstreamCode(err);
  if (code === 'BAD_USER_INPUT' || code === 'CONFLICT' || code === 'UNAUTHENTICATED') {
    const e = err as GraphQLError;
    const field = Object.hasOwn(fields, e.message) ? fields[e.message] : undefined;
    return new GraphQLError(e.message, { extensions: { ...e.extensions, ...(field ? { field } : {}) } });
  }
  const extensions = err instanceof GraphQLError ? err.extensions : { code: 'UPSTREAM_UNAVAILABLE' };
  return new GraphQLError(PROFILE_SAVE_MESSAGES.failed, { extensions });
}

/** The viewer after a save, read afresh (a new client: nothing memoised from before the write). */
async function viewerAfterSave(context: Context, token: string) {
  const api = context.dataSources.crmWithToken(token);
  const user = await api.user().catch(() => null);
  return user ? signedInViewer(user, api) : requestViewer(context);
}

export const MutationProfile: Pick<MutationResolvers, 'leaveClub' | 'changePaymentMethod' | 'completeProfile' | 'updateAccount'> = {
  /** Spec 3 §4, §5 'Completa profilo': only the missing fiscal code and birth date, checked as the form checks them. */
  async completeProfile(_root, args, context, info) {
    const member = requireViewer(context.viewer, isSignedInMember, PROFILE_SAVE_MESSAGES.login);
    const profile = context.dataSources.profile;
    const current = await profile.personalData().catch((err: unknown) => {
      throw saveError(err);
    });
    const wanted = { ...(current.codiceFiscale ? {} : { codiceFiscale: true as const }), ...(current.dataNascita ? {} : { dataDiNascita: true as const }) };
    if (!wanted.codiceFiscale && !wanted.dataDiNascita) throw new GraphQLError(PROFILE_SAVE_MESSAGES.nothingMissing, { extensions: { code: 'CONFLICT' } });
    if ((args.fiscalCode != null && current.codiceFiscale) || (args.birthDate != null && current.dataNascita)) {
      throw new GraphQLError("I dati sono già presenti: per modificarli contatta l'assistenza.", { extensions: { code: 'CONFLICT' } });
    }
    const parsed = personalDataSchema.pick(wanted).safeParse({ codiceFiscale: args.fiscalCode ?? '', dataDiNascita: args.birthDate ?? '' });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw badInput(issue.message, issue.path[0] === 'codiceFiscale' ? 'fiscalCode' : 'birthDate');
    }
    try {
      await profile.completeContact(parsed.data, upstreamWriteKey(context.viewer, info));
    } catch (err) {
      throw saveError(err, COMPLETION_FIELDS);
    }
    return { ok: true, viewer: await viewerAfterSave(context, member.upstreamToken) };
  },

  /** Spec 3 §5 account form: phone with prefix; the password travels encrypted, the service checks the confirmation. */
  async updateAccount(_root, args, context, info) {
    const member = requireViewer(context.viewer, isSignedInMember, PROFILE_SAVE_MESSAGES.login);
    const form = accountFormSchema.safeParse({ prefix: args.phonePrefix, phone: args.phone, password: '', confirmPassword: '' });
    if (!form.success) {
      const issue = form.error.issues[0]!;
      throw badInput(issue.message, issue.path[0] === 'prefix' ? 'phonePrefix' : 'phone');
    }
    const withPassword = !!args.encryptedPassword || !!args.encryptedPasswordConfirmation;
    const body = {
      prefisso: form.data.prefix,
      cellulare: form.data.phone,
      ...(withPassword ? { password: args.encryptedPassword ?? '', confermaPassword: args.encryptedPasswordConfirmation ?? '' } : {}),
    };
    try {
      await context.dataSources.profile.updateAccount(body, upstreamWriteKey(context.viewer, info));
    } catch (err) {
      throw saveError(err, ACCOUNT_FIELDS);
    }
    // The password changed: the gateway ends the member's other sessions (this one stays signed in).
    if (withPassword) context.responseHeaders.set(PASSWORD_CHANGED_HEADER, '1');
    return { ok: true, viewer: await viewerAfterSave(context, member.upstreamToken) };
  },

  /** Spec 3 §7 POST /contact/paymentmethods: only an http(s) provider page is handed to the browser. */
  async changePaymentMethod(_root, _args, { viewer, dataSources }, info) {
    requireViewer(viewer, isSignedInMember, PAYMENT_METHOD_MESSAGES.login);
    const answer = await withMessage(() => dataSources.profile.changePaymentMethods(upstreamWriteKey(viewer, info)), PAYMENT_METHOD_MESSAGES.failed);
    const url = new URL(answer.changePaymentMethodsUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new GraphQLError(PAYMENT_METHOD_MESSAGES.failed, { extensions: { code: 'UPSTREAM_UNAVAILABLE', service: '/contact/paymentmethods' } });
    // The provider's page is served under the portal's own origin (the gateway passes it on): the browser gets its path.
    return { redirectUrl: `${url.pathname}${url.search}` };
  },

  async leaveClub(_root, { reason }, { viewer, dataSources }, info) {
    requireViewer(viewer, isSignedInMember, LEAVE_CLUB_MESSAGES.login);
    const text = reason?.trim() || undefined;
    if (text && text.length > 1000) throw badInput(LEAVE_CLUB_MESSAGES.tooLong, 'reason');
    const answer = await withMessage(() => dataSources.profile.leaveClub(text, upstreamWriteKey(viewer, info)), LEAVE_CLUB_MESSAGES.failed);
    return { ok: answer.ok, requestId: answer.richiestaId, requestedAt: answer.dataRichiesta };
  },
};
