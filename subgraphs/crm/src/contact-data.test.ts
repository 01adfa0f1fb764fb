import type { RunningSubgraph } from '@club/subgraph-kit';
import { MESSAGES } from '@club/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph, closedPort, UpstreamRecorder, jsonAnswer } from '@club/subgraph-kit/testing';
import { fiscalCode, startTestUpstream } from '@club/upstream/testing';
import { CONTACT_MESSAGES } from './messages';
import { startCrmSubgraph } from './server';
import { memberClaimsAt } from './testing/member-claims';

const PASSWORD = 'Club2026!';

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;
/** A subgraph whose upstream is a closed port. */
let orphan: RunningSubgraph;
/** A subgraph whose missing-fields check answers with the status in `checkStatus`. */
let faulty: RunningSubgraph;
let checkStatus = 401;

const failingCheck = new UpstreamRecorder({ answer: (call) => (call.path === '/contact/jump2wl/check' ? jsonAnswer(checkStatus, { message: 'no' }) : undefined) }).fetch;

beforeAll(async () => {
  up = await startTestUpstream();
  const common = { host: '127.0.0.1', port: 0, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000 };
  subgraph = await startCrmSubgraph({ ...common, upstreamUrl: up.url });
  faulty = await startCrmSubgraph({ ...common, upstreamUrl: up.url, fetch: failingCheck });
  orphan = await startCrmSubgraph({ ...common, upstreamUrl: `http://127.0.0.1:${await closedPort()}`, timeoutMs: 2000 });
});
afterAll(async () => {
  await orphan?.close();
  await faulty?.close();
  await subgraph?.close();
  await up?.close();
});

type Claims = Parameters<typeof callSubgraph>[3];
type GqlError = { message: string; path?: string[]; extensions?: Record<string, unknown> };

/** Signed claims of a persona, as the gateway derives them after a login. */
const memberClaims = (email: string): Promise<Claims> => memberClaimsAt(up.url, email, PASSWORD);

const MISSING_FIELDS = '{ fiscalCode privacyHomnya termsConditions profession professionDetail specialization isComplete }';
const NOTHING_MISSING = { fiscalCode: false, privacyHomnya: false, termsConditions: false, profession: false, professionDetail: true, specialization: false, isComplete: true };

async function missingFields(claims: Claims, url = subgraph.url) {
  return callSubgraph<{ viewer: { user: { id: string; missingFields: Record<string, boolean> | null } } }>(url, `{ viewer { user { id missingFields ${MISSING_FIELDS} } } }`, {}, claims);
}

const UPDATE = `mutation ($input: ContactDataInput!) {
  updateContactData(input: $input) { ok viewer { user { id hasFiscalCode fiscalCode missingFields ${MISSING_FIELDS} } } }
}`;

interface UpdateAnswer {
  updateContactData: { ok: boolean; viewer: { user: { id: string; hasFiscalCode: boolean; fiscalCode: string | null; missingFields: Record<string, boolean> } } };
}

const update = (claims: Claims, input: Record<string, unknown>, url = subgraph.url) => callSubgraph<UpdateAnswer>(url, UPDATE, { input }, claims);

