import type { RouteObject } from 'react-router';

/** Routes of the learning area (lazy pages): spec 2 §2 training, e-book, film and video clip routes (the course pages are the courses feature's, placed by app/router.tsx). */
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
  { path: '/profilo/la-mia-formazione', lazy: () => import('./TrainingAreaPage').then((m) => ({ Component: m.TrainingAreaPage })) },
];
