/**
 * External ECM credits of the issue 40 history personas (crm/seed-personas-ecm-history.ts), over
 * several trienni: fixed ids and days keep the seed deterministic. Each event at most 50 credits, as
 * the national rules cap one event.
 */
type Row = [id: string, userId: string, provider: string, title: string, day: string, credits: number];

const id = (n: number) => `7c1e0f52-2f43-4c1a-9a55-${String(840_000 + n).padStart(12, '0')}`;

const CONGRESS = 'Provider 1234 – Società Italiana di Cardiologia';
const ORDER = 'Provider 877 – Ordine dei Medici di Milano';
const FAD = 'Provider 3021 – Formazione Sanitaria Online';

export const ECM_HISTORY_CREDITS: Row[] = [
  // ecm.inregola@ (1000840): 160 in 2023-2025, 110 in 2026.
  [id(1), '1000840', CONGRESS, 'Congresso nazionale di cardiologia 2023', '2023-05-18', 45],
  [id(2), '1000840', FAD, 'FAD: appropriatezza prescrittiva', '2024-03-11', 50],
  [id(3), '1000840', ORDER, 'Corso residenziale: comunicazione con il paziente', '2025-02-20', 40],
  [id(4), '1000840', FAD, 'FAD: sicurezza delle cure', '2025-10-06', 25],
  [id(5), '1000840', CONGRESS, 'Congresso nazionale di cardiologia 2026', '2026-05-14', 50],
  [id(6), '1000840', FAD, 'FAD: antibioticoresistenza', '2026-06-22', 30],
  [id(7), '1000840', ORDER, 'Corso residenziale: il paziente fragile', '2026-09-17', 30],
  // ecm.sottosoglia@ (1000841): 80 in 2023-2025, 20 in 2026.
  [id(11), '1000841', CONGRESS, 'Congresso regionale di cardiologia 2023', '2023-11-09', 30],
  [id(12), '1000841', FAD, 'FAD: gestione del rischio clinico', '2024-06-04', 30],
  [id(13), '1000841', ORDER, 'Corso residenziale: linee guida e buone pratiche', '2025-04-15', 20],
  [id(14), '1000841', FAD, 'FAD: vaccinazioni nell\'adulto', '2026-03-19', 20],
  // ecm.compensativi@ (1000842): 60 in 2020-2022 (debt 40), 170 in 2023-2025 (20 over), 30 in 2026.
  [id(21), '1000842', FAD, 'FAD: COVID-19, gestione clinica', '2020-11-05', 30],
  [id(22), '1000842', ORDER, 'Corso residenziale: emergenze in ambulatorio', '2022-06-16', 30],
  [id(23), '1000842', CONGRESS, 'Congresso nazionale di cardiologia 2023', '2023-05-18', 50],
  [id(24), '1000842', FAD, 'FAD: appropriatezza prescrittiva', '2024-02-08', 50],
  [id(25), '1000842', FAD, 'FAD: sicurezza delle cure', '2025-03-13', 40],
  [id(26), '1000842', ORDER, 'Corso residenziale: il dolore cronico', '2025-10-23', 30],
  [id(27), '1000842', FAD, 'FAD: nutrizione clinica', '2026-04-09', 30],
];