describe('User.missingFields', () => {
  it('is all there for premium (a doctor: no detail needed)', async () => {
    const res = await missingFields(await memberClaims('premium@demo.club'));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.viewer.user.missingFields).toEqual(NOTHING_MISSING);
  });

  it('lacks privacy, terms and the specialisation for incompleto', async () => {
    const res = await missingFields(await memberClaims('incompleto@demo.club'));
    expect(res.body.data!.viewer.user.missingFields).toEqual({ ...NOTHING_MISSING, privacyHomnya: true, termsConditions: true, specialization: true, isComplete: false });
  });

  it('lacks the fiscal code for premium.nocf', async () => {
    const res = await missingFields(await memberClaims('premium.nocf@demo.club'));
    expect(res.body.data!.viewer.user.missingFields).toEqual({ ...NOTHING_MISSING, fiscalCode: true, isComplete: false });
  });

  it('is complete for a nurse (trial) with a detail and no specialisation', async () => {
    const res = await missingFields(await memberClaims('trial@demo.club'));
    expect(res.body.data!.viewer.user.missingFields).toEqual({ ...NOTHING_MISSING, professionDetail: false, specialization: true });
  });

  it("refuses another member's completion data with FORBIDDEN", async () => {
    // Claims of premium carrying another member's session: the user read is not the viewer.
    const other = await memberClaims('expremium@demo.club');
    const claims = { ...(await memberClaims('premium@demo.club')), upstreamToken: other!.upstreamToken };
    const res = await missingFields(claims);
    expect(res.body.data!.viewer.user).toEqual({ id: '1000008', missingFields: null });
    expect(res.body.errors?.[0]).toMatchObject({ path: ['viewer', 'user', 'missingFields'], extensions: { code: 'FORBIDDEN', reason: 'NOT_OWNER' } });
  });

  it('ignores a 401 from the check (null, no error) and reports other failures with the spec message', async () => {
    const claims = await memberClaims('premium@demo.club');
    checkStatus = 401;
    const ignored = await missingFields(claims, faulty.url);
    expect(ignored.body.errors).toBeUndefined();
    expect(ignored.body.data!.viewer.user).toEqual({ id: '1000003', missingFields: null });
    checkStatus = 500;
    const failed = await missingFields(claims, faulty.url);
    expect(failed.body.data!.viewer.user).toEqual({ id: '1000003', missingFields: null });
    expect(failed.body.errors?.[0]).toMatchObject({
      message: CONTACT_MESSAGES.checkFailed,
      path: ['viewer', 'user', 'missingFields'],
      extensions: { code: 'UPSTREAM_UNAVAILABLE', service: '/contact/jump2wl/check' },
    });
  });
});

describe('Mutation.updateContactData', () => {
  it('refuses a visitor with UNAUTHENTICATED', async () => {
    const res = await update({}, { fiscalCode: 'RSSMRA80A01H501U' });
    expect(res.body.errors?.[0]).toMatchObject({ message: CONTACT_MESSAGES.loginRequired, extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses an invalid fiscal code with the form message and field', async () => {
    const claims = await memberClaims('premium.nocf@demo.club');
    for (const code of ['ABC', 'RSSMRA80A01H501A']) {
      const res = await update(claims, { fiscalCode: code });
      expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.invalidFiscalCode, extensions: { code: 'BAD_USER_INPUT', field: 'fiscalCode' } });
    }
    expect((await missingFields(claims)).body.data!.viewer.user.missingFields!.fiscalCode).toBe(true);
  });

  it('saves the fiscal code of premium.nocf: hasFiscalCode becomes true and the profile is complete', async () => {
    const claims = await memberClaims('premium.nocf@demo.club');
    const code = fiscalCode({ surname: 'Ricci', name: 'Chiara', birthDate: new Date('1988-05-17T00:00:00Z'), female: true, cadastral: 'H501' });
    const res = await update(claims, { fiscalCode: code.toLowerCase() });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.updateContactData).toEqual({
      ok: true,
      viewer: { user: { id: '1000005', hasFiscalCode: true, fiscalCode: code, missingFields: { ...NOTHING_MISSING } } },
    });
  });

  it('applies the completion rules to the resulting profile of incompleto, then saves it', async () => {
    const claims = await memberClaims('incompleto@demo.club');
    const refused: [Record<string, unknown>, string, string][] = [
      [{ privacyHomnya: true, termsConditions: true }, MESSAGES.specialisationRequired, 'specializationIds'],
      [{ specializationIds: ['102'], privacyHomnya: false, termsConditions: true }, MESSAGES.privacyConsentRequired, 'privacyHomnya'],
      [{ specializationIds: ['102'], privacyHomnya: true }, MESSAGES.termsRequired, 'termsConditions'],
      [{ professionId: '2', privacyHomnya: true, termsConditions: true }, MESSAGES.healthProfessionRequired, 'professionDetailId'],
      [{ professionId: '99', privacyHomnya: true, termsConditions: true }, MESSAGES.professionRequired, 'professionId'],
    ];
    for (const [input, message, field] of refused) {
      const res = await update(claims, input);
      expect(res.body.errors?.[0], JSON.stringify(input)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    }
    // The service's own rule (at most 3 specialisations) comes back with its message.
    const tooMany = await update(claims, { specializationIds: ['101', '102', '103', '104'], privacyHomnya: true, termsConditions: true });
    expect(tooMany.body.errors?.[0]).toMatchObject({ message: 'Puoi indicare al massimo 3 specializzazioni.', extensions: { code: 'BAD_USER_INPUT' } });

    const res = await update(claims, { specializationIds: ['102', '109'], privacyHomnya: true, termsConditions: true });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.updateContactData.viewer.user.missingFields).toEqual(NOTHING_MISSING);
  });

  it("reports a service failure with 'Errore nell'aggiornamento dei dati'", async () => {
    const claims = await memberClaims('premium@demo.club');
    const res = await update(claims, { fiscalCode: 'RSSMRA80A01H501U' }, orphan.url);
    expect(res.body.errors?.[0]).toMatchObject({ message: CONTACT_MESSAGES.updateFailed, extensions: { code: 'UPSTREAM_UNAVAILABLE', service: '/contact/jump2wl' } });
  });
});

