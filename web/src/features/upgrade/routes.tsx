import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** The upgrade page (spec 3 §2 /upgrade). */
export const upgradeRoutes: RouteObject[] = [{ path: paths.upgrade, lazy: () => import('./UpgradePage').then((m) => ({ Component: m.UpgradePage })) }];
