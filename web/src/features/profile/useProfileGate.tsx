import type { ReactElement } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/Spinner';
import { paths } from '../../config/paths';
import { useViewer, type Viewer } from '../../lib/viewer';

/**
 * Profile pages are for members only (spec 3 §2): a visitor goes to the login page and comes back.
 * Returns the viewer, or the element to render instead (spinner while loading, redirect for visitors).
 */
export function useProfileGate(): { viewer: Viewer; gate: null } | { viewer: null; gate: ReactElement } {
  const { viewer } = useViewer();
  const location = useLocation();
  if (!viewer) return { viewer: null, gate: <Spinner label="Caricamento del profilo" /> };
  if (viewer.subscriptionType === 'SUSPECT') {
    const target = `${paths.login}?redirectTo=${encodeURIComponent(location.pathname)}`;
    return { viewer: null, gate: <Navigate to={target} replace /> };
  }
  return { viewer, gate: null };
}
