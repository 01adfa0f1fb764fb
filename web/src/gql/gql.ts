/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ConsentDialog_consent on ConsentRequirement {\n    conditionOfUse\n    acceptanceCondition\n    acknowledgment\n    conditionsOfUseText\n    acceptanceConditionsText\n  }\n": typeof types.ConsentDialog_ConsentFragmentDoc,
    "\n  mutation RequestPasswordRecovery($username: String!) {\n    requestPasswordRecovery(username: $username) {\n      ok\n      username\n    }\n  }\n": typeof types.RequestPasswordRecoveryDocument,
    "\n  query LoginPublicKey {\n    loginPublicKey {\n      publicKeyPEM\n    }\n  }\n": typeof types.LoginPublicKeyDocument,
    "\n  mutation Login($username: String!, $encryptedPassword: String!) {\n    login(username: $username, encryptedPassword: $encryptedPassword) {\n      status\n      message\n      consent {\n        consentToken\n        ...ConsentDialog_consent\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation AcceptConditions($consentToken: String!, $conditionOfUse: Boolean!, $acceptanceCondition: Boolean!, $acknowledgment: Boolean!) {\n    acceptConditions(\n      consentToken: $consentToken\n      conditionOfUse: $conditionOfUse\n      acceptanceCondition: $acceptanceCondition\n      acknowledgment: $acknowledgment\n    ) {\n      ok\n      message\n    }\n  }\n": typeof types.AcceptConditionsDocument,
    "\n  query SupportPhone {\n    footer {\n      tollFreeNumber\n    }\n  }\n": typeof types.SupportPhoneDocument,
    "\n  fragment CourseCard_course on Course {\n    id\n    slug\n    title\n    imageUrl\n    credits\n    series {\n      id\n      name\n    }\n    teachingModel {\n      id\n      name\n    }\n    viewerStatus {\n      status\n      started\n    }\n  }\n": typeof types.CourseCard_CourseFragmentDoc,
    "\n  query CatalogueFilterOptions {\n    courseSeries {\n      id\n      name\n    }\n    teachingModels {\n      id\n      name\n    }\n  }\n": typeof types.CatalogueFilterOptionsDocument,
    "\n  query CourseCatalogue($input: CourseSearchInput) {\n    courseCatalogue(input: $input) {\n      page\n      pageSize\n      total\n      totalPages\n      items {\n        id\n        ...CourseCard_course\n      }\n    }\n  }\n": typeof types.CourseCatalogueDocument,
    "\n  fragment Banner_banner on Banner {\n    id\n    title\n    content\n    imageUrl\n    layout\n    background\n    theme\n    hasLoginCta\n    legalTextDesktop\n    legalTextMobile\n    ctas {\n      label\n      mobileLabel\n      link\n      target\n      variant\n      icon\n    }\n  }\n": typeof types.Banner_BannerFragmentDoc,
    "\n  fragment ContentCard_content on Content {\n    id\n    title\n    abstract\n    link\n    imageUrl\n    publicationDate\n    contentTypeLabel\n    category {\n      label\n    }\n  }\n": typeof types.ContentCard_ContentFragmentDoc,
    "\n  query HomeCoursesTeaser {\n    courseCatalogue(input: { page: 1 }) {\n      total\n      items {\n        id\n        slug\n        title\n        credits\n      }\n    }\n  }\n": typeof types.HomeCoursesTeaserDocument,
    "\n  query HomeBanners {\n    banners(placement: \"home\") {\n      id\n      ...Banner_banner\n    }\n  }\n": typeof types.HomeBannersDocument,
    "\n  query HomeLatestNews {\n    contents(input: { contentTypes: [News, Articolo], rows: 6 }) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n": typeof types.HomeLatestNewsDocument,
    "\n  query AppLayout {\n    ...Navigation_query\n    ...TopBar_query\n    ...Footer_query\n  }\n": typeof types.AppLayoutDocument,
    "\n  query CreditsCounter {\n    viewer {\n      user {\n        id\n        ecmBalance\n      }\n    }\n  }\n": typeof types.CreditsCounterDocument,
    "\n  fragment Footer_query on Query {\n    footer {\n      tagline\n      companyLine\n      email\n      tollFreeNumber\n      links {\n        label\n        href\n        hasSeparator\n      }\n      social {\n        label\n        href\n      }\n    }\n  }\n": typeof types.Footer_QueryFragmentDoc,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query ProductsModal {\n    plans {\n      id\n      name\n      mostLiked\n      isCurrent\n      priceList {\n        installmentPlanNumber\n        instalmentPrice {\n          cents\n          currency\n        }\n        totalPrice {\n          cents\n          currency\n        }\n      }\n    }\n  }\n": typeof types.ProductsModalDocument,
    "\n  fragment TopBar_query on Query {\n    topBar {\n      id\n      message\n      link\n      linkLabel\n    }\n  }\n": typeof types.TopBar_QueryFragmentDoc,
    "\n  fragment Navigation_query on Query {\n    navigation {\n      label\n      href\n      children {\n        label\n        href\n        children {\n          label\n          href\n        }\n      }\n    }\n  }\n": typeof types.Navigation_QueryFragmentDoc,
    "\n  fragment PlanComparison_plan on Plan {\n    id\n    name\n    services {\n      label\n      available\n    }\n  }\n": typeof types.PlanComparison_PlanFragmentDoc,
    "\n  query Plans {\n    plans {\n      id\n      ...PriceCard_plan\n      ...PlanComparison_plan\n    }\n  }\n": typeof types.PlansDocument,
    "\n  fragment PriceCard_plan on Plan {\n    id\n    name\n    mostLiked\n    purchasable\n    services {\n      label\n      available\n      description\n    }\n    priceList {\n      installmentPlanId\n      installmentPlanName\n      installmentPlanNumber\n      totalPrice {\n        cents\n        currency\n      }\n      discountedPrice {\n        cents\n        currency\n      }\n      instalmentPrice {\n        cents\n        currency\n      }\n    }\n  }\n": typeof types.PriceCard_PlanFragmentDoc,
    "\n  query Viewer {\n    viewer {\n      subscriptionType\n      flags {\n        isSuspect\n        isRegistered\n        isTrial\n        isPremium\n        isExTrial\n        isExPremium\n        isEx\n        isTrialOrPremium\n        isAPS\n      }\n      activeWalletCodes\n      headerButtons {\n        id\n        label\n        href\n        variant\n        trackingCode\n      }\n      profileMenu {\n        id\n        label\n        href\n      }\n      topBarColour\n      showsCreditsCounter\n      user {\n        id\n        username\n        name\n        surname\n      }\n    }\n  }\n": typeof types.ViewerDocument,
};
const documents: Documents = {
    "\n  fragment ConsentDialog_consent on ConsentRequirement {\n    conditionOfUse\n    acceptanceCondition\n    acknowledgment\n    conditionsOfUseText\n    acceptanceConditionsText\n  }\n": types.ConsentDialog_ConsentFragmentDoc,
    "\n  mutation RequestPasswordRecovery($username: String!) {\n    requestPasswordRecovery(username: $username) {\n      ok\n      username\n    }\n  }\n": types.RequestPasswordRecoveryDocument,
    "\n  query LoginPublicKey {\n    loginPublicKey {\n      publicKeyPEM\n    }\n  }\n": types.LoginPublicKeyDocument,
    "\n  mutation Login($username: String!, $encryptedPassword: String!) {\n    login(username: $username, encryptedPassword: $encryptedPassword) {\n      status\n      message\n      consent {\n        consentToken\n        ...ConsentDialog_consent\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation AcceptConditions($consentToken: String!, $conditionOfUse: Boolean!, $acceptanceCondition: Boolean!, $acknowledgment: Boolean!) {\n    acceptConditions(\n      consentToken: $consentToken\n      conditionOfUse: $conditionOfUse\n      acceptanceCondition: $acceptanceCondition\n      acknowledgment: $acknowledgment\n    ) {\n      ok\n      message\n    }\n  }\n": types.AcceptConditionsDocument,
    "\n  query SupportPhone {\n    footer {\n      tollFreeNumber\n    }\n  }\n": types.SupportPhoneDocument,
    "\n  fragment CourseCard_course on Course {\n    id\n    slug\n    title\n    imageUrl\n    credits\n    series {\n      id\n      name\n    }\n    teachingModel {\n      id\n      name\n    }\n    viewerStatus {\n      status\n      started\n    }\n  }\n": types.CourseCard_CourseFragmentDoc,
    "\n  query CatalogueFilterOptions {\n    courseSeries {\n      id\n      name\n    }\n    teachingModels {\n      id\n      name\n    }\n  }\n": types.CatalogueFilterOptionsDocument,
    "\n  query CourseCatalogue($input: CourseSearchInput) {\n    courseCatalogue(input: $input) {\n      page\n      pageSize\n      total\n      totalPages\n      items {\n        id\n        ...CourseCard_course\n      }\n    }\n  }\n": types.CourseCatalogueDocument,
    "\n  fragment Banner_banner on Banner {\n    id\n    title\n    content\n    imageUrl\n    layout\n    background\n    theme\n    hasLoginCta\n    legalTextDesktop\n    legalTextMobile\n    ctas {\n      label\n      mobileLabel\n      link\n      target\n      variant\n      icon\n    }\n  }\n": types.Banner_BannerFragmentDoc,
    "\n  fragment ContentCard_content on Content {\n    id\n    title\n    abstract\n    link\n    imageUrl\n    publicationDate\n    contentTypeLabel\n    category {\n      label\n    }\n  }\n": types.ContentCard_ContentFragmentDoc,
    "\n  query HomeCoursesTeaser {\n    courseCatalogue(input: { page: 1 }) {\n      total\n      items {\n        id\n        slug\n        title\n        credits\n      }\n    }\n  }\n": types.HomeCoursesTeaserDocument,
    "\n  query HomeBanners {\n    banners(placement: \"home\") {\n      id\n      ...Banner_banner\n    }\n  }\n": types.HomeBannersDocument,
    "\n  query HomeLatestNews {\n    contents(input: { contentTypes: [News, Articolo], rows: 6 }) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n": types.HomeLatestNewsDocument,
    "\n  query AppLayout {\n    ...Navigation_query\n    ...TopBar_query\n    ...Footer_query\n  }\n": types.AppLayoutDocument,
    "\n  query CreditsCounter {\n    viewer {\n      user {\n        id\n        ecmBalance\n      }\n    }\n  }\n": types.CreditsCounterDocument,
    "\n  fragment Footer_query on Query {\n    footer {\n      tagline\n      companyLine\n      email\n      tollFreeNumber\n      links {\n        label\n        href\n        hasSeparator\n      }\n      social {\n        label\n        href\n      }\n    }\n  }\n": types.Footer_QueryFragmentDoc,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query ProductsModal {\n    plans {\n      id\n      name\n      mostLiked\n      isCurrent\n      priceList {\n        installmentPlanNumber\n        instalmentPrice {\n          cents\n          currency\n        }\n        totalPrice {\n          cents\n          currency\n        }\n      }\n    }\n  }\n": types.ProductsModalDocument,
    "\n  fragment TopBar_query on Query {\n    topBar {\n      id\n      message\n      link\n      linkLabel\n    }\n  }\n": types.TopBar_QueryFragmentDoc,
    "\n  fragment Navigation_query on Query {\n    navigation {\n      label\n      href\n      children {\n        label\n        href\n        children {\n          label\n          href\n        }\n      }\n    }\n  }\n": types.Navigation_QueryFragmentDoc,
    "\n  fragment PlanComparison_plan on Plan {\n    id\n    name\n    services {\n      label\n      available\n    }\n  }\n": types.PlanComparison_PlanFragmentDoc,
    "\n  query Plans {\n    plans {\n      id\n      ...PriceCard_plan\n      ...PlanComparison_plan\n    }\n  }\n": types.PlansDocument,
    "\n  fragment PriceCard_plan on Plan {\n    id\n    name\n    mostLiked\n    purchasable\n    services {\n      label\n      available\n      description\n    }\n    priceList {\n      installmentPlanId\n      installmentPlanName\n      installmentPlanNumber\n      totalPrice {\n        cents\n        currency\n      }\n      discountedPrice {\n        cents\n        currency\n      }\n      instalmentPrice {\n        cents\n        currency\n      }\n    }\n  }\n": types.PriceCard_PlanFragmentDoc,
    "\n  query Viewer {\n    viewer {\n      subscriptionType\n      flags {\n        isSuspect\n        isRegistered\n        isTrial\n        isPremium\n        isExTrial\n        isExPremium\n        isEx\n        isTrialOrPremium\n        isAPS\n      }\n      activeWalletCodes\n      headerButtons {\n        id\n        label\n        href\n        variant\n        trackingCode\n      }\n      profileMenu {\n        id\n        label\n        href\n      }\n      topBarColour\n      showsCreditsCounter\n      user {\n        id\n        username\n        name\n        surname\n      }\n    }\n  }\n": types.ViewerDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsentDialog_consent on ConsentRequirement {\n    conditionOfUse\n    acceptanceCondition\n    acknowledgment\n    conditionsOfUseText\n    acceptanceConditionsText\n  }\n"): (typeof documents)["\n  fragment ConsentDialog_consent on ConsentRequirement {\n    conditionOfUse\n    acceptanceCondition\n    acknowledgment\n    conditionsOfUseText\n    acceptanceConditionsText\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordRecovery($username: String!) {\n    requestPasswordRecovery(username: $username) {\n      ok\n      username\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordRecovery($username: String!) {\n    requestPasswordRecovery(username: $username) {\n      ok\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoginPublicKey {\n    loginPublicKey {\n      publicKeyPEM\n    }\n  }\n"): (typeof documents)["\n  query LoginPublicKey {\n    loginPublicKey {\n      publicKeyPEM\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($username: String!, $encryptedPassword: String!) {\n    login(username: $username, encryptedPassword: $encryptedPassword) {\n      status\n      message\n      consent {\n        consentToken\n        ...ConsentDialog_consent\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($username: String!, $encryptedPassword: String!) {\n    login(username: $username, encryptedPassword: $encryptedPassword) {\n      status\n      message\n      consent {\n        consentToken\n        ...ConsentDialog_consent\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptConditions($consentToken: String!, $conditionOfUse: Boolean!, $acceptanceCondition: Boolean!, $acknowledgment: Boolean!) {\n    acceptConditions(\n      consentToken: $consentToken\n      conditionOfUse: $conditionOfUse\n      acceptanceCondition: $acceptanceCondition\n      acknowledgment: $acknowledgment\n    ) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptConditions($consentToken: String!, $conditionOfUse: Boolean!, $acceptanceCondition: Boolean!, $acknowledgment: Boolean!) {\n    acceptConditions(\n      consentToken: $consentToken\n      conditionOfUse: $conditionOfUse\n      acceptanceCondition: $acceptanceCondition\n      acknowledgment: $acknowledgment\n    ) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportPhone {\n    footer {\n      tollFreeNumber\n    }\n  }\n"): (typeof documents)["\n  query SupportPhone {\n    footer {\n      tollFreeNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CourseCard_course on Course {\n    id\n    slug\n    title\n    imageUrl\n    credits\n    series {\n      id\n      name\n    }\n    teachingModel {\n      id\n      name\n    }\n    viewerStatus {\n      status\n      started\n    }\n  }\n"): (typeof documents)["\n  fragment CourseCard_course on Course {\n    id\n    slug\n    title\n    imageUrl\n    credits\n    series {\n      id\n      name\n    }\n    teachingModel {\n      id\n      name\n    }\n    viewerStatus {\n      status\n      started\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueFilterOptions {\n    courseSeries {\n      id\n      name\n    }\n    teachingModels {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query CatalogueFilterOptions {\n    courseSeries {\n      id\n      name\n    }\n    teachingModels {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseCatalogue($input: CourseSearchInput) {\n    courseCatalogue(input: $input) {\n      page\n      pageSize\n      total\n      totalPages\n      items {\n        id\n        ...CourseCard_course\n      }\n    }\n  }\n"): (typeof documents)["\n  query CourseCatalogue($input: CourseSearchInput) {\n    courseCatalogue(input: $input) {\n      page\n      pageSize\n      total\n      totalPages\n      items {\n        id\n        ...CourseCard_course\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Banner_banner on Banner {\n    id\n    title\n    content\n    imageUrl\n    layout\n    background\n    theme\n    hasLoginCta\n    legalTextDesktop\n    legalTextMobile\n    ctas {\n      label\n      mobileLabel\n      link\n      target\n      variant\n      icon\n    }\n  }\n"): (typeof documents)["\n  fragment Banner_banner on Banner {\n    id\n    title\n    content\n    imageUrl\n    layout\n    background\n    theme\n    hasLoginCta\n    legalTextDesktop\n    legalTextMobile\n    ctas {\n      label\n      mobileLabel\n      link\n      target\n      variant\n      icon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContentCard_content on Content {\n    id\n    title\n    abstract\n    link\n    imageUrl\n    publicationDate\n    contentTypeLabel\n    category {\n      label\n    }\n  }\n"): (typeof documents)["\n  fragment ContentCard_content on Content {\n    id\n    title\n    abstract\n    link\n    imageUrl\n    publicationDate\n    contentTypeLabel\n    category {\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeCoursesTeaser {\n    courseCatalogue(input: { page: 1 }) {\n      total\n      items {\n        id\n        slug\n        title\n        credits\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeCoursesTeaser {\n    courseCatalogue(input: { page: 1 }) {\n      total\n      items {\n        id\n        slug\n        title\n        credits\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeBanners {\n    banners(placement: \"home\") {\n      id\n      ...Banner_banner\n    }\n  }\n"): (typeof documents)["\n  query HomeBanners {\n    banners(placement: \"home\") {\n      id\n      ...Banner_banner\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeLatestNews {\n    contents(input: { contentTypes: [News, Articolo], rows: 6 }) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeLatestNews {\n    contents(input: { contentTypes: [News, Articolo], rows: 6 }) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppLayout {\n    ...Navigation_query\n    ...TopBar_query\n    ...Footer_query\n  }\n"): (typeof documents)["\n  query AppLayout {\n    ...Navigation_query\n    ...TopBar_query\n    ...Footer_query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreditsCounter {\n    viewer {\n      user {\n        id\n        ecmBalance\n      }\n    }\n  }\n"): (typeof documents)["\n  query CreditsCounter {\n    viewer {\n      user {\n        id\n        ecmBalance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Footer_query on Query {\n    footer {\n      tagline\n      companyLine\n      email\n      tollFreeNumber\n      links {\n        label\n        href\n        hasSeparator\n      }\n      social {\n        label\n        href\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment Footer_query on Query {\n    footer {\n      tagline\n      companyLine\n      email\n      tollFreeNumber\n      links {\n        label\n        href\n        hasSeparator\n      }\n      social {\n        label\n        href\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductsModal {\n    plans {\n      id\n      name\n      mostLiked\n      isCurrent\n      priceList {\n        installmentPlanNumber\n        instalmentPrice {\n          cents\n          currency\n        }\n        totalPrice {\n          cents\n          currency\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductsModal {\n    plans {\n      id\n      name\n      mostLiked\n      isCurrent\n      priceList {\n        installmentPlanNumber\n        instalmentPrice {\n          cents\n          currency\n        }\n        totalPrice {\n          cents\n          currency\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TopBar_query on Query {\n    topBar {\n      id\n      message\n      link\n      linkLabel\n    }\n  }\n"): (typeof documents)["\n  fragment TopBar_query on Query {\n    topBar {\n      id\n      message\n      link\n      linkLabel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Navigation_query on Query {\n    navigation {\n      label\n      href\n      children {\n        label\n        href\n        children {\n          label\n          href\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment Navigation_query on Query {\n    navigation {\n      label\n      href\n      children {\n        label\n        href\n        children {\n          label\n          href\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanComparison_plan on Plan {\n    id\n    name\n    services {\n      label\n      available\n    }\n  }\n"): (typeof documents)["\n  fragment PlanComparison_plan on Plan {\n    id\n    name\n    services {\n      label\n      available\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Plans {\n    plans {\n      id\n      ...PriceCard_plan\n      ...PlanComparison_plan\n    }\n  }\n"): (typeof documents)["\n  query Plans {\n    plans {\n      id\n      ...PriceCard_plan\n      ...PlanComparison_plan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PriceCard_plan on Plan {\n    id\n    name\n    mostLiked\n    purchasable\n    services {\n      label\n      available\n      description\n    }\n    priceList {\n      installmentPlanId\n      installmentPlanName\n      installmentPlanNumber\n      totalPrice {\n        cents\n        currency\n      }\n      discountedPrice {\n        cents\n        currency\n      }\n      instalmentPrice {\n        cents\n        currency\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PriceCard_plan on Plan {\n    id\n    name\n    mostLiked\n    purchasable\n    services {\n      label\n      available\n      description\n    }\n    priceList {\n      installmentPlanId\n      installmentPlanName\n      installmentPlanNumber\n      totalPrice {\n        cents\n        currency\n      }\n      discountedPrice {\n        cents\n        currency\n      }\n      instalmentPrice {\n        cents\n        currency\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer {\n      subscriptionType\n      flags {\n        isSuspect\n        isRegistered\n        isTrial\n        isPremium\n        isExTrial\n        isExPremium\n        isEx\n        isTrialOrPremium\n        isAPS\n      }\n      activeWalletCodes\n      headerButtons {\n        id\n        label\n        href\n        variant\n        trackingCode\n      }\n      profileMenu {\n        id\n        label\n        href\n      }\n      topBarColour\n      showsCreditsCounter\n      user {\n        id\n        username\n        name\n        surname\n      }\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer {\n      subscriptionType\n      flags {\n        isSuspect\n        isRegistered\n        isTrial\n        isPremium\n        isExTrial\n        isExPremium\n        isEx\n        isTrialOrPremium\n        isAPS\n      }\n      activeWalletCodes\n      headerButtons {\n        id\n        label\n        href\n        variant\n        trackingCode\n      }\n      profileMenu {\n        id\n        label\n        href\n      }\n      topBarColour\n      showsCreditsCounter\n      user {\n        id\n        username\n        name\n        surname\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;