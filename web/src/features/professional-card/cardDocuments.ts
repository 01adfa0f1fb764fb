import { graphql } from '../../gql';

/** The member's card as the editor reads it (spec 3 §5): the draft, its version and what the server decided (contacts allowed, Pharmacare, bonus). */
export const CardDraftFieldsFragment = graphql(`
  fragment CardDraftFields on ProfessionalCardDraft {
    id
    version
    firstName
    lastName
    presentationText
    privacyFlag
    termsOfServiceFlag
    visibility
    accessLevel
    contactsAllowed
    upgradeForContacts
    pharmacareActive
    pharmacareEligible
    createBonus
    status
    step
    isHiddenFlags
    profilePictureUrl
    contactDataVisibility
    changeRequests {
      id
      createdOn
      fields
      status
    }
    contacts {
      province
      city
      email
      phone
    }
    professions {
      professionType
      mainProfession
      specializations {
        id
        name
      }
      healthcareProfession {
        id
        name
      }
    }
    training {
      degreeType
      title
      institute
      year
    }
    workExperience {
      role
      employer
      fromYear
      toYear
    }
    certifications {
      title
      year
      documentUrl
      downloadUrl
      fileName
    }
    scientificPublications {
      title
      journal
      year
      link
    }
  }
`);

/** The card with the lists its selects offer (specialisations, professions). */
export const MyProfessionalCardQuery = graphql(`
  query MyProfessionalCard {
    specializationFamilies {
      id
      specializations {
        id
        name
      }
    }
    professions {
      id
      code
      isDoctor
    }
    viewer {
      user {
        id
        professionalCard {
          ...CardDraftFields
        }
      }
    }
  }
`);

/** Saves the whole card on the draft's version (a conflict keeps the draft). */
export const SaveProfessionalCardMutation = graphql(`
  mutation SaveProfessionalCard($input: ProfessionalCardInput!) {
    saveProfessionalCard(input: $input) {
      ...CardDraftFields
    }
  }
`);
