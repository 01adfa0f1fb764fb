import { ClubDataSource } from '@club/subgraph-kit';

/** GET /contact/jump2wl/check: true when the datum is on file. */
export interface MissingFieldsCheck {
  fiscalCodePresent: boolean;
  privacyHomnyaPresent: boolean;
  termsConditionsPresent: boolean;
  professionPresent: boolean;
  professionDetailPresent: boolean;
  specializationPresent: boolean;
}

/** The member's profession from GET /CRM/Utente/Consistenza. */
export interface MemberProfession {
  profession: { id: string; codice: string; descrizione: string; isAltraProfessioneSanitaria: boolean } | null;
  detail: { id: string; nome: string } | null;
}

/** The crm calls the magazine page and the search fallback need: completeness and profession of the member. */
export class CrmProfileApi extends ClubDataSource {
  protected readonly family = 'crm';
  missingFields(): Promise<MissingFieldsCheck> {
    return this.get<MissingFieldsCheck>('contact/jump2wl/check');
  }

  async profession(): Promise<MemberProfession> {
    const answer = await this.get<{ datiContatto: { professione: MemberProfession['profession']; professioneDettaglio: MemberProfession['detail'] } }>('CRM/Utente/Consistenza');
    return { profession: answer.datiContatto.professione, detail: answer.datiContatto.professioneDettaglio };
  }
}
