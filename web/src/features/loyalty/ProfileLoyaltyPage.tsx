import { ProfileLayout } from '../profile';
import { LoyaltyBalanceCard } from './LoyaltyBalanceCard';
import './loyalty.css';

/**
 * /profilo/il-mio-programma-fedelta (and /profilo/programma-fedelta, the breadcrumb's path): the balance
 * card in the profile frame (spec 3 §2 'Profile area'): members only, like every /profilo page (a visitor
 * goes to the login page and comes back), with the profile header and side menu.
 */
export function ProfileLoyaltyPage() {
  return (
    <ProfileLayout title="Il mio programma fedeltà" breadcrumbs={[{ label: 'Panoramica', to: '/profilo' }, { label: 'Programma Fedeltà' }]}>
      <LoyaltyBalanceCard />
    </ProfileLayout>
  );
}
