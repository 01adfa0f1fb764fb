import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** Routes of the partner deals and telemedicine (spec 3 §2): travel, rental, light and gas, telemedicine. */
export const dealsRoutes: RouteObject[] = [
  { path: paths.travel, lazy: () => import('./TravelListingPage').then((m) => ({ Component: m.TravelListingPage })) },
  { path: paths.travelOffer, lazy: () => import('./TravelDetailPage').then((m) => ({ Component: m.TravelDetailPage })) },
  { path: paths.rental, lazy: () => import('./RentalPage').then((m) => ({ Component: m.RentalPage })) },
  { path: paths.lightAndGas, lazy: () => import('./LightAndGasPage').then((m) => ({ Component: m.LightAndGasPage })) },
  { path: paths.telemedicine, lazy: () => import('./TelemedicinePage').then((m) => ({ Component: m.TelemedicinePage })) },
  { path: paths.telemedicineContents, lazy: () => import('./TelemedicineContentsPage').then((m) => ({ Component: m.TelemedicineContentsPage })) },
];
