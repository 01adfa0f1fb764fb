/**
 * The API's object types without an id that a field returns one of (not a list): Apollo's cache
 * cannot normalise them, and by default an answer that asks for fewer of their fields replaces the
 * object another answer left, so the first query's data is incomplete in the cache and it asks the
 * network again (a footer asked for whole by the layout and for its number by a page; a content's
 * category; the viewer's flags and upgrade view). Merged instead (`merge: true` in app/apollo.ts):
 * each answer's fields are kept. mergedTypes.test.ts holds this list to api-schema.graphql. The
 * viewer is a singleton of its own (`keyFields: []`).
 */
export const MERGED_OBJECT_TYPES: readonly string[] = ['CardContacts', 'Cart', 'Category', 'Certificate', 'ChangePaymentMethodResult', 'CheckoutResult', 'ConsentRequirement', 'ConsentResult', 'ContactData', 'ContentConnection', 'ContentFlags', 'ContentPage', 'CourseAccessDecision', 'CourseOffer', 'CoursePage', 'CourseViewerStatus', 'EcmCredits', 'EcmObligationBreakdown', 'EcmPastDebt', 'EcmPlan', 'EcmPlanStep', 'EcmTriennium', 'EcmTrienniumReminder', 'EcmTrienniumStanding', 'Expiration', 'FavouriteResult', 'FavouriteToast', 'FileDownload', 'Footer', 'LastSubscription', 'LeadFormDefinition', 'LearningItemPage', 'LeaveClubResult', 'LoginPublicKey', 'LoginResult', 'LoyaltyAdvantages', 'LoyaltyBalance', 'LoyaltyCta', 'LoyaltyHowItWorks', 'LoyaltyPointsList', 'LoyaltyProgramme', 'MagazinePosts', 'MembershipResult', 'MissingFields', 'Money', 'OfferActivation', 'OfferPaywall', 'PartnerLogo', 'PaywallCta', 'PersonalData', 'PressAccess', 'PressHeader', 'PressNewsletterResult', 'ProfessionalContacts', 'ProfessionalDirectoryPage', 'ProfileBanner', 'ProfileSaveResult', 'RecoveryResult', 'SearchPage', 'SectionError', 'ServiceForm', 'ServiceHero', 'ServicePage', 'StartCourseResult', 'SubscriptionFlags', 'SuggestedCourses', 'TelemedicineAccess', 'ToastLink', 'TrainingPage', 'TrainingSummary', 'TravelOfferDetail', 'UpdateContactResult', 'UpgradeButton', 'UpgradeLink', 'UpgradeView', 'VideoClipConnection', 'VideoClipPageInfo', 'WelcomeMessage'];

/** The type policies that merge them. */
export function mergedTypePolicies(): Record<string, { merge: true }> {
  return Object.fromEntries(MERGED_OBJECT_TYPES.map((type) => [type, { merge: true }]));
}
