import { CMS_CONTENT_TYPES } from '@club/contracts';
import { POINT_INFOGRAPHICS_AT_IMAGES_SQL } from './infographics';
import { PAGE_COMPONENTS_MIGRATION_SQL } from './page-components';
import { DEALS_MIGRATION_SQL } from './seed-deals';

/**
 * CMS tables. Every layout item carries the same three visibility columns (spec 1 §3 'Navigation item',
 * spec 3 §6 Visibility / Wallet / Excluded Wallet): the upstream stores the rules and hands them out;
 * the subgraph decides with the portal's rules. Contents are keyed by a text id so later tables
 * (favourites, magazines, resources) can reference `cms_contents(id)`. The content types are the
 * contract's list (@club/contracts).
 */
export const CONTENT_TYPES = CMS_CONTENT_TYPES;

export type ContentTypeName = (typeof CONTENT_TYPES)[number];

const VISIBILITY_COLUMNS = `
  subscription_types text[] NOT NULL DEFAULT '{}',
  wallet text,
  excluded_wallet text`;

const contentTypeList = CONTENT_TYPES.map((t) => `'${t}'`).join(', ');

export const cmsMigrations = [
  {
    id: '300_cms_init',
    sql: `
      CREATE TABLE cms_categories (
        slug text PRIMARY KEY,
        label text NOT NULL UNIQUE,
        url text NOT NULL,
        page_name text NOT NULL
      );

      CREATE TABLE cms_topics (
        slug text PRIMARY KEY,
        title text NOT NULL,
        link text NOT NULL
      );

      CREATE TABLE cms_contents (
        id text PRIMARY KEY,
        parent_id text REFERENCES cms_contents(id),
        content_type text NOT NULL CHECK (content_type IN (${contentTypeList})),
        slug text NOT NULL UNIQUE,
        title text,
        abstract text,
        body text,
        link text NOT NULL,
        img_src text,
        publication_date timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL,
        category_slug text REFERENCES cms_categories(slug),
        collana text,
        modello_didattico_type text,
        occupations text[] NOT NULL DEFAULT '{}',
        specializations text[] NOT NULL DEFAULT '{}',
        professione text,
        internal_tags text[] NOT NULL DEFAULT '{}',
        is_modleg boolean NOT NULL DEFAULT false,
        is_modscient boolean NOT NULL DEFAULT false,
        is_toolleg boolean NOT NULL DEFAULT false,
        is_toolscient boolean NOT NULL DEFAULT false,
        user_actions text[] NOT NULL DEFAULT '{}',
        topics text[] NOT NULL DEFAULT '{}',
        embedded_content text,
        is_formativo boolean NOT NULL DEFAULT false,
        author text,
        is_premium boolean NOT NULL DEFAULT false,
        course_id text,
        -- lower-cased title, abstract and author: what 'contains' searches with ILIKE
        search_text text NOT NULL DEFAULT ''
      );
      CREATE INDEX cms_contents_type_date_idx ON cms_contents (content_type, publication_date DESC, id);
      CREATE INDEX cms_contents_date_idx ON cms_contents (publication_date DESC, id);
      CREATE INDEX cms_contents_category_idx ON cms_contents (category_slug, publication_date DESC);
      CREATE INDEX cms_contents_topics_idx ON cms_contents USING gin (topics);
      CREATE INDEX cms_contents_tags_idx ON cms_contents USING gin (internal_tags);
      CREATE INDEX cms_contents_parent_idx ON cms_contents (parent_id);

      CREATE TABLE cms_navigation_items (
        id int PRIMARY KEY,
        parent_id int REFERENCES cms_navigation_items(id),
        label text NOT NULL,
        href text NOT NULL,
        sort int NOT NULL,
        ${VISIBILITY_COLUMNS}
      );

      CREATE TABLE cms_top_bar_items (
        id text PRIMARY KEY,
        message text NOT NULL,
        link text,
        link_label text,
        sort int NOT NULL,
        ${VISIBILITY_COLUMNS}
      );

      CREATE TABLE cms_banners (
        id text PRIMARY KEY,
        placement text NOT NULL,
        sort int NOT NULL,
        title text NOT NULL,
        content text,
        image_url text,
        theme text,
        layout int NOT NULL CHECK (layout BETWEEN 1 AND 4),
        background text CHECK (background IN ('lightblue', 'darkblue')),
        has_login_cta boolean NOT NULL DEFAULT false,
        legal_text_desktop text,
        legal_text_mobile text,
        ${VISIBILITY_COLUMNS}
      );
      CREATE INDEX cms_banners_placement_idx ON cms_banners (placement, sort);

      CREATE TABLE cms_banner_ctas (
        id int PRIMARY KEY,
        banner_id text NOT NULL REFERENCES cms_banners(id) ON DELETE CASCADE,
        sort int NOT NULL,
        label text NOT NULL,
        mobile_label text,
        link text NOT NULL,
        target text,
        variant text,
        icon text,
        ${VISIBILITY_COLUMNS}
      );

      CREATE TABLE cms_footer (
        id int PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        tagline text NOT NULL,
        toll_free_number text NOT NULL,
        email text NOT NULL,
        company_line text NOT NULL
      );

      CREATE TABLE cms_footer_links (
        id int PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('menu', 'social', 'legal')),
        label text NOT NULL,
        href text NOT NULL,
        sort int NOT NULL,
        ${VISIBILITY_COLUMNS}
      );
    `,
  },
  {
    // Member-side CMS data (spec 2 §3): favourites and category preferences, reading counts for the
    // most-read block, the partner magazines with their posts, the external news feed and partner logos.
    id: '301_cms_members_and_magazines',
    sql: `
      ALTER TABLE cms_contents ADD COLUMN read_count int NOT NULL DEFAULT 0;
      CREATE INDEX cms_contents_reads_idx ON cms_contents (read_count DESC, id);

      CREATE TABLE cms_favourites (
        user_id text NOT NULL,
        content_id text NOT NULL REFERENCES cms_contents(id),
        type text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, content_id)
      );
      CREATE INDEX cms_favourites_user_idx ON cms_favourites (user_id, created_at DESC);

      CREATE TABLE cms_favourite_categories (
        user_id text PRIMARY KEY,
        categories text[] NOT NULL DEFAULT '{}'
      );

      CREATE TABLE cms_magazines (
        id text PRIMARY KEY,
        name text NOT NULL,
        url text NOT NULL,
        logo_url text NOT NULL,
        sort int NOT NULL
      );

      CREATE TABLE cms_magazine_categories (
        magazine_id text NOT NULL REFERENCES cms_magazines(id),
        slug text NOT NULL,
        name text NOT NULL,
        link text NOT NULL,
        sort int NOT NULL,
        PRIMARY KEY (magazine_id, slug)
      );

      CREATE TABLE cms_magazine_posts (
        id text PRIMARY KEY,
        magazine_id text NOT NULL REFERENCES cms_magazines(id),
        category_slug text NOT NULL,
        title text NOT NULL,
        excerpt text,
        date timestamptz NOT NULL,
        link text NOT NULL,
        author text,
        image_url text,
        terms text[] NOT NULL DEFAULT '{}',
        -- crm profession ids ('1' Medico, '2' Altro professionista sanitario) and detail ids the post suits
        professions text[] NOT NULL DEFAULT '{}',
        profession_details text[] NOT NULL DEFAULT '{}'
      );
      CREATE INDEX cms_magazine_posts_idx ON cms_magazine_posts (magazine_id, date DESC);

      CREATE TABLE cms_external_news (
        id int PRIMARY KEY,
        title text NOT NULL,
        excerpt text NOT NULL,
        link text NOT NULL,
        class_list text[] NOT NULL,
        author text NOT NULL,
        section text NOT NULL,
        date timestamptz NOT NULL
      );

      CREATE TABLE cms_partner_logos (
        id int PRIMARY KEY,
        name text NOT NULL,
        image_url text NOT NULL,
        url text
      );
    `,
  },
  {
    // Paywalls and the digital newsstand (spec 1 §3 'Paywall option', §6; spec 2 §6): the options of each
    // placement with the banners' visibility rule, and the magazines' issues the embedded reader shows.
    id: '311_cms_paywall',
    sql: `
      CREATE TABLE cms_paywall_options (
        id text PRIMARY KEY,
        placement text NOT NULL CHECK (placement IN ('articolo', 'risorsa', 'edicola')),
        sort int NOT NULL,
        title text NOT NULL,
        content text,
        image_url text,
        cta_label text NOT NULL,
        cta_link text NOT NULL,
        has_login_cta boolean NOT NULL DEFAULT false,
        ${VISIBILITY_COLUMNS}
      );
      CREATE INDEX cms_paywall_options_placement_idx ON cms_paywall_options (placement, sort);

      CREATE TABLE cms_newsstand_issues (
        id text PRIMARY KEY,
        magazine_id text NOT NULL REFERENCES cms_magazines(id),
        title text NOT NULL,
        issue_date date NOT NULL,
        cover_url text,
        -- the issue's pages in reading order: [{ title, text }]
        pages jsonb NOT NULL
      );
      CREATE INDEX cms_newsstand_issues_idx ON cms_newsstand_issues (magazine_id, issue_date DESC);
    `,
  },
  {
    // Page components (spec 2 §2 'Other components', §3): FAQ items with the same visibility columns as
    // the layout items, and video tutorials. Promo banners reuse cms_banners with new placements.
    id: '312_cms_components',
    sql: `
      CREATE TABLE cms_faq_items (
        id text PRIMARY KEY,
        placement text NOT NULL,
        sort int NOT NULL,
        question text NOT NULL,
        answer text NOT NULL,
        ${VISIBILITY_COLUMNS}
      );
      CREATE INDEX cms_faq_items_placement_idx ON cms_faq_items (placement, sort);

      CREATE TABLE cms_video_tutorials (
        id text PRIMARY KEY,
        placement text NOT NULL,
        sort int NOT NULL,
        title text NOT NULL,
        abstract text,
        content text,
        preview_image text,
        is_preview boolean NOT NULL DEFAULT false
      );
      CREATE INDEX cms_video_tutorials_placement_idx ON cms_video_tutorials (placement, sort);
    `,
  },
  {
    // Spec 2 §2 infographic viewer: databases seeded before the generated infographics point their
    // Infografica items at them (a fresh seed does the same after inserting the contents).
    id: '313_cms_infographics',
    sql: POINT_INFOGRAPHICS_AT_IMAGES_SQL,
  },
  {
    // Spec 2 §3 relatedComponents, hasContinueReading, hasTopics: which blocks an item's page shows.
    id: '314_cms_page_components',
    sql: PAGE_COMPONENTS_MIGRATION_SQL,
  },
  {
    // The text search ('contains': every word ILIKE '%word%' on search_text) through a trigram index
    // instead of a scan of every content (docs/operations.md). A Postgres server without the pg_trgm
    // extension (or the right to create it) keeps working, only without the index.
    id: '315_cms_search_trigram_index',
    sql: `
      DO $$ BEGIN
        CREATE EXTENSION IF NOT EXISTS pg_trgm;
      EXCEPTION WHEN OTHERS THEN
        RAISE NOTICE 'pg_trgm unavailable: the CMS text search scans the contents';
      END $$;
      DO $$ BEGIN
        IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
          CREATE INDEX IF NOT EXISTS cms_contents_search_trgm_idx ON cms_contents USING gin (search_text gin_trgm_ops);
        END IF;
      END $$;
    `,
  },
  {
    // Spec 3 §3 'Content-managed CTA' Event Code: the tracking code (spec 1 §9) a CMS call to action pushes.
    id: '316_cms_cta_event_codes',
    sql: `
      ALTER TABLE cms_banner_ctas ADD COLUMN IF NOT EXISTS event_code text;
      ALTER TABLE cms_paywall_options ADD COLUMN IF NOT EXISTS cta_event_code text;
    `,
  },
  {
    // Spec 1 §3 'Partner logo' (productName, partnerLogoSrc, partnerLogoAlt, showPartnerLogo, isDefault)
    // and spec 2 §3 'Promo banner' badge and logo. The logo's existing name is its alt text.
    id: '317_cms_partner_logo_products_and_banner_badges',
    sql: `
      ALTER TABLE cms_partner_logos ADD COLUMN IF NOT EXISTS product_name text;
      ALTER TABLE cms_partner_logos ADD COLUMN IF NOT EXISTS show_partner_logo boolean NOT NULL DEFAULT true;
      ALTER TABLE cms_partner_logos ADD COLUMN IF NOT EXISTS is_default boolean NOT NULL DEFAULT false;
      ALTER TABLE cms_banners ADD COLUMN IF NOT EXISTS badge text;
      ALTER TABLE cms_banners ADD COLUMN IF NOT EXISTS logo_url text;
      ALTER TABLE cms_banners ADD COLUMN IF NOT EXISTS logo_alt text;
    `,
  },
  {
    // Spec 3 §2/§3: the service pages under /servizi (one document each, every item with its rules) and the partner deals.
    id: '320_cms_service_pages',
    sql: `
      CREATE TABLE cms_service_pages (
        path text PRIMARY KEY,
        doc jsonb NOT NULL
      );
      CREATE TABLE cms_partner_deals (
        id text PRIMARY KEY,
        sort int NOT NULL,
        title text NOT NULL,
        body text NOT NULL,
        image_url text,
        href text NOT NULL,
        lists text[] NOT NULL
      );
    `,
  },
  {
    // Spec 3 §2/§3: business-class travel offers, rental offers and light-and-gas offers.
    id: '330_cms_deals',
    sql: DEALS_MIGRATION_SQL,
  },
  {
    // The listings' order (content-query.ts buildOrder: publication date newest first, NULLS LAST, then
    // id descending) as indexes, so a page of the newest items reads a few index entries instead of
    // sorting every matching content; per content type and per category for the type and category
    // filters. The older (publication_date DESC, id) indexes keep serving latest-contents and the
    // category previews, whose tie-break is id ascending.
    id: '331_cms_listing_order_indexes',
    sql: `
      CREATE INDEX IF NOT EXISTS cms_contents_listing_idx ON cms_contents (publication_date DESC NULLS LAST, id DESC);
      CREATE INDEX IF NOT EXISTS cms_contents_type_listing_idx ON cms_contents (content_type, publication_date DESC NULLS LAST, id DESC);
      CREATE INDEX IF NOT EXISTS cms_contents_category_listing_idx ON cms_contents (category_slug, publication_date DESC NULLS LAST, id DESC);
    `,
  },
  {
    // No statistics on the text the 'contains' search matches with ILIKE: with them, planning every
    // search runs the pattern over the column's sample values (hundreds of long texts), which cost more
    // than the search itself; without them the planner's default estimate still picks the trigram index.
    id: '332_cms_search_text_statistics',
    sql: `ALTER TABLE cms_contents ALTER COLUMN search_text SET STATISTICS 0;`,
  },
  {
    // Spec 1 §1, §3, §9, spec 2 §9: each page placement's list of components, in CMS order (home sections,
    // info boxes, grids, lead-form containers, download banners); what a component carries is its `doc`.
    id: '333_cms_page_component_lists',
    sql: `
      CREATE TABLE cms_page_components (
        id text PRIMARY KEY,
        placement text NOT NULL,
        sort int NOT NULL,
        type text NOT NULL,
        title text,
        doc jsonb NOT NULL DEFAULT '{}'::jsonb
      );
      CREATE INDEX cms_page_components_placement_idx ON cms_page_components (placement, sort);
    `,
  },
  {
    // A category's items at scale (issue 30: at 20× the demo a category's 5,000 items lie on as many
    // pages): the category listing index also carries what the related and suggested searches filter
    // on (type, occupations, specialisations), so the grouped search ranks a category's items from the
    // index alone instead of reading every item's page (the article's suggested contents at 20×: 72.7 →
    // 15.3 ms of CPU per call, scripts/upstream-profile.ts).
    id: '340_cms_category_listing_covering_index',
    sql: `
      DROP INDEX IF EXISTS cms_contents_category_listing_idx;
      CREATE INDEX cms_contents_category_listing_idx ON cms_contents (category_slug, publication_date DESC NULLS LAST, id DESC)
        INCLUDE (content_type, occupations, specializations);
    `,
  },
];
