import type { AnswerOf, categoryShopsRoute } from '@club/contracts';
import type { ShopParent } from '../mappers';
import { mediaBase } from '../topnegozi';

/** Shops of a category answer as Shop parents. */
export function shopParents(answer: AnswerOf<typeof categoryShopsRoute>): ShopParent[] {
  const base = mediaBase(answer.url_logo_path);
  return answer.data.map((s) => ({ id: s.id, name: s.name, logoUrl: `${base}${encodeURIComponent(s.logo)}`, category: s.category, description: s.description }));
}
