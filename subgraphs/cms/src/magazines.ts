/**
 * Magazines (spec 2 §2 /contenuti-medico-scientifici, §4 magazine page): the seven magazines and
 * their posts, generic for visitors, suspect or incomplete profiles, by profession for complete ones.
 */
import { isDoctorProfession, isProfileComplete, isVisitor, type MissingFieldFlags } from '@club/policy';
import type { Context } from './context';
import type { UpstreamMagazine, UpstreamSuggestedPosts } from './datasources/cms-api';
import type { MissingFieldsCheck } from '@club/contracts';
import type { Magazine, MagazinePosts } from './generated/resolvers-types';

/** Spec 2 §9: generic magazine posts 8. */
export const MAGAZINE_POSTS = 8;

export function toMagazine(m: UpstreamMagazine): Magazine {
  return { id: m.magazine, name: m.name, url: m.url, logoUrl: m.logo, categories: m.categories.map((c) => ({ name: c.name, link: c.link })) };
}

/** The upstream check (true = on file) as the policy's missing flags (true = missing). */
function missingFlags(check: MissingFieldsCheck): MissingFieldFlags {
  return {
    fiscalCode: !check.fiscalCodePresent,
    privacyHomnya: !check.privacyHomnyaPresent,
    termsConditions: !check.termsConditionsPresent,
    profession: !check.professionPresent,
    professionDetail: !check.professionDetailPresent,
    specialization: !check.specializationPresent,
  };
}

/**
 * The profession to personalise with, or null for generic posts. When the member's data can't be read
 * the page still shows the generic posts (spec 2 §7: the check's 401 is ignored).
 */
async function personalisation({ viewer, dataSources }: Context): Promise<{ professione: string; dettaglioProfessione?: string } | null> {
  if (isVisitor(viewer.subscriptionType) || !viewer.upstreamToken) return null;
  try {
    const [check, { profession, detail }] = await Promise.all([dataSources.crm.missingFields(), dataSources.crm.profession()]);
    if (!profession || !isProfileComplete(missingFlags(check), isDoctorProfession(profession.codice))) return null;
    return { professione: profession.id, ...(detail ? { dettaglioProfessione: detail.id } : {}) };
  } catch {
    return null;
  }
}

function toPosts(answer: UpstreamSuggestedPosts, magazine: UpstreamMagazine): MagazinePosts {
  return {
    magazine: toMagazine(magazine),
    personalised: answer.personalised,
    categories: answer.posts.categories.map((c) => ({
      name: c.name,
      link: c.link,
      posts: c.posts.map((p) => ({
        id: p.id,
        title: p.title,
        excerpt: p.excerpt,
        date: p.date,
        link: p.link,
        author: p._embedded.author[0]?.name ?? null,
        imageUrl: p.featured_media,
        terms: p.terms,
      })),
    })),
  };
}

/** Posts of one magazine for the viewer; null when the magazine is unknown. */
export async function magazinePosts(magazineId: string, context: Context): Promise<MagazinePosts | null> {
  const [magazines, person] = await Promise.all([context.dataSources.cms.magazines(), personalisation(context)]);
  const magazine = magazines.find((m) => m.magazine === magazineId);
  if (!magazine) return null;
  const answer = await context.dataSources.cms.suggestedPosts({ magazine: magazineId, numPosts: MAGAZINE_POSTS, ...person });
  return toPosts(answer, magazine);
}
