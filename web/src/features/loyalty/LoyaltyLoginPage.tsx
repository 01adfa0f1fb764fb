import { Navigate, useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/Spinner';
import { useViewer } from '../../lib/viewer';
import { LOYALTY_LOGIN_REDIRECTS } from './loyaltyText';

/**
 * /programma-fedelta-premiati/login?redirectTo=… (spec 3 §2): a signed-in member goes on to the page
 * asked for (only /prodotti or /profilo/ordini/, else the programme page); a visitor logs in first and
 * comes back here.
 */
export function LoyaltyLoginPage() {
  const [params] = useSearchParams();
  const { viewer, loading } = useViewer();
  const asked = params.get('redirectTo') ?? '';
  const target = LOYALTY_LOGIN_REDIRECTS.includes(asked) ? asked : '/programma-fedelta-premiati';
  if (loading && !viewer) return <Spinner label="Accesso al programma fedeltà" />;
  if (!viewer || viewer.flags.isSuspect) {
    const back = `/programma-fedelta-premiati/login?redirectTo=${encodeURIComponent(target)}`;
    return <Navigate to={`/login?redirectTo=${encodeURIComponent(back)}`} replace />;
  }
  return <Navigate to={target} replace />;
}
