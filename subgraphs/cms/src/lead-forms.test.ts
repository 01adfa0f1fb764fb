/**
 * Lead forms built from the server's definition (spec 1 §5) and the marketing form (spec 1 §3, §4,
 * spec 3 §9): `leadFormDefinition` against the reference upstream's CMS.
 */
import type { RunningSubgraph } from '@club/subgraph-kit';
import { appointmentDays } from '@club/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph } from '@club/subgraph-kit/testing';
import { startTestUpstream } from '@club/upstream/testing';
import type { Query } from './generated/resolvers-types';
import { startCmsSubgraph } from './server';

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;

beforeAll(async () => {
  up = await startTestUpstream();
  subgraph = await startCmsSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000 });
});
afterAll(async () => {
  await subgraph?.close();
  await up?.close();
});

const FORM = `query($formId: ID!) { leadFormDefinition(formId: $formId) {
  formId formType formSource formCampaign formTitle submitLabel
  fields { name kind label placeholder required maxLength rows options { value label } }
} }`;
type Definition = NonNullable<Query['leadFormDefinition']>;

async function definition(formId: string): Promise<Definition | null> {
  const res = await callSubgraph<{ leadFormDefinition: Definition | null }>(subgraph.url, FORM, { formId }, {});
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.leadFormDefinition;
}

describe('leadFormDefinition', () => {
  it('the marketing form: the spec 1 §3 fields, the bookable days as the appointment day options, morning and afternoon', async () => {
    const form = (await definition('prenota-appuntamento'))!;
    expect(form).toMatchObject({ formType: 'prenotazione-appuntamento', formSource: 'ARCLUB', formCampaign: null, formTitle: 'Prenota un appuntamento' });
    expect(form.fields.map((f) => [f.name, f.kind, f.required])).toEqual([
      ['email', 'EMAIL', true],
      ['cellulare', 'TEL', true],
      ['nome', 'TEXT', false],
      ['cognome', 'TEXT', false],
      ['codiceCliente', 'TEXT', false],
      ['professione', 'SELECT', false],
      ['giorno', 'APPOINTMENT_DAY', true],
      ['fascia', 'RADIO', true],
      ['privacy', 'CONSENT', true],
    ]);
    const day = form.fields.find((f) => f.name === 'giorno')!;
    expect(day.options.map((o) => o.value)).toEqual(appointmentDays());
    expect(day.options[0]!.label).toMatch(/^[A-Z][a-zì]+ \d{1,2} [a-z]+$/);
    expect(form.fields.find((f) => f.name === 'fascia')!.options).toEqual([{ value: 'mattina', label: 'Mattina' }, { value: 'pomeriggio', label: 'Pomeriggio' }]);
  });

  it('the first-opinion form: date and place of birth, username and password with their placeholders, the textarea with 5 rows', async () => {
    const form = (await definition('first-opinion-form'))!;
    expect(form.formType).toBe('first-opinion');
    const byName = Object.fromEntries(form.fields.map((f) => [f.name, f]));
    expect(byName.dateOfBirth).toMatchObject({ kind: 'DATE', placeholder: 'gg/mm/aaaa', required: true, rows: null });
    expect(byName.placeOfBirth).toMatchObject({ kind: 'TEXT', placeholder: 'Comune di nascita', required: true, maxLength: 60 });
    expect(byName.username).toMatchObject({ kind: 'TEXT', placeholder: 'Scegli un username', required: false, maxLength: 100 });
    expect(byName.password).toMatchObject({ kind: 'PASSWORD', placeholder: 'Scegli una password', required: false });
    expect(byName.note).toMatchObject({ kind: 'TEXTAREA', placeholder: 'Scrivi il tuo messaggio...', rows: 5, required: true });
    expect(form.fields.every((f) => f.kind === 'CONSENT' || f.placeholder)).toBe(true);
  });

  it('an unknown or malformed form id is null, without an error', async () => {
    expect(await definition('nessuno')).toBeNull();
    expect(await definition('../CMS')).toBeNull();
  });
});
