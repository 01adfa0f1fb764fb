import type { LearningItemKind } from '../../gql/graphql';

/** The two learning-item areas of spec 2 §2: e-books and Film Formazione. */
export const LEARNING_AREAS: Record<LearningItemKind, { path: string; title: string; ofTheMonth: string | null; latest: string }> = {
  EBOOK: { path: '/corsi-ecm-fad/ebook', title: 'E-book', ofTheMonth: "L'e-book del mese", latest: 'Gli ultimi e-book' },
  TRAINING_FILM: { path: '/corsi-ecm-fad/film-formazione', title: 'Film Formazione', ofTheMonth: null, latest: 'Gli ultimi Film Formazione' },
};

/** Spec 2 §9: latest e-books or films on a detail page: 3. Listings page by 9 like the catalogue. */
export const LATEST_ITEMS = 3;
export const LEARNING_PAGE_SIZE = 9;
