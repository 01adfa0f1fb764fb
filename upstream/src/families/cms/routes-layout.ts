/**
 * Layout pieces managed in the CMS (spec 1 §2-§3): navigation, top bar, banners, footer, plus the
 * category and topic lists. Every item is returned with its visibility rule: deciding who sees
 * what is the subgraph's job, so one cached answer serves every member.
 */
import { cmsContracts, type CmsNavigationItem, type CmsVisibility, type PayloadOf } from '@club/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../family';
import { parseOr400 } from './validate';

export interface VisibilityRow {
  subscription_types: string[];
  wallet: string | null;
  excluded_wallet: string | null;
}

export function visibility(row: VisibilityRow): CmsVisibility {
  return { subscriptionTypes: row.subscription_types, wallet: row.wallet, excludedWallet: row.excluded_wallet };
}

export function registerLayoutRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/CMS/Navigazione', async (): Promise<PayloadOf<typeof cmsContracts.navigation>> => {
    const rows = await db.query<VisibilityRow & { id: number; parent_id: number | null; label: string; href: string }>(
      `SELECT id, parent_id, label, href, subscription_types, wallet, excluded_wallet FROM cms_navigation_items ORDER BY sort, id`,
    );
    const nodes = new Map<number, CmsNavigationItem>(rows.map((r) => [r.id, { label: r.label, href: r.href, visibility: visibility(r), children: [] }]));
    const roots: CmsNavigationItem[] = [];
    for (const r of rows) (r.parent_id === null ? roots : nodes.get(r.parent_id)!.children).push(nodes.get(r.id)!);
    return roots;
  });

  app.get('/CMS/TopBar', async (): Promise<PayloadOf<typeof cmsContracts.topBar>> => {
    const rows = await db.query<VisibilityRow & { id: string; message: string; link: string | null; link_label: string | null }>(
      `SELECT id, message, link, link_label, subscription_types, wallet, excluded_wallet FROM cms_top_bar_items ORDER BY sort`,
    );
    return rows.map((r) => ({ id: r.id, message: r.message, link: r.link, linkLabel: r.link_label, visibility: visibility(r) }));
  });

  app.get('/CMS/Banner', async (req, reply) => {
    const query = await parseOr400(cmsContracts.banners.query, req.query, reply);
    if (!query) return reply;
    type BannerRow = VisibilityRow & {
      id: string; title: string; content: string | null; image_url: string | null; theme: string | null; layout: number;
      background: string | null; has_login_cta: boolean; legal_text_desktop: string | null; legal_text_mobile: string | null;
      badge: string | null; logo_url: string | null; logo_alt: string | null;
    };
    type CtaRow = VisibilityRow & {
      banner_id: string; label: string; mobile_label: string | null; link: string; target: string | null; variant: string | null; icon: string | null;
      event_code: string | null;
    };
    const rows = await db.query<BannerRow>(`SELECT * FROM cms_banners WHERE placement = $1 ORDER BY sort`, [query.placement]);
    const ctas = await db.query<CtaRow>(
      `SELECT k.* FROM cms_banner_ctas k JOIN cms_banners b ON b.id = k.banner_id WHERE b.placement = $1 ORDER BY k.sort`,
      [query.placement],
    );
    return rows.map((b) => ({
      id: b.id,
      title: b.title,
      content: b.content,
      image: b.image_url,
      theme: b.theme,
      layout: b.layout,
      background: b.background,
      hasLoginCta: b.has_login_cta,
      legalTextDesktop: b.legal_text_desktop,
      legalTextMobile: b.legal_text_mobile,
      badge: b.badge,
      logo: b.logo_url ? { src: b.logo_url, alt: b.logo_alt ?? '' } : null,
      visibility: visibility(b),
      ctas: ctas
        .filter((c) => c.banner_id === b.id)
        .map((c) => ({ label: c.label, mobileLabel: c.mobile_label, link: c.link, target: c.target, variant: c.variant, icon: c.icon, eventCode: c.event_code, visibility: visibility(c) })),
    })) satisfies PayloadOf<typeof cmsContracts.banners>;
  });

  app.get('/CMS/Footer', async (): Promise<PayloadOf<typeof cmsContracts.footer>> => {
    const [footer] = await db.query<{ tagline: string; toll_free_number: string; email: string; company_line: string }>(`SELECT * FROM cms_footer WHERE id = 1`);
    const links = await db.query<VisibilityRow & { kind: string; label: string; href: string }>(`SELECT * FROM cms_footer_links ORDER BY sort, id`);
    const ofKind = (kind: string) => links.filter((l) => l.kind === kind).map((l) => ({ label: l.label, href: l.href, visibility: visibility(l) }));
    return {
      tagline: footer?.tagline ?? '',
      links: ofKind('menu'),
      tollFreeNumber: footer?.toll_free_number ?? '',
      email: footer?.email ?? '',
      companyLine: footer?.company_line ?? '',
      social: ofKind('social'),
      legalLinks: ofKind('legal'),
    };
  });

  app.get('/CMS/Categorie', async (): Promise<PayloadOf<typeof cmsContracts.categories>> =>
    db.query<{ label: string; url: string; pageName: string }>(`SELECT label, url, page_name AS "pageName" FROM cms_categories ORDER BY page_name`),
  );

  app.get('/CMS/Argomenti', async (): Promise<PayloadOf<typeof cmsContracts.topics>> => db.query<{ title: string; link: string }>(`SELECT title, link FROM cms_topics ORDER BY title`));
}
