import { cardYears, type CardFormInput, type CardFormOutput } from '@club/validation';
import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import type { CardDraftFieldsFragment as CardDraft } from '../../gql/graphql';

/** Spec 3 §3 yes code of contactDataVisibility: the contacts show on the card. */
export const CARD_CONTACTS_SHOWN = 857920000;

/** The card as the server keeps it (the draft the form starts from). */
export type Draft = CardDraft;
/** The card form's control, for its parts. */
export type CardControl = Control<CardFormInput, unknown, CardFormOutput>;
/** The years a step may pick, with and without the empty 'Seleziona'. */
export type YearOptions = { years: { value: string; label: string }[]; yearOptions: { value: string; label: string }[] };

function yearOf(y: number | null | undefined): string {
  return y == null ? '' : String(y);
}

/** The form's values from the draft (a first, empty profession when it has none). */
export function defaultsOf(d: Draft): CardFormInput {
  const mainIndex = Math.max(0, d.professions.findIndex((p) => p.mainProfession));
  return {
    firstName: d.firstName,
    lastName: d.lastName,
    professions: (d.professions.length ? d.professions : [{ professionType: '', specializations: [], healthcareProfession: null, mainProfession: true }]).map((p) => ({
      professionType: p.professionType,
      specialization1: p.specializations[0]?.id ?? '',
      specialization2: p.specializations[1]?.id ?? '',
      specialization3: p.specializations[2]?.id ?? '',
      healthcareProfession: p.healthcareProfession?.id ?? '',
    })),
    mainProfession: String(mainIndex),
    presentationText: d.presentationText,
    province: d.contacts.province,
    city: d.contacts.city,
    email: d.contacts.email ?? '',
    phone: d.contacts.phone ?? '',
    training: d.training.map((t) => ({ degreeType: t.degreeType, title: t.title, institute: t.institute, year: yearOf(t.year) })),
    workExperience: d.workExperience.map((w) => ({ role: w.role, employer: w.employer, fromYear: yearOf(w.fromYear), toYear: yearOf(w.toYear) })),
    certifications: d.certifications.map((c) => ({ title: c.title, year: yearOf(c.year), documentUrl: c.documentUrl ?? '', fileName: c.fileName ?? '', document: '' })),
    scientificPublications: d.scientificPublications.map((p) => ({ title: p.title, journal: p.journal, year: yearOf(p.year), link: p.link ?? '' })),
    isPublic: d.visibility === 'Pubblica',
    termsOfServiceFlag: d.termsOfServiceFlag,
    privacyFlag: d.privacyFlag,
    profilePicture: '',
    profilePictureFileName: '',
    contactsVisible: d.contactDataVisibility === CARD_CONTACTS_SHOWN,
  };
}

/** The card's years (cardYears), once per form. */
export function useYearOptions(): YearOptions {
  const years = useMemo(() => cardYears().map((y) => ({ value: String(y), label: String(y) })), []);
  const yearOptions = useMemo(() => [{ value: '', label: 'Seleziona' }, ...years], [years]);
  return { years, yearOptions };
}
