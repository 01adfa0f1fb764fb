import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import './ProfessionalCard.css';

export const ProfessionalCard_CardFragment = graphql(`
  fragment ProfessionalCard_card on ProfessionalCard {
    id
    firstName
    lastName
    city
    province
    profession {
      description
    }
    professionDetail {
      name
    }
    specializations {
      name
    }
  }
`);

export type ProfessionalContactsData = { email?: string | null; phone?: string | null };

export type ProfessionalCardProps = {
  card: FragmentType<typeof ProfessionalCard_CardFragment>;
  /** Heading level of the name, so the card fits the outline of the page it sits in. */
  headingLevel?: 2 | 3;
  /** The presentation text, where the listing shows it (the directory). */
  presentationText?: string | null;
  /**
   * The contacts section (spec 2 §9): `contacts` for a Premium viewer (the server sends them to
   * nobody else), 'locked' for the limited card with an invitation to upgrade; absent, nothing.
   */
  contacts?: ProfessionalContactsData | null | 'locked';
};

/** What the card shows under the name: the health-profession detail, else the first specialisation, else the profession. */
export function professionalRole(card: { professionDetail?: { name: string } | null; specializations: { name: string }[]; profession: { description?: string | null } }): string {
  return card.professionDetail?.name ?? card.specializations[0]?.name ?? card.profession.description ?? '';
}

/** A health professional's card (spec 2 §9 'Professional card'): home section and directory. */
export function ProfessionalCard({ card: ref, headingLevel = 3, presentationText, contacts }: ProfessionalCardProps) {
  const card = getFragmentData(ProfessionalCard_CardFragment, ref);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const place = [card.city, card.province && `(${card.province})`].filter(Boolean).join(' ');
  return (
    <article className="professional-card">
      <Heading className="professional-card__name">
        {card.firstName} {card.lastName}
      </Heading>
      <p className="professional-card__role">{professionalRole(card)}</p>
      {place ? <p className="professional-card__place">{place}</p> : null}
      {presentationText ? <p className="professional-card__text">{presentationText}</p> : null}
      {contacts === 'locked' ? (
        <p className="professional-card__contacts professional-card__contacts--locked">
          I contatti sono riservati agli abbonati Premium. <Link to={paths.upgrade}>Passa a Premium</Link>
        </p>
      ) : contacts && (contacts.email || contacts.phone) ? (
        <dl className="professional-card__contacts">
          {contacts.email ? (
            <>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
              </dd>
            </>
          ) : null}
          {contacts.phone ? (
            <>
              <dt>Telefono</dt>
              <dd>
                <a href={`tel:${contacts.phone}`}>{contacts.phone}</a>
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </article>
  );
}
