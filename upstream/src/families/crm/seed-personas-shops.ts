import type { MemberDraft } from './member-draft';
import { persona } from './seed-personas';

/**
 * Demo persona for the shops and coupons area (spec 3 §6): a trial member whose topnegozi wallet
 * is gone, who meets the 'upgrade' paywall on an offer (upstream/README.md 'Demo accounts').
 */
export function shopsPersonas(today: Date): MemberDraft[] {
  return [
    persona(
      {
        id: '1000413', email: 'trial.nonegozi@demo.club', name: 'Irene', surname: 'Fontana', female: true, type: 'TRIAL', birth: '1991-04-13',
        edit: (m) => {
          m.wallets = m.wallets.filter((w) => w.codice !== 'topnegozi');
        },
      },
      today,
    ),
  ];
}
