import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { LoyaltyBalanceCard } from './LoyaltyBalanceCard';
import './loyalty.css';

/** /profilo/il-mio-programma-fedelta (and /profilo/programma-fedelta): the balance card (spec 3 §2 'Profile area'). */
export function ProfileLoyaltyPage() {
  useDocumentTitle('Il mio programma fedeltà');
  return (
    <div className="container loyalty-page">
      <Breadcrumbs items={[{ label: 'Panoramica', to: '/profilo' }, { label: 'Programma Fedeltà' }]} />
      <h1>Il mio programma fedeltà</h1>
      <LoyaltyBalanceCard />
    </div>
  );
}
