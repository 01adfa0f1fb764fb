import type { SubgraphResolverMap } from '@club/subgraph-kit';
import type { Resolvers } from '../generated/resolvers-types';
import { ConsentRequirement } from './ConsentRequirement';
import { ContactData } from './ContactData';
import { FitnessCenter } from './FitnessCenter';
import { LastSubscription } from './LastSubscription';
import { LegalCase } from './LegalCase';
import { MissingFields } from './MissingFields';
import { Mutation } from './Mutation';
import { MutationProfile } from './MutationProfile';
import { MutationProfessionalCard } from './MutationProfessionalCard';
import { CardCertification, ProfessionalCardDraft } from './ProfessionalCardDraft';
import { UserProfessionalCard } from './UserProfessionalCard';
import { ProfessionDetail, Specialization, SpecializationFamily } from './named';
import { Profession } from './Profession';
import { ProfessionalCard } from './ProfessionalCard';
import { PressArticle } from './PressArticle';
import { PressCategory } from './PressCategory';
import { PressNewsletterFamily } from './PressNewsletterFamily';
import { Query } from './Query';
import { User } from './User';
import { UpgradeView } from './UpgradeView';
import { UserProfile } from './UserProfile';
import { Viewer } from './Viewer';
import { ViewerProfile } from './ViewerProfile';
import { Wallet } from './Wallet';

/** All resolvers of the crm subgraph; types without resolvers here take their fields from the parent as named. */
const typed: Resolvers = {
  Query,
  Mutation: { ...Mutation, ...MutationProfile, ...MutationProfessionalCard },
  Viewer: { ...Viewer, ...ViewerProfile },
  User: { ...User, ...UserProfile, ...UserProfessionalCard },
  Wallet,
  ContactData,
  LastSubscription,
  MissingFields,
  Profession,
  ProfessionDetail,
  Specialization,
  SpecializationFamily,
  ProfessionalCard,
  ConsentRequirement,
  PressArticle,
  PressCategory,
  PressNewsletterFamily,
  FitnessCenter,
  UpgradeView,
  LegalCase,
  ProfessionalCardDraft,
  CardCertification,
};

/** The generated resolver types are stricter than the federation helper's map (`__resolveReference`); same runtime shape. */
export const resolvers = typed as SubgraphResolverMap;
