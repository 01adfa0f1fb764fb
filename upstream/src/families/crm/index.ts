import type { FamilyModule } from '../../family';
import { crmMigrations } from './migration';
import { lenientJsonBodies } from './request';
import { authRoutes } from './routes-auth';
import { contactRoutes } from './routes-contact';
import { pressRoutes } from './routes-press';
import { leadRoutes } from './routes-leads';
import { professionalCardRoutes } from './routes-professional-cards';
import { professionalCardDraftRoutes } from './routes-professional-card-draft';
import { professionRoutes } from './routes-professions';
import { registrationRoutes } from './routes-registration';
import { legalCaseRoutes } from './routes-legal-cases';
import { personalDataRoutes } from './routes-personal-data';
import { profileRoutes } from './routes-profile';
import { enrolmentRoutes } from './routes-enrolment';
import { userRoutes } from './routes-user';

/** Members, sign-in, consent, wallets and the professionals directory (upstream/README.md 'Auth' and 'CRM'). */
export const crmFamily: FamilyModule = {
  name: 'crm',
  migrations: crmMigrations,
  // Loaded only to seed: a prepared data folder's upstream never holds the seed's modules (faker alone is ~45 MB).
  seed: async (db, ctx) => (await import('./seed')).seedCrm(db, ctx),
  scale: async (db, ctx) => (await import('./seed-scale')).scaleCrm(db, ctx),
  async routes(app, deps) {
    // One encapsulated scope so the JSON body parsing applies to these routes only.
    await app.register(async (scope) => {
      lenientJsonBodies(scope);
      authRoutes(scope, deps);
      userRoutes(scope, deps);
      professionalCardRoutes(scope, deps);
      professionalCardDraftRoutes(scope, deps);
      professionRoutes(scope, deps);
      contactRoutes(scope, deps);
      enrolmentRoutes(scope, deps);
      pressRoutes(scope, deps);
      leadRoutes(scope, deps);
      registrationRoutes(scope, deps);
      profileRoutes(scope, deps);
      personalDataRoutes(scope, deps);
      legalCaseRoutes(scope, deps);
    });
  },
};
