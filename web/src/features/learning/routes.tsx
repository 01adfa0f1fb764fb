import type { RouteObject } from 'react-router';

/** Routes of the learning area (lazy pages): spec 2 §2 course, training, e-book, film and video clip routes. */
export const learningRoutes: RouteObject[] = [
  { path: '/corsi-ecm-fad/ebook', lazy: () => import('./LearningListPage').then((m) => ({ Component: m.EbookListPage })) },
  { path: '/corsi-ecm-fad/ebook/:slug', lazy: () => import('./LearningDetailPage').then((m) => ({ Component: m.EbookDetailPage })) },
  { path: '/corsi-ecm-fad/film-formazione', lazy: () => import('./LearningListPage').then((m) => ({ Component: m.TrainingFilmListPage })) },
  {
    path: '/corsi-ecm-fad/film-formazione/:slug',
    lazy: () => import('./LearningDetailPage').then((m) => ({ Component: m.TrainingFilmDetailPage })),
  },
  { path: '/corsi-ecm-fad/videoclip', lazy: () => import('./VideoClipsPage').then((m) => ({ Component: m.VideoClipsPage })) },
  { path: '/corsi-ecm-fad/videoclip/:slug', lazy: () => import('./VideoClipDetailPage').then((m) => ({ Component: m.VideoClipDetailPage })) },
  { path: '/corsi-ecm-fad/collana/:name', lazy: () => import('../courses/CourseCataloguePage').then((m) => ({ Component: m.SeriesCataloguePage })) },
  { path: '/corsi-ecm-fad/:slug', lazy: () => import('../courses/CoursePage').then((m) => ({ Component: m.CoursePage })) },
  { path: '/profilo/la-mia-formazione', lazy: () => import('./TrainingAreaPage').then((m) => ({ Component: m.TrainingAreaPage })) },
];
