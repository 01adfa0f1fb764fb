import type { MemberDraft } from './member-draft';
import { persona, setWallet } from './seed-personas';

/** Demo account of the telemedicine rules (spec 3 §4): a premium member whose netmed service is being reactivated (Stato 2). */
export const TELEMEDICINE_REACTIVATING_EMAIL = 'premium.telemedicina@demo.club';

export function telemedicinePersonas(today: Date): MemberDraft[] {
  return [
    persona(
      {
        id: '1001330', email: TELEMEDICINE_REACTIVATING_EMAIL, name: 'Valentina', surname: 'Moretti', female: true, type: 'PREMIUM', birth: '1981-04-19',
        doctorSpecialisations: ['109'],
        edit: (m) => setWallet(m, 'netmed', { numero: 2 }),
      },
      today,
    ),
  ];
}
