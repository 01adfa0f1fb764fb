/**
 * Paywalls and the digital newsstand (spec 1 §3 'Paywall option', §6; spec 2 §6).
 * - GET /CMS/Paywall?placement=: every option of a placement with its rule, like the banners: the
 *   subgraph picks the first the viewer meets (public, one cached answer serves everybody).
 * - GET /CMS/Edicola: the newest issue of each magazine with its reader path, PREMIUM members only.
 * - GET /media/edicola/{magazine}: the embedded reader, a small HTML page with the newest issue's pages.
 *   It lives under /media/ so the portal serves it from its own origin (the gateway forwards /media/*),
 *   like the other embedded players; it is a public embed, as third-party page-flip readers are: what
 *   is premium-only is the listing that hands its addresses out.
 */
import { cmsContracts, type PayloadOf } from '@club/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth';
import type { Db } from '../../db';
import type { RouteDeps } from '../../family';
import { parseOr400 } from './validate';

interface PaywallRow {
  id: string;
  placement: PayloadOf<typeof cmsContracts.paywallOptions>[number]['placement'];
  title: string;
  content: string | null;
  image_url: string | null;
  cta_label: string;
  cta_link: string;
  cta_event_code: string | null;
  has_login_cta: boolean;
  subscription_types: string[];
  wallet: string | null;
  excluded_wallet: string | null;
}

interface IssueRow {
  id: string;
  magazine_id: string;
  magazine_name: string;
  title: string;
  issue_date: string;
  cover_url: string | null;
  pages: { title: string; text: string }[] | string;
}

/** Path of a magazine's embedded reader. */
export const readerPath = (magazineId: string) => `/media/edicola/${encodeURIComponent(magazineId)}`;

/** The newest issue of each magazine (or of one), in the logo strip's order. */
async function latestIssues(db: Db, magazineId?: string): Promise<IssueRow[]> {
  return db.query<IssueRow>(
    `SELECT DISTINCT ON (m.sort, i.magazine_id) i.id, i.magazine_id, m.name AS magazine_name, i.title,
            i.issue_date::text AS issue_date, i.cover_url, i.pages
       FROM cms_newsstand_issues i JOIN cms_magazines m ON m.id = i.magazine_id
      ${magazineId ? 'WHERE i.magazine_id = $1' : ''}
      ORDER BY m.sort, i.magazine_id, i.issue_date DESC`,
    magazineId ? [magazineId] : [],
  );
}

const pagesOf = (row: IssueRow) => (typeof row.pages === 'string' ? (JSON.parse(row.pages) as { title: string; text: string }[]) : row.pages);

function escapeHtml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c]!);
}

/**
 * The reader page: the issue's pages in reading order, each a titled region, readable by keyboard and
 * screen readers. Its main landmark is named after the issue: embedded in the portal's page, which has
 * its own main, two unnamed mains would be indistinguishable to a screen reader (axe landmark-unique).
 */
export function readerPage(issue: IssueRow): string {
  const pages = pagesOf(issue);
  const title = escapeHtml(issue.title);
  const sections = pages
    .map(
      (p, i) => `<section class="page" id="pagina-${i + 1}" aria-labelledby="pagina-${i + 1}-titolo">
<p class="page__number">Pagina ${i + 1} di ${pages.length}</p>
<h2 id="pagina-${i + 1}-titolo">${escapeHtml(p.title)}</h2>
${p.text.split('\n').map((para) => `<p>${escapeHtml(para)}</p>`).join('\n')}
</section>`,
    )
    .join('\n');
  const index = pages.map((p, i) => `<li><a href="#pagina-${i + 1}">${i + 1}. ${escapeHtml(p.title)}</a></li>`).join('');
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{margin:0;background:#eef1f6;color:#1a1a1a;font-family:Helvetica,Arial,sans-serif;line-height:1.5}
main{max-width:720px;margin:0 auto;padding:16px}h1{font-size:1.4rem;margin:0 0 8px}
nav ol{padding-left:20px}a{color:#0b3d91}a:focus{outline:3px solid #0b3d91;outline-offset:2px}
.page{background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.15);padding:24px;margin:16px 0}
.page__number{color:#4a4a4a;font-size:.85rem;margin:0}h2{font-size:1.15rem}</style>
</head><body><main aria-label="${title}"><h1>${title}</h1>
<nav aria-label="Pagine del numero"><ol>${index}</ol></nav>
${sections}
</main></body></html>`;
}

export function registerPaywallRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/CMS/Paywall', async (req, reply) => {
    const query = await parseOr400(cmsContracts.paywallOptions.query, req.query, reply);
    if (!query) return reply;
    const rows = await db.query<PaywallRow>(`SELECT * FROM cms_paywall_options WHERE placement = $1 ORDER BY sort`, [query.placement]);
    return rows.map((r) => ({
      id: r.id,
      placement: r.placement,
      title: r.title,
      content: r.content,
      image: r.image_url,
      cta: { label: r.cta_label, link: r.cta_link, eventCode: r.cta_event_code },
      hasLoginCta: r.has_login_cta,
      visibility: { subscriptionTypes: r.subscription_types, wallet: r.wallet, excludedWallet: r.excluded_wallet },
    })) satisfies PayloadOf<typeof cmsContracts.paywallOptions>;
  });

  app.get('/CMS/Edicola', async (req, reply) => {
    const user = await requireUser(db, req, reply);
    if (!user) return reply;
    const [member] = await db.query<{ subscription_type: string }>(`SELECT subscription_type FROM users WHERE id = $1`, [user.userId]);
    if (member?.subscription_type !== 'PREMIUM') {
      return reply.code(403).send({ message: "L'Edicola digitale è riservata agli abbonati Premium." });
    }
    const issues = await latestIssues(db);
    return issues.map((i) => ({
      id: i.id,
      magazine: i.magazine_id,
      magazineName: i.magazine_name,
      title: i.title,
      issueDate: i.issue_date,
      cover: i.cover_url,
      pageCount: pagesOf(i).length,
      reader: readerPath(i.magazine_id),
    })) satisfies PayloadOf<typeof cmsContracts.newsstand>;
  });

  app.get<{ Params: { magazineId: string } }>('/media/edicola/:magazineId', async (req, reply) => {
    const [issue] = await latestIssues(db, req.params.magazineId);
    if (!issue) return reply.code(404).send({ message: 'Rivista non trovata.' });
    return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'public, max-age=3600').send(readerPage(issue));
  });
}
