/**
 * Magazines (spec 2 §2 /contenuti-medico-scientifici, §4 magazine page): the seven magazines and
 * their posts, generic for visitors, suspect or incomplete profiles, by profession for complete ones.
 */
import { missingFieldFlags } from '@club/crm-client';
import { isDoctorProfession, isProfileComplete, isSignedInMember } from '@club/policy';

import type { Context } from './context';
import type { MagazinePostResolvers, MagazinePostsResolvers, MagazineResolvers } from './generated/resolvers-types';
import type { MagazinePostsParent } from './mappers';

/** Spec 2 §9: generic magazine posts 8. */
export const MAGAZINE_POSTS = 8;

/**
 * The profession to personalise with, or null for generic posts. When the member's data can't be read
 * the page still shows the generic posts (spec 2 §7: the check's 401 is ignored).
 */
async function personalisation({ viewer, dataSources }: Context): Promise<{ professione: string; dettaglioProfessione?: string } | null> {
  if (!isSignedInMember(viewer)) return null;
  try {
    const [check, { profession, detail }] = await Promise.all([dataSources.crm.missingFields(), dataSources.crm.profession()]);
    if (!profession || !isProfileComplete(missingFieldFlags(check), isDoctorProfession(profession.codice))) return null;
    return { professione: profession.id, ...(detail ? { dettaglioProfessione: detail.id } : {}) };
  } catch {
    return null;
  }
}

/** Posts of one magazine for the viewer; null when the magazine is unknown. */
export async function magazinePosts(magazineId: string, context: Context): Promise<MagazinePostsParent | null> {
  const [magazines, person] = await Promise.all([context.dataSources.cms.magazines(), personalisation(context)]);
  const magazine = magazines.find((m) => m.magazine === magazineId);
  if (!magazine) return null;
  const suggested = await context.dataSources.cms.suggestedPosts({ magazine: magazineId, numPosts: MAGAZINE_POSTS, ...person });
  return { magazine, suggested };
}

export const Magazine: MagazineResolvers = {
  id: (magazine) => magazine.magazine,
  logoUrl: (magazine) => magazine.logo,
};

export const MagazinePosts: MagazinePostsResolvers = {
  magazine: ({ magazine }) => magazine,
  personalised: ({ suggested }) => suggested.personalised,
  categories: ({ suggested }) => suggested.posts.categories,
};

export const MagazinePost: MagazinePostResolvers = {
  author: (post) => post._embedded.author[0]?.name ?? null,
  imageUrl: (post) => post.featured_media,
};
