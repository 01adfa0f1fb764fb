import type { PayloadOf, loyaltyProgrammeRoute } from '@club/contracts';
import { insertMany, type Db } from '../../db';

const DAY_MS = 86_400_000;

/** What a member earns points for (spec 3 §2 'Missions' and 'Points list'). */
const ACTIVITIES = [
  { description: 'Corso ECM completato', amount: 50 },
  { description: 'Accesso al portale', amount: 1 },
  { description: 'Profilo completato', amount: 20 },
  { description: 'Articolo letto', amount: 2 },
  { description: 'Scheda professionale pubblicata', amount: 30 },
  { description: 'Rinnovo abbonamento', amount: 100 },
  { description: 'Consulenza legale richiesta', amount: 10 },
];

const REWARD_CATEGORIES = ['Casa', 'Cucina', 'Tempo libero', 'Sport', 'Beauty e benessere'];
const REWARD_NAMES = [
  'Set di tazze in ceramica', 'Frullatore a immersione', 'Zaino da trekking', 'Tappetino yoga', 'Kit beauty viso',
  'Lampada da lettura', 'Macchina per il caffè', 'Borraccia termica', 'Cuffie wireless', 'Buono cena per due',
  'Coperta in pile', 'Set di coltelli', 'Pallone da calcio', 'Bilancia smart', 'Diffusore di aromi',
  'Cornice digitale', 'Piastra grill', 'Racchette da padel', 'Orologio fitness', 'Set asciugamani',
  'Robot da cucina', 'Bicicletta pieghevole', 'Massaggiatore cervicale', 'Altoparlante bluetooth',
];

/** Spec 3 §2 'Loyalty blocks': the programme page's content. */
export const LOYALTY_PROGRAMME: PayloadOf<typeof loyaltyProgrammeRoute> = {
  howItWorks: {
    title: 'Come funziona',
    steps: [
      { title: 'Partecipa', body: 'Con l’abbonamento Premium partecipi automaticamente al programma fedeltà.' },
      { title: 'Accumula punti', body: 'Segui corsi ECM, completa il profilo e usa i servizi del Club.' },
      { title: 'Completa le missioni', body: 'Ogni mese nuove missioni per guadagnare punti extra.' },
      { title: 'Scegli il premio', body: 'Usa i punti nel catalogo premi: casa, cucina, tempo libero, sport e benessere.' },
      { title: 'Rinnova e continua', body: 'Rinnovando l’abbonamento i tuoi punti restano validi.' },
    ],
    paragraph: 'Più usi il Club, più punti accumuli: ogni attività ti avvicina a un nuovo premio.',
    cta: { label: 'Scopri il catalogo premi', href: '/prodotti', eventCode: 'WL100' },
  },
  missions: [
    { id: 'm1', title: 'Completa il tuo profilo', body: 'Aggiungi codice fiscale e data di nascita.', points: 20, icon: 'user' },
    { id: 'm2', title: 'Chiedi una consulenza', body: 'Invia una richiesta al servizio di consulenza legale.', points: 10, icon: 'chat' },
    { id: 'm3', title: 'Pubblica la tua scheda', body: 'Rendi pubblica la tua scheda professionale.', points: 30, icon: 'document' },
    { id: 'm4', title: 'Accedi ogni giorno', body: 'Un punto per ogni giorno in cui visiti il portale.', points: 1, icon: null },
  ],
  points: {
    intro: 'Ecco quanti punti vale ogni attività nel Club.',
    regulationUrl: '/media/documenti/regolamento-programma-fedelta.pdf',
    items: ACTIVITIES.map((a, i) => ({ id: `p${i + 1}`, title: a.description, points: a.amount })),
  },
  brands: [
    { id: 'b1', name: 'Casa Italia', logo: '/media/cms/marchi/casa-italia.svg', url: 'https://casa-italia.demo.club' },
    { id: 'b2', name: 'Cucina Più', logo: '/media/cms/marchi/cucina-piu.svg', url: null },
    { id: 'b3', name: 'Sport Center', logo: '/media/cms/marchi/sport-center.svg', url: 'https://sport-center.demo.club' },
    { id: 'b4', name: 'Beauty Lab', logo: '/media/cms/marchi/beauty-lab.svg', url: null },
    { id: 'b5', name: 'Viaggi Sereni', logo: '/media/cms/marchi/viaggi-sereni.svg', url: 'https://viaggi-sereni.demo.club' },
    { id: 'b6', name: 'Tech Store', logo: '/media/cms/marchi/tech-store.svg', url: null },
    { id: 'b7', name: 'Senza logo', logo: null, url: null },
    { id: 'b8', name: 'Green Life', logo: '/media/cms/marchi/green-life.svg', url: 'https://green-life.demo.club' },
  ],
  advantages: {
    title: 'I vantaggi del programma',
    items: [
      { title: 'Premi per i tuoi interessi', body: 'Un catalogo pensato per casa, cucina, tempo libero, sport e benessere.' },
      { title: 'Punti che durano', body: 'Da ex Premium puoi usare i punti fino alla loro scadenza.' },
      { title: 'Missioni ogni mese', body: 'Sfide nuove per guadagnare punti extra.' },
      { title: 'Nessun costo', body: 'Il programma è incluso nel tuo abbonamento Premium.' },
    ],
  },
};

/**
 * Loyalty demo data: the programme page, 24 rewards, and a few months of activities for every member whose
 * loyalty service is on (premium, and ex-premium whose points are still usable); the premium persona's
 * latest activity is recent, so its balance shows as changed.
 */
export async function seedLoyalty(db: Db, random: () => number, today: Date): Promise<void> {
  await db.query(`INSERT INTO loyalty_programme (id, content) VALUES (1, $1)`, [JSON.stringify(LOYALTY_PROGRAMME)]);
  await insertMany(
    db,
    'loyalty_rewards',
    ['id', 'title', 'category', 'points', 'image', 'sort'],
    REWARD_NAMES.map((title, i) => [i + 1, title, REWARD_CATEGORIES[i % REWARD_CATEGORIES.length]!, 150 + ((i * 137) % 20) * 50, `/media/cms/premi/premio-${i + 1}.svg`, i]),
  );
  const members = await db.query<{ user_id: string }>(`SELECT user_id FROM wallets WHERE codice = 'winLoy' AND servizio_attivo ORDER BY user_id`);
  const rows: unknown[][] = [];
  let id = 0;
  for (const { user_id } of members) {
    const count = 2 + Math.floor(random() * 8);
    for (let i = 0; i < count; i++) {
      const activity = ACTIVITIES[Math.floor(random() * ACTIVITIES.length)]!;
      const daysAgo = i * 9 + Math.floor(random() * 8) + (user_id === '1000003' ? 0 : 1);
      rows.push([++id, user_id, activity.description, new Date(today.getTime() - daysAgo * DAY_MS + 10 * 3_600_000), activity.amount]);
    }
  }
  await insertMany(db, 'loyalty_transactions', ['id', 'user_id', 'description', 'ts', 'amount'], rows);
}
