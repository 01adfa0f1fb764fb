import { upperCase } from '../../components/forms/transforms';

type Consent = 'SI' | 'NO' | '';
/** Every field any lead form holds; each variant's schema reads only its own. */
export type LeadValues = {
  nome: string;
  cognome: string;
  email: string;
  cellulare: string;
  codiceFiscale: string;
  note: string;
  club: string;
  marketingDiretto: Consent;
  comunicazioneTerzi: Consent;
  statistiche: Consent;
  profilazione: Consent;
  privacy: boolean;
};
/** What a variant's schema gives out (the fields it reads, the consents Si, No or none). */
export type LeadOutput = Partial<Omit<LeadValues, 'marketingDiretto' | 'comunicazioneTerzi' | 'statistiche' | 'profilazione' | 'codiceFiscale'>> & {
  codiceFiscale?: string;
  marketingDiretto?: 'SI' | 'NO' | null;
  comunicazioneTerzi?: 'SI' | 'NO' | null;
  statistiche?: 'SI' | 'NO' | null;
  profilazione?: 'SI' | 'NO' | null;
};

export const EMPTY: LeadValues = {
  nome: '',
  cognome: '',
  email: '',
  cellulare: '',
  codiceFiscale: '',
  note: '',
  club: '',
  marketingDiretto: '',
  comunicazioneTerzi: '',
  statistiche: '',
  profilazione: '',
  privacy: false,
};

export const digitsOnly = (v: string) => v.replace(/\D/g, '');
export const alphanumeric = (v: string) => upperCase(v.replace(/[^A-Za-z0-9]/g, ''));