describe('User.contact: the profession on file, for the completion modal to prefill (spec 2 §3-§4)', () => {
  const CONTACT = '{ viewer { user { contact { profession { id isDoctor } professionDetailId specializationIds } } } }';
  type Contact = { viewer: { user: { contact: { profession: { id: string; isDoctor: boolean } | null; professionDetailId: string | null; specializationIds: string[] } } } };

  it('a doctor without specialisation (incompleto): the profession, by the id the profession list uses', async () => {
    const res = await callSubgraph<Contact>(subgraph.url, CONTACT, {}, await memberClaims('incompleto@demo.club'));
    expect(res.body.errors).toBeUndefined();
    // (An earlier test of this file saves incompleto's specialisation: only the profession is checked here.)
    expect(res.body.data!.viewer.user.contact).toMatchObject({ profession: { id: '1', isDoctor: true }, professionDetailId: null });
  });

  it('a nurse (trial): the other health profession and its detail', async () => {
    const res = await callSubgraph<Contact>(subgraph.url, CONTACT, {}, await memberClaims('trial@demo.club'));
    expect(res.body.data!.viewer.user.contact).toEqual({ profession: { id: '2', isDoctor: false }, professionDetailId: '201', specializationIds: [] });
  });
});

describe('profession catalogue', () => {
  it('lists the professions with signupEnabled and isDoctor', async () => {
    const res = await callSubgraph<{ professions: unknown[] }>(subgraph.url, '{ professions { id code description signupEnabled isDoctor } }');
    expect(res.body.data!.professions).toEqual([
      { id: '1', code: '857920003', description: 'Medico', signupEnabled: true, isDoctor: true },
      { id: '2', code: '857920006', description: 'Altro professionista sanitario', signupEnabled: true, isDoctor: false },
    ]);
  });

  it('lists the specialisation families with their specialisations', async () => {
    const res = await callSubgraph<{ specializationFamilies: { id: string; name: string; specializations: { id: string; name: string }[] }[] }>(
      subgraph.url, '{ specializationFamilies { id name specializations { id name } } }',
    );
    const families = res.body.data!.specializationFamilies;
    expect(families.find((f) => f.id === 'F1')).toMatchObject({ name: 'Area medica' });
    expect(families.flatMap((f) => f.specializations)).toContainEqual({ id: '102', name: 'Cardiologia' });
  });

  it('gives the health-profession details of a profession; NOT_FOUND for an unknown one', async () => {
    const query = 'query ($id: ID!) { professionDetails(professionId: $id) { id name } }';
    const other = await callSubgraph<{ professionDetails: { id: string; name: string }[] }>(subgraph.url, query, { id: '2' });
    expect(other.body.data!.professionDetails).toContainEqual({ id: '201', name: 'Infermiere' });
    const doctor = await callSubgraph<{ professionDetails: unknown[] }>(subgraph.url, query, { id: '1' });
    expect(doctor.body.data!.professionDetails).toEqual([]);
    const unknown = await callSubgraph<{ professionDetails: null }>(subgraph.url, query, { id: '99' });
    expect(unknown.body.errors?.[0] as GqlError).toMatchObject({ path: ['professionDetails'], extensions: { code: 'NOT_FOUND' } });
  });

  it('nulls each list alone with its spec message when the service is down', async () => {
    const res = await callSubgraph<{ professions: null; specializationFamilies: null; viewer: { subscriptionType: string } }>(
      orphan.url, '{ professions { id } specializationFamilies { id } viewer { subscriptionType } }',
    );
    expect(res.body.data).toEqual({ professions: null, specializationFamilies: null, viewer: { subscriptionType: 'SUSPECT' } });
    const byPath = Object.fromEntries((res.body.errors ?? []).map((e: GqlError) => [e.path![0], e]));
    expect(byPath.professions).toMatchObject({ message: CONTACT_MESSAGES.professionsFailed, extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    expect(byPath.specializationFamilies).toMatchObject({ message: CONTACT_MESSAGES.specializationsFailed, extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
  });
});
