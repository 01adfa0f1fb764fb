import { clubMidnight } from '@club/wire';
import { insertMany, type Db } from '../../db';
import type { SeedContext } from '../../family';
import { PROFESSION_DETAILS, PROFESSIONS, OTHER_PROFESSION_ID, SPECIALISATION_FAMILIES, SPECIALISATIONS } from './catalogue';
import { LAST_SUBSCRIPTION_COLUMNS, USER_COLUMNS, WALLET_COLUMNS, memberRows } from './member-draft';
import { hashPassword } from './passwords';
import { CARD_COLUMNS, genericMembers, professionalCardRows } from './seed-members';
import { seedLeads } from './seed-leads';
import { personas } from './seed-personas';
import { clubPersonas } from './seed-personas-clubs';
import { ecmHistoryPersonas } from './seed-personas-ecm-history';
import { seedPress } from './seed-press';
import { telemedicinePersonas } from './seed-telemedicine';
import { shopsPersonas } from './seed-personas-shops';
import { seedLegalCases, seedProfile } from './seed-profile';

/** Password of every seeded member (README 'Demo accounts'). */
export const DEMO_PASSWORD = 'Club2026!';

/**
 * Seeds the CRM: catalogue, the demo personas, ~3,000 generic members and their professional
 * cards. scrypt is deliberately slow, so the shared demo password is hashed once and the hash is
 * reused for every seeded member (each real sign-up would get its own salt).
 */
export async function seedCrm(db: Db, ctx: SeedContext): Promise<void> {
  // The club's day (Italy), as the portal counts a trial's days left: not UTC's, which lags it by an hour or two at midnight.
  const today = clubMidnight();

  await insertMany(db, 'crm_professions', ['id', 'codice', 'descrizione'], PROFESSIONS.map((p) => [p.id, p.codice, p.descrizione]));
  await insertMany(db, 'crm_profession_details', ['id', 'profession_id', 'nome'], PROFESSION_DETAILS.map((d) => [d.id, OTHER_PROFESSION_ID, d.nome]));
  await insertMany(db, 'crm_specialisation_families', ['id', 'nome'], SPECIALISATION_FAMILIES.map((f) => [f.id, f.nome]));
  await insertMany(db, 'crm_specialisations', ['id', 'nome', 'family_id'], SPECIALISATIONS.map((s) => [s.id, s.nome, s.familyId]));

  const salt = Buffer.from(Array.from({ length: 16 }, () => Math.floor(ctx.random() * 256)));
  const passwordHash = await hashPassword(DEMO_PASSWORD, salt);

  const generic = genericMembers(ctx.random, today);
  const drafts = [...personas(today), ...clubPersonas(today), ...telemedicinePersonas(today), ...shopsPersonas(today), ...ecmHistoryPersonas(today), ...generic.map((g) => g.draft)];
  const rows = memberRows(drafts, passwordHash);
  await insertMany(db, 'users', USER_COLUMNS, rows.users);
  await insertMany(db, 'wallets', WALLET_COLUMNS, rows.wallets, 1000);
  await insertMany(db, 'last_subscription', LAST_SUBSCRIPTION_COLUMNS, rows.lastSubscriptions);
  await insertMany(db, 'professional_cards', CARD_COLUMNS, professionalCardRows(generic, ctx.random));
  await seedPress(db, today);
  await seedLeads(db, ctx.random);
  await seedProfile(db, drafts, ctx.random);
  await seedLegalCases(db, [...personas(today), ...clubPersonas(today)]);
}
