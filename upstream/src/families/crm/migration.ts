/**
 * CRM schema: members (users) with their wallets, last subscription and consent log, the
 * profession catalogue, the professional cards of the directory and the login key pair.
 */
export const crmMigrations = [
  {
    id: '100_crm_init',
    sql: `
      -- Spec 2 §3 'Profession': id, codice, descrizione, signupEnabled. codice is the category code
      -- of the professional card form (doctor 857920003, other health profession 857920006).
      CREATE TABLE crm_professions (
        id text PRIMARY KEY,
        codice text NOT NULL,
        descrizione text NOT NULL,
        signup_enabled boolean NOT NULL DEFAULT true
      );
      -- Health-profession detail (professioneDettaglio) of the 'other health profession' category.
      CREATE TABLE crm_profession_details (
        id text PRIMARY KEY,
        profession_id text NOT NULL REFERENCES crm_professions (id),
        nome text NOT NULL
      );
      -- Spec 3 §3 'Specialization family: id, nome' (scientific press newsletter, GET /CRM/FamiglieSpecializzazione).
      CREATE TABLE crm_specialisation_families (
        id text PRIMARY KEY,
        nome text NOT NULL
      );
      -- Doctors' specialisations (specializzazioniContatto), each in a family.
      CREATE TABLE crm_specialisations (
        id text PRIMARY KEY,
        nome text NOT NULL,
        family_id text NOT NULL REFERENCES crm_specialisation_families (id)
      );

      -- A member. id is the customer code (codice cliente), also the numeric username.
      -- email is deliberately not unique: two demo members share one address (login answers 409).
      CREATE TABLE users (
        id text PRIMARY KEY,
        username text NOT NULL UNIQUE,
        email text NOT NULL,
        password_hash text NOT NULL,
        name text NOT NULL,
        surname text NOT NULL,
        phone text,
        card_code text,
        convention_order text,
        registration_date date NOT NULL,
        fiscal_code text,
        birth_date date,
        subscription_type text NOT NULL
          CHECK (subscription_type IN ('REGISTRATO', 'TRIAL', 'PREMIUM', 'EX_TRIAL', 'EX_PREMIUM')),
        promo_codes text[] NOT NULL DEFAULT '{}',
        groups text[] NOT NULL DEFAULT '{}',
        is_aps boolean NOT NULL DEFAULT false,
        blocked boolean NOT NULL DEFAULT false,
        exp_date date,
        old_expiration date,
        must_accept_acknowledgment boolean NOT NULL DEFAULT false,
        must_accept_condition_of_use boolean NOT NULL DEFAULT false,
        must_accept_acceptance_condition boolean NOT NULL DEFAULT false,
        profession_id text REFERENCES crm_professions (id),
        profession_detail_id text REFERENCES crm_profession_details (id),
        specialisation_ids text[] NOT NULL DEFAULT '{}'
      );
      CREATE INDEX users_email_idx ON users (lower(email));

      -- Spec 3 §3 'Wallet (credits service)'; numero is the per-service Stato number.
      CREATE TABLE wallets (
        user_id text NOT NULL REFERENCES users (id),
        codice text NOT NULL,
        attivo boolean NOT NULL,
        servizio_attivo boolean NOT NULL,
        numero int NOT NULL DEFAULT 0,
        saldo numeric(10, 2) NOT NULL DEFAULT 0,
        utilizzo_totale numeric(10, 2) NOT NULL DEFAULT 0,
        credito_iniziale numeric(10, 2) NOT NULL DEFAULT 0,
        crediti_bonus numeric(10, 2) NOT NULL DEFAULT 0,
        PRIMARY KEY (user_id, codice)
      );

      -- Spec 1 §3 'Last-subscription record' (ultimaSottoscrizioneContatto).
      CREATE TABLE last_subscription (
        user_id text PRIMARY KEY REFERENCES users (id),
        cpq_product_name text NOT NULL,
        attivo boolean NOT NULL,
        data_inizio date NOT NULL,
        data_fine date,
        is_convenzione boolean NOT NULL DEFAULT false
      );

      -- Consent log: one row per member, consent kind and terms version, written once
      -- (a retried PUT /CRM/Utente/Condizioni adds nothing).
      CREATE TABLE consents (
        user_id text NOT NULL REFERENCES users (id),
        kind text NOT NULL CHECK (kind IN ('acknowledgment', 'conditionOfUse', 'acceptanceCondition')),
        terms_version text NOT NULL,
        accepted_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, kind, terms_version)
      );

      -- Directory of health professionals (spec 2 §2 'Professional directory').
      CREATE TABLE professional_cards (
        id text PRIMARY KEY,
        user_id text NOT NULL UNIQUE REFERENCES users (id),
        first_name text NOT NULL,
        last_name text NOT NULL,
        profession_id text NOT NULL REFERENCES crm_professions (id),
        profession_detail_id text REFERENCES crm_profession_details (id),
        specialisation_ids text[] NOT NULL DEFAULT '{}',
        province text NOT NULL,
        city text NOT NULL,
        presentation text NOT NULL,
        visibility text NOT NULL CHECK (visibility IN ('Pubblica', 'Privata')),
        is_pharmacare boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX professional_cards_listing_idx ON professional_cards (visibility, created_at DESC, id);

      -- The login key pair (RSA-2048), generated at first use and kept so restarts keep it.
      CREATE TABLE server_keys (
        id text PRIMARY KEY,
        public_pem text NOT NULL,
        private_pem text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    id: '101_crm_contact',
    sql: `
      -- Spec 2 §3 missing-fields check (GET /contact/jump2wl/check): the privacy consent and the terms
      -- and conditions of the data-completion modal. A new member has given neither.
      ALTER TABLE users
        ADD COLUMN privacy_homnya boolean NOT NULL DEFAULT false,
        ADD COLUMN terms_conditions boolean NOT NULL DEFAULT false;
    `,
  },
  {
    id: '120_crm_leads',
    sql: `
      -- Spec 3 §3 'Support request payload' (POST /Forms/CreaClubLead): one row per lead, written
      -- once per Idempotency-Key. user_id is the signed-in member, null for a visitor.
      CREATE TABLE crm_leads (
        id text PRIMARY KEY,
        form_type text NOT NULL,
        source text NOT NULL,
        campaign text,
        user_id text REFERENCES users (id),
        nome text,
        cognome text,
        email text NOT NULL,
        cellulare text NOT NULL,
        marketing_diretto text,
        comunicazione_terzi text,
        statistiche text,
        profilazione text,
        privacy boolean NOT NULL,
        fiscal_code text,
        note text,
        club_id text,
        form_fields jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX crm_leads_created_idx ON crm_leads (created_at);
      -- Spec 3 §7 GET /Forms/FitnessCenter: the fitness network's branches (the fitness form's club select).
      CREATE TABLE crm_fitness_centers (
        id text PRIMARY KEY,
        nome text NOT NULL,
        citta text NOT NULL,
        provincia text NOT NULL,
        indirizzo text NOT NULL
      );
    `,
  },
  {
    id: '130_crm_press',
    sql: `
      -- Spec 3 §3 scientific press: categories (speIdExtrapola, speName) and articles (artXml*).
      CREATE TABLE crm_press_categories (
        id int PRIMARY KEY,
        name text NOT NULL
      );
      CREATE TABLE crm_press_articles (
        id text PRIMARY KEY,
        category_id int NOT NULL REFERENCES crm_press_categories (id),
        title text NOT NULL,
        pub_date date NOT NULL,
        author text,
        description text,
        link text NOT NULL
      );
      CREATE INDEX crm_press_articles_category_date_idx ON crm_press_articles (category_id, pub_date DESC);
      -- Spec 3 §7 GET/POST /PubMed/Utente/RassegneStampa: the member's newsletter families (at most 3).
      CREATE TABLE crm_press_newsletter (
        user_id text NOT NULL REFERENCES users (id),
        family_id text NOT NULL REFERENCES crm_specialisation_families (id),
        subscribed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, family_id)
      );
    `,
  },
  {
    id: '140_crm_registration',
    sql: `
      -- Customer codes of members who register on the portal (spec 1 §2 /registrazione): above every
      -- seeded code (personas 1000000+, generic members 1100000+), numeric usernames of 7 digits.
      CREATE SEQUENCE crm_customer_codes START 3000000;
    `,
  },
  {
    id: '150_crm_profile',
    sql: `
      -- Spec 3 §2 'Esci dal Club': the member's requests to leave the club.
      CREATE TABLE crm_leave_requests (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users (id),
        reason text,
        requested_at timestamptz NOT NULL DEFAULT now()
      );
      -- Spec 3 §3 'Invoice' (GET /invoice, /invoice/download): id is the paymentId of the download.
      CREATE TABLE crm_invoices (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users (id),
        product_name text NOT NULL,
        issued boolean NOT NULL,
        invoice_date date NOT NULL,
        amount numeric(10, 2) NOT NULL
      );
      CREATE INDEX crm_invoices_user_idx ON crm_invoices (user_id, invoice_date DESC);
      -- Spec 3 §3 'Subscription history item': past and current subscriptions (source 'subscription')
      -- and add-ons (source 'addon', no end date shown).
      CREATE TABLE crm_subscription_history (
        user_id text NOT NULL REFERENCES users (id),
        position int NOT NULL,
        name text NOT NULL,
        active_from date NOT NULL,
        end_of_subscription date,
        source text NOT NULL CHECK (source IN ('subscription', 'addon')),
        is_active boolean NOT NULL,
        PRIMARY KEY (user_id, position)
      );
      -- Spec 3 §3 'Payment method'; only the last four digits of a card are kept.
      CREATE TABLE crm_payment_methods (
        user_id text NOT NULL REFERENCES users (id),
        position int NOT NULL,
        card_type text NOT NULL CHECK (card_type IN ('MASTERCARD', 'VISA', 'PAYPAL')),
        last_digits text,
        card_owner text NOT NULL,
        expire_on text,
        favorite boolean NOT NULL DEFAULT false,
        PRIMARY KEY (user_id, position)
      );
      -- Spec 3 §5: the phone's prefix, from a list, default 0039.
      ALTER TABLE users ADD COLUMN phone_prefix text NOT NULL DEFAULT '0039';
      -- Spec 3 §3 'Legal case' (GET /CRM/CauseLegaliAttive and /{nome}/Udienze): a member's cases,
      -- their hearings and the hearings' documents.
      CREATE TABLE crm_legal_cases (
        user_id text NOT NULL REFERENCES users (id),
        nome text NOT NULL,
        organo_giudicante text NOT NULL,
        sede text NOT NULL,
        sezione text NOT NULL,
        stato_causa text NOT NULL,
        provvedimenti jsonb NOT NULL DEFAULT '[]',
        linea_descrizione text NOT NULL,
        linea_specializzazione text NOT NULL,
        PRIMARY KEY (user_id, nome)
      );
      CREATE TABLE crm_legal_hearings (
        user_id text NOT NULL,
        nome text NOT NULL,
        position int NOT NULL,
        tipo text NOT NULL,
        data_udienza date NOT NULL,
        PRIMARY KEY (user_id, nome, position),
        FOREIGN KEY (user_id, nome) REFERENCES crm_legal_cases (user_id, nome)
      );
      CREATE TABLE crm_legal_documents (
        id text PRIMARY KEY,
        user_id text NOT NULL,
        nome text NOT NULL,
        position int NOT NULL,
        file_name text NOT NULL,
        FOREIGN KEY (user_id, nome, position) REFERENCES crm_legal_hearings (user_id, nome, position)
      );
      -- A change of payment method opened at the simulated provider (POST /contact/paymentmethods).
      CREATE TABLE crm_payment_sessions (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users (id),
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    id: '160_crm_card_drafts',
    sql: `
      -- Spec 3 §3 'Professional card (Scheda Professionale) draft': the member's own draft, versioned
      -- so a save from a stale draft answers 409 (PATCH /professionallist/professionalcards, patchFrom).
      -- The directory row (professional_cards) is derived from it when the card is saved.
      CREATE TABLE crm_card_drafts (
        user_id text PRIMARY KEY REFERENCES users (id),
        version int NOT NULL,
        draft jsonb NOT NULL,
        bonus_subscription text,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      -- Certification documents (PDF or images) uploaded with the card.
      CREATE TABLE crm_card_documents (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users (id),
        file_name text NOT NULL,
        mime_type text NOT NULL,
        body bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    // No statistics on the texts the directory and press searches match with ILIKE: with them, planning
    // every search runs the pattern over the columns' sample values, which cost more than the search.
    id: '170_crm_search_text_statistics',
    sql: `
      ALTER TABLE professional_cards ALTER COLUMN first_name SET STATISTICS 0, ALTER COLUMN last_name SET STATISTICS 0, ALTER COLUMN city SET STATISTICS 0;
      ALTER TABLE crm_press_articles ALTER COLUMN title SET STATISTICS 0, ALTER COLUMN description SET STATISTICS 0;
    `,
  },
  {
    id: '185_crm_leads_marketing_code',
    sql: `
      -- Spec 3 §3 'Support request payload' CodiceMkt: the support lead's marketing code. The other
      -- payload fields (navHistoryRef, navHistoryCurr, the utm values…) stay in form_fields.
      ALTER TABLE crm_leads ADD COLUMN codice_mkt text;
    `,
  },
  {
    // The directory's queries at scale (issue 30, upstream/src/scale.test.ts: no sequential scan of the cards
    // at 20× the demo): the listing index covers the columns the filters and counts read, so a count is
    // an index-only scan; a province's cards in listing order; the ids a text word resolves to (profession,
    // detail, specialisations: routes-professional-cards.ts) and the names and city through trigrams.
    // A Postgres server without pg_trgm keeps working, the names then scanned (as migration 315).
    id: '190_crm_directory_indexes',
    sql: `
      DO $$ BEGIN
        CREATE EXTENSION IF NOT EXISTS pg_trgm;
      EXCEPTION WHEN OTHERS THEN
        RAISE NOTICE 'pg_trgm unavailable: the directory scans the names';
      END $$;
      DROP INDEX IF EXISTS professional_cards_listing_idx;
      CREATE INDEX IF NOT EXISTS professional_cards_directory_idx ON professional_cards (visibility, created_at DESC, id)
        INCLUDE (profession_id, profession_detail_id, province, is_pharmacare);
      CREATE INDEX IF NOT EXISTS professional_cards_province_idx ON professional_cards (province, created_at DESC, id) WHERE visibility = 'Pubblica';
      CREATE INDEX IF NOT EXISTS professional_cards_profession_idx ON professional_cards (profession_id);
      CREATE INDEX IF NOT EXISTS professional_cards_detail_idx ON professional_cards (profession_detail_id);
      CREATE INDEX IF NOT EXISTS professional_cards_specialisations_idx ON professional_cards USING gin (specialisation_ids);
      DO $$ BEGIN
        IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
          CREATE INDEX IF NOT EXISTS professional_cards_names_trgm_idx ON professional_cards
            USING gin (first_name gin_trgm_ops, last_name gin_trgm_ops, city gin_trgm_ops);
        END IF;
      END $$;
    `,
  },
];
