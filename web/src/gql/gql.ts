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
    "\n  fragment Banner_banner on Banner {\n    id\n    title\n    content\n    imageUrl\n    layout\n    background\n    theme\n    hasLoginCta\n    legalTextDesktop\n    legalTextMobile\n    badge\n    logoUrl\n    logoAlt\n    ctas {\n      label\n      mobileLabel\n      link\n      target\n      variant\n      icon\n      eventCode\n    }\n  }\n": typeof types.Banner_BannerFragmentDoc,
    "\n  fragment ContentCard_content on Content {\n    id\n    title\n    abstract\n    link\n    imageUrl\n    publicationDate\n    contentTypeLabel\n    category {\n      label\n    }\n  }\n": typeof types.ContentCard_ContentFragmentDoc,
    "\n  fragment ProfessionalCard_card on ProfessionalCard {\n    id\n    firstName\n    lastName\n    city\n    province\n    profession {\n      description\n    }\n    professionDetail {\n      name\n    }\n    specializations {\n      name\n    }\n  }\n": typeof types.ProfessionalCard_CardFragmentDoc,
    "\n  query PromoBanners($placement: String!) {\n    banners(placement: $placement) {\n      id\n      ...Banner_banner\n    }\n  }\n": typeof types.PromoBannersDocument,
    "\n  query ContentActionsHarness($id: ID!) {\n    content(id: $id) {\n      id\n      ...ContentActions_content\n    }\n  }\n": typeof types.ContentActionsHarnessDocument,
    "\n  fragment ContentActions_content on Content {\n    id\n    contentType\n    title\n    link\n    userActions\n    courseId\n    allowedActions {\n      action\n      allowed\n      upsell\n      upsellTitle\n    }\n    isFavourite\n  }\n": typeof types.ContentActions_ContentFragmentDoc,
    "\n  query ModuleDownload($contentId: ID!) {\n    moduleDownload(contentId: $contentId) {\n      base64\n      contentType\n      fileName\n    }\n  }\n": typeof types.ModuleDownloadDocument,
    "\n  fragment FaqAccordion_item on FaqItem {\n    id\n    question\n    answerHtml\n  }\n": typeof types.FaqAccordion_ItemFragmentDoc,
    "\n  query FaqSection($placement: String!) {\n    faqs(placement: $placement) {\n      id\n      ...FaqAccordion_item\n    }\n  }\n": typeof types.FaqSectionDocument,
    "\n  fragment InfographicViewer_content on Content {\n    id\n    contentType\n    title\n    abstract\n    imageUrl\n  }\n": typeof types.InfographicViewer_ContentFragmentDoc,
    "\n  query PartnerLogos {\n    partnerLogos {\n      name\n      imageUrl\n      url\n    }\n  }\n": typeof types.PartnerLogosDocument,
    "\n  fragment Paywall_option on PaywallOption {\n    id\n    title\n    content\n    imageUrl\n    cta {\n      label\n      link\n      eventCode\n    }\n    hasLoginCta\n  }\n": typeof types.Paywall_OptionFragmentDoc,
    "\n  fragment ResourceCard_content on Content {\n    id\n    title\n    abstract\n    link\n    contentTypeLabel\n    isPremium\n    category {\n      label\n    }\n  }\n": typeof types.ResourceCard_ContentFragmentDoc,
    "\n  query SingleProductOffer {\n    singleProductOffer {\n      id\n      name\n      mostLiked\n      services {\n        label\n        available\n      }\n      priceList {\n        ...PriceListEntry_entry\n      }\n    }\n    viewer {\n      flags {\n        isSuspect\n      }\n    }\n  }\n": typeof types.SingleProductOfferDocument,
    "\n  query UpgradeButton($forced: Boolean!) {\n    viewer {\n      upgrade {\n        button(forced: $forced) {\n          label\n          href\n          secondary {\n            label\n            href\n          }\n        }\n      }\n    }\n  }\n": typeof types.UpgradeButtonDocument,
    "\n  query PlanOffers {\n    plans(includeCurrentPlan: false) {\n      id\n      name\n      mostLiked\n      purchasable\n      priceList {\n        ...PriceListEntry_entry\n      }\n    }\n    viewer {\n      trialStart\n    }\n  }\n": typeof types.PlanOffersDocument,
    "\n  query VideoTutorials($placement: String!) {\n    videoTutorials(placement: $placement) {\n      id\n      title\n      abstract\n      contentHtml\n      previewImageUrl\n      videoUrl\n      isPreview\n    }\n  }\n": typeof types.VideoTutorialsDocument,
    "\n  mutation AddFavourite($contentId: ID!) {\n    addFavourite(contentId: $contentId) {\n      content {\n        id\n        isFavourite\n      }\n      toast {\n        message\n        link {\n          href\n          label\n        }\n      }\n    }\n  }\n": typeof types.AddFavouriteDocument,
    "\n  mutation RemoveFavourite($contentId: ID!) {\n    removeFavourite(contentId: $contentId) {\n      content {\n        id\n        isFavourite\n      }\n      toast {\n        message\n        link {\n          href\n          label\n        }\n      }\n    }\n  }\n": typeof types.RemoveFavouriteDocument,
    "\n  mutation SaveFiscalCode($input: ContactDataInput!) {\n    updateContactData(input: $input) {\n      ok\n      viewer {\n        user {\n          id\n          hasFiscalCode\n        }\n      }\n    }\n  }\n": typeof types.SaveFiscalCodeDocument,
    "\n  query SearchSuggestions($text: String!) {\n    searchSuggestions(text: $text) {\n      kind\n      label\n      items {\n        id\n        title\n        href\n      }\n    }\n  }\n": typeof types.SearchSuggestionsDocument,
    "\n  query SearchableServices {\n    viewer {\n      searchableServices {\n        id\n        title\n        href\n      }\n    }\n  }\n": typeof types.SearchableServicesDocument,
    "\n  fragment ConsentDialog_consent on ConsentRequirement {\n    conditionOfUse\n    acceptanceCondition\n    acknowledgment\n    conditionsOfUseText\n    acceptanceConditionsText\n  }\n": typeof types.ConsentDialog_ConsentFragmentDoc,
    "\n  query WelcomeMessage {\n    viewer {\n      user {\n        id\n        welcomeMessage {\n          type\n          clubName\n        }\n      }\n    }\n  }\n": typeof types.WelcomeMessageDocument,
    "\n  mutation RequestPasswordRecovery($username: String!) {\n    requestPasswordRecovery(username: $username) {\n      ok\n      username\n    }\n  }\n": typeof types.RequestPasswordRecoveryDocument,
    "\n  query LoginPublicKey {\n    loginPublicKey {\n      publicKeyPEM\n    }\n  }\n": typeof types.LoginPublicKeyDocument,
    "\n  mutation Login($username: String!, $encryptedPassword: String!) {\n    login(username: $username, encryptedPassword: $encryptedPassword) {\n      status\n      message\n      consent {\n        consentToken\n        ...ConsentDialog_consent\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation AcceptConditions($consentToken: String!, $conditionOfUse: Boolean!, $acceptanceCondition: Boolean!, $acknowledgment: Boolean!) {\n    acceptConditions(\n      consentToken: $consentToken\n      conditionOfUse: $conditionOfUse\n      acceptanceCondition: $acceptanceCondition\n      acknowledgment: $acknowledgment\n    ) {\n      ok\n      message\n    }\n  }\n": typeof types.AcceptConditionsDocument,
    "\n  query SupportPhone {\n    footer {\n      tollFreeNumber\n    }\n  }\n": typeof types.SupportPhoneDocument,
    "\n  query CartRecommendations {\n    plans(includeCurrentPlan: false, excludeCartPlans: true) {\n      id\n      name\n      purchasable\n      priceList {\n        ...PriceListEntry_entry\n      }\n    }\n  }\n": typeof types.CartRecommendationsDocument,
    "\n  query Cart {\n    cart {\n      ...CartFields\n    }\n  }\n": typeof types.CartDocument,
    "\n  mutation Checkout($returnUrl: String!) {\n    checkout(returnUrl: $returnUrl) {\n      paymentUrl\n    }\n  }\n": typeof types.CheckoutDocument,
    "\n  mutation RemoveFromCart($productId: ID!) {\n    removeFromCart(productId: $productId) {\n      ...CartFields\n    }\n  }\n": typeof types.RemoveFromCartDocument,
    "\n  mutation RefreshSubscription {\n    refreshSubscription {\n      subscriptionType\n    }\n  }\n": typeof types.RefreshSubscriptionDocument,
    "\n  query Article($path: String!) {\n    contentBySlug(path: $path) {\n      id\n      title\n      abstract\n      body\n      author\n      publicationDate\n      contentTypeLabel\n      series\n      isPremium\n      paywalled\n      isTraining\n      embeddedContent\n      category {\n        label\n        url\n      }\n      topics {\n        title\n        link\n      }\n      hasTopics\n      relatedComponents\n      hasContinueReading\n      contentType\n      courseId\n      course {\n        id\n        viewerStatus {\n          status\n        }\n        ...CourseCard_course\n      }\n      related(limit: 3) {\n        id\n        ...ContentCard_content\n      }\n      readAlso(limit: 3) {\n        id\n        ...ContentCard_content\n      }\n      ...ContentActions_content\n      ...InfographicViewer_content\n    }\n    viewer {\n      user {\n        id\n        hasFiscalCode\n      }\n    }\n    articlePaywall: paywall(placement: \"articolo\") {\n      ...Paywall_option\n    }\n  }\n": typeof types.ArticleDocument,
    "\n  query ArticleLatestContents($first: Int!) {\n    latestContents(first: $first) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n": typeof types.ArticleLatestContentsDocument,
    "\n  query NewsCategoriesPage {\n    newsCategories {\n      label\n      url\n    }\n    contentCategories {\n      label\n      url\n      pageName\n    }\n  }\n": typeof types.NewsCategoriesPageDocument,
    "\n  query NewsCategoryCards($categories: [String!]!) {\n    categoryCards(categories: $categories, perCategory: 3) {\n      category {\n        label\n        url\n      }\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n": typeof types.NewsCategoryCardsDocument,
    "\n  query SavesFavouriteCategories {\n    savesFavouriteCategories\n  }\n": typeof types.SavesFavouriteCategoriesDocument,
    "\n  query NewsFavouriteCategories {\n    favouriteCategories\n  }\n": typeof types.NewsFavouriteCategoriesDocument,
    "\n  mutation SaveFavouriteCategories($categories: [String!]!) {\n    saveFavouriteCategories(categories: $categories)\n  }\n": typeof types.SaveFavouriteCategoriesDocument,
    "\n  query CategoryList {\n    newsCategories {\n      label\n      url\n    }\n  }\n": typeof types.CategoryListDocument,
    "\n  query CategoryTopics {\n    contentTopics {\n      title\n    }\n  }\n": typeof types.CategoryTopicsDocument,
    "\n  query CategoryPage($category: String!, $contentTypes: [ContentType!], $topics: [String!], $page: Int!) {\n    categoryPage(category: $category, contentTypes: $contentTypes, topics: $topics, page: $page) {\n      total\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n": typeof types.CategoryPageDocument,
    "\n  query ExternalNews {\n    externalNews {\n      title\n      excerpt\n      link\n      author\n      section\n    }\n  }\n": typeof types.ExternalNewsDocument,
    "\n  query NewsFilterOptions {\n    newsCategories {\n      label\n    }\n    contentTopics {\n      title\n    }\n  }\n": typeof types.NewsFilterOptionsDocument,
    "\n  query NewsFeatured($rows: Int!) {\n    featured: contents(input: { excludeContentTypes: [Modulo, Tool], rows: $rows }) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n": typeof types.NewsFeaturedDocument,
    "\n  query NewsListing($categories: [String!], $contentTypes: [ContentType!], $topics: [String!], $page: Int!, $rows: Int!) {\n    newsListing(categories: $categories, contentTypes: $contentTypes, topics: $topics, page: $page, rows: $rows) {\n      total\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n": typeof types.NewsListingDocument,
    "\n  query SuggestedContents($category: String, $excludeIds: [ID!], $limit: Int, $groupingLimit: Int) {\n    suggestedContents(category: $category, excludeIds: $excludeIds, limit: $limit, groupingLimit: $groupingLimit) {\n      id\n      ...ContentCard_content\n    }\n  }\n": typeof types.SuggestedContentsDocument,
    "\n  query NewsTopics {\n    contentTopics {\n      title\n      link\n    }\n  }\n": typeof types.NewsTopicsDocument,
    "\n  query LinkedEbookHarness($id: ID!) {\n    content(id: $id) {\n      id\n      ...ContentActions_content\n    }\n  }\n": typeof types.LinkedEbookHarnessDocument,
    "\n  query LinkedCourseEbook($courseId: ID!) {\n    course(id: $courseId) {\n      id\n      slug\n      ebookUrl\n      accessDecision {\n        outcome\n        reason\n      }\n    }\n  }\n": typeof types.LinkedCourseEbookDocument,
    "\n  query CatalogueAccessUrl {\n    catalogueAccessUrl\n  }\n": typeof types.CatalogueAccessUrlDocument,
    "\n  fragment CourseCard_course on Course {\n    id\n    slug\n    title\n    imageUrl\n    credits\n    previewPdfUrl\n    series {\n      id\n      name\n    }\n    teachingModel {\n      id\n      name\n    }\n    viewerStatus {\n      status\n      started\n    }\n  }\n": typeof types.CourseCard_CourseFragmentDoc,
    "\n  query CoursePage($slug: String!) {\n    courseBySlug(slug: $slug) {\n      id\n      courseId\n      slug\n      title\n      cardHeading\n      description\n      imageUrl\n      credits\n      duration\n      expiryDate\n      downloadPdfUrl\n      series {\n        id\n        name\n      }\n      teachingModel {\n        id\n        name\n      }\n      viewerStatus {\n        status\n        started\n        percentageOfCompletion\n      }\n      accessDecision {\n        outcome\n        showsUpgradeInsteadOfStart\n      }\n    }\n  }\n": typeof types.CoursePageDocument,
    "\n  query SuggestedCourses($limit: Int!, $excludeId: ID) {\n    suggestedCourses(limit: $limit, excludeId: $excludeId) {\n      top {\n        id\n        ...CourseCard_course\n      }\n      new {\n        id\n        ...CourseCard_course\n      }\n      foryou {\n        id\n        ...CourseCard_course\n      }\n    }\n  }\n": typeof types.SuggestedCoursesDocument,
    "\n  query CatalogueFilterOptions {\n    courseSeries {\n      id\n      name\n    }\n    teachingModels {\n      id\n      name\n    }\n  }\n": typeof types.CatalogueFilterOptionsDocument,
    "\n  query CourseCatalogue($input: CourseSearchInput) {\n    courseCatalogue(input: $input) {\n      page\n      pageSize\n      total\n      totalPages\n      items {\n        id\n        ...CourseCard_course\n      }\n    }\n  }\n": typeof types.CourseCatalogueDocument,
    "\n  query CourseCertificate($courseId: ID!) {\n    courseCertificate(courseId: $courseId) {\n      fileName\n      contentType\n      base64\n    }\n  }\n": typeof types.CourseCertificateDocument,
    "\n  query CourseOffer {\n    courseOffer {\n      showsHomeTeaser\n      catalogueBlock\n      showsTrainingAreaLink\n    }\n  }\n": typeof types.CourseOfferDocument,
    "\n  mutation StartCourse($courseId: ID!) {\n    startCourse(courseId: $courseId) {\n      decision {\n        outcome\n        reason\n      }\n      accessUrl\n    }\n  }\n": typeof types.StartCourseDocument,
    "\n  query EnergyOffers {\n    energyOffers {\n      id\n      kind\n      title\n      description\n      features {\n        text\n        tooltip\n      }\n      conditionsUrl\n    }\n  }\n": typeof types.EnergyOffersDocument,
    "\n  query RentalOffers {\n    rentalOffers {\n      id\n      imageUrl\n      advance\n      kmPerYear\n      months\n      brand\n      model\n      monthlyCost\n      averageConsumption\n      horsePower\n      co2\n      transmission\n      cc\n      traction\n      fuelType\n      doors\n    }\n  }\n": typeof types.RentalOffersDocument,
    "\n  query TelemedicineContents($first: Int!, $after: String) {\n    latestContents(isPremium: true, first: $first, after: $after) {\n      items {\n        id\n        ...ContentCard_content\n      }\n      endCursor\n      hasNext\n    }\n  }\n": typeof types.TelemedicineContentsDocument,
    "\n  query Telemedicine($first: Int!) {\n    telemedicineAccess {\n      hasAccess\n      reactivating\n      showAccessCta\n      showPremiumHero\n      serviceUrl\n    }\n    latestContents(isPremium: true, first: $first) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n": typeof types.TelemedicineDocument,
    "\n  query TravelOffer($path: String!) {\n    travelOffer(path: $path) {\n      path\n      title\n      location\n      backgroundImageUrl\n      icons {\n        name\n        value\n      }\n      description\n    }\n  }\n": typeof types.TravelOfferDocument,
    "\n  query TravelOffers($destination: TravelDestination, $vacationType: VacationType) {\n    travelOffers(destination: $destination, vacationType: $vacationType) {\n      path\n      title\n      location\n      destination\n      vacationType\n      extract\n      imageUrl\n    }\n  }\n": typeof types.TravelOffersDocument,
    "\n  query EcmTrienniumReminderAccess {\n    ecmTrienniumAccess\n  }\n": typeof types.EcmTrienniumReminderAccessDocument,
    "\n  query EcmTrienniumReminder {\n    viewer {\n      user {\n        id\n        ecmTriennium {\n          start\n          reminder {\n            daysLeft\n            missingToThreshold\n            threshold\n            end\n          }\n        }\n      }\n    }\n  }\n": typeof types.EcmTrienniumReminderDocument,
    "\n  fragment EcmObligationBreakdown_triennium on EcmTriennium {\n    start\n    end\n    obligationBreakdown {\n      standard\n      reduction\n      computed\n      override\n      obligation\n      lines {\n        id\n        kind\n        label\n        start\n        end\n        credits\n        reduction\n        note\n        fromRecordedCredits\n      }\n    }\n  }\n": typeof types.EcmObligationBreakdown_TrienniumFragmentDoc,
    "\n  fragment EcmCreditsByKind_triennium on EcmTriennium {\n    creditsOverCap\n    creditsByKind {\n      kind\n      label\n      earned\n      counted\n      cap\n    }\n    creditsByArea {\n      area\n      label\n      earned\n    }\n  }\n": typeof types.EcmCreditsByKind_TrienniumFragmentDoc,
    "\n  mutation RecordEcmObligationAdjustment($input: EcmObligationAdjustmentInput!) {\n    recordEcmObligationAdjustment(input: $input) {\n      id\n      reduction\n    }\n  }\n": typeof types.RecordEcmObligationAdjustmentDocument,
    "\n  mutation DeleteEcmObligationAdjustment($id: ID!) {\n    deleteEcmObligationAdjustment(id: $id)\n  }\n": typeof types.DeleteEcmObligationAdjustmentDocument,
    "\n  fragment EcmPastDebt_debt on EcmPastDebt {\n    triennium\n    shortfall\n    madeUp\n    left\n    until\n    open\n  }\n": typeof types.EcmPastDebt_DebtFragmentDoc,
    "\n  fragment EcmTrienniumStanding_standing on EcmTrienniumStanding {\n    triennium\n    obligation\n    generalReduction\n    earnedTotal\n    insuranceRuleApplies\n    threshold\n    thresholdMet\n    missingToThreshold\n    missingToObligation\n    isCurrent\n    isInsurance\n    compensatoryGiven\n    transcriptUrl\n  }\n": typeof types.EcmTrienniumStanding_StandingFragmentDoc,
    "\n  query EcmTrienniumPage {\n    ecmTrienniumAccess\n    viewer {\n      user {\n        id\n        ecmTriennium {\n          start\n          end\n          standardObligation\n          obligation\n          obligationIsStandard\n          earnedPortal\n          earnedExternal\n          earnedTotal\n          share\n          thresholdShare\n          threshold\n          thresholdMet\n          missingToThreshold\n          missingToObligation\n          daysLeft\n          perYear {\n            year\n            credits\n          }\n          portalCredits {\n            courseId\n            eventCode\n            title\n            provider\n            date\n            credits\n          }\n          externalCredits {\n            id\n            provider\n            title\n            date\n            credits\n            eventCode\n            certificateName\n            certificateUrl\n            kind\n            area\n          }\n          ...EcmObligationBreakdown_triennium\n          ...EcmCreditsByKind_triennium\n          reminderDay\n          calendar\n          transcriptUrl\n          # Issue 40, history: the insurance triennium, every triennium, past debts.\n          triennium\n          insuranceTriennium {\n            ...EcmTrienniumStanding_standing\n          }\n          history {\n            ...EcmTrienniumStanding_standing\n          }\n          pastDebts {\n            ...EcmPastDebt_debt\n          }\n        }\n      }\n    }\n  }\n": typeof types.EcmTrienniumPageDocument,
    "\n  query EcmTrienniumPlan {\n    viewer {\n      user {\n        id\n        ecmTriennium {\n          plan {\n            missingAreas\n            toThreshold {\n              ...EcmPlanStep_step\n            }\n            toObligation {\n              ...EcmPlanStep_step\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.EcmTrienniumPlanDocument,
    "\n  fragment EcmPlanStep_step on EcmPlanStep {\n    gap\n    credits\n    closesGap\n    remedy\n    remedyUrl\n    courses {\n      id\n      slug\n      title\n      credits\n      ecmObjectiveArea\n    }\n  }\n": typeof types.EcmPlanStep_StepFragmentDoc,
    "\n  mutation RecordExternalEcmCredit($input: ExternalEcmCreditInput!) {\n    recordExternalEcmCredit(input: $input) {\n      id\n    }\n  }\n": typeof types.RecordExternalEcmCreditDocument,
    "\n  mutation CorrectExternalEcmCredit($id: ID!, $input: ExternalEcmCreditInput!) {\n    correctExternalEcmCredit(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.CorrectExternalEcmCreditDocument,
    "\n  mutation DeleteExternalEcmCredit($id: ID!) {\n    deleteExternalEcmCredit(id: $id)\n  }\n": typeof types.DeleteExternalEcmCreditDocument,
    "\n  mutation SetEcmObligation($obligation: Float) {\n    setEcmObligation(obligation: $obligation)\n  }\n": typeof types.SetEcmObligationDocument,
    "\n  mutation ImportExternalEcmCredits($credits: [ImportedEcmCreditInput!]!) {\n    importExternalEcmCredits(credits: $credits) {\n      id\n    }\n  }\n": typeof types.ImportExternalEcmCreditsDocument,
    "\n  query Favourites($kind: FavouriteKind!, $page: Int!) {\n    favourites(kind: $kind, page: $page) {\n      total\n      hasNext\n      items {\n        id\n        ...ResourceCard_content\n      }\n    }\n  }\n": typeof types.FavouritesDocument,
    "\n  query HomeCoursesTeaser {\n    courseCatalogue(input: { page: 1 }) {\n      total\n      items {\n        id\n        slug\n        title\n        credits\n      }\n    }\n  }\n": typeof types.HomeCoursesTeaserDocument,
    "\n  query HomeFavouriteNewsCategories {\n    favouriteCategories\n    newsCategories {\n      label\n    }\n  }\n": typeof types.HomeFavouriteNewsCategoriesDocument,
    "\n  query HomeFavouriteNews($categories: [String!]) {\n    contents(input: { categories: $categories, excludeContentTypes: [Modulo, Tool], personalised: true, rows: 6 }) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n": typeof types.HomeFavouriteNewsDocument,
    "\n  query HomeBanners {\n    banners(placement: \"home\") {\n      id\n      ...Banner_banner\n    }\n  }\n": typeof types.HomeBannersDocument,
    "\n  query HomeLoyaltyState {\n    loyaltyState\n  }\n": typeof types.HomeLoyaltyStateDocument,
    "\n  query HomeLatestNews {\n    contents(input: { contentTypes: [News, Articolo], excludeContentTypes: [Tool], personalised: true, rows: 6 }) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n": typeof types.HomeLatestNewsDocument,
    "\n  query HomeLatestProfessionals($take: Int!) {\n    latestProfessionals(take: $take) {\n      id\n      ...ProfessionalCard_card\n    }\n  }\n": typeof types.HomeLatestProfessionalsDocument,
    "\n  query HomeLatestTools($first: Int!) {\n    latestContents(contentType: Tool, first: $first) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n": typeof types.HomeLatestToolsDocument,
    "\n  query HomeMagazineTeaser($magazine: String!) {\n    magazinePosts(magazine: $magazine) {\n      magazine {\n        id\n        name\n        url\n      }\n      categories {\n        posts {\n          id\n          title\n          excerpt\n          date\n          link\n          imageUrl\n        }\n      }\n    }\n  }\n": typeof types.HomeMagazineTeaserDocument,
    "\n  query HomeMostRead {\n    mostRead(limit: 5) {\n      id\n      title\n      link\n      contentTypeLabel\n    }\n  }\n": typeof types.HomeMostReadDocument,
    "\n  query HomeNewsCarousel($contentTypes: [ContentType!]!, $rows: Int!) {\n    contents(input: { contentTypes: $contentTypes, rows: $rows }) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n": typeof types.HomeNewsCarouselDocument,
    "\n  query AppLayout {\n    ...Navigation_query\n    ...TopBar_query\n    ...Footer_query\n    ...PartnerLogo_query\n  }\n": typeof types.AppLayoutDocument,
    "\n  query CreditsCounter {\n    viewer {\n      user {\n        id\n        ecmBalance\n      }\n    }\n  }\n": typeof types.CreditsCounterDocument,
    "\n  fragment Footer_query on Query {\n    footer {\n      tagline\n      companyLine\n      email\n      tollFreeNumber\n      links {\n        label\n        href\n        hasSeparator\n      }\n      social {\n        label\n        href\n      }\n    }\n  }\n": typeof types.Footer_QueryFragmentDoc,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  fragment PartnerLogo_query on Query {\n    viewer {\n      user {\n        id\n        partnerLogo {\n          name\n          imageUrl\n        }\n      }\n    }\n  }\n": typeof types.PartnerLogo_QueryFragmentDoc,
    "\n  query ProductsModal {\n    plans {\n      id\n      name\n      mostLiked\n      isCurrent\n      priceList {\n        ...PriceListEntry_entry\n      }\n    }\n  }\n": typeof types.ProductsModalDocument,
    "\n  fragment TopBar_query on Query {\n    topBar {\n      id\n      message\n      link\n      linkLabel\n    }\n  }\n": typeof types.TopBar_QueryFragmentDoc,
    "\n  fragment Navigation_query on Query {\n    navigation {\n      label\n      href\n      children {\n        label\n        href\n        children {\n          label\n          href\n        }\n      }\n    }\n  }\n": typeof types.Navigation_QueryFragmentDoc,
    "\n  query DefinedLeadForm($formId: ID!) {\n    leadFormDefinition(formId: $formId) {\n      formId\n      formType\n      formCampaign\n      formTitle\n      formContent\n      submitLabel\n      fields {\n        name\n        kind\n        label\n        placeholder\n        required\n        maxLength\n        rows\n        options {\n          value\n          label\n        }\n      }\n    }\n  }\n": typeof types.DefinedLeadFormDocument,
    "\n  query PharmacareProfessionals($page: Int!) {\n    pharmacareProfessionals(page: $page) {\n      id\n      ...ProfessionalCard_card\n    }\n  }\n": typeof types.PharmacareProfessionalsDocument,
    "\n  query SupportAssistant {\n    viewer {\n      canUseAssistantForm\n    }\n  }\n": typeof types.SupportAssistantDocument,
    "\n  mutation CreateDefinedLead($input: LeadInput!) {\n    createLead(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateDefinedLeadDocument,
    "\n  query LeadPublicKey {\n    loginPublicKey {\n      publicKeyPEM\n    }\n  }\n": typeof types.LeadPublicKeyDocument,
    "\n  query FitnessCenters {\n    fitnessCenters {\n      id\n      name\n      city\n      province\n    }\n  }\n": typeof types.FitnessCentersDocument,
    "\n  query LeadFormViewer {\n    viewer {\n      user {\n        id\n        fiscalCode\n        email\n        phone\n      }\n    }\n  }\n": typeof types.LeadFormViewerDocument,
    "\n  mutation CreateLead($input: LeadInput!) {\n    createLead(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateLeadDocument,
    "\n  query SupportNumber {\n    footer {\n      tollFreeNumber\n    }\n  }\n": typeof types.SupportNumberDocument,
    "\n  query LearningDetail($kind: LearningItemKind!, $slug: String!) {\n    learningItemBySlug(kind: $kind, slug: $slug) {\n      id\n      kind\n      title\n      series\n      credits\n      abstract\n      endDate\n      imageUrl\n      fileUrl\n      courseId\n      course {\n        id\n        slug\n        ebookParts {\n          label\n          url\n        }\n        accessDecision {\n          outcome\n          reason\n        }\n      }\n    }\n  }\n": typeof types.LearningDetailDocument,
    "\n  query LatestLearningItems($ebooks: Boolean!, $rows: Int!, $excludeId: ID!) {\n    ebooks(rows: $rows, excludeId: $excludeId) @include(if: $ebooks) {\n      items {\n        id\n        ...LearningItemCard_item\n      }\n    }\n    trainingFilms(rows: $rows, excludeId: $excludeId) @skip(if: $ebooks) {\n      items {\n        id\n        ...LearningItemCard_item\n      }\n    }\n  }\n": typeof types.LatestLearningItemsDocument,
    "\n  fragment LearningItemCard_item on LearningItem {\n    id\n    title\n    series\n    credits\n    abstract\n    path\n    imageUrl\n  }\n": typeof types.LearningItemCard_ItemFragmentDoc,
    "\n  query LearningList($ebooks: Boolean!, $rows: Int!, $offset: Int!) {\n    ebooks(rows: $rows, offset: $offset) @include(if: $ebooks) {\n      total\n      items {\n        id\n        ...LearningItemCard_item\n      }\n    }\n    trainingFilms(rows: $rows, offset: $offset) @skip(if: $ebooks) {\n      total\n      items {\n        id\n        ...LearningItemCard_item\n      }\n    }\n    ebookOfTheMonth @include(if: $ebooks) {\n      id\n      ...LearningItemCard_item\n    }\n  }\n": typeof types.LearningListDocument,
    "\n  query TrainingArea($status: CourseStatus!, $page: Int!) {\n    trainingArea(status: $status, page: $page) {\n      page\n      totalPages\n      items {\n        id\n        ...CourseCard_course\n      }\n    }\n  }\n": typeof types.TrainingAreaDocument,
    "\n  query TrainingSummary {\n    trainingSummary {\n      active\n      passed\n      failed\n      expired\n    }\n  }\n": typeof types.TrainingSummaryDocument,
    "\n  fragment VideoClipCard_clip on VideoClip {\n    id\n    title\n    description\n    imageUrl\n    slug\n  }\n": typeof types.VideoClipCard_ClipFragmentDoc,
    "\n  query VideoClipDetail($slug: String!) {\n    videoClipBySlug(slug: $slug) {\n      id\n      title\n      description\n      videoUrl\n      imageUrl\n      course {\n        id\n        slug\n        title\n      }\n    }\n  }\n": typeof types.VideoClipDetailDocument,
    "\n  query VideoClips($first: Int!, $after: String) {\n    videoClips(first: $first, after: $after) {\n      nodes {\n        id\n        ...VideoClipCard_clip\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.VideoClipsDocument,
    "\n  query VideoOfTheMonth {\n    videoOfTheMonth {\n      id\n      ...VideoClipCard_clip\n    }\n  }\n": typeof types.VideoOfTheMonthDocument,
    "\n  query LibraryItem($id: ID!) {\n    libraryItem(id: $id) {\n      id\n      title\n      link\n      content\n      paywalled\n      imageUrl\n      publicationDate\n      series\n      teachingModel\n      credits\n      contentTypeLabel\n    }\n    articlePaywall: paywall(placement: \"articolo\") {\n      ...Paywall_option\n    }\n    resourcePaywall: paywall(placement: \"risorsa\") {\n      ...Paywall_option\n    }\n  }\n": typeof types.LibraryItemDocument,
    "\n  query LibrarySearch($input: ContentSearchInput!) {\n    contents(input: $input) {\n      items {\n        id\n        title\n        abstract\n        imageUrl\n        publicationDate\n        contentTypeLabel\n        category {\n          label\n        }\n      }\n    }\n  }\n": typeof types.LibrarySearchDocument,
    "\n  query LoyaltyBalance {\n    viewer {\n      user {\n        id\n        loyalty {\n          balance\n          expiresOn\n          showsExpiry\n          lastTransactions(first: 3) {\n            description\n            date\n            amount\n            pointsLabel\n          }\n        }\n      }\n    }\n  }\n": typeof types.LoyaltyBalanceDocument,
    "\n  query LoyaltyPage {\n    loyaltyState\n    loyaltyProgramme {\n      howItWorks {\n        title\n        steps {\n          title\n          body\n        }\n        paragraph\n        cta {\n          label\n          href\n          eventCode\n        }\n      }\n      missions {\n        id\n        title\n        body\n        pointsLabel\n        icon\n      }\n      points {\n        intro\n        regulationUrl\n        items {\n          id\n          title\n          pointsLabel\n        }\n      }\n      brands {\n        id\n        name\n        logoUrl\n        url\n      }\n      advantages {\n        title\n        items {\n          title\n          body\n        }\n      }\n    }\n  }\n": typeof types.LoyaltyPageDocument,
    "\n  fragment RewardCard_reward on Reward {\n    id\n    title\n    category\n    points\n    imageUrl\n  }\n": typeof types.RewardCard_RewardFragmentDoc,
    "\n  query RewardsCatalogue {\n    rewards {\n      id\n      category\n      ...RewardCard_reward\n    }\n  }\n": typeof types.RewardsCatalogueDocument,
    "\n  query RewardsTeaser($first: Int!) {\n    rewards(first: $first) {\n      id\n      ...RewardCard_reward\n    }\n  }\n": typeof types.RewardsTeaserDocument,
    "\n  query CompletionProfessions {\n    professions {\n      id\n      description\n      isDoctor\n      signupEnabled\n    }\n    specializationFamilies {\n      id\n      name\n      specializations {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CompletionProfessionsDocument,
    "\n  query CompletionProfessionDetails($professionId: ID!) {\n    professionDetails(professionId: $professionId) {\n      id\n      name\n    }\n  }\n": typeof types.CompletionProfessionDetailsDocument,
    "\n  mutation CompleteContactData($input: ContactDataInput!) {\n    updateContactData(input: $input) {\n      ok\n      viewer {\n        user {\n          id\n          hasFiscalCode\n          missingFields {\n            isComplete\n          }\n        }\n      }\n    }\n  }\n": typeof types.CompleteContactDataDocument,
    "\n  query Edicola {\n    digitalNewsstand {\n      ...NewsstandReader_issue\n    }\n    edicolaPaywall: paywall(placement: \"edicola\") {\n      ...Paywall_option\n    }\n  }\n": typeof types.EdicolaDocument,
    "\n  query MagazinePosts($magazine: String!) {\n    magazinePosts(magazine: $magazine) {\n      personalised\n      categories {\n        name\n        link\n        posts {\n          id\n          title\n          link\n          excerpt\n          imageUrl\n          date\n        }\n      }\n    }\n  }\n": typeof types.MagazinePostsDocument,
    "\n  query Magazines {\n    magazines {\n      id\n      name\n      logoUrl\n      url\n      categories {\n        name\n        link\n      }\n    }\n    viewer {\n      flags {\n        isSuspect\n      }\n      user {\n        id\n        fiscalCode\n        missingFields {\n          fiscalCode\n          privacyHomnya\n          termsConditions\n          isComplete\n        }\n        contact {\n          profession {\n            id\n            isDoctor\n          }\n          professionDetailId\n          specializationIds\n        }\n      }\n    }\n  }\n": typeof types.MagazinesDocument,
    "\n  fragment NewsstandReader_issue on NewsstandIssue {\n    id\n    magazineId\n    magazineName\n    title\n    pageCount\n    readerUrl\n  }\n": typeof types.NewsstandReader_IssueFragmentDoc,
    "\n  query MembershipPublicKey {\n    loginPublicKey {\n      publicKeyPEM\n    }\n  }\n": typeof types.MembershipPublicKeyDocument,
    "\n  query TrialStart {\n    viewer {\n      trialStart\n    }\n  }\n": typeof types.TrialStartDocument,
    "\n  mutation RegisterMember($input: RegistrationInput!) {\n    registerMember(input: $input) {\n      ok\n      refusal\n      message\n    }\n  }\n": typeof types.RegisterMemberDocument,
    "\n  mutation StartTrial($input: RegistrationInput!) {\n    startTrial(input: $input) {\n      ok\n      refusal\n      message\n    }\n  }\n": typeof types.StartTrialDocument,
    "\n  mutation RegistrationPersonalData($fiscalCode: String, $birthDate: String) {\n    completeProfile(fiscalCode: $fiscalCode, birthDate: $birthDate) {\n      ok\n    }\n  }\n": typeof types.RegistrationPersonalDataDocument,
    "\n  mutation ActivateTrial {\n    activateTrial {\n      ok\n      refusal\n      message\n    }\n  }\n": typeof types.ActivateTrialDocument,
    "\n  fragment PageComponent_component on PageComponent {\n    __typename\n    ... on PageSection {\n      id\n      name\n      title\n      contentTypes\n      magazines\n    }\n    ... on InfoBoxRow {\n      id\n      title\n      perRow\n      columns\n      boxes {\n        title\n        text\n        icon\n        link\n        linkLabel\n      }\n    }\n    ... on ComponentGrid {\n      id\n      title\n      maxPerRow\n      columns\n      items {\n        title\n        text\n        imageUrl\n        link\n      }\n    }\n    ... on LeadFormContainer {\n      id\n      title\n      intro\n      formType\n    }\n    ... on DownloadBanner {\n      id\n      title\n      content\n      imageUrl\n      ctaLabel\n      fileUrl\n      fileName\n    }\n  }\n": typeof types.PageComponent_ComponentFragmentDoc,
    "\n  query PageComponents($placement: String!) {\n    pageComponents(placement: $placement) {\n      ...PageComponent_component\n    }\n  }\n": typeof types.PageComponentsDocument,
    "\n  fragment PlanComparison_plan on Plan {\n    id\n    name\n    services {\n      label\n      available\n    }\n  }\n": typeof types.PlanComparison_PlanFragmentDoc,
    "\n  query Plans {\n    plans {\n      id\n      ...PriceCard_plan\n      ...PlanComparison_plan\n    }\n    viewer {\n      showsPhoneCallAndConsultant\n      flags {\n        isSuspect\n      }\n    }\n  }\n": typeof types.PlansDocument,
    "\n  fragment PriceCard_plan on Plan {\n    id\n    name\n    mostLiked\n    purchasable\n    services {\n      label\n      available\n      description\n    }\n    priceList {\n      ...PriceListEntry_entry\n    }\n  }\n": typeof types.PriceCard_PlanFragmentDoc,
    "\n  query PressNewsletter($withChoice: Boolean!) {\n    specializationFamilies {\n      id\n      name\n    }\n    viewer {\n      pressNewsletter @include(if: $withChoice) {\n        id\n        name\n      }\n    }\n  }\n": typeof types.PressNewsletterDocument,
    "\n  mutation SavePressNewsletter($familyIds: [ID!]!) {\n    savePressNewsletter(familyIds: $familyIds) {\n      ok\n      families {\n        id\n        name\n      }\n    }\n  }\n": typeof types.SavePressNewsletterDocument,
    "\n  query PressPage {\n    viewer {\n      press {\n        header {\n          variant\n          label\n          href\n        }\n        canSearch\n      }\n    }\n  }\n": typeof types.PressPageDocument,
    "\n  query PressCategories {\n    pressCategories {\n      id\n      name\n    }\n  }\n": typeof types.PressCategoriesDocument,
    "\n  query PressSearch($input: PressSearchInput!) {\n    pressSearch(input: $input) {\n      id\n      title\n      publishedOn\n      author\n      description\n      link\n    }\n  }\n": typeof types.PressSearchDocument,
    "\n  query CardHealthcareProfessions($professionId: ID!) {\n    professionDetails(professionId: $professionId) {\n      id\n      name\n    }\n  }\n": typeof types.CardHealthcareProfessionsDocument,
    "\n  fragment CardDraftFields on ProfessionalCardDraft {\n    id\n    version\n    firstName\n    lastName\n    presentationText\n    privacyFlag\n    termsOfServiceFlag\n    visibility\n    accessLevel\n    contactsAllowed\n    upgradeForContacts\n    pharmacareActive\n    pharmacareEligible\n    createBonus\n    status\n    step\n    isHiddenFlags\n    profilePictureUrl\n    contactDataVisibility\n    changeRequests {\n      id\n      createdOn\n      fields\n      status\n    }\n    contacts {\n      province\n      city\n      email\n      phone\n    }\n    professions {\n      professionType\n      mainProfession\n      specializations {\n        id\n        name\n      }\n      healthcareProfession {\n        id\n        name\n      }\n    }\n    training {\n      degreeType\n      title\n      institute\n      year\n    }\n    workExperience {\n      role\n      employer\n      fromYear\n      toYear\n    }\n    certifications {\n      title\n      year\n      documentUrl\n      downloadUrl\n      fileName\n    }\n    scientificPublications {\n      title\n      journal\n      year\n      link\n    }\n  }\n": typeof types.CardDraftFieldsFragmentDoc,
    "\n  query MyProfessionalCard {\n    specializationFamilies {\n      id\n      specializations {\n        id\n        name\n      }\n    }\n    professions {\n      id\n      code\n      isDoctor\n    }\n    viewer {\n      user {\n        id\n        professionalCard {\n          ...CardDraftFields\n        }\n      }\n    }\n  }\n": typeof types.MyProfessionalCardDocument,
    "\n  mutation SaveProfessionalCard($input: ProfessionalCardInput!) {\n    saveProfessionalCard(input: $input) {\n      ...CardDraftFields\n    }\n  }\n": typeof types.SaveProfessionalCardDocument,
    "\n  query ProfessionalDirectory($text: String, $professionType: ProfessionType, $province: String, $page: Int) {\n    professionalDirectory(text: $text, professionType: $professionType, province: $province, page: $page) {\n      page\n      pages\n      total\n      contactsVisible\n      cards {\n        id\n        presentationText\n        contacts {\n          email\n          phone\n        }\n        ...ProfessionalCard_card\n      }\n      suggested {\n        id\n        presentationText\n        contacts {\n          email\n          phone\n        }\n        ...ProfessionalCard_card\n      }\n    }\n  }\n": typeof types.ProfessionalDirectoryDocument,
    "\n  query ProfileAssistantAccess {\n    viewer {\n      canUseAssistantForm\n    }\n  }\n": typeof types.ProfileAssistantAccessDocument,
    "\n  query ProfileInvoices {\n    viewer {\n      user {\n        id\n        invoices {\n          id\n          productName\n          issued\n          date\n          amount\n          downloadUrl\n        }\n      }\n    }\n  }\n": typeof types.ProfileInvoicesDocument,
    "\n  query ProfileLegalCases {\n    viewer {\n      user {\n        id\n        legalCases {\n          name\n          court\n          venue\n          section\n          status\n          businessLine\n          specialization\n          measures {\n            type\n            value\n          }\n          hearings {\n            type\n            date\n            documents {\n              id\n              fileName\n              downloadUrl\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ProfileLegalCasesDocument,
    "\n  query ProfileLinks {\n    viewer {\n      profileOverviewCards {\n        id\n        label\n        href\n      }\n      profileAccountCards {\n        id\n        label\n        href\n      }\n    }\n  }\n": typeof types.ProfileLinksDocument,
    "\n  query SubscriptionServices {\n    viewer {\n      user {\n        id\n        staticWalletCodes\n        wallets {\n          code\n          label\n          standing\n          balance\n        }\n      }\n    }\n  }\n": typeof types.SubscriptionServicesDocument,
    "\n  query ProfileOrders {\n    viewer {\n      user {\n        id\n        clientCode\n        orderedProductsHtml\n      }\n    }\n  }\n": typeof types.ProfileOrdersDocument,
    "\n  query ProfileOverview {\n    viewer {\n      subscriptionType\n      profileOverviewCards {\n        id\n        label\n        href\n        description\n      }\n      profileAccountCards {\n        id\n        label\n        href\n      }\n      ecmCredits {\n        used\n        available\n        plafond\n        bonusCredits\n        showsRequestExtraCredits\n      }\n    }\n  }\n": typeof types.ProfileOverviewDocument,
    "\n  query ProfileTrainingSummary {\n    trainingSummary {\n      active\n      passed\n      failed\n      expired\n    }\n  }\n": typeof types.ProfileTrainingSummaryDocument,
    "\n  mutation LeaveClub($reason: String) {\n    leaveClub(reason: $reason) {\n      ok\n      requestId\n    }\n  }\n": typeof types.LeaveClubDocument,
    "\n  query ProfilePaymentMethods {\n    viewer {\n      user {\n        id\n        paymentMethods {\n          cardType\n          cardNumber\n          cardOwner\n          expireOn\n          favorite\n        }\n      }\n    }\n  }\n": typeof types.ProfilePaymentMethodsDocument,
    "\n  mutation ChangePaymentMethod {\n    changePaymentMethod {\n      redirectUrl\n    }\n  }\n": typeof types.ChangePaymentMethodDocument,
    "\n  query ProfilePersonalData {\n    viewer {\n      user {\n        id\n        username\n        name\n        surname\n        email\n        specializationNames\n        isOtherHealthProfession\n        contact {\n          profession {\n            id\n            description\n          }\n        }\n        personalData {\n          birthDate\n          phonePrefix\n          phone\n          fiscalCode\n        }\n      }\n    }\n  }\n": typeof types.ProfilePersonalDataDocument,
    "\n  query ProfilePrivacy {\n    viewer {\n      user {\n        id\n        privacyNotice\n        subscriptionTerms {\n          id\n          title\n          text\n        }\n      }\n    }\n  }\n": typeof types.ProfilePrivacyDocument,
    "\n  query ProfileFrame {\n    viewer {\n      subscriptionType\n      profileSideMenu {\n        id\n        label\n        href\n        icon\n      }\n      profileBanner {\n        kind\n        daysLeft\n        action {\n          label\n          href\n        }\n      }\n      profileActivationDate\n      profileActivationDay\n      user {\n        id\n        username\n      }\n    }\n  }\n": typeof types.ProfileFrameDocument,
    "\n  query ProfileServices {\n    viewer {\n      profileServices {\n        id\n        title\n        body\n        href\n        cta\n        icon\n      }\n    }\n  }\n": typeof types.ProfileServicesDocument,
    "\n  query ProfileSubscription {\n    viewer {\n      profileUpgradeBox\n      user {\n        id\n        clientCode\n        registrationDate\n        cardCode\n        conventionOrder\n        promoCodes\n        expiration {\n          isExpired\n          expDate\n          oldExpiration\n        }\n        lastSubscription {\n          active\n          productName\n          startDate\n          endDate\n        }\n        subscriptionHistory {\n          name\n          activeFrom\n          endOfSubscription\n          isAddon\n          isActive\n        }\n        subscriptionDocuments {\n          id\n          title\n          text\n        }\n        enrolmentCertificateUrl\n      }\n    }\n  }\n": typeof types.ProfileSubscriptionDocument,
    "\n  mutation UpdateAccount($phonePrefix: String!, $phone: String!, $encryptedPassword: String, $encryptedPasswordConfirmation: String) {\n    updateAccount(phonePrefix: $phonePrefix, phone: $phone, encryptedPassword: $encryptedPassword, encryptedPasswordConfirmation: $encryptedPasswordConfirmation) {\n      ok\n      viewer {\n        user {\n          id\n          personalData {\n            birthDate\n            fiscalCode\n            phonePrefix\n            phone\n          }\n        }\n      }\n    }\n  }\n": typeof types.UpdateAccountDocument,
    "\n  query AccountPublicKey {\n    loginPublicKey {\n      publicKeyPEM\n    }\n  }\n": typeof types.AccountPublicKeyDocument,
    "\n  mutation CompleteProfile($fiscalCode: String, $birthDate: String) {\n    completeProfile(fiscalCode: $fiscalCode, birthDate: $birthDate) {\n      ok\n      viewer {\n        subscriptionType\n        user {\n          id\n          hasFiscalCode\n          personalData {\n            birthDate\n            fiscalCode\n            phonePrefix\n            phone\n          }\n        }\n      }\n    }\n  }\n": typeof types.CompleteProfileDocument,
    "\n  query AllResources($contentType: ContentType!, $rows: Int!) {\n    contents(input: { contentTypes: [$contentType], rows: $rows }) {\n      total\n      items {\n        id\n        ...ResourceCard_content\n      }\n    }\n  }\n": typeof types.AllResourcesDocument,
    "\n  query Resource($path: String!) {\n    contentBySlug(path: $path) {\n      id\n      title\n      abstract\n      body\n      contentType\n      contentTypeLabel\n      isPremium\n      paywalled\n      walletBlocked\n      flags {\n        scientificTool\n      }\n      ...ContentActions_content\n    }\n    resourcePaywall: paywall(placement: \"risorsa\") {\n      ...Paywall_option\n    }\n  }\n": typeof types.ResourceDocument,
    "\n  query ResourcesHome {\n    tools: contents(input: { contentTypes: [Tool], rows: 8 }) {\n      total\n      items {\n        id\n        ...ResourceCard_content\n      }\n    }\n    modules: contents(input: { contentTypes: [Modulo], rows: 8 }) {\n      total\n      items {\n        id\n        ...ResourceCard_content\n      }\n    }\n  }\n": typeof types.ResourcesHomeDocument,
    "\n  query SearchPage($text: String!) {\n    searchPage(text: $text) {\n      total\n      suggested\n      sections {\n        section\n        label\n        total\n        suggested\n        items {\n          id\n          ...SearchResultCard_result\n        }\n      }\n    }\n  }\n": typeof types.SearchPageDocument,
    "\n  query SearchMore($text: String!, $section: SearchSection!, $offset: Int!) {\n    searchPage(text: $text, sections: [$section], offset: $offset) {\n      sections {\n        section\n        items {\n          id\n          ...SearchResultCard_result\n        }\n      }\n    }\n  }\n": typeof types.SearchMoreDocument,
    "\n  fragment SearchResultCard_result on SearchResult {\n    id\n    title\n    href\n    abstract\n    content {\n      contentTypeLabel\n      publicationDate\n      category {\n        label\n      }\n    }\n    course {\n      credits\n      teachingModel {\n        name\n      }\n    }\n  }\n": typeof types.SearchResultCard_ResultFragmentDoc,
    "\n  query PartnerDeals {\n    partnerDeals {\n      id\n      title\n      body\n      imageUrl\n      href\n    }\n  }\n": typeof types.PartnerDealsDocument,
    "\n  query ServiceSidebar($context: SearchContext!, $rows: Int!) {\n    courses: contents(input: { context: $context, contentTypes: [EBook, FilmFormazione, VideoClip, Webinar], rows: $rows }) {\n      items {\n        id\n        course {\n          id\n          slug\n          title\n          credits\n        }\n      }\n    }\n    modules: contents(input: { context: $context, contentTypes: [Modulo], rows: $rows }) {\n      items {\n        id\n        title\n        link\n      }\n    }\n    tools: contents(input: { context: $context, contentTypes: [Tool], rows: $rows }) {\n      items {\n        id\n        title\n        link\n      }\n    }\n  }\n": typeof types.ServiceSidebarDocument,
    "\n  query ServicePage($path: String!) {\n    servicePage(path: $path) {\n      path\n      kind\n      section\n      title\n      hero {\n        title\n        body\n        imageUrl\n        ctas {\n          label\n          mobileLabel\n          link\n          target\n          variant\n          eventCode\n        }\n      }\n      headerLinks {\n        label\n        mobileLabel\n        link\n        target\n        variant\n        eventCode\n      }\n      anchors {\n        label\n        href\n      }\n      menuCtas {\n        label\n        mobileLabel\n        link\n        target\n        variant\n        icon\n        eventCode\n      }\n      areasTitle\n      areas {\n        title\n        icon\n      }\n      detailCards {\n        title\n        body\n        anchorId\n      }\n      cardGroups {\n        key\n        title\n        anchorId\n        moreLink\n        cards {\n          id\n          title\n          body\n          href\n          cta\n        }\n      }\n      form {\n        formType\n        formCampaign\n        formTitle\n        formContent\n        formId\n      }\n      formWithheld\n      legalNotes\n      showsContactButtons\n    }\n  }\n": typeof types.ServicePageDocument,
    "\n  query ShopCategories {\n    shopCategories {\n      id\n      name\n      shopCount\n    }\n  }\n": typeof types.ShopCategoriesDocument,
    "\n  query ShopCategory($id: ID!) {\n    shopCategory(id: $id) {\n      id\n      name\n      shops {\n        id\n        name\n        logoUrl\n        logoLinks\n      }\n    }\n  }\n": typeof types.ShopCategoryDocument,
    "\n  query ShopPage($id: ID!) {\n    shop(id: $id) {\n      id\n      name\n      logoUrl\n      category\n      description\n      offers {\n        id\n        ...OfferCard_offer\n      }\n    }\n  }\n": typeof types.ShopPageDocument,
    "\n  query ShopOffer($id: ID!) {\n    offer(id: $id) {\n      id\n      shopId\n      ...OfferCard_offer\n    }\n  }\n": typeof types.ShopOfferDocument,
    "\n  query ShopsHome {\n    shopsIntroVisible\n    shopsBestOffers {\n      id\n      ...OfferCard_offer\n    }\n    shopsFeaturedCoupons {\n      id\n      ...OfferCard_offer\n    }\n    topShops {\n      id\n      name\n      logoUrl\n      logoLinks\n    }\n    shopsSlideshow {\n      id\n      title\n      shopName\n      imageUrl\n      imageMobileUrl\n    }\n  }\n": typeof types.ShopsHomeDocument,
    "\n  fragment OfferCard_offer on Offer {\n    id\n    shopId\n    shopName\n    shopLogoUrl\n    title\n    description\n    isDirect\n    badgeType\n    badgeName\n    reducedPriceValue\n    reducedPriceSymbol\n    endDateText\n    expired\n    canActivate\n    paywall {\n      variant\n      title\n      text\n      ctaLabel\n      ctaHref\n    }\n  }\n": typeof types.OfferCard_OfferFragmentDoc,
    "\n  mutation ActivateOffer($offerId: ID!) {\n    activateOffer(offerId: $offerId) {\n      offerId\n      voucherCode\n      redirectUrl\n    }\n  }\n": typeof types.ActivateOfferDocument,
    "\n  query TermsOfUse {\n    conditionsOfUse\n  }\n": typeof types.TermsOfUseDocument,
    "\n  query AcceptanceConditions {\n    viewer {\n      subscriptionType\n      user {\n        id\n        clientCode\n        acceptanceConditions\n      }\n    }\n  }\n": typeof types.AcceptanceConditionsDocument,
    "\n  query UpgradeNews($rows: Int!) {\n    contents(input: { contentTypes: [News, Articolo], excludeContentTypes: [Tool], personalised: true, rows: $rows }) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n": typeof types.UpgradeNewsDocument,
    "\n  query UpgradePage {\n    viewer {\n      subscriptionType\n      upgrade {\n        offerButtonLabel\n        breadcrumbLabel\n        heroVariant\n        showsLegalCases\n        offerCards {\n          id\n          title\n          text\n          cta {\n            label\n            href\n          }\n        }\n      }\n    }\n  }\n": typeof types.UpgradePageDocument,
    "\n  query UpgradeProfessionals($take: Int!) {\n    latestProfessionals(take: $take) {\n      id\n      ...ProfessionalCard_card\n    }\n  }\n": typeof types.UpgradeProfessionalsDocument,
    "\n  fragment CartPriceEntry_entry on CartPriceEntry {\n    installmentPlanId\n    installmentPlanName\n    installmentPlanNumber\n    totalPrice {\n      cents\n      currency\n    }\n    discountedPrice {\n      cents\n      currency\n    }\n    instalmentPrice {\n      cents\n      currency\n    }\n  }\n": typeof types.CartPriceEntry_EntryFragmentDoc,
    "\n  fragment CartFields on Cart {\n    installmentPlanId\n    plans {\n      id\n      name\n      priceList {\n        ...PriceListEntry_entry\n      }\n    }\n    priceList {\n      ...CartPriceEntry_entry\n    }\n    total {\n      cents\n      currency\n    }\n  }\n": typeof types.CartFieldsFragmentDoc,
    "\n  mutation AddToCart($productId: ID!, $installmentPlanId: ID!, $redirectTo: String) {\n    addToCart(productId: $productId, installmentPlanId: $installmentPlanId, redirectTo: $redirectTo) {\n      ...CartFields\n    }\n  }\n": typeof types.AddToCartDocument,
    "\n  fragment PriceListEntry_entry on PriceListEntry {\n    installmentPlanId\n    installmentPlanName\n    installmentPlanNumber\n    totalPrice {\n      cents\n      currency\n    }\n    discountedPrice {\n      cents\n      currency\n    }\n    instalmentPrice {\n      cents\n      currency\n    }\n  }\n": typeof types.PriceListEntry_EntryFragmentDoc,
    "\n  query Viewer {\n    viewer {\n      subscriptionType\n      flags {\n        isSuspect\n        isRegistered\n        isTrial\n        isPremium\n        isExTrial\n        isExPremium\n        isEx\n        isTrialOrPremium\n        isAPS\n      }\n      activeWalletCodes\n      headerButtons {\n        id\n        label\n        href\n        variant\n        trackingCode\n      }\n      profileMenu {\n        id\n        label\n        href\n      }\n      topBarColour\n      showsCreditsCounter\n      user {\n        id\n        username\n        name\n        surname\n      }\n    }\n  }\n": typeof types.ViewerDocument,
};
const documents: Documents = {
    "\n  fragment Banner_banner on Banner {\n    id\n    title\n    content\n    imageUrl\n    layout\n    background\n    theme\n    hasLoginCta\n    legalTextDesktop\n    legalTextMobile\n    badge\n    logoUrl\n    logoAlt\n    ctas {\n      label\n      mobileLabel\n      link\n      target\n      variant\n      icon\n      eventCode\n    }\n  }\n": types.Banner_BannerFragmentDoc,
    "\n  fragment ContentCard_content on Content {\n    id\n    title\n    abstract\n    link\n    imageUrl\n    publicationDate\n    contentTypeLabel\n    category {\n      label\n    }\n  }\n": types.ContentCard_ContentFragmentDoc,
    "\n  fragment ProfessionalCard_card on ProfessionalCard {\n    id\n    firstName\n    lastName\n    city\n    province\n    profession {\n      description\n    }\n    professionDetail {\n      name\n    }\n    specializations {\n      name\n    }\n  }\n": types.ProfessionalCard_CardFragmentDoc,
    "\n  query PromoBanners($placement: String!) {\n    banners(placement: $placement) {\n      id\n      ...Banner_banner\n    }\n  }\n": types.PromoBannersDocument,
    "\n  query ContentActionsHarness($id: ID!) {\n    content(id: $id) {\n      id\n      ...ContentActions_content\n    }\n  }\n": types.ContentActionsHarnessDocument,
    "\n  fragment ContentActions_content on Content {\n    id\n    contentType\n    title\n    link\n    userActions\n    courseId\n    allowedActions {\n      action\n      allowed\n      upsell\n      upsellTitle\n    }\n    isFavourite\n  }\n": types.ContentActions_ContentFragmentDoc,
    "\n  query ModuleDownload($contentId: ID!) {\n    moduleDownload(contentId: $contentId) {\n      base64\n      contentType\n      fileName\n    }\n  }\n": types.ModuleDownloadDocument,
    "\n  fragment FaqAccordion_item on FaqItem {\n    id\n    question\n    answerHtml\n  }\n": types.FaqAccordion_ItemFragmentDoc,
    "\n  query FaqSection($placement: String!) {\n    faqs(placement: $placement) {\n      id\n      ...FaqAccordion_item\n    }\n  }\n": types.FaqSectionDocument,
    "\n  fragment InfographicViewer_content on Content {\n    id\n    contentType\n    title\n    abstract\n    imageUrl\n  }\n": types.InfographicViewer_ContentFragmentDoc,
    "\n  query PartnerLogos {\n    partnerLogos {\n      name\n      imageUrl\n      url\n    }\n  }\n": types.PartnerLogosDocument,
    "\n  fragment Paywall_option on PaywallOption {\n    id\n    title\n    content\n    imageUrl\n    cta {\n      label\n      link\n      eventCode\n    }\n    hasLoginCta\n  }\n": types.Paywall_OptionFragmentDoc,
    "\n  fragment ResourceCard_content on Content {\n    id\n    title\n    abstract\n    link\n    contentTypeLabel\n    isPremium\n    category {\n      label\n    }\n  }\n": types.ResourceCard_ContentFragmentDoc,
    "\n  query SingleProductOffer {\n    singleProductOffer {\n      id\n      name\n      mostLiked\n      services {\n        label\n        available\n      }\n      priceList {\n        ...PriceListEntry_entry\n      }\n    }\n    viewer {\n      flags {\n        isSuspect\n      }\n    }\n  }\n": types.SingleProductOfferDocument,
    "\n  query UpgradeButton($forced: Boolean!) {\n    viewer {\n      upgrade {\n        button(forced: $forced) {\n          label\n          href\n          secondary {\n            label\n            href\n          }\n        }\n      }\n    }\n  }\n": types.UpgradeButtonDocument,
    "\n  query PlanOffers {\n    plans(includeCurrentPlan: false) {\n      id\n      name\n      mostLiked\n      purchasable\n      priceList {\n        ...PriceListEntry_entry\n      }\n    }\n    viewer {\n      trialStart\n    }\n  }\n": types.PlanOffersDocument,
    "\n  query VideoTutorials($placement: String!) {\n    videoTutorials(placement: $placement) {\n      id\n      title\n      abstract\n      contentHtml\n      previewImageUrl\n      videoUrl\n      isPreview\n    }\n  }\n": types.VideoTutorialsDocument,
    "\n  mutation AddFavourite($contentId: ID!) {\n    addFavourite(contentId: $contentId) {\n      content {\n        id\n        isFavourite\n      }\n      toast {\n        message\n        link {\n          href\n          label\n        }\n      }\n    }\n  }\n": types.AddFavouriteDocument,
    "\n  mutation RemoveFavourite($contentId: ID!) {\n    removeFavourite(contentId: $contentId) {\n      content {\n        id\n        isFavourite\n      }\n      toast {\n        message\n        link {\n          href\n          label\n        }\n      }\n    }\n  }\n": types.RemoveFavouriteDocument,
    "\n  mutation SaveFiscalCode($input: ContactDataInput!) {\n    updateContactData(input: $input) {\n      ok\n      viewer {\n        user {\n          id\n          hasFiscalCode\n        }\n      }\n    }\n  }\n": types.SaveFiscalCodeDocument,
    "\n  query SearchSuggestions($text: String!) {\n    searchSuggestions(text: $text) {\n      kind\n      label\n      items {\n        id\n        title\n        href\n      }\n    }\n  }\n": types.SearchSuggestionsDocument,
    "\n  query SearchableServices {\n    viewer {\n      searchableServices {\n        id\n        title\n        href\n      }\n    }\n  }\n": types.SearchableServicesDocument,
    "\n  fragment ConsentDialog_consent on ConsentRequirement {\n    conditionOfUse\n    acceptanceCondition\n    acknowledgment\n    conditionsOfUseText\n    acceptanceConditionsText\n  }\n": types.ConsentDialog_ConsentFragmentDoc,
    "\n  query WelcomeMessage {\n    viewer {\n      user {\n        id\n        welcomeMessage {\n          type\n          clubName\n        }\n      }\n    }\n  }\n": types.WelcomeMessageDocument,
    "\n  mutation RequestPasswordRecovery($username: String!) {\n    requestPasswordRecovery(username: $username) {\n      ok\n      username\n    }\n  }\n": types.RequestPasswordRecoveryDocument,
    "\n  query LoginPublicKey {\n    loginPublicKey {\n      publicKeyPEM\n    }\n  }\n": types.LoginPublicKeyDocument,
    "\n  mutation Login($username: String!, $encryptedPassword: String!) {\n    login(username: $username, encryptedPassword: $encryptedPassword) {\n      status\n      message\n      consent {\n        consentToken\n        ...ConsentDialog_consent\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation AcceptConditions($consentToken: String!, $conditionOfUse: Boolean!, $acceptanceCondition: Boolean!, $acknowledgment: Boolean!) {\n    acceptConditions(\n      consentToken: $consentToken\n      conditionOfUse: $conditionOfUse\n      acceptanceCondition: $acceptanceCondition\n      acknowledgment: $acknowledgment\n    ) {\n      ok\n      message\n    }\n  }\n": types.AcceptConditionsDocument,
    "\n  query SupportPhone {\n    footer {\n      tollFreeNumber\n    }\n  }\n": types.SupportPhoneDocument,
    "\n  query CartRecommendations {\n    plans(includeCurrentPlan: false, excludeCartPlans: true) {\n      id\n      name\n      purchasable\n      priceList {\n        ...PriceListEntry_entry\n      }\n    }\n  }\n": types.CartRecommendationsDocument,
    "\n  query Cart {\n    cart {\n      ...CartFields\n    }\n  }\n": types.CartDocument,
    "\n  mutation Checkout($returnUrl: String!) {\n    checkout(returnUrl: $returnUrl) {\n      paymentUrl\n    }\n  }\n": types.CheckoutDocument,
    "\n  mutation RemoveFromCart($productId: ID!) {\n    removeFromCart(productId: $productId) {\n      ...CartFields\n    }\n  }\n": types.RemoveFromCartDocument,
    "\n  mutation RefreshSubscription {\n    refreshSubscription {\n      subscriptionType\n    }\n  }\n": types.RefreshSubscriptionDocument,
    "\n  query Article($path: String!) {\n    contentBySlug(path: $path) {\n      id\n      title\n      abstract\n      body\n      author\n      publicationDate\n      contentTypeLabel\n      series\n      isPremium\n      paywalled\n      isTraining\n      embeddedContent\n      category {\n        label\n        url\n      }\n      topics {\n        title\n        link\n      }\n      hasTopics\n      relatedComponents\n      hasContinueReading\n      contentType\n      courseId\n      course {\n        id\n        viewerStatus {\n          status\n        }\n        ...CourseCard_course\n      }\n      related(limit: 3) {\n        id\n        ...ContentCard_content\n      }\n      readAlso(limit: 3) {\n        id\n        ...ContentCard_content\n      }\n      ...ContentActions_content\n      ...InfographicViewer_content\n    }\n    viewer {\n      user {\n        id\n        hasFiscalCode\n      }\n    }\n    articlePaywall: paywall(placement: \"articolo\") {\n      ...Paywall_option\n    }\n  }\n": types.ArticleDocument,
    "\n  query ArticleLatestContents($first: Int!) {\n    latestContents(first: $first) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n": types.ArticleLatestContentsDocument,
    "\n  query NewsCategoriesPage {\n    newsCategories {\n      label\n      url\n    }\n    contentCategories {\n      label\n      url\n      pageName\n    }\n  }\n": types.NewsCategoriesPageDocument,
    "\n  query NewsCategoryCards($categories: [String!]!) {\n    categoryCards(categories: $categories, perCategory: 3) {\n      category {\n        label\n        url\n      }\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n": types.NewsCategoryCardsDocument,
    "\n  query SavesFavouriteCategories {\n    savesFavouriteCategories\n  }\n": types.SavesFavouriteCategoriesDocument,
    "\n  query NewsFavouriteCategories {\n    favouriteCategories\n  }\n": types.NewsFavouriteCategoriesDocument,
    "\n  mutation SaveFavouriteCategories($categories: [String!]!) {\n    saveFavouriteCategories(categories: $categories)\n  }\n": types.SaveFavouriteCategoriesDocument,
    "\n  query CategoryList {\n    newsCategories {\n      label\n      url\n    }\n  }\n": types.CategoryListDocument,
    "\n  query CategoryTopics {\n    contentTopics {\n      title\n    }\n  }\n": types.CategoryTopicsDocument,
    "\n  query CategoryPage($category: String!, $contentTypes: [ContentType!], $topics: [String!], $page: Int!) {\n    categoryPage(category: $category, contentTypes: $contentTypes, topics: $topics, page: $page) {\n      total\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n": types.CategoryPageDocument,
    "\n  query ExternalNews {\n    externalNews {\n      title\n      excerpt\n      link\n      author\n      section\n    }\n  }\n": types.ExternalNewsDocument,
    "\n  query NewsFilterOptions {\n    newsCategories {\n      label\n    }\n    contentTopics {\n      title\n    }\n  }\n": types.NewsFilterOptionsDocument,
    "\n  query NewsFeatured($rows: Int!) {\n    featured: contents(input: { excludeContentTypes: [Modulo, Tool], rows: $rows }) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n": types.NewsFeaturedDocument,
    "\n  query NewsListing($categories: [String!], $contentTypes: [ContentType!], $topics: [String!], $page: Int!, $rows: Int!) {\n    newsListing(categories: $categories, contentTypes: $contentTypes, topics: $topics, page: $page, rows: $rows) {\n      total\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n": types.NewsListingDocument,
    "\n  query SuggestedContents($category: String, $excludeIds: [ID!], $limit: Int, $groupingLimit: Int) {\n    suggestedContents(category: $category, excludeIds: $excludeIds, limit: $limit, groupingLimit: $groupingLimit) {\n      id\n      ...ContentCard_content\n    }\n  }\n": types.SuggestedContentsDocument,
    "\n  query NewsTopics {\n    contentTopics {\n      title\n      link\n    }\n  }\n": types.NewsTopicsDocument,
    "\n  query LinkedEbookHarness($id: ID!) {\n    content(id: $id) {\n      id\n      ...ContentActions_content\n    }\n  }\n": types.LinkedEbookHarnessDocument,
    "\n  query LinkedCourseEbook($courseId: ID!) {\n    course(id: $courseId) {\n      id\n      slug\n      ebookUrl\n      accessDecision {\n        outcome\n        reason\n      }\n    }\n  }\n": types.LinkedCourseEbookDocument,
    "\n  query CatalogueAccessUrl {\n    catalogueAccessUrl\n  }\n": types.CatalogueAccessUrlDocument,
    "\n  fragment CourseCard_course on Course {\n    id\n    slug\n    title\n    imageUrl\n    credits\n    previewPdfUrl\n    series {\n      id\n      name\n    }\n    teachingModel {\n      id\n      name\n    }\n    viewerStatus {\n      status\n      started\n    }\n  }\n": types.CourseCard_CourseFragmentDoc,
    "\n  query CoursePage($slug: String!) {\n    courseBySlug(slug: $slug) {\n      id\n      courseId\n      slug\n      title\n      cardHeading\n      description\n      imageUrl\n      credits\n      duration\n      expiryDate\n      downloadPdfUrl\n      series {\n        id\n        name\n      }\n      teachingModel {\n        id\n        name\n      }\n      viewerStatus {\n        status\n        started\n        percentageOfCompletion\n      }\n      accessDecision {\n        outcome\n        showsUpgradeInsteadOfStart\n      }\n    }\n  }\n": types.CoursePageDocument,
    "\n  query SuggestedCourses($limit: Int!, $excludeId: ID) {\n    suggestedCourses(limit: $limit, excludeId: $excludeId) {\n      top {\n        id\n        ...CourseCard_course\n      }\n      new {\n        id\n        ...CourseCard_course\n      }\n      foryou {\n        id\n        ...CourseCard_course\n      }\n    }\n  }\n": types.SuggestedCoursesDocument,
    "\n  query CatalogueFilterOptions {\n    courseSeries {\n      id\n      name\n    }\n    teachingModels {\n      id\n      name\n    }\n  }\n": types.CatalogueFilterOptionsDocument,
    "\n  query CourseCatalogue($input: CourseSearchInput) {\n    courseCatalogue(input: $input) {\n      page\n      pageSize\n      total\n      totalPages\n      items {\n        id\n        ...CourseCard_course\n      }\n    }\n  }\n": types.CourseCatalogueDocument,
    "\n  query CourseCertificate($courseId: ID!) {\n    courseCertificate(courseId: $courseId) {\n      fileName\n      contentType\n      base64\n    }\n  }\n": types.CourseCertificateDocument,
    "\n  query CourseOffer {\n    courseOffer {\n      showsHomeTeaser\n      catalogueBlock\n      showsTrainingAreaLink\n    }\n  }\n": types.CourseOfferDocument,
    "\n  mutation StartCourse($courseId: ID!) {\n    startCourse(courseId: $courseId) {\n      decision {\n        outcome\n        reason\n      }\n      accessUrl\n    }\n  }\n": types.StartCourseDocument,
    "\n  query EnergyOffers {\n    energyOffers {\n      id\n      kind\n      title\n      description\n      features {\n        text\n        tooltip\n      }\n      conditionsUrl\n    }\n  }\n": types.EnergyOffersDocument,
    "\n  query RentalOffers {\n    rentalOffers {\n      id\n      imageUrl\n      advance\n      kmPerYear\n      months\n      brand\n      model\n      monthlyCost\n      averageConsumption\n      horsePower\n      co2\n      transmission\n      cc\n      traction\n      fuelType\n      doors\n    }\n  }\n": types.RentalOffersDocument,
    "\n  query TelemedicineContents($first: Int!, $after: String) {\n    latestContents(isPremium: true, first: $first, after: $after) {\n      items {\n        id\n        ...ContentCard_content\n      }\n      endCursor\n      hasNext\n    }\n  }\n": types.TelemedicineContentsDocument,
    "\n  query Telemedicine($first: Int!) {\n    telemedicineAccess {\n      hasAccess\n      reactivating\n      showAccessCta\n      showPremiumHero\n      serviceUrl\n    }\n    latestContents(isPremium: true, first: $first) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n": types.TelemedicineDocument,
    "\n  query TravelOffer($path: String!) {\n    travelOffer(path: $path) {\n      path\n      title\n      location\n      backgroundImageUrl\n      icons {\n        name\n        value\n      }\n      description\n    }\n  }\n": types.TravelOfferDocument,
    "\n  query TravelOffers($destination: TravelDestination, $vacationType: VacationType) {\n    travelOffers(destination: $destination, vacationType: $vacationType) {\n      path\n      title\n      location\n      destination\n      vacationType\n      extract\n      imageUrl\n    }\n  }\n": types.TravelOffersDocument,
    "\n  query EcmTrienniumReminderAccess {\n    ecmTrienniumAccess\n  }\n": types.EcmTrienniumReminderAccessDocument,
    "\n  query EcmTrienniumReminder {\n    viewer {\n      user {\n        id\n        ecmTriennium {\n          start\n          reminder {\n            daysLeft\n            missingToThreshold\n            threshold\n            end\n          }\n        }\n      }\n    }\n  }\n": types.EcmTrienniumReminderDocument,
    "\n  fragment EcmObligationBreakdown_triennium on EcmTriennium {\n    start\n    end\n    obligationBreakdown {\n      standard\n      reduction\n      computed\n      override\n      obligation\n      lines {\n        id\n        kind\n        label\n        start\n        end\n        credits\n        reduction\n        note\n        fromRecordedCredits\n      }\n    }\n  }\n": types.EcmObligationBreakdown_TrienniumFragmentDoc,
    "\n  fragment EcmCreditsByKind_triennium on EcmTriennium {\n    creditsOverCap\n    creditsByKind {\n      kind\n      label\n      earned\n      counted\n      cap\n    }\n    creditsByArea {\n      area\n      label\n      earned\n    }\n  }\n": types.EcmCreditsByKind_TrienniumFragmentDoc,
    "\n  mutation RecordEcmObligationAdjustment($input: EcmObligationAdjustmentInput!) {\n    recordEcmObligationAdjustment(input: $input) {\n      id\n      reduction\n    }\n  }\n": types.RecordEcmObligationAdjustmentDocument,
    "\n  mutation DeleteEcmObligationAdjustment($id: ID!) {\n    deleteEcmObligationAdjustment(id: $id)\n  }\n": types.DeleteEcmObligationAdjustmentDocument,
    "\n  fragment EcmPastDebt_debt on EcmPastDebt {\n    triennium\n    shortfall\n    madeUp\n    left\n    until\n    open\n  }\n": types.EcmPastDebt_DebtFragmentDoc,
    "\n  fragment EcmTrienniumStanding_standing on EcmTrienniumStanding {\n    triennium\n    obligation\n    generalReduction\n    earnedTotal\n    insuranceRuleApplies\n    threshold\n    thresholdMet\n    missingToThreshold\n    missingToObligation\n    isCurrent\n    isInsurance\n    compensatoryGiven\n    transcriptUrl\n  }\n": types.EcmTrienniumStanding_StandingFragmentDoc,
    "\n  query EcmTrienniumPage {\n    ecmTrienniumAccess\n    viewer {\n      user {\n        id\n        ecmTriennium {\n          start\n          end\n          standardObligation\n          obligation\n          obligationIsStandard\n          earnedPortal\n          earnedExternal\n          earnedTotal\n          share\n          thresholdShare\n          threshold\n          thresholdMet\n          missingToThreshold\n          missingToObligation\n          daysLeft\n          perYear {\n            year\n            credits\n          }\n          portalCredits {\n            courseId\n            eventCode\n            title\n            provider\n            date\n            credits\n          }\n          externalCredits {\n            id\n            provider\n            title\n            date\n            credits\n            eventCode\n            certificateName\n            certificateUrl\n            kind\n            area\n          }\n          ...EcmObligationBreakdown_triennium\n          ...EcmCreditsByKind_triennium\n          reminderDay\n          calendar\n          transcriptUrl\n          # Issue 40, history: the insurance triennium, every triennium, past debts.\n          triennium\n          insuranceTriennium {\n            ...EcmTrienniumStanding_standing\n          }\n          history {\n            ...EcmTrienniumStanding_standing\n          }\n          pastDebts {\n            ...EcmPastDebt_debt\n          }\n        }\n      }\n    }\n  }\n": types.EcmTrienniumPageDocument,
    "\n  query EcmTrienniumPlan {\n    viewer {\n      user {\n        id\n        ecmTriennium {\n          plan {\n            missingAreas\n            toThreshold {\n              ...EcmPlanStep_step\n            }\n            toObligation {\n              ...EcmPlanStep_step\n            }\n          }\n        }\n      }\n    }\n  }\n": types.EcmTrienniumPlanDocument,
    "\n  fragment EcmPlanStep_step on EcmPlanStep {\n    gap\n    credits\n    closesGap\n    remedy\n    remedyUrl\n    courses {\n      id\n      slug\n      title\n      credits\n      ecmObjectiveArea\n    }\n  }\n": types.EcmPlanStep_StepFragmentDoc,
    "\n  mutation RecordExternalEcmCredit($input: ExternalEcmCreditInput!) {\n    recordExternalEcmCredit(input: $input) {\n      id\n    }\n  }\n": types.RecordExternalEcmCreditDocument,
    "\n  mutation CorrectExternalEcmCredit($id: ID!, $input: ExternalEcmCreditInput!) {\n    correctExternalEcmCredit(id: $id, input: $input) {\n      id\n    }\n  }\n": types.CorrectExternalEcmCreditDocument,
    "\n  mutation DeleteExternalEcmCredit($id: ID!) {\n    deleteExternalEcmCredit(id: $id)\n  }\n": types.DeleteExternalEcmCreditDocument,
    "\n  mutation SetEcmObligation($obligation: Float) {\n    setEcmObligation(obligation: $obligation)\n  }\n": types.SetEcmObligationDocument,
    "\n  mutation ImportExternalEcmCredits($credits: [ImportedEcmCreditInput!]!) {\n    importExternalEcmCredits(credits: $credits) {\n      id\n    }\n  }\n": types.ImportExternalEcmCreditsDocument,
    "\n  query Favourites($kind: FavouriteKind!, $page: Int!) {\n    favourites(kind: $kind, page: $page) {\n      total\n      hasNext\n      items {\n        id\n        ...ResourceCard_content\n      }\n    }\n  }\n": types.FavouritesDocument,
    "\n  query HomeCoursesTeaser {\n    courseCatalogue(input: { page: 1 }) {\n      total\n      items {\n        id\n        slug\n        title\n        credits\n      }\n    }\n  }\n": types.HomeCoursesTeaserDocument,
    "\n  query HomeFavouriteNewsCategories {\n    favouriteCategories\n    newsCategories {\n      label\n    }\n  }\n": types.HomeFavouriteNewsCategoriesDocument,
    "\n  query HomeFavouriteNews($categories: [String!]) {\n    contents(input: { categories: $categories, excludeContentTypes: [Modulo, Tool], personalised: true, rows: 6 }) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n": types.HomeFavouriteNewsDocument,
    "\n  query HomeBanners {\n    banners(placement: \"home\") {\n      id\n      ...Banner_banner\n    }\n  }\n": types.HomeBannersDocument,
    "\n  query HomeLoyaltyState {\n    loyaltyState\n  }\n": types.HomeLoyaltyStateDocument,
    "\n  query HomeLatestNews {\n    contents(input: { contentTypes: [News, Articolo], excludeContentTypes: [Tool], personalised: true, rows: 6 }) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n": types.HomeLatestNewsDocument,
    "\n  query HomeLatestProfessionals($take: Int!) {\n    latestProfessionals(take: $take) {\n      id\n      ...ProfessionalCard_card\n    }\n  }\n": types.HomeLatestProfessionalsDocument,
    "\n  query HomeLatestTools($first: Int!) {\n    latestContents(contentType: Tool, first: $first) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n": types.HomeLatestToolsDocument,
    "\n  query HomeMagazineTeaser($magazine: String!) {\n    magazinePosts(magazine: $magazine) {\n      magazine {\n        id\n        name\n        url\n      }\n      categories {\n        posts {\n          id\n          title\n          excerpt\n          date\n          link\n          imageUrl\n        }\n      }\n    }\n  }\n": types.HomeMagazineTeaserDocument,
    "\n  query HomeMostRead {\n    mostRead(limit: 5) {\n      id\n      title\n      link\n      contentTypeLabel\n    }\n  }\n": types.HomeMostReadDocument,
    "\n  query HomeNewsCarousel($contentTypes: [ContentType!]!, $rows: Int!) {\n    contents(input: { contentTypes: $contentTypes, rows: $rows }) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n": types.HomeNewsCarouselDocument,
    "\n  query AppLayout {\n    ...Navigation_query\n    ...TopBar_query\n    ...Footer_query\n    ...PartnerLogo_query\n  }\n": types.AppLayoutDocument,
    "\n  query CreditsCounter {\n    viewer {\n      user {\n        id\n        ecmBalance\n      }\n    }\n  }\n": types.CreditsCounterDocument,
    "\n  fragment Footer_query on Query {\n    footer {\n      tagline\n      companyLine\n      email\n      tollFreeNumber\n      links {\n        label\n        href\n        hasSeparator\n      }\n      social {\n        label\n        href\n      }\n    }\n  }\n": types.Footer_QueryFragmentDoc,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  fragment PartnerLogo_query on Query {\n    viewer {\n      user {\n        id\n        partnerLogo {\n          name\n          imageUrl\n        }\n      }\n    }\n  }\n": types.PartnerLogo_QueryFragmentDoc,
    "\n  query ProductsModal {\n    plans {\n      id\n      name\n      mostLiked\n      isCurrent\n      priceList {\n        ...PriceListEntry_entry\n      }\n    }\n  }\n": types.ProductsModalDocument,
    "\n  fragment TopBar_query on Query {\n    topBar {\n      id\n      message\n      link\n      linkLabel\n    }\n  }\n": types.TopBar_QueryFragmentDoc,
    "\n  fragment Navigation_query on Query {\n    navigation {\n      label\n      href\n      children {\n        label\n        href\n        children {\n          label\n          href\n        }\n      }\n    }\n  }\n": types.Navigation_QueryFragmentDoc,
    "\n  query DefinedLeadForm($formId: ID!) {\n    leadFormDefinition(formId: $formId) {\n      formId\n      formType\n      formCampaign\n      formTitle\n      formContent\n      submitLabel\n      fields {\n        name\n        kind\n        label\n        placeholder\n        required\n        maxLength\n        rows\n        options {\n          value\n          label\n        }\n      }\n    }\n  }\n": types.DefinedLeadFormDocument,
    "\n  query PharmacareProfessionals($page: Int!) {\n    pharmacareProfessionals(page: $page) {\n      id\n      ...ProfessionalCard_card\n    }\n  }\n": types.PharmacareProfessionalsDocument,
    "\n  query SupportAssistant {\n    viewer {\n      canUseAssistantForm\n    }\n  }\n": types.SupportAssistantDocument,
    "\n  mutation CreateDefinedLead($input: LeadInput!) {\n    createLead(input: $input) {\n      id\n    }\n  }\n": types.CreateDefinedLeadDocument,
    "\n  query LeadPublicKey {\n    loginPublicKey {\n      publicKeyPEM\n    }\n  }\n": types.LeadPublicKeyDocument,
    "\n  query FitnessCenters {\n    fitnessCenters {\n      id\n      name\n      city\n      province\n    }\n  }\n": types.FitnessCentersDocument,
    "\n  query LeadFormViewer {\n    viewer {\n      user {\n        id\n        fiscalCode\n        email\n        phone\n      }\n    }\n  }\n": types.LeadFormViewerDocument,
    "\n  mutation CreateLead($input: LeadInput!) {\n    createLead(input: $input) {\n      id\n    }\n  }\n": types.CreateLeadDocument,
    "\n  query SupportNumber {\n    footer {\n      tollFreeNumber\n    }\n  }\n": types.SupportNumberDocument,
    "\n  query LearningDetail($kind: LearningItemKind!, $slug: String!) {\n    learningItemBySlug(kind: $kind, slug: $slug) {\n      id\n      kind\n      title\n      series\n      credits\n      abstract\n      endDate\n      imageUrl\n      fileUrl\n      courseId\n      course {\n        id\n        slug\n        ebookParts {\n          label\n          url\n        }\n        accessDecision {\n          outcome\n          reason\n        }\n      }\n    }\n  }\n": types.LearningDetailDocument,
    "\n  query LatestLearningItems($ebooks: Boolean!, $rows: Int!, $excludeId: ID!) {\n    ebooks(rows: $rows, excludeId: $excludeId) @include(if: $ebooks) {\n      items {\n        id\n        ...LearningItemCard_item\n      }\n    }\n    trainingFilms(rows: $rows, excludeId: $excludeId) @skip(if: $ebooks) {\n      items {\n        id\n        ...LearningItemCard_item\n      }\n    }\n  }\n": types.LatestLearningItemsDocument,
    "\n  fragment LearningItemCard_item on LearningItem {\n    id\n    title\n    series\n    credits\n    abstract\n    path\n    imageUrl\n  }\n": types.LearningItemCard_ItemFragmentDoc,
    "\n  query LearningList($ebooks: Boolean!, $rows: Int!, $offset: Int!) {\n    ebooks(rows: $rows, offset: $offset) @include(if: $ebooks) {\n      total\n      items {\n        id\n        ...LearningItemCard_item\n      }\n    }\n    trainingFilms(rows: $rows, offset: $offset) @skip(if: $ebooks) {\n      total\n      items {\n        id\n        ...LearningItemCard_item\n      }\n    }\n    ebookOfTheMonth @include(if: $ebooks) {\n      id\n      ...LearningItemCard_item\n    }\n  }\n": types.LearningListDocument,
    "\n  query TrainingArea($status: CourseStatus!, $page: Int!) {\n    trainingArea(status: $status, page: $page) {\n      page\n      totalPages\n      items {\n        id\n        ...CourseCard_course\n      }\n    }\n  }\n": types.TrainingAreaDocument,
    "\n  query TrainingSummary {\n    trainingSummary {\n      active\n      passed\n      failed\n      expired\n    }\n  }\n": types.TrainingSummaryDocument,
    "\n  fragment VideoClipCard_clip on VideoClip {\n    id\n    title\n    description\n    imageUrl\n    slug\n  }\n": types.VideoClipCard_ClipFragmentDoc,
    "\n  query VideoClipDetail($slug: String!) {\n    videoClipBySlug(slug: $slug) {\n      id\n      title\n      description\n      videoUrl\n      imageUrl\n      course {\n        id\n        slug\n        title\n      }\n    }\n  }\n": types.VideoClipDetailDocument,
    "\n  query VideoClips($first: Int!, $after: String) {\n    videoClips(first: $first, after: $after) {\n      nodes {\n        id\n        ...VideoClipCard_clip\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.VideoClipsDocument,
    "\n  query VideoOfTheMonth {\n    videoOfTheMonth {\n      id\n      ...VideoClipCard_clip\n    }\n  }\n": types.VideoOfTheMonthDocument,
    "\n  query LibraryItem($id: ID!) {\n    libraryItem(id: $id) {\n      id\n      title\n      link\n      content\n      paywalled\n      imageUrl\n      publicationDate\n      series\n      teachingModel\n      credits\n      contentTypeLabel\n    }\n    articlePaywall: paywall(placement: \"articolo\") {\n      ...Paywall_option\n    }\n    resourcePaywall: paywall(placement: \"risorsa\") {\n      ...Paywall_option\n    }\n  }\n": types.LibraryItemDocument,
    "\n  query LibrarySearch($input: ContentSearchInput!) {\n    contents(input: $input) {\n      items {\n        id\n        title\n        abstract\n        imageUrl\n        publicationDate\n        contentTypeLabel\n        category {\n          label\n        }\n      }\n    }\n  }\n": types.LibrarySearchDocument,
    "\n  query LoyaltyBalance {\n    viewer {\n      user {\n        id\n        loyalty {\n          balance\n          expiresOn\n          showsExpiry\n          lastTransactions(first: 3) {\n            description\n            date\n            amount\n            pointsLabel\n          }\n        }\n      }\n    }\n  }\n": types.LoyaltyBalanceDocument,
    "\n  query LoyaltyPage {\n    loyaltyState\n    loyaltyProgramme {\n      howItWorks {\n        title\n        steps {\n          title\n          body\n        }\n        paragraph\n        cta {\n          label\n          href\n          eventCode\n        }\n      }\n      missions {\n        id\n        title\n        body\n        pointsLabel\n        icon\n      }\n      points {\n        intro\n        regulationUrl\n        items {\n          id\n          title\n          pointsLabel\n        }\n      }\n      brands {\n        id\n        name\n        logoUrl\n        url\n      }\n      advantages {\n        title\n        items {\n          title\n          body\n        }\n      }\n    }\n  }\n": types.LoyaltyPageDocument,
    "\n  fragment RewardCard_reward on Reward {\n    id\n    title\n    category\n    points\n    imageUrl\n  }\n": types.RewardCard_RewardFragmentDoc,
    "\n  query RewardsCatalogue {\n    rewards {\n      id\n      category\n      ...RewardCard_reward\n    }\n  }\n": types.RewardsCatalogueDocument,
    "\n  query RewardsTeaser($first: Int!) {\n    rewards(first: $first) {\n      id\n      ...RewardCard_reward\n    }\n  }\n": types.RewardsTeaserDocument,
    "\n  query CompletionProfessions {\n    professions {\n      id\n      description\n      isDoctor\n      signupEnabled\n    }\n    specializationFamilies {\n      id\n      name\n      specializations {\n        id\n        name\n      }\n    }\n  }\n": types.CompletionProfessionsDocument,
    "\n  query CompletionProfessionDetails($professionId: ID!) {\n    professionDetails(professionId: $professionId) {\n      id\n      name\n    }\n  }\n": types.CompletionProfessionDetailsDocument,
    "\n  mutation CompleteContactData($input: ContactDataInput!) {\n    updateContactData(input: $input) {\n      ok\n      viewer {\n        user {\n          id\n          hasFiscalCode\n          missingFields {\n            isComplete\n          }\n        }\n      }\n    }\n  }\n": types.CompleteContactDataDocument,
    "\n  query Edicola {\n    digitalNewsstand {\n      ...NewsstandReader_issue\n    }\n    edicolaPaywall: paywall(placement: \"edicola\") {\n      ...Paywall_option\n    }\n  }\n": types.EdicolaDocument,
    "\n  query MagazinePosts($magazine: String!) {\n    magazinePosts(magazine: $magazine) {\n      personalised\n      categories {\n        name\n        link\n        posts {\n          id\n          title\n          link\n          excerpt\n          imageUrl\n          date\n        }\n      }\n    }\n  }\n": types.MagazinePostsDocument,
    "\n  query Magazines {\n    magazines {\n      id\n      name\n      logoUrl\n      url\n      categories {\n        name\n        link\n      }\n    }\n    viewer {\n      flags {\n        isSuspect\n      }\n      user {\n        id\n        fiscalCode\n        missingFields {\n          fiscalCode\n          privacyHomnya\n          termsConditions\n          isComplete\n        }\n        contact {\n          profession {\n            id\n            isDoctor\n          }\n          professionDetailId\n          specializationIds\n        }\n      }\n    }\n  }\n": types.MagazinesDocument,
    "\n  fragment NewsstandReader_issue on NewsstandIssue {\n    id\n    magazineId\n    magazineName\n    title\n    pageCount\n    readerUrl\n  }\n": types.NewsstandReader_IssueFragmentDoc,
    "\n  query MembershipPublicKey {\n    loginPublicKey {\n      publicKeyPEM\n    }\n  }\n": types.MembershipPublicKeyDocument,
    "\n  query TrialStart {\n    viewer {\n      trialStart\n    }\n  }\n": types.TrialStartDocument,
    "\n  mutation RegisterMember($input: RegistrationInput!) {\n    registerMember(input: $input) {\n      ok\n      refusal\n      message\n    }\n  }\n": types.RegisterMemberDocument,
    "\n  mutation StartTrial($input: RegistrationInput!) {\n    startTrial(input: $input) {\n      ok\n      refusal\n      message\n    }\n  }\n": types.StartTrialDocument,
    "\n  mutation RegistrationPersonalData($fiscalCode: String, $birthDate: String) {\n    completeProfile(fiscalCode: $fiscalCode, birthDate: $birthDate) {\n      ok\n    }\n  }\n": types.RegistrationPersonalDataDocument,
    "\n  mutation ActivateTrial {\n    activateTrial {\n      ok\n      refusal\n      message\n    }\n  }\n": types.ActivateTrialDocument,
    "\n  fragment PageComponent_component on PageComponent {\n    __typename\n    ... on PageSection {\n      id\n      name\n      title\n      contentTypes\n      magazines\n    }\n    ... on InfoBoxRow {\n      id\n      title\n      perRow\n      columns\n      boxes {\n        title\n        text\n        icon\n        link\n        linkLabel\n      }\n    }\n    ... on ComponentGrid {\n      id\n      title\n      maxPerRow\n      columns\n      items {\n        title\n        text\n        imageUrl\n        link\n      }\n    }\n    ... on LeadFormContainer {\n      id\n      title\n      intro\n      formType\n    }\n    ... on DownloadBanner {\n      id\n      title\n      content\n      imageUrl\n      ctaLabel\n      fileUrl\n      fileName\n    }\n  }\n": types.PageComponent_ComponentFragmentDoc,
    "\n  query PageComponents($placement: String!) {\n    pageComponents(placement: $placement) {\n      ...PageComponent_component\n    }\n  }\n": types.PageComponentsDocument,
    "\n  fragment PlanComparison_plan on Plan {\n    id\n    name\n    services {\n      label\n      available\n    }\n  }\n": types.PlanComparison_PlanFragmentDoc,
    "\n  query Plans {\n    plans {\n      id\n      ...PriceCard_plan\n      ...PlanComparison_plan\n    }\n    viewer {\n      showsPhoneCallAndConsultant\n      flags {\n        isSuspect\n      }\n    }\n  }\n": types.PlansDocument,
    "\n  fragment PriceCard_plan on Plan {\n    id\n    name\n    mostLiked\n    purchasable\n    services {\n      label\n      available\n      description\n    }\n    priceList {\n      ...PriceListEntry_entry\n    }\n  }\n": types.PriceCard_PlanFragmentDoc,
    "\n  query PressNewsletter($withChoice: Boolean!) {\n    specializationFamilies {\n      id\n      name\n    }\n    viewer {\n      pressNewsletter @include(if: $withChoice) {\n        id\n        name\n      }\n    }\n  }\n": types.PressNewsletterDocument,
    "\n  mutation SavePressNewsletter($familyIds: [ID!]!) {\n    savePressNewsletter(familyIds: $familyIds) {\n      ok\n      families {\n        id\n        name\n      }\n    }\n  }\n": types.SavePressNewsletterDocument,
    "\n  query PressPage {\n    viewer {\n      press {\n        header {\n          variant\n          label\n          href\n        }\n        canSearch\n      }\n    }\n  }\n": types.PressPageDocument,
    "\n  query PressCategories {\n    pressCategories {\n      id\n      name\n    }\n  }\n": types.PressCategoriesDocument,
    "\n  query PressSearch($input: PressSearchInput!) {\n    pressSearch(input: $input) {\n      id\n      title\n      publishedOn\n      author\n      description\n      link\n    }\n  }\n": types.PressSearchDocument,
    "\n  query CardHealthcareProfessions($professionId: ID!) {\n    professionDetails(professionId: $professionId) {\n      id\n      name\n    }\n  }\n": types.CardHealthcareProfessionsDocument,
    "\n  fragment CardDraftFields on ProfessionalCardDraft {\n    id\n    version\n    firstName\n    lastName\n    presentationText\n    privacyFlag\n    termsOfServiceFlag\n    visibility\n    accessLevel\n    contactsAllowed\n    upgradeForContacts\n    pharmacareActive\n    pharmacareEligible\n    createBonus\n    status\n    step\n    isHiddenFlags\n    profilePictureUrl\n    contactDataVisibility\n    changeRequests {\n      id\n      createdOn\n      fields\n      status\n    }\n    contacts {\n      province\n      city\n      email\n      phone\n    }\n    professions {\n      professionType\n      mainProfession\n      specializations {\n        id\n        name\n      }\n      healthcareProfession {\n        id\n        name\n      }\n    }\n    training {\n      degreeType\n      title\n      institute\n      year\n    }\n    workExperience {\n      role\n      employer\n      fromYear\n      toYear\n    }\n    certifications {\n      title\n      year\n      documentUrl\n      downloadUrl\n      fileName\n    }\n    scientificPublications {\n      title\n      journal\n      year\n      link\n    }\n  }\n": types.CardDraftFieldsFragmentDoc,
    "\n  query MyProfessionalCard {\n    specializationFamilies {\n      id\n      specializations {\n        id\n        name\n      }\n    }\n    professions {\n      id\n      code\n      isDoctor\n    }\n    viewer {\n      user {\n        id\n        professionalCard {\n          ...CardDraftFields\n        }\n      }\n    }\n  }\n": types.MyProfessionalCardDocument,
    "\n  mutation SaveProfessionalCard($input: ProfessionalCardInput!) {\n    saveProfessionalCard(input: $input) {\n      ...CardDraftFields\n    }\n  }\n": types.SaveProfessionalCardDocument,
    "\n  query ProfessionalDirectory($text: String, $professionType: ProfessionType, $province: String, $page: Int) {\n    professionalDirectory(text: $text, professionType: $professionType, province: $province, page: $page) {\n      page\n      pages\n      total\n      contactsVisible\n      cards {\n        id\n        presentationText\n        contacts {\n          email\n          phone\n        }\n        ...ProfessionalCard_card\n      }\n      suggested {\n        id\n        presentationText\n        contacts {\n          email\n          phone\n        }\n        ...ProfessionalCard_card\n      }\n    }\n  }\n": types.ProfessionalDirectoryDocument,
    "\n  query ProfileAssistantAccess {\n    viewer {\n      canUseAssistantForm\n    }\n  }\n": types.ProfileAssistantAccessDocument,
    "\n  query ProfileInvoices {\n    viewer {\n      user {\n        id\n        invoices {\n          id\n          productName\n          issued\n          date\n          amount\n          downloadUrl\n        }\n      }\n    }\n  }\n": types.ProfileInvoicesDocument,
    "\n  query ProfileLegalCases {\n    viewer {\n      user {\n        id\n        legalCases {\n          name\n          court\n          venue\n          section\n          status\n          businessLine\n          specialization\n          measures {\n            type\n            value\n          }\n          hearings {\n            type\n            date\n            documents {\n              id\n              fileName\n              downloadUrl\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ProfileLegalCasesDocument,
    "\n  query ProfileLinks {\n    viewer {\n      profileOverviewCards {\n        id\n        label\n        href\n      }\n      profileAccountCards {\n        id\n        label\n        href\n      }\n    }\n  }\n": types.ProfileLinksDocument,
    "\n  query SubscriptionServices {\n    viewer {\n      user {\n        id\n        staticWalletCodes\n        wallets {\n          code\n          label\n          standing\n          balance\n        }\n      }\n    }\n  }\n": types.SubscriptionServicesDocument,
    "\n  query ProfileOrders {\n    viewer {\n      user {\n        id\n        clientCode\n        orderedProductsHtml\n      }\n    }\n  }\n": types.ProfileOrdersDocument,
    "\n  query ProfileOverview {\n    viewer {\n      subscriptionType\n      profileOverviewCards {\n        id\n        label\n        href\n        description\n      }\n      profileAccountCards {\n        id\n        label\n        href\n      }\n      ecmCredits {\n        used\n        available\n        plafond\n        bonusCredits\n        showsRequestExtraCredits\n      }\n    }\n  }\n": types.ProfileOverviewDocument,
    "\n  query ProfileTrainingSummary {\n    trainingSummary {\n      active\n      passed\n      failed\n      expired\n    }\n  }\n": types.ProfileTrainingSummaryDocument,
    "\n  mutation LeaveClub($reason: String) {\n    leaveClub(reason: $reason) {\n      ok\n      requestId\n    }\n  }\n": types.LeaveClubDocument,
    "\n  query ProfilePaymentMethods {\n    viewer {\n      user {\n        id\n        paymentMethods {\n          cardType\n          cardNumber\n          cardOwner\n          expireOn\n          favorite\n        }\n      }\n    }\n  }\n": types.ProfilePaymentMethodsDocument,
    "\n  mutation ChangePaymentMethod {\n    changePaymentMethod {\n      redirectUrl\n    }\n  }\n": types.ChangePaymentMethodDocument,
    "\n  query ProfilePersonalData {\n    viewer {\n      user {\n        id\n        username\n        name\n        surname\n        email\n        specializationNames\n        isOtherHealthProfession\n        contact {\n          profession {\n            id\n            description\n          }\n        }\n        personalData {\n          birthDate\n          phonePrefix\n          phone\n          fiscalCode\n        }\n      }\n    }\n  }\n": types.ProfilePersonalDataDocument,
    "\n  query ProfilePrivacy {\n    viewer {\n      user {\n        id\n        privacyNotice\n        subscriptionTerms {\n          id\n          title\n          text\n        }\n      }\n    }\n  }\n": types.ProfilePrivacyDocument,
    "\n  query ProfileFrame {\n    viewer {\n      subscriptionType\n      profileSideMenu {\n        id\n        label\n        href\n        icon\n      }\n      profileBanner {\n        kind\n        daysLeft\n        action {\n          label\n          href\n        }\n      }\n      profileActivationDate\n      profileActivationDay\n      user {\n        id\n        username\n      }\n    }\n  }\n": types.ProfileFrameDocument,
    "\n  query ProfileServices {\n    viewer {\n      profileServices {\n        id\n        title\n        body\n        href\n        cta\n        icon\n      }\n    }\n  }\n": types.ProfileServicesDocument,
    "\n  query ProfileSubscription {\n    viewer {\n      profileUpgradeBox\n      user {\n        id\n        clientCode\n        registrationDate\n        cardCode\n        conventionOrder\n        promoCodes\n        expiration {\n          isExpired\n          expDate\n          oldExpiration\n        }\n        lastSubscription {\n          active\n          productName\n          startDate\n          endDate\n        }\n        subscriptionHistory {\n          name\n          activeFrom\n          endOfSubscription\n          isAddon\n          isActive\n        }\n        subscriptionDocuments {\n          id\n          title\n          text\n        }\n        enrolmentCertificateUrl\n      }\n    }\n  }\n": types.ProfileSubscriptionDocument,
    "\n  mutation UpdateAccount($phonePrefix: String!, $phone: String!, $encryptedPassword: String, $encryptedPasswordConfirmation: String) {\n    updateAccount(phonePrefix: $phonePrefix, phone: $phone, encryptedPassword: $encryptedPassword, encryptedPasswordConfirmation: $encryptedPasswordConfirmation) {\n      ok\n      viewer {\n        user {\n          id\n          personalData {\n            birthDate\n            fiscalCode\n            phonePrefix\n            phone\n          }\n        }\n      }\n    }\n  }\n": types.UpdateAccountDocument,
    "\n  query AccountPublicKey {\n    loginPublicKey {\n      publicKeyPEM\n    }\n  }\n": types.AccountPublicKeyDocument,
    "\n  mutation CompleteProfile($fiscalCode: String, $birthDate: String) {\n    completeProfile(fiscalCode: $fiscalCode, birthDate: $birthDate) {\n      ok\n      viewer {\n        subscriptionType\n        user {\n          id\n          hasFiscalCode\n          personalData {\n            birthDate\n            fiscalCode\n            phonePrefix\n            phone\n          }\n        }\n      }\n    }\n  }\n": types.CompleteProfileDocument,
    "\n  query AllResources($contentType: ContentType!, $rows: Int!) {\n    contents(input: { contentTypes: [$contentType], rows: $rows }) {\n      total\n      items {\n        id\n        ...ResourceCard_content\n      }\n    }\n  }\n": types.AllResourcesDocument,
    "\n  query Resource($path: String!) {\n    contentBySlug(path: $path) {\n      id\n      title\n      abstract\n      body\n      contentType\n      contentTypeLabel\n      isPremium\n      paywalled\n      walletBlocked\n      flags {\n        scientificTool\n      }\n      ...ContentActions_content\n    }\n    resourcePaywall: paywall(placement: \"risorsa\") {\n      ...Paywall_option\n    }\n  }\n": types.ResourceDocument,
    "\n  query ResourcesHome {\n    tools: contents(input: { contentTypes: [Tool], rows: 8 }) {\n      total\n      items {\n        id\n        ...ResourceCard_content\n      }\n    }\n    modules: contents(input: { contentTypes: [Modulo], rows: 8 }) {\n      total\n      items {\n        id\n        ...ResourceCard_content\n      }\n    }\n  }\n": types.ResourcesHomeDocument,
    "\n  query SearchPage($text: String!) {\n    searchPage(text: $text) {\n      total\n      suggested\n      sections {\n        section\n        label\n        total\n        suggested\n        items {\n          id\n          ...SearchResultCard_result\n        }\n      }\n    }\n  }\n": types.SearchPageDocument,
    "\n  query SearchMore($text: String!, $section: SearchSection!, $offset: Int!) {\n    searchPage(text: $text, sections: [$section], offset: $offset) {\n      sections {\n        section\n        items {\n          id\n          ...SearchResultCard_result\n        }\n      }\n    }\n  }\n": types.SearchMoreDocument,
    "\n  fragment SearchResultCard_result on SearchResult {\n    id\n    title\n    href\n    abstract\n    content {\n      contentTypeLabel\n      publicationDate\n      category {\n        label\n      }\n    }\n    course {\n      credits\n      teachingModel {\n        name\n      }\n    }\n  }\n": types.SearchResultCard_ResultFragmentDoc,
    "\n  query PartnerDeals {\n    partnerDeals {\n      id\n      title\n      body\n      imageUrl\n      href\n    }\n  }\n": types.PartnerDealsDocument,
    "\n  query ServiceSidebar($context: SearchContext!, $rows: Int!) {\n    courses: contents(input: { context: $context, contentTypes: [EBook, FilmFormazione, VideoClip, Webinar], rows: $rows }) {\n      items {\n        id\n        course {\n          id\n          slug\n          title\n          credits\n        }\n      }\n    }\n    modules: contents(input: { context: $context, contentTypes: [Modulo], rows: $rows }) {\n      items {\n        id\n        title\n        link\n      }\n    }\n    tools: contents(input: { context: $context, contentTypes: [Tool], rows: $rows }) {\n      items {\n        id\n        title\n        link\n      }\n    }\n  }\n": types.ServiceSidebarDocument,
    "\n  query ServicePage($path: String!) {\n    servicePage(path: $path) {\n      path\n      kind\n      section\n      title\n      hero {\n        title\n        body\n        imageUrl\n        ctas {\n          label\n          mobileLabel\n          link\n          target\n          variant\n          eventCode\n        }\n      }\n      headerLinks {\n        label\n        mobileLabel\n        link\n        target\n        variant\n        eventCode\n      }\n      anchors {\n        label\n        href\n      }\n      menuCtas {\n        label\n        mobileLabel\n        link\n        target\n        variant\n        icon\n        eventCode\n      }\n      areasTitle\n      areas {\n        title\n        icon\n      }\n      detailCards {\n        title\n        body\n        anchorId\n      }\n      cardGroups {\n        key\n        title\n        anchorId\n        moreLink\n        cards {\n          id\n          title\n          body\n          href\n          cta\n        }\n      }\n      form {\n        formType\n        formCampaign\n        formTitle\n        formContent\n        formId\n      }\n      formWithheld\n      legalNotes\n      showsContactButtons\n    }\n  }\n": types.ServicePageDocument,
    "\n  query ShopCategories {\n    shopCategories {\n      id\n      name\n      shopCount\n    }\n  }\n": types.ShopCategoriesDocument,
    "\n  query ShopCategory($id: ID!) {\n    shopCategory(id: $id) {\n      id\n      name\n      shops {\n        id\n        name\n        logoUrl\n        logoLinks\n      }\n    }\n  }\n": types.ShopCategoryDocument,
    "\n  query ShopPage($id: ID!) {\n    shop(id: $id) {\n      id\n      name\n      logoUrl\n      category\n      description\n      offers {\n        id\n        ...OfferCard_offer\n      }\n    }\n  }\n": types.ShopPageDocument,
    "\n  query ShopOffer($id: ID!) {\n    offer(id: $id) {\n      id\n      shopId\n      ...OfferCard_offer\n    }\n  }\n": types.ShopOfferDocument,
    "\n  query ShopsHome {\n    shopsIntroVisible\n    shopsBestOffers {\n      id\n      ...OfferCard_offer\n    }\n    shopsFeaturedCoupons {\n      id\n      ...OfferCard_offer\n    }\n    topShops {\n      id\n      name\n      logoUrl\n      logoLinks\n    }\n    shopsSlideshow {\n      id\n      title\n      shopName\n      imageUrl\n      imageMobileUrl\n    }\n  }\n": types.ShopsHomeDocument,
    "\n  fragment OfferCard_offer on Offer {\n    id\n    shopId\n    shopName\n    shopLogoUrl\n    title\n    description\n    isDirect\n    badgeType\n    badgeName\n    reducedPriceValue\n    reducedPriceSymbol\n    endDateText\n    expired\n    canActivate\n    paywall {\n      variant\n      title\n      text\n      ctaLabel\n      ctaHref\n    }\n  }\n": types.OfferCard_OfferFragmentDoc,
    "\n  mutation ActivateOffer($offerId: ID!) {\n    activateOffer(offerId: $offerId) {\n      offerId\n      voucherCode\n      redirectUrl\n    }\n  }\n": types.ActivateOfferDocument,
    "\n  query TermsOfUse {\n    conditionsOfUse\n  }\n": types.TermsOfUseDocument,
    "\n  query AcceptanceConditions {\n    viewer {\n      subscriptionType\n      user {\n        id\n        clientCode\n        acceptanceConditions\n      }\n    }\n  }\n": types.AcceptanceConditionsDocument,
    "\n  query UpgradeNews($rows: Int!) {\n    contents(input: { contentTypes: [News, Articolo], excludeContentTypes: [Tool], personalised: true, rows: $rows }) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n": types.UpgradeNewsDocument,
    "\n  query UpgradePage {\n    viewer {\n      subscriptionType\n      upgrade {\n        offerButtonLabel\n        breadcrumbLabel\n        heroVariant\n        showsLegalCases\n        offerCards {\n          id\n          title\n          text\n          cta {\n            label\n            href\n          }\n        }\n      }\n    }\n  }\n": types.UpgradePageDocument,
    "\n  query UpgradeProfessionals($take: Int!) {\n    latestProfessionals(take: $take) {\n      id\n      ...ProfessionalCard_card\n    }\n  }\n": types.UpgradeProfessionalsDocument,
    "\n  fragment CartPriceEntry_entry on CartPriceEntry {\n    installmentPlanId\n    installmentPlanName\n    installmentPlanNumber\n    totalPrice {\n      cents\n      currency\n    }\n    discountedPrice {\n      cents\n      currency\n    }\n    instalmentPrice {\n      cents\n      currency\n    }\n  }\n": types.CartPriceEntry_EntryFragmentDoc,
    "\n  fragment CartFields on Cart {\n    installmentPlanId\n    plans {\n      id\n      name\n      priceList {\n        ...PriceListEntry_entry\n      }\n    }\n    priceList {\n      ...CartPriceEntry_entry\n    }\n    total {\n      cents\n      currency\n    }\n  }\n": types.CartFieldsFragmentDoc,
    "\n  mutation AddToCart($productId: ID!, $installmentPlanId: ID!, $redirectTo: String) {\n    addToCart(productId: $productId, installmentPlanId: $installmentPlanId, redirectTo: $redirectTo) {\n      ...CartFields\n    }\n  }\n": types.AddToCartDocument,
    "\n  fragment PriceListEntry_entry on PriceListEntry {\n    installmentPlanId\n    installmentPlanName\n    installmentPlanNumber\n    totalPrice {\n      cents\n      currency\n    }\n    discountedPrice {\n      cents\n      currency\n    }\n    instalmentPrice {\n      cents\n      currency\n    }\n  }\n": types.PriceListEntry_EntryFragmentDoc,
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
export function graphql(source: "\n  fragment Banner_banner on Banner {\n    id\n    title\n    content\n    imageUrl\n    layout\n    background\n    theme\n    hasLoginCta\n    legalTextDesktop\n    legalTextMobile\n    badge\n    logoUrl\n    logoAlt\n    ctas {\n      label\n      mobileLabel\n      link\n      target\n      variant\n      icon\n      eventCode\n    }\n  }\n"): (typeof documents)["\n  fragment Banner_banner on Banner {\n    id\n    title\n    content\n    imageUrl\n    layout\n    background\n    theme\n    hasLoginCta\n    legalTextDesktop\n    legalTextMobile\n    badge\n    logoUrl\n    logoAlt\n    ctas {\n      label\n      mobileLabel\n      link\n      target\n      variant\n      icon\n      eventCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContentCard_content on Content {\n    id\n    title\n    abstract\n    link\n    imageUrl\n    publicationDate\n    contentTypeLabel\n    category {\n      label\n    }\n  }\n"): (typeof documents)["\n  fragment ContentCard_content on Content {\n    id\n    title\n    abstract\n    link\n    imageUrl\n    publicationDate\n    contentTypeLabel\n    category {\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfessionalCard_card on ProfessionalCard {\n    id\n    firstName\n    lastName\n    city\n    province\n    profession {\n      description\n    }\n    professionDetail {\n      name\n    }\n    specializations {\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ProfessionalCard_card on ProfessionalCard {\n    id\n    firstName\n    lastName\n    city\n    province\n    profession {\n      description\n    }\n    professionDetail {\n      name\n    }\n    specializations {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromoBanners($placement: String!) {\n    banners(placement: $placement) {\n      id\n      ...Banner_banner\n    }\n  }\n"): (typeof documents)["\n  query PromoBanners($placement: String!) {\n    banners(placement: $placement) {\n      id\n      ...Banner_banner\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentActionsHarness($id: ID!) {\n    content(id: $id) {\n      id\n      ...ContentActions_content\n    }\n  }\n"): (typeof documents)["\n  query ContentActionsHarness($id: ID!) {\n    content(id: $id) {\n      id\n      ...ContentActions_content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContentActions_content on Content {\n    id\n    contentType\n    title\n    link\n    userActions\n    courseId\n    allowedActions {\n      action\n      allowed\n      upsell\n      upsellTitle\n    }\n    isFavourite\n  }\n"): (typeof documents)["\n  fragment ContentActions_content on Content {\n    id\n    contentType\n    title\n    link\n    userActions\n    courseId\n    allowedActions {\n      action\n      allowed\n      upsell\n      upsellTitle\n    }\n    isFavourite\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModuleDownload($contentId: ID!) {\n    moduleDownload(contentId: $contentId) {\n      base64\n      contentType\n      fileName\n    }\n  }\n"): (typeof documents)["\n  query ModuleDownload($contentId: ID!) {\n    moduleDownload(contentId: $contentId) {\n      base64\n      contentType\n      fileName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FaqAccordion_item on FaqItem {\n    id\n    question\n    answerHtml\n  }\n"): (typeof documents)["\n  fragment FaqAccordion_item on FaqItem {\n    id\n    question\n    answerHtml\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FaqSection($placement: String!) {\n    faqs(placement: $placement) {\n      id\n      ...FaqAccordion_item\n    }\n  }\n"): (typeof documents)["\n  query FaqSection($placement: String!) {\n    faqs(placement: $placement) {\n      id\n      ...FaqAccordion_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InfographicViewer_content on Content {\n    id\n    contentType\n    title\n    abstract\n    imageUrl\n  }\n"): (typeof documents)["\n  fragment InfographicViewer_content on Content {\n    id\n    contentType\n    title\n    abstract\n    imageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerLogos {\n    partnerLogos {\n      name\n      imageUrl\n      url\n    }\n  }\n"): (typeof documents)["\n  query PartnerLogos {\n    partnerLogos {\n      name\n      imageUrl\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Paywall_option on PaywallOption {\n    id\n    title\n    content\n    imageUrl\n    cta {\n      label\n      link\n      eventCode\n    }\n    hasLoginCta\n  }\n"): (typeof documents)["\n  fragment Paywall_option on PaywallOption {\n    id\n    title\n    content\n    imageUrl\n    cta {\n      label\n      link\n      eventCode\n    }\n    hasLoginCta\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResourceCard_content on Content {\n    id\n    title\n    abstract\n    link\n    contentTypeLabel\n    isPremium\n    category {\n      label\n    }\n  }\n"): (typeof documents)["\n  fragment ResourceCard_content on Content {\n    id\n    title\n    abstract\n    link\n    contentTypeLabel\n    isPremium\n    category {\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SingleProductOffer {\n    singleProductOffer {\n      id\n      name\n      mostLiked\n      services {\n        label\n        available\n      }\n      priceList {\n        ...PriceListEntry_entry\n      }\n    }\n    viewer {\n      flags {\n        isSuspect\n      }\n    }\n  }\n"): (typeof documents)["\n  query SingleProductOffer {\n    singleProductOffer {\n      id\n      name\n      mostLiked\n      services {\n        label\n        available\n      }\n      priceList {\n        ...PriceListEntry_entry\n      }\n    }\n    viewer {\n      flags {\n        isSuspect\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpgradeButton($forced: Boolean!) {\n    viewer {\n      upgrade {\n        button(forced: $forced) {\n          label\n          href\n          secondary {\n            label\n            href\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UpgradeButton($forced: Boolean!) {\n    viewer {\n      upgrade {\n        button(forced: $forced) {\n          label\n          href\n          secondary {\n            label\n            href\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanOffers {\n    plans(includeCurrentPlan: false) {\n      id\n      name\n      mostLiked\n      purchasable\n      priceList {\n        ...PriceListEntry_entry\n      }\n    }\n    viewer {\n      trialStart\n    }\n  }\n"): (typeof documents)["\n  query PlanOffers {\n    plans(includeCurrentPlan: false) {\n      id\n      name\n      mostLiked\n      purchasable\n      priceList {\n        ...PriceListEntry_entry\n      }\n    }\n    viewer {\n      trialStart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VideoTutorials($placement: String!) {\n    videoTutorials(placement: $placement) {\n      id\n      title\n      abstract\n      contentHtml\n      previewImageUrl\n      videoUrl\n      isPreview\n    }\n  }\n"): (typeof documents)["\n  query VideoTutorials($placement: String!) {\n    videoTutorials(placement: $placement) {\n      id\n      title\n      abstract\n      contentHtml\n      previewImageUrl\n      videoUrl\n      isPreview\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFavourite($contentId: ID!) {\n    addFavourite(contentId: $contentId) {\n      content {\n        id\n        isFavourite\n      }\n      toast {\n        message\n        link {\n          href\n          label\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddFavourite($contentId: ID!) {\n    addFavourite(contentId: $contentId) {\n      content {\n        id\n        isFavourite\n      }\n      toast {\n        message\n        link {\n          href\n          label\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFavourite($contentId: ID!) {\n    removeFavourite(contentId: $contentId) {\n      content {\n        id\n        isFavourite\n      }\n      toast {\n        message\n        link {\n          href\n          label\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFavourite($contentId: ID!) {\n    removeFavourite(contentId: $contentId) {\n      content {\n        id\n        isFavourite\n      }\n      toast {\n        message\n        link {\n          href\n          label\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveFiscalCode($input: ContactDataInput!) {\n    updateContactData(input: $input) {\n      ok\n      viewer {\n        user {\n          id\n          hasFiscalCode\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveFiscalCode($input: ContactDataInput!) {\n    updateContactData(input: $input) {\n      ok\n      viewer {\n        user {\n          id\n          hasFiscalCode\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestions($text: String!) {\n    searchSuggestions(text: $text) {\n      kind\n      label\n      items {\n        id\n        title\n        href\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchSuggestions($text: String!) {\n    searchSuggestions(text: $text) {\n      kind\n      label\n      items {\n        id\n        title\n        href\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchableServices {\n    viewer {\n      searchableServices {\n        id\n        title\n        href\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchableServices {\n    viewer {\n      searchableServices {\n        id\n        title\n        href\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsentDialog_consent on ConsentRequirement {\n    conditionOfUse\n    acceptanceCondition\n    acknowledgment\n    conditionsOfUseText\n    acceptanceConditionsText\n  }\n"): (typeof documents)["\n  fragment ConsentDialog_consent on ConsentRequirement {\n    conditionOfUse\n    acceptanceCondition\n    acknowledgment\n    conditionsOfUseText\n    acceptanceConditionsText\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WelcomeMessage {\n    viewer {\n      user {\n        id\n        welcomeMessage {\n          type\n          clubName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WelcomeMessage {\n    viewer {\n      user {\n        id\n        welcomeMessage {\n          type\n          clubName\n        }\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query CartRecommendations {\n    plans(includeCurrentPlan: false, excludeCartPlans: true) {\n      id\n      name\n      purchasable\n      priceList {\n        ...PriceListEntry_entry\n      }\n    }\n  }\n"): (typeof documents)["\n  query CartRecommendations {\n    plans(includeCurrentPlan: false, excludeCartPlans: true) {\n      id\n      name\n      purchasable\n      priceList {\n        ...PriceListEntry_entry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cart {\n    cart {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  query Cart {\n    cart {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Checkout($returnUrl: String!) {\n    checkout(returnUrl: $returnUrl) {\n      paymentUrl\n    }\n  }\n"): (typeof documents)["\n  mutation Checkout($returnUrl: String!) {\n    checkout(returnUrl: $returnUrl) {\n      paymentUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromCart($productId: ID!) {\n    removeFromCart(productId: $productId) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFromCart($productId: ID!) {\n    removeFromCart(productId: $productId) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSubscription {\n    refreshSubscription {\n      subscriptionType\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSubscription {\n    refreshSubscription {\n      subscriptionType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Article($path: String!) {\n    contentBySlug(path: $path) {\n      id\n      title\n      abstract\n      body\n      author\n      publicationDate\n      contentTypeLabel\n      series\n      isPremium\n      paywalled\n      isTraining\n      embeddedContent\n      category {\n        label\n        url\n      }\n      topics {\n        title\n        link\n      }\n      hasTopics\n      relatedComponents\n      hasContinueReading\n      contentType\n      courseId\n      course {\n        id\n        viewerStatus {\n          status\n        }\n        ...CourseCard_course\n      }\n      related(limit: 3) {\n        id\n        ...ContentCard_content\n      }\n      readAlso(limit: 3) {\n        id\n        ...ContentCard_content\n      }\n      ...ContentActions_content\n      ...InfographicViewer_content\n    }\n    viewer {\n      user {\n        id\n        hasFiscalCode\n      }\n    }\n    articlePaywall: paywall(placement: \"articolo\") {\n      ...Paywall_option\n    }\n  }\n"): (typeof documents)["\n  query Article($path: String!) {\n    contentBySlug(path: $path) {\n      id\n      title\n      abstract\n      body\n      author\n      publicationDate\n      contentTypeLabel\n      series\n      isPremium\n      paywalled\n      isTraining\n      embeddedContent\n      category {\n        label\n        url\n      }\n      topics {\n        title\n        link\n      }\n      hasTopics\n      relatedComponents\n      hasContinueReading\n      contentType\n      courseId\n      course {\n        id\n        viewerStatus {\n          status\n        }\n        ...CourseCard_course\n      }\n      related(limit: 3) {\n        id\n        ...ContentCard_content\n      }\n      readAlso(limit: 3) {\n        id\n        ...ContentCard_content\n      }\n      ...ContentActions_content\n      ...InfographicViewer_content\n    }\n    viewer {\n      user {\n        id\n        hasFiscalCode\n      }\n    }\n    articlePaywall: paywall(placement: \"articolo\") {\n      ...Paywall_option\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleLatestContents($first: Int!) {\n    latestContents(first: $first) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n"): (typeof documents)["\n  query ArticleLatestContents($first: Int!) {\n    latestContents(first: $first) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsCategoriesPage {\n    newsCategories {\n      label\n      url\n    }\n    contentCategories {\n      label\n      url\n      pageName\n    }\n  }\n"): (typeof documents)["\n  query NewsCategoriesPage {\n    newsCategories {\n      label\n      url\n    }\n    contentCategories {\n      label\n      url\n      pageName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsCategoryCards($categories: [String!]!) {\n    categoryCards(categories: $categories, perCategory: 3) {\n      category {\n        label\n        url\n      }\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewsCategoryCards($categories: [String!]!) {\n    categoryCards(categories: $categories, perCategory: 3) {\n      category {\n        label\n        url\n      }\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavesFavouriteCategories {\n    savesFavouriteCategories\n  }\n"): (typeof documents)["\n  query SavesFavouriteCategories {\n    savesFavouriteCategories\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsFavouriteCategories {\n    favouriteCategories\n  }\n"): (typeof documents)["\n  query NewsFavouriteCategories {\n    favouriteCategories\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveFavouriteCategories($categories: [String!]!) {\n    saveFavouriteCategories(categories: $categories)\n  }\n"): (typeof documents)["\n  mutation SaveFavouriteCategories($categories: [String!]!) {\n    saveFavouriteCategories(categories: $categories)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryList {\n    newsCategories {\n      label\n      url\n    }\n  }\n"): (typeof documents)["\n  query CategoryList {\n    newsCategories {\n      label\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryTopics {\n    contentTopics {\n      title\n    }\n  }\n"): (typeof documents)["\n  query CategoryTopics {\n    contentTopics {\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryPage($category: String!, $contentTypes: [ContentType!], $topics: [String!], $page: Int!) {\n    categoryPage(category: $category, contentTypes: $contentTypes, topics: $topics, page: $page) {\n      total\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n"): (typeof documents)["\n  query CategoryPage($category: String!, $contentTypes: [ContentType!], $topics: [String!], $page: Int!) {\n    categoryPage(category: $category, contentTypes: $contentTypes, topics: $topics, page: $page) {\n      total\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExternalNews {\n    externalNews {\n      title\n      excerpt\n      link\n      author\n      section\n    }\n  }\n"): (typeof documents)["\n  query ExternalNews {\n    externalNews {\n      title\n      excerpt\n      link\n      author\n      section\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsFilterOptions {\n    newsCategories {\n      label\n    }\n    contentTopics {\n      title\n    }\n  }\n"): (typeof documents)["\n  query NewsFilterOptions {\n    newsCategories {\n      label\n    }\n    contentTopics {\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsFeatured($rows: Int!) {\n    featured: contents(input: { excludeContentTypes: [Modulo, Tool], rows: $rows }) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewsFeatured($rows: Int!) {\n    featured: contents(input: { excludeContentTypes: [Modulo, Tool], rows: $rows }) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsListing($categories: [String!], $contentTypes: [ContentType!], $topics: [String!], $page: Int!, $rows: Int!) {\n    newsListing(categories: $categories, contentTypes: $contentTypes, topics: $topics, page: $page, rows: $rows) {\n      total\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewsListing($categories: [String!], $contentTypes: [ContentType!], $topics: [String!], $page: Int!, $rows: Int!) {\n    newsListing(categories: $categories, contentTypes: $contentTypes, topics: $topics, page: $page, rows: $rows) {\n      total\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuggestedContents($category: String, $excludeIds: [ID!], $limit: Int, $groupingLimit: Int) {\n    suggestedContents(category: $category, excludeIds: $excludeIds, limit: $limit, groupingLimit: $groupingLimit) {\n      id\n      ...ContentCard_content\n    }\n  }\n"): (typeof documents)["\n  query SuggestedContents($category: String, $excludeIds: [ID!], $limit: Int, $groupingLimit: Int) {\n    suggestedContents(category: $category, excludeIds: $excludeIds, limit: $limit, groupingLimit: $groupingLimit) {\n      id\n      ...ContentCard_content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsTopics {\n    contentTopics {\n      title\n      link\n    }\n  }\n"): (typeof documents)["\n  query NewsTopics {\n    contentTopics {\n      title\n      link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LinkedEbookHarness($id: ID!) {\n    content(id: $id) {\n      id\n      ...ContentActions_content\n    }\n  }\n"): (typeof documents)["\n  query LinkedEbookHarness($id: ID!) {\n    content(id: $id) {\n      id\n      ...ContentActions_content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LinkedCourseEbook($courseId: ID!) {\n    course(id: $courseId) {\n      id\n      slug\n      ebookUrl\n      accessDecision {\n        outcome\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query LinkedCourseEbook($courseId: ID!) {\n    course(id: $courseId) {\n      id\n      slug\n      ebookUrl\n      accessDecision {\n        outcome\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueAccessUrl {\n    catalogueAccessUrl\n  }\n"): (typeof documents)["\n  query CatalogueAccessUrl {\n    catalogueAccessUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CourseCard_course on Course {\n    id\n    slug\n    title\n    imageUrl\n    credits\n    previewPdfUrl\n    series {\n      id\n      name\n    }\n    teachingModel {\n      id\n      name\n    }\n    viewerStatus {\n      status\n      started\n    }\n  }\n"): (typeof documents)["\n  fragment CourseCard_course on Course {\n    id\n    slug\n    title\n    imageUrl\n    credits\n    previewPdfUrl\n    series {\n      id\n      name\n    }\n    teachingModel {\n      id\n      name\n    }\n    viewerStatus {\n      status\n      started\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoursePage($slug: String!) {\n    courseBySlug(slug: $slug) {\n      id\n      courseId\n      slug\n      title\n      cardHeading\n      description\n      imageUrl\n      credits\n      duration\n      expiryDate\n      downloadPdfUrl\n      series {\n        id\n        name\n      }\n      teachingModel {\n        id\n        name\n      }\n      viewerStatus {\n        status\n        started\n        percentageOfCompletion\n      }\n      accessDecision {\n        outcome\n        showsUpgradeInsteadOfStart\n      }\n    }\n  }\n"): (typeof documents)["\n  query CoursePage($slug: String!) {\n    courseBySlug(slug: $slug) {\n      id\n      courseId\n      slug\n      title\n      cardHeading\n      description\n      imageUrl\n      credits\n      duration\n      expiryDate\n      downloadPdfUrl\n      series {\n        id\n        name\n      }\n      teachingModel {\n        id\n        name\n      }\n      viewerStatus {\n        status\n        started\n        percentageOfCompletion\n      }\n      accessDecision {\n        outcome\n        showsUpgradeInsteadOfStart\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuggestedCourses($limit: Int!, $excludeId: ID) {\n    suggestedCourses(limit: $limit, excludeId: $excludeId) {\n      top {\n        id\n        ...CourseCard_course\n      }\n      new {\n        id\n        ...CourseCard_course\n      }\n      foryou {\n        id\n        ...CourseCard_course\n      }\n    }\n  }\n"): (typeof documents)["\n  query SuggestedCourses($limit: Int!, $excludeId: ID) {\n    suggestedCourses(limit: $limit, excludeId: $excludeId) {\n      top {\n        id\n        ...CourseCard_course\n      }\n      new {\n        id\n        ...CourseCard_course\n      }\n      foryou {\n        id\n        ...CourseCard_course\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query CourseCertificate($courseId: ID!) {\n    courseCertificate(courseId: $courseId) {\n      fileName\n      contentType\n      base64\n    }\n  }\n"): (typeof documents)["\n  query CourseCertificate($courseId: ID!) {\n    courseCertificate(courseId: $courseId) {\n      fileName\n      contentType\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseOffer {\n    courseOffer {\n      showsHomeTeaser\n      catalogueBlock\n      showsTrainingAreaLink\n    }\n  }\n"): (typeof documents)["\n  query CourseOffer {\n    courseOffer {\n      showsHomeTeaser\n      catalogueBlock\n      showsTrainingAreaLink\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartCourse($courseId: ID!) {\n    startCourse(courseId: $courseId) {\n      decision {\n        outcome\n        reason\n      }\n      accessUrl\n    }\n  }\n"): (typeof documents)["\n  mutation StartCourse($courseId: ID!) {\n    startCourse(courseId: $courseId) {\n      decision {\n        outcome\n        reason\n      }\n      accessUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnergyOffers {\n    energyOffers {\n      id\n      kind\n      title\n      description\n      features {\n        text\n        tooltip\n      }\n      conditionsUrl\n    }\n  }\n"): (typeof documents)["\n  query EnergyOffers {\n    energyOffers {\n      id\n      kind\n      title\n      description\n      features {\n        text\n        tooltip\n      }\n      conditionsUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RentalOffers {\n    rentalOffers {\n      id\n      imageUrl\n      advance\n      kmPerYear\n      months\n      brand\n      model\n      monthlyCost\n      averageConsumption\n      horsePower\n      co2\n      transmission\n      cc\n      traction\n      fuelType\n      doors\n    }\n  }\n"): (typeof documents)["\n  query RentalOffers {\n    rentalOffers {\n      id\n      imageUrl\n      advance\n      kmPerYear\n      months\n      brand\n      model\n      monthlyCost\n      averageConsumption\n      horsePower\n      co2\n      transmission\n      cc\n      traction\n      fuelType\n      doors\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TelemedicineContents($first: Int!, $after: String) {\n    latestContents(isPremium: true, first: $first, after: $after) {\n      items {\n        id\n        ...ContentCard_content\n      }\n      endCursor\n      hasNext\n    }\n  }\n"): (typeof documents)["\n  query TelemedicineContents($first: Int!, $after: String) {\n    latestContents(isPremium: true, first: $first, after: $after) {\n      items {\n        id\n        ...ContentCard_content\n      }\n      endCursor\n      hasNext\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Telemedicine($first: Int!) {\n    telemedicineAccess {\n      hasAccess\n      reactivating\n      showAccessCta\n      showPremiumHero\n      serviceUrl\n    }\n    latestContents(isPremium: true, first: $first) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n"): (typeof documents)["\n  query Telemedicine($first: Int!) {\n    telemedicineAccess {\n      hasAccess\n      reactivating\n      showAccessCta\n      showPremiumHero\n      serviceUrl\n    }\n    latestContents(isPremium: true, first: $first) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TravelOffer($path: String!) {\n    travelOffer(path: $path) {\n      path\n      title\n      location\n      backgroundImageUrl\n      icons {\n        name\n        value\n      }\n      description\n    }\n  }\n"): (typeof documents)["\n  query TravelOffer($path: String!) {\n    travelOffer(path: $path) {\n      path\n      title\n      location\n      backgroundImageUrl\n      icons {\n        name\n        value\n      }\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TravelOffers($destination: TravelDestination, $vacationType: VacationType) {\n    travelOffers(destination: $destination, vacationType: $vacationType) {\n      path\n      title\n      location\n      destination\n      vacationType\n      extract\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  query TravelOffers($destination: TravelDestination, $vacationType: VacationType) {\n    travelOffers(destination: $destination, vacationType: $vacationType) {\n      path\n      title\n      location\n      destination\n      vacationType\n      extract\n      imageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EcmTrienniumReminderAccess {\n    ecmTrienniumAccess\n  }\n"): (typeof documents)["\n  query EcmTrienniumReminderAccess {\n    ecmTrienniumAccess\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EcmTrienniumReminder {\n    viewer {\n      user {\n        id\n        ecmTriennium {\n          start\n          reminder {\n            daysLeft\n            missingToThreshold\n            threshold\n            end\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EcmTrienniumReminder {\n    viewer {\n      user {\n        id\n        ecmTriennium {\n          start\n          reminder {\n            daysLeft\n            missingToThreshold\n            threshold\n            end\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EcmObligationBreakdown_triennium on EcmTriennium {\n    start\n    end\n    obligationBreakdown {\n      standard\n      reduction\n      computed\n      override\n      obligation\n      lines {\n        id\n        kind\n        label\n        start\n        end\n        credits\n        reduction\n        note\n        fromRecordedCredits\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment EcmObligationBreakdown_triennium on EcmTriennium {\n    start\n    end\n    obligationBreakdown {\n      standard\n      reduction\n      computed\n      override\n      obligation\n      lines {\n        id\n        kind\n        label\n        start\n        end\n        credits\n        reduction\n        note\n        fromRecordedCredits\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EcmCreditsByKind_triennium on EcmTriennium {\n    creditsOverCap\n    creditsByKind {\n      kind\n      label\n      earned\n      counted\n      cap\n    }\n    creditsByArea {\n      area\n      label\n      earned\n    }\n  }\n"): (typeof documents)["\n  fragment EcmCreditsByKind_triennium on EcmTriennium {\n    creditsOverCap\n    creditsByKind {\n      kind\n      label\n      earned\n      counted\n      cap\n    }\n    creditsByArea {\n      area\n      label\n      earned\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordEcmObligationAdjustment($input: EcmObligationAdjustmentInput!) {\n    recordEcmObligationAdjustment(input: $input) {\n      id\n      reduction\n    }\n  }\n"): (typeof documents)["\n  mutation RecordEcmObligationAdjustment($input: EcmObligationAdjustmentInput!) {\n    recordEcmObligationAdjustment(input: $input) {\n      id\n      reduction\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEcmObligationAdjustment($id: ID!) {\n    deleteEcmObligationAdjustment(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteEcmObligationAdjustment($id: ID!) {\n    deleteEcmObligationAdjustment(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EcmPastDebt_debt on EcmPastDebt {\n    triennium\n    shortfall\n    madeUp\n    left\n    until\n    open\n  }\n"): (typeof documents)["\n  fragment EcmPastDebt_debt on EcmPastDebt {\n    triennium\n    shortfall\n    madeUp\n    left\n    until\n    open\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EcmTrienniumStanding_standing on EcmTrienniumStanding {\n    triennium\n    obligation\n    generalReduction\n    earnedTotal\n    insuranceRuleApplies\n    threshold\n    thresholdMet\n    missingToThreshold\n    missingToObligation\n    isCurrent\n    isInsurance\n    compensatoryGiven\n    transcriptUrl\n  }\n"): (typeof documents)["\n  fragment EcmTrienniumStanding_standing on EcmTrienniumStanding {\n    triennium\n    obligation\n    generalReduction\n    earnedTotal\n    insuranceRuleApplies\n    threshold\n    thresholdMet\n    missingToThreshold\n    missingToObligation\n    isCurrent\n    isInsurance\n    compensatoryGiven\n    transcriptUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EcmTrienniumPage {\n    ecmTrienniumAccess\n    viewer {\n      user {\n        id\n        ecmTriennium {\n          start\n          end\n          standardObligation\n          obligation\n          obligationIsStandard\n          earnedPortal\n          earnedExternal\n          earnedTotal\n          share\n          thresholdShare\n          threshold\n          thresholdMet\n          missingToThreshold\n          missingToObligation\n          daysLeft\n          perYear {\n            year\n            credits\n          }\n          portalCredits {\n            courseId\n            eventCode\n            title\n            provider\n            date\n            credits\n          }\n          externalCredits {\n            id\n            provider\n            title\n            date\n            credits\n            eventCode\n            certificateName\n            certificateUrl\n            kind\n            area\n          }\n          ...EcmObligationBreakdown_triennium\n          ...EcmCreditsByKind_triennium\n          reminderDay\n          calendar\n          transcriptUrl\n          # Issue 40, history: the insurance triennium, every triennium, past debts.\n          triennium\n          insuranceTriennium {\n            ...EcmTrienniumStanding_standing\n          }\n          history {\n            ...EcmTrienniumStanding_standing\n          }\n          pastDebts {\n            ...EcmPastDebt_debt\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EcmTrienniumPage {\n    ecmTrienniumAccess\n    viewer {\n      user {\n        id\n        ecmTriennium {\n          start\n          end\n          standardObligation\n          obligation\n          obligationIsStandard\n          earnedPortal\n          earnedExternal\n          earnedTotal\n          share\n          thresholdShare\n          threshold\n          thresholdMet\n          missingToThreshold\n          missingToObligation\n          daysLeft\n          perYear {\n            year\n            credits\n          }\n          portalCredits {\n            courseId\n            eventCode\n            title\n            provider\n            date\n            credits\n          }\n          externalCredits {\n            id\n            provider\n            title\n            date\n            credits\n            eventCode\n            certificateName\n            certificateUrl\n            kind\n            area\n          }\n          ...EcmObligationBreakdown_triennium\n          ...EcmCreditsByKind_triennium\n          reminderDay\n          calendar\n          transcriptUrl\n          # Issue 40, history: the insurance triennium, every triennium, past debts.\n          triennium\n          insuranceTriennium {\n            ...EcmTrienniumStanding_standing\n          }\n          history {\n            ...EcmTrienniumStanding_standing\n          }\n          pastDebts {\n            ...EcmPastDebt_debt\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EcmTrienniumPlan {\n    viewer {\n      user {\n        id\n        ecmTriennium {\n          plan {\n            missingAreas\n            toThreshold {\n              ...EcmPlanStep_step\n            }\n            toObligation {\n              ...EcmPlanStep_step\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EcmTrienniumPlan {\n    viewer {\n      user {\n        id\n        ecmTriennium {\n          plan {\n            missingAreas\n            toThreshold {\n              ...EcmPlanStep_step\n            }\n            toObligation {\n              ...EcmPlanStep_step\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EcmPlanStep_step on EcmPlanStep {\n    gap\n    credits\n    closesGap\n    remedy\n    remedyUrl\n    courses {\n      id\n      slug\n      title\n      credits\n      ecmObjectiveArea\n    }\n  }\n"): (typeof documents)["\n  fragment EcmPlanStep_step on EcmPlanStep {\n    gap\n    credits\n    closesGap\n    remedy\n    remedyUrl\n    courses {\n      id\n      slug\n      title\n      credits\n      ecmObjectiveArea\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordExternalEcmCredit($input: ExternalEcmCreditInput!) {\n    recordExternalEcmCredit(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RecordExternalEcmCredit($input: ExternalEcmCreditInput!) {\n    recordExternalEcmCredit(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CorrectExternalEcmCredit($id: ID!, $input: ExternalEcmCreditInput!) {\n    correctExternalEcmCredit(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CorrectExternalEcmCredit($id: ID!, $input: ExternalEcmCreditInput!) {\n    correctExternalEcmCredit(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteExternalEcmCredit($id: ID!) {\n    deleteExternalEcmCredit(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteExternalEcmCredit($id: ID!) {\n    deleteExternalEcmCredit(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetEcmObligation($obligation: Float) {\n    setEcmObligation(obligation: $obligation)\n  }\n"): (typeof documents)["\n  mutation SetEcmObligation($obligation: Float) {\n    setEcmObligation(obligation: $obligation)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportExternalEcmCredits($credits: [ImportedEcmCreditInput!]!) {\n    importExternalEcmCredits(credits: $credits) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ImportExternalEcmCredits($credits: [ImportedEcmCreditInput!]!) {\n    importExternalEcmCredits(credits: $credits) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Favourites($kind: FavouriteKind!, $page: Int!) {\n    favourites(kind: $kind, page: $page) {\n      total\n      hasNext\n      items {\n        id\n        ...ResourceCard_content\n      }\n    }\n  }\n"): (typeof documents)["\n  query Favourites($kind: FavouriteKind!, $page: Int!) {\n    favourites(kind: $kind, page: $page) {\n      total\n      hasNext\n      items {\n        id\n        ...ResourceCard_content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeCoursesTeaser {\n    courseCatalogue(input: { page: 1 }) {\n      total\n      items {\n        id\n        slug\n        title\n        credits\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeCoursesTeaser {\n    courseCatalogue(input: { page: 1 }) {\n      total\n      items {\n        id\n        slug\n        title\n        credits\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeFavouriteNewsCategories {\n    favouriteCategories\n    newsCategories {\n      label\n    }\n  }\n"): (typeof documents)["\n  query HomeFavouriteNewsCategories {\n    favouriteCategories\n    newsCategories {\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeFavouriteNews($categories: [String!]) {\n    contents(input: { categories: $categories, excludeContentTypes: [Modulo, Tool], personalised: true, rows: 6 }) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeFavouriteNews($categories: [String!]) {\n    contents(input: { categories: $categories, excludeContentTypes: [Modulo, Tool], personalised: true, rows: 6 }) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeBanners {\n    banners(placement: \"home\") {\n      id\n      ...Banner_banner\n    }\n  }\n"): (typeof documents)["\n  query HomeBanners {\n    banners(placement: \"home\") {\n      id\n      ...Banner_banner\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeLoyaltyState {\n    loyaltyState\n  }\n"): (typeof documents)["\n  query HomeLoyaltyState {\n    loyaltyState\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeLatestNews {\n    contents(input: { contentTypes: [News, Articolo], excludeContentTypes: [Tool], personalised: true, rows: 6 }) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeLatestNews {\n    contents(input: { contentTypes: [News, Articolo], excludeContentTypes: [Tool], personalised: true, rows: 6 }) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeLatestProfessionals($take: Int!) {\n    latestProfessionals(take: $take) {\n      id\n      ...ProfessionalCard_card\n    }\n  }\n"): (typeof documents)["\n  query HomeLatestProfessionals($take: Int!) {\n    latestProfessionals(take: $take) {\n      id\n      ...ProfessionalCard_card\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeLatestTools($first: Int!) {\n    latestContents(contentType: Tool, first: $first) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeLatestTools($first: Int!) {\n    latestContents(contentType: Tool, first: $first) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeMagazineTeaser($magazine: String!) {\n    magazinePosts(magazine: $magazine) {\n      magazine {\n        id\n        name\n        url\n      }\n      categories {\n        posts {\n          id\n          title\n          excerpt\n          date\n          link\n          imageUrl\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeMagazineTeaser($magazine: String!) {\n    magazinePosts(magazine: $magazine) {\n      magazine {\n        id\n        name\n        url\n      }\n      categories {\n        posts {\n          id\n          title\n          excerpt\n          date\n          link\n          imageUrl\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeMostRead {\n    mostRead(limit: 5) {\n      id\n      title\n      link\n      contentTypeLabel\n    }\n  }\n"): (typeof documents)["\n  query HomeMostRead {\n    mostRead(limit: 5) {\n      id\n      title\n      link\n      contentTypeLabel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeNewsCarousel($contentTypes: [ContentType!]!, $rows: Int!) {\n    contents(input: { contentTypes: $contentTypes, rows: $rows }) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeNewsCarousel($contentTypes: [ContentType!]!, $rows: Int!) {\n    contents(input: { contentTypes: $contentTypes, rows: $rows }) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppLayout {\n    ...Navigation_query\n    ...TopBar_query\n    ...Footer_query\n    ...PartnerLogo_query\n  }\n"): (typeof documents)["\n  query AppLayout {\n    ...Navigation_query\n    ...TopBar_query\n    ...Footer_query\n    ...PartnerLogo_query\n  }\n"];
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
export function graphql(source: "\n  fragment PartnerLogo_query on Query {\n    viewer {\n      user {\n        id\n        partnerLogo {\n          name\n          imageUrl\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PartnerLogo_query on Query {\n    viewer {\n      user {\n        id\n        partnerLogo {\n          name\n          imageUrl\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductsModal {\n    plans {\n      id\n      name\n      mostLiked\n      isCurrent\n      priceList {\n        ...PriceListEntry_entry\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductsModal {\n    plans {\n      id\n      name\n      mostLiked\n      isCurrent\n      priceList {\n        ...PriceListEntry_entry\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query DefinedLeadForm($formId: ID!) {\n    leadFormDefinition(formId: $formId) {\n      formId\n      formType\n      formCampaign\n      formTitle\n      formContent\n      submitLabel\n      fields {\n        name\n        kind\n        label\n        placeholder\n        required\n        maxLength\n        rows\n        options {\n          value\n          label\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DefinedLeadForm($formId: ID!) {\n    leadFormDefinition(formId: $formId) {\n      formId\n      formType\n      formCampaign\n      formTitle\n      formContent\n      submitLabel\n      fields {\n        name\n        kind\n        label\n        placeholder\n        required\n        maxLength\n        rows\n        options {\n          value\n          label\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PharmacareProfessionals($page: Int!) {\n    pharmacareProfessionals(page: $page) {\n      id\n      ...ProfessionalCard_card\n    }\n  }\n"): (typeof documents)["\n  query PharmacareProfessionals($page: Int!) {\n    pharmacareProfessionals(page: $page) {\n      id\n      ...ProfessionalCard_card\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportAssistant {\n    viewer {\n      canUseAssistantForm\n    }\n  }\n"): (typeof documents)["\n  query SupportAssistant {\n    viewer {\n      canUseAssistantForm\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDefinedLead($input: LeadInput!) {\n    createLead(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDefinedLead($input: LeadInput!) {\n    createLead(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeadPublicKey {\n    loginPublicKey {\n      publicKeyPEM\n    }\n  }\n"): (typeof documents)["\n  query LeadPublicKey {\n    loginPublicKey {\n      publicKeyPEM\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FitnessCenters {\n    fitnessCenters {\n      id\n      name\n      city\n      province\n    }\n  }\n"): (typeof documents)["\n  query FitnessCenters {\n    fitnessCenters {\n      id\n      name\n      city\n      province\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeadFormViewer {\n    viewer {\n      user {\n        id\n        fiscalCode\n        email\n        phone\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeadFormViewer {\n    viewer {\n      user {\n        id\n        fiscalCode\n        email\n        phone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLead($input: LeadInput!) {\n    createLead(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLead($input: LeadInput!) {\n    createLead(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportNumber {\n    footer {\n      tollFreeNumber\n    }\n  }\n"): (typeof documents)["\n  query SupportNumber {\n    footer {\n      tollFreeNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LearningDetail($kind: LearningItemKind!, $slug: String!) {\n    learningItemBySlug(kind: $kind, slug: $slug) {\n      id\n      kind\n      title\n      series\n      credits\n      abstract\n      endDate\n      imageUrl\n      fileUrl\n      courseId\n      course {\n        id\n        slug\n        ebookParts {\n          label\n          url\n        }\n        accessDecision {\n          outcome\n          reason\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LearningDetail($kind: LearningItemKind!, $slug: String!) {\n    learningItemBySlug(kind: $kind, slug: $slug) {\n      id\n      kind\n      title\n      series\n      credits\n      abstract\n      endDate\n      imageUrl\n      fileUrl\n      courseId\n      course {\n        id\n        slug\n        ebookParts {\n          label\n          url\n        }\n        accessDecision {\n          outcome\n          reason\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatestLearningItems($ebooks: Boolean!, $rows: Int!, $excludeId: ID!) {\n    ebooks(rows: $rows, excludeId: $excludeId) @include(if: $ebooks) {\n      items {\n        id\n        ...LearningItemCard_item\n      }\n    }\n    trainingFilms(rows: $rows, excludeId: $excludeId) @skip(if: $ebooks) {\n      items {\n        id\n        ...LearningItemCard_item\n      }\n    }\n  }\n"): (typeof documents)["\n  query LatestLearningItems($ebooks: Boolean!, $rows: Int!, $excludeId: ID!) {\n    ebooks(rows: $rows, excludeId: $excludeId) @include(if: $ebooks) {\n      items {\n        id\n        ...LearningItemCard_item\n      }\n    }\n    trainingFilms(rows: $rows, excludeId: $excludeId) @skip(if: $ebooks) {\n      items {\n        id\n        ...LearningItemCard_item\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LearningItemCard_item on LearningItem {\n    id\n    title\n    series\n    credits\n    abstract\n    path\n    imageUrl\n  }\n"): (typeof documents)["\n  fragment LearningItemCard_item on LearningItem {\n    id\n    title\n    series\n    credits\n    abstract\n    path\n    imageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LearningList($ebooks: Boolean!, $rows: Int!, $offset: Int!) {\n    ebooks(rows: $rows, offset: $offset) @include(if: $ebooks) {\n      total\n      items {\n        id\n        ...LearningItemCard_item\n      }\n    }\n    trainingFilms(rows: $rows, offset: $offset) @skip(if: $ebooks) {\n      total\n      items {\n        id\n        ...LearningItemCard_item\n      }\n    }\n    ebookOfTheMonth @include(if: $ebooks) {\n      id\n      ...LearningItemCard_item\n    }\n  }\n"): (typeof documents)["\n  query LearningList($ebooks: Boolean!, $rows: Int!, $offset: Int!) {\n    ebooks(rows: $rows, offset: $offset) @include(if: $ebooks) {\n      total\n      items {\n        id\n        ...LearningItemCard_item\n      }\n    }\n    trainingFilms(rows: $rows, offset: $offset) @skip(if: $ebooks) {\n      total\n      items {\n        id\n        ...LearningItemCard_item\n      }\n    }\n    ebookOfTheMonth @include(if: $ebooks) {\n      id\n      ...LearningItemCard_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrainingArea($status: CourseStatus!, $page: Int!) {\n    trainingArea(status: $status, page: $page) {\n      page\n      totalPages\n      items {\n        id\n        ...CourseCard_course\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrainingArea($status: CourseStatus!, $page: Int!) {\n    trainingArea(status: $status, page: $page) {\n      page\n      totalPages\n      items {\n        id\n        ...CourseCard_course\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrainingSummary {\n    trainingSummary {\n      active\n      passed\n      failed\n      expired\n    }\n  }\n"): (typeof documents)["\n  query TrainingSummary {\n    trainingSummary {\n      active\n      passed\n      failed\n      expired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VideoClipCard_clip on VideoClip {\n    id\n    title\n    description\n    imageUrl\n    slug\n  }\n"): (typeof documents)["\n  fragment VideoClipCard_clip on VideoClip {\n    id\n    title\n    description\n    imageUrl\n    slug\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VideoClipDetail($slug: String!) {\n    videoClipBySlug(slug: $slug) {\n      id\n      title\n      description\n      videoUrl\n      imageUrl\n      course {\n        id\n        slug\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query VideoClipDetail($slug: String!) {\n    videoClipBySlug(slug: $slug) {\n      id\n      title\n      description\n      videoUrl\n      imageUrl\n      course {\n        id\n        slug\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VideoClips($first: Int!, $after: String) {\n    videoClips(first: $first, after: $after) {\n      nodes {\n        id\n        ...VideoClipCard_clip\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query VideoClips($first: Int!, $after: String) {\n    videoClips(first: $first, after: $after) {\n      nodes {\n        id\n        ...VideoClipCard_clip\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VideoOfTheMonth {\n    videoOfTheMonth {\n      id\n      ...VideoClipCard_clip\n    }\n  }\n"): (typeof documents)["\n  query VideoOfTheMonth {\n    videoOfTheMonth {\n      id\n      ...VideoClipCard_clip\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibraryItem($id: ID!) {\n    libraryItem(id: $id) {\n      id\n      title\n      link\n      content\n      paywalled\n      imageUrl\n      publicationDate\n      series\n      teachingModel\n      credits\n      contentTypeLabel\n    }\n    articlePaywall: paywall(placement: \"articolo\") {\n      ...Paywall_option\n    }\n    resourcePaywall: paywall(placement: \"risorsa\") {\n      ...Paywall_option\n    }\n  }\n"): (typeof documents)["\n  query LibraryItem($id: ID!) {\n    libraryItem(id: $id) {\n      id\n      title\n      link\n      content\n      paywalled\n      imageUrl\n      publicationDate\n      series\n      teachingModel\n      credits\n      contentTypeLabel\n    }\n    articlePaywall: paywall(placement: \"articolo\") {\n      ...Paywall_option\n    }\n    resourcePaywall: paywall(placement: \"risorsa\") {\n      ...Paywall_option\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibrarySearch($input: ContentSearchInput!) {\n    contents(input: $input) {\n      items {\n        id\n        title\n        abstract\n        imageUrl\n        publicationDate\n        contentTypeLabel\n        category {\n          label\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LibrarySearch($input: ContentSearchInput!) {\n    contents(input: $input) {\n      items {\n        id\n        title\n        abstract\n        imageUrl\n        publicationDate\n        contentTypeLabel\n        category {\n          label\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoyaltyBalance {\n    viewer {\n      user {\n        id\n        loyalty {\n          balance\n          expiresOn\n          showsExpiry\n          lastTransactions(first: 3) {\n            description\n            date\n            amount\n            pointsLabel\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LoyaltyBalance {\n    viewer {\n      user {\n        id\n        loyalty {\n          balance\n          expiresOn\n          showsExpiry\n          lastTransactions(first: 3) {\n            description\n            date\n            amount\n            pointsLabel\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoyaltyPage {\n    loyaltyState\n    loyaltyProgramme {\n      howItWorks {\n        title\n        steps {\n          title\n          body\n        }\n        paragraph\n        cta {\n          label\n          href\n          eventCode\n        }\n      }\n      missions {\n        id\n        title\n        body\n        pointsLabel\n        icon\n      }\n      points {\n        intro\n        regulationUrl\n        items {\n          id\n          title\n          pointsLabel\n        }\n      }\n      brands {\n        id\n        name\n        logoUrl\n        url\n      }\n      advantages {\n        title\n        items {\n          title\n          body\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LoyaltyPage {\n    loyaltyState\n    loyaltyProgramme {\n      howItWorks {\n        title\n        steps {\n          title\n          body\n        }\n        paragraph\n        cta {\n          label\n          href\n          eventCode\n        }\n      }\n      missions {\n        id\n        title\n        body\n        pointsLabel\n        icon\n      }\n      points {\n        intro\n        regulationUrl\n        items {\n          id\n          title\n          pointsLabel\n        }\n      }\n      brands {\n        id\n        name\n        logoUrl\n        url\n      }\n      advantages {\n        title\n        items {\n          title\n          body\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RewardCard_reward on Reward {\n    id\n    title\n    category\n    points\n    imageUrl\n  }\n"): (typeof documents)["\n  fragment RewardCard_reward on Reward {\n    id\n    title\n    category\n    points\n    imageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RewardsCatalogue {\n    rewards {\n      id\n      category\n      ...RewardCard_reward\n    }\n  }\n"): (typeof documents)["\n  query RewardsCatalogue {\n    rewards {\n      id\n      category\n      ...RewardCard_reward\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RewardsTeaser($first: Int!) {\n    rewards(first: $first) {\n      id\n      ...RewardCard_reward\n    }\n  }\n"): (typeof documents)["\n  query RewardsTeaser($first: Int!) {\n    rewards(first: $first) {\n      id\n      ...RewardCard_reward\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompletionProfessions {\n    professions {\n      id\n      description\n      isDoctor\n      signupEnabled\n    }\n    specializationFamilies {\n      id\n      name\n      specializations {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompletionProfessions {\n    professions {\n      id\n      description\n      isDoctor\n      signupEnabled\n    }\n    specializationFamilies {\n      id\n      name\n      specializations {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompletionProfessionDetails($professionId: ID!) {\n    professionDetails(professionId: $professionId) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query CompletionProfessionDetails($professionId: ID!) {\n    professionDetails(professionId: $professionId) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteContactData($input: ContactDataInput!) {\n    updateContactData(input: $input) {\n      ok\n      viewer {\n        user {\n          id\n          hasFiscalCode\n          missingFields {\n            isComplete\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteContactData($input: ContactDataInput!) {\n    updateContactData(input: $input) {\n      ok\n      viewer {\n        user {\n          id\n          hasFiscalCode\n          missingFields {\n            isComplete\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Edicola {\n    digitalNewsstand {\n      ...NewsstandReader_issue\n    }\n    edicolaPaywall: paywall(placement: \"edicola\") {\n      ...Paywall_option\n    }\n  }\n"): (typeof documents)["\n  query Edicola {\n    digitalNewsstand {\n      ...NewsstandReader_issue\n    }\n    edicolaPaywall: paywall(placement: \"edicola\") {\n      ...Paywall_option\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MagazinePosts($magazine: String!) {\n    magazinePosts(magazine: $magazine) {\n      personalised\n      categories {\n        name\n        link\n        posts {\n          id\n          title\n          link\n          excerpt\n          imageUrl\n          date\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MagazinePosts($magazine: String!) {\n    magazinePosts(magazine: $magazine) {\n      personalised\n      categories {\n        name\n        link\n        posts {\n          id\n          title\n          link\n          excerpt\n          imageUrl\n          date\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Magazines {\n    magazines {\n      id\n      name\n      logoUrl\n      url\n      categories {\n        name\n        link\n      }\n    }\n    viewer {\n      flags {\n        isSuspect\n      }\n      user {\n        id\n        fiscalCode\n        missingFields {\n          fiscalCode\n          privacyHomnya\n          termsConditions\n          isComplete\n        }\n        contact {\n          profession {\n            id\n            isDoctor\n          }\n          professionDetailId\n          specializationIds\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Magazines {\n    magazines {\n      id\n      name\n      logoUrl\n      url\n      categories {\n        name\n        link\n      }\n    }\n    viewer {\n      flags {\n        isSuspect\n      }\n      user {\n        id\n        fiscalCode\n        missingFields {\n          fiscalCode\n          privacyHomnya\n          termsConditions\n          isComplete\n        }\n        contact {\n          profession {\n            id\n            isDoctor\n          }\n          professionDetailId\n          specializationIds\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsstandReader_issue on NewsstandIssue {\n    id\n    magazineId\n    magazineName\n    title\n    pageCount\n    readerUrl\n  }\n"): (typeof documents)["\n  fragment NewsstandReader_issue on NewsstandIssue {\n    id\n    magazineId\n    magazineName\n    title\n    pageCount\n    readerUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembershipPublicKey {\n    loginPublicKey {\n      publicKeyPEM\n    }\n  }\n"): (typeof documents)["\n  query MembershipPublicKey {\n    loginPublicKey {\n      publicKeyPEM\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrialStart {\n    viewer {\n      trialStart\n    }\n  }\n"): (typeof documents)["\n  query TrialStart {\n    viewer {\n      trialStart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterMember($input: RegistrationInput!) {\n    registerMember(input: $input) {\n      ok\n      refusal\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterMember($input: RegistrationInput!) {\n    registerMember(input: $input) {\n      ok\n      refusal\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTrial($input: RegistrationInput!) {\n    startTrial(input: $input) {\n      ok\n      refusal\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation StartTrial($input: RegistrationInput!) {\n    startTrial(input: $input) {\n      ok\n      refusal\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrationPersonalData($fiscalCode: String, $birthDate: String) {\n    completeProfile(fiscalCode: $fiscalCode, birthDate: $birthDate) {\n      ok\n    }\n  }\n"): (typeof documents)["\n  mutation RegistrationPersonalData($fiscalCode: String, $birthDate: String) {\n    completeProfile(fiscalCode: $fiscalCode, birthDate: $birthDate) {\n      ok\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateTrial {\n    activateTrial {\n      ok\n      refusal\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateTrial {\n    activateTrial {\n      ok\n      refusal\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PageComponent_component on PageComponent {\n    __typename\n    ... on PageSection {\n      id\n      name\n      title\n      contentTypes\n      magazines\n    }\n    ... on InfoBoxRow {\n      id\n      title\n      perRow\n      columns\n      boxes {\n        title\n        text\n        icon\n        link\n        linkLabel\n      }\n    }\n    ... on ComponentGrid {\n      id\n      title\n      maxPerRow\n      columns\n      items {\n        title\n        text\n        imageUrl\n        link\n      }\n    }\n    ... on LeadFormContainer {\n      id\n      title\n      intro\n      formType\n    }\n    ... on DownloadBanner {\n      id\n      title\n      content\n      imageUrl\n      ctaLabel\n      fileUrl\n      fileName\n    }\n  }\n"): (typeof documents)["\n  fragment PageComponent_component on PageComponent {\n    __typename\n    ... on PageSection {\n      id\n      name\n      title\n      contentTypes\n      magazines\n    }\n    ... on InfoBoxRow {\n      id\n      title\n      perRow\n      columns\n      boxes {\n        title\n        text\n        icon\n        link\n        linkLabel\n      }\n    }\n    ... on ComponentGrid {\n      id\n      title\n      maxPerRow\n      columns\n      items {\n        title\n        text\n        imageUrl\n        link\n      }\n    }\n    ... on LeadFormContainer {\n      id\n      title\n      intro\n      formType\n    }\n    ... on DownloadBanner {\n      id\n      title\n      content\n      imageUrl\n      ctaLabel\n      fileUrl\n      fileName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageComponents($placement: String!) {\n    pageComponents(placement: $placement) {\n      ...PageComponent_component\n    }\n  }\n"): (typeof documents)["\n  query PageComponents($placement: String!) {\n    pageComponents(placement: $placement) {\n      ...PageComponent_component\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanComparison_plan on Plan {\n    id\n    name\n    services {\n      label\n      available\n    }\n  }\n"): (typeof documents)["\n  fragment PlanComparison_plan on Plan {\n    id\n    name\n    services {\n      label\n      available\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Plans {\n    plans {\n      id\n      ...PriceCard_plan\n      ...PlanComparison_plan\n    }\n    viewer {\n      showsPhoneCallAndConsultant\n      flags {\n        isSuspect\n      }\n    }\n  }\n"): (typeof documents)["\n  query Plans {\n    plans {\n      id\n      ...PriceCard_plan\n      ...PlanComparison_plan\n    }\n    viewer {\n      showsPhoneCallAndConsultant\n      flags {\n        isSuspect\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PriceCard_plan on Plan {\n    id\n    name\n    mostLiked\n    purchasable\n    services {\n      label\n      available\n      description\n    }\n    priceList {\n      ...PriceListEntry_entry\n    }\n  }\n"): (typeof documents)["\n  fragment PriceCard_plan on Plan {\n    id\n    name\n    mostLiked\n    purchasable\n    services {\n      label\n      available\n      description\n    }\n    priceList {\n      ...PriceListEntry_entry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PressNewsletter($withChoice: Boolean!) {\n    specializationFamilies {\n      id\n      name\n    }\n    viewer {\n      pressNewsletter @include(if: $withChoice) {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query PressNewsletter($withChoice: Boolean!) {\n    specializationFamilies {\n      id\n      name\n    }\n    viewer {\n      pressNewsletter @include(if: $withChoice) {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePressNewsletter($familyIds: [ID!]!) {\n    savePressNewsletter(familyIds: $familyIds) {\n      ok\n      families {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SavePressNewsletter($familyIds: [ID!]!) {\n    savePressNewsletter(familyIds: $familyIds) {\n      ok\n      families {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PressPage {\n    viewer {\n      press {\n        header {\n          variant\n          label\n          href\n        }\n        canSearch\n      }\n    }\n  }\n"): (typeof documents)["\n  query PressPage {\n    viewer {\n      press {\n        header {\n          variant\n          label\n          href\n        }\n        canSearch\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PressCategories {\n    pressCategories {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query PressCategories {\n    pressCategories {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PressSearch($input: PressSearchInput!) {\n    pressSearch(input: $input) {\n      id\n      title\n      publishedOn\n      author\n      description\n      link\n    }\n  }\n"): (typeof documents)["\n  query PressSearch($input: PressSearchInput!) {\n    pressSearch(input: $input) {\n      id\n      title\n      publishedOn\n      author\n      description\n      link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardHealthcareProfessions($professionId: ID!) {\n    professionDetails(professionId: $professionId) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query CardHealthcareProfessions($professionId: ID!) {\n    professionDetails(professionId: $professionId) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CardDraftFields on ProfessionalCardDraft {\n    id\n    version\n    firstName\n    lastName\n    presentationText\n    privacyFlag\n    termsOfServiceFlag\n    visibility\n    accessLevel\n    contactsAllowed\n    upgradeForContacts\n    pharmacareActive\n    pharmacareEligible\n    createBonus\n    status\n    step\n    isHiddenFlags\n    profilePictureUrl\n    contactDataVisibility\n    changeRequests {\n      id\n      createdOn\n      fields\n      status\n    }\n    contacts {\n      province\n      city\n      email\n      phone\n    }\n    professions {\n      professionType\n      mainProfession\n      specializations {\n        id\n        name\n      }\n      healthcareProfession {\n        id\n        name\n      }\n    }\n    training {\n      degreeType\n      title\n      institute\n      year\n    }\n    workExperience {\n      role\n      employer\n      fromYear\n      toYear\n    }\n    certifications {\n      title\n      year\n      documentUrl\n      downloadUrl\n      fileName\n    }\n    scientificPublications {\n      title\n      journal\n      year\n      link\n    }\n  }\n"): (typeof documents)["\n  fragment CardDraftFields on ProfessionalCardDraft {\n    id\n    version\n    firstName\n    lastName\n    presentationText\n    privacyFlag\n    termsOfServiceFlag\n    visibility\n    accessLevel\n    contactsAllowed\n    upgradeForContacts\n    pharmacareActive\n    pharmacareEligible\n    createBonus\n    status\n    step\n    isHiddenFlags\n    profilePictureUrl\n    contactDataVisibility\n    changeRequests {\n      id\n      createdOn\n      fields\n      status\n    }\n    contacts {\n      province\n      city\n      email\n      phone\n    }\n    professions {\n      professionType\n      mainProfession\n      specializations {\n        id\n        name\n      }\n      healthcareProfession {\n        id\n        name\n      }\n    }\n    training {\n      degreeType\n      title\n      institute\n      year\n    }\n    workExperience {\n      role\n      employer\n      fromYear\n      toYear\n    }\n    certifications {\n      title\n      year\n      documentUrl\n      downloadUrl\n      fileName\n    }\n    scientificPublications {\n      title\n      journal\n      year\n      link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProfessionalCard {\n    specializationFamilies {\n      id\n      specializations {\n        id\n        name\n      }\n    }\n    professions {\n      id\n      code\n      isDoctor\n    }\n    viewer {\n      user {\n        id\n        professionalCard {\n          ...CardDraftFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyProfessionalCard {\n    specializationFamilies {\n      id\n      specializations {\n        id\n        name\n      }\n    }\n    professions {\n      id\n      code\n      isDoctor\n    }\n    viewer {\n      user {\n        id\n        professionalCard {\n          ...CardDraftFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveProfessionalCard($input: ProfessionalCardInput!) {\n    saveProfessionalCard(input: $input) {\n      ...CardDraftFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveProfessionalCard($input: ProfessionalCardInput!) {\n    saveProfessionalCard(input: $input) {\n      ...CardDraftFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfessionalDirectory($text: String, $professionType: ProfessionType, $province: String, $page: Int) {\n    professionalDirectory(text: $text, professionType: $professionType, province: $province, page: $page) {\n      page\n      pages\n      total\n      contactsVisible\n      cards {\n        id\n        presentationText\n        contacts {\n          email\n          phone\n        }\n        ...ProfessionalCard_card\n      }\n      suggested {\n        id\n        presentationText\n        contacts {\n          email\n          phone\n        }\n        ...ProfessionalCard_card\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfessionalDirectory($text: String, $professionType: ProfessionType, $province: String, $page: Int) {\n    professionalDirectory(text: $text, professionType: $professionType, province: $province, page: $page) {\n      page\n      pages\n      total\n      contactsVisible\n      cards {\n        id\n        presentationText\n        contacts {\n          email\n          phone\n        }\n        ...ProfessionalCard_card\n      }\n      suggested {\n        id\n        presentationText\n        contacts {\n          email\n          phone\n        }\n        ...ProfessionalCard_card\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileAssistantAccess {\n    viewer {\n      canUseAssistantForm\n    }\n  }\n"): (typeof documents)["\n  query ProfileAssistantAccess {\n    viewer {\n      canUseAssistantForm\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileInvoices {\n    viewer {\n      user {\n        id\n        invoices {\n          id\n          productName\n          issued\n          date\n          amount\n          downloadUrl\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileInvoices {\n    viewer {\n      user {\n        id\n        invoices {\n          id\n          productName\n          issued\n          date\n          amount\n          downloadUrl\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileLegalCases {\n    viewer {\n      user {\n        id\n        legalCases {\n          name\n          court\n          venue\n          section\n          status\n          businessLine\n          specialization\n          measures {\n            type\n            value\n          }\n          hearings {\n            type\n            date\n            documents {\n              id\n              fileName\n              downloadUrl\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileLegalCases {\n    viewer {\n      user {\n        id\n        legalCases {\n          name\n          court\n          venue\n          section\n          status\n          businessLine\n          specialization\n          measures {\n            type\n            value\n          }\n          hearings {\n            type\n            date\n            documents {\n              id\n              fileName\n              downloadUrl\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileLinks {\n    viewer {\n      profileOverviewCards {\n        id\n        label\n        href\n      }\n      profileAccountCards {\n        id\n        label\n        href\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileLinks {\n    viewer {\n      profileOverviewCards {\n        id\n        label\n        href\n      }\n      profileAccountCards {\n        id\n        label\n        href\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionServices {\n    viewer {\n      user {\n        id\n        staticWalletCodes\n        wallets {\n          code\n          label\n          standing\n          balance\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionServices {\n    viewer {\n      user {\n        id\n        staticWalletCodes\n        wallets {\n          code\n          label\n          standing\n          balance\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileOrders {\n    viewer {\n      user {\n        id\n        clientCode\n        orderedProductsHtml\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileOrders {\n    viewer {\n      user {\n        id\n        clientCode\n        orderedProductsHtml\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileOverview {\n    viewer {\n      subscriptionType\n      profileOverviewCards {\n        id\n        label\n        href\n        description\n      }\n      profileAccountCards {\n        id\n        label\n        href\n      }\n      ecmCredits {\n        used\n        available\n        plafond\n        bonusCredits\n        showsRequestExtraCredits\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileOverview {\n    viewer {\n      subscriptionType\n      profileOverviewCards {\n        id\n        label\n        href\n        description\n      }\n      profileAccountCards {\n        id\n        label\n        href\n      }\n      ecmCredits {\n        used\n        available\n        plafond\n        bonusCredits\n        showsRequestExtraCredits\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileTrainingSummary {\n    trainingSummary {\n      active\n      passed\n      failed\n      expired\n    }\n  }\n"): (typeof documents)["\n  query ProfileTrainingSummary {\n    trainingSummary {\n      active\n      passed\n      failed\n      expired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveClub($reason: String) {\n    leaveClub(reason: $reason) {\n      ok\n      requestId\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveClub($reason: String) {\n    leaveClub(reason: $reason) {\n      ok\n      requestId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePaymentMethods {\n    viewer {\n      user {\n        id\n        paymentMethods {\n          cardType\n          cardNumber\n          cardOwner\n          expireOn\n          favorite\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfilePaymentMethods {\n    viewer {\n      user {\n        id\n        paymentMethods {\n          cardType\n          cardNumber\n          cardOwner\n          expireOn\n          favorite\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePaymentMethod {\n    changePaymentMethod {\n      redirectUrl\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePaymentMethod {\n    changePaymentMethod {\n      redirectUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePersonalData {\n    viewer {\n      user {\n        id\n        username\n        name\n        surname\n        email\n        specializationNames\n        isOtherHealthProfession\n        contact {\n          profession {\n            id\n            description\n          }\n        }\n        personalData {\n          birthDate\n          phonePrefix\n          phone\n          fiscalCode\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfilePersonalData {\n    viewer {\n      user {\n        id\n        username\n        name\n        surname\n        email\n        specializationNames\n        isOtherHealthProfession\n        contact {\n          profession {\n            id\n            description\n          }\n        }\n        personalData {\n          birthDate\n          phonePrefix\n          phone\n          fiscalCode\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePrivacy {\n    viewer {\n      user {\n        id\n        privacyNotice\n        subscriptionTerms {\n          id\n          title\n          text\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfilePrivacy {\n    viewer {\n      user {\n        id\n        privacyNotice\n        subscriptionTerms {\n          id\n          title\n          text\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileFrame {\n    viewer {\n      subscriptionType\n      profileSideMenu {\n        id\n        label\n        href\n        icon\n      }\n      profileBanner {\n        kind\n        daysLeft\n        action {\n          label\n          href\n        }\n      }\n      profileActivationDate\n      profileActivationDay\n      user {\n        id\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileFrame {\n    viewer {\n      subscriptionType\n      profileSideMenu {\n        id\n        label\n        href\n        icon\n      }\n      profileBanner {\n        kind\n        daysLeft\n        action {\n          label\n          href\n        }\n      }\n      profileActivationDate\n      profileActivationDay\n      user {\n        id\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileServices {\n    viewer {\n      profileServices {\n        id\n        title\n        body\n        href\n        cta\n        icon\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileServices {\n    viewer {\n      profileServices {\n        id\n        title\n        body\n        href\n        cta\n        icon\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileSubscription {\n    viewer {\n      profileUpgradeBox\n      user {\n        id\n        clientCode\n        registrationDate\n        cardCode\n        conventionOrder\n        promoCodes\n        expiration {\n          isExpired\n          expDate\n          oldExpiration\n        }\n        lastSubscription {\n          active\n          productName\n          startDate\n          endDate\n        }\n        subscriptionHistory {\n          name\n          activeFrom\n          endOfSubscription\n          isAddon\n          isActive\n        }\n        subscriptionDocuments {\n          id\n          title\n          text\n        }\n        enrolmentCertificateUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileSubscription {\n    viewer {\n      profileUpgradeBox\n      user {\n        id\n        clientCode\n        registrationDate\n        cardCode\n        conventionOrder\n        promoCodes\n        expiration {\n          isExpired\n          expDate\n          oldExpiration\n        }\n        lastSubscription {\n          active\n          productName\n          startDate\n          endDate\n        }\n        subscriptionHistory {\n          name\n          activeFrom\n          endOfSubscription\n          isAddon\n          isActive\n        }\n        subscriptionDocuments {\n          id\n          title\n          text\n        }\n        enrolmentCertificateUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAccount($phonePrefix: String!, $phone: String!, $encryptedPassword: String, $encryptedPasswordConfirmation: String) {\n    updateAccount(phonePrefix: $phonePrefix, phone: $phone, encryptedPassword: $encryptedPassword, encryptedPasswordConfirmation: $encryptedPasswordConfirmation) {\n      ok\n      viewer {\n        user {\n          id\n          personalData {\n            birthDate\n            fiscalCode\n            phonePrefix\n            phone\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAccount($phonePrefix: String!, $phone: String!, $encryptedPassword: String, $encryptedPasswordConfirmation: String) {\n    updateAccount(phonePrefix: $phonePrefix, phone: $phone, encryptedPassword: $encryptedPassword, encryptedPasswordConfirmation: $encryptedPasswordConfirmation) {\n      ok\n      viewer {\n        user {\n          id\n          personalData {\n            birthDate\n            fiscalCode\n            phonePrefix\n            phone\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountPublicKey {\n    loginPublicKey {\n      publicKeyPEM\n    }\n  }\n"): (typeof documents)["\n  query AccountPublicKey {\n    loginPublicKey {\n      publicKeyPEM\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteProfile($fiscalCode: String, $birthDate: String) {\n    completeProfile(fiscalCode: $fiscalCode, birthDate: $birthDate) {\n      ok\n      viewer {\n        subscriptionType\n        user {\n          id\n          hasFiscalCode\n          personalData {\n            birthDate\n            fiscalCode\n            phonePrefix\n            phone\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteProfile($fiscalCode: String, $birthDate: String) {\n    completeProfile(fiscalCode: $fiscalCode, birthDate: $birthDate) {\n      ok\n      viewer {\n        subscriptionType\n        user {\n          id\n          hasFiscalCode\n          personalData {\n            birthDate\n            fiscalCode\n            phonePrefix\n            phone\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllResources($contentType: ContentType!, $rows: Int!) {\n    contents(input: { contentTypes: [$contentType], rows: $rows }) {\n      total\n      items {\n        id\n        ...ResourceCard_content\n      }\n    }\n  }\n"): (typeof documents)["\n  query AllResources($contentType: ContentType!, $rows: Int!) {\n    contents(input: { contentTypes: [$contentType], rows: $rows }) {\n      total\n      items {\n        id\n        ...ResourceCard_content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Resource($path: String!) {\n    contentBySlug(path: $path) {\n      id\n      title\n      abstract\n      body\n      contentType\n      contentTypeLabel\n      isPremium\n      paywalled\n      walletBlocked\n      flags {\n        scientificTool\n      }\n      ...ContentActions_content\n    }\n    resourcePaywall: paywall(placement: \"risorsa\") {\n      ...Paywall_option\n    }\n  }\n"): (typeof documents)["\n  query Resource($path: String!) {\n    contentBySlug(path: $path) {\n      id\n      title\n      abstract\n      body\n      contentType\n      contentTypeLabel\n      isPremium\n      paywalled\n      walletBlocked\n      flags {\n        scientificTool\n      }\n      ...ContentActions_content\n    }\n    resourcePaywall: paywall(placement: \"risorsa\") {\n      ...Paywall_option\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResourcesHome {\n    tools: contents(input: { contentTypes: [Tool], rows: 8 }) {\n      total\n      items {\n        id\n        ...ResourceCard_content\n      }\n    }\n    modules: contents(input: { contentTypes: [Modulo], rows: 8 }) {\n      total\n      items {\n        id\n        ...ResourceCard_content\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResourcesHome {\n    tools: contents(input: { contentTypes: [Tool], rows: 8 }) {\n      total\n      items {\n        id\n        ...ResourceCard_content\n      }\n    }\n    modules: contents(input: { contentTypes: [Modulo], rows: 8 }) {\n      total\n      items {\n        id\n        ...ResourceCard_content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPage($text: String!) {\n    searchPage(text: $text) {\n      total\n      suggested\n      sections {\n        section\n        label\n        total\n        suggested\n        items {\n          id\n          ...SearchResultCard_result\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchPage($text: String!) {\n    searchPage(text: $text) {\n      total\n      suggested\n      sections {\n        section\n        label\n        total\n        suggested\n        items {\n          id\n          ...SearchResultCard_result\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchMore($text: String!, $section: SearchSection!, $offset: Int!) {\n    searchPage(text: $text, sections: [$section], offset: $offset) {\n      sections {\n        section\n        items {\n          id\n          ...SearchResultCard_result\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchMore($text: String!, $section: SearchSection!, $offset: Int!) {\n    searchPage(text: $text, sections: [$section], offset: $offset) {\n      sections {\n        section\n        items {\n          id\n          ...SearchResultCard_result\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchResultCard_result on SearchResult {\n    id\n    title\n    href\n    abstract\n    content {\n      contentTypeLabel\n      publicationDate\n      category {\n        label\n      }\n    }\n    course {\n      credits\n      teachingModel {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SearchResultCard_result on SearchResult {\n    id\n    title\n    href\n    abstract\n    content {\n      contentTypeLabel\n      publicationDate\n      category {\n        label\n      }\n    }\n    course {\n      credits\n      teachingModel {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerDeals {\n    partnerDeals {\n      id\n      title\n      body\n      imageUrl\n      href\n    }\n  }\n"): (typeof documents)["\n  query PartnerDeals {\n    partnerDeals {\n      id\n      title\n      body\n      imageUrl\n      href\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceSidebar($context: SearchContext!, $rows: Int!) {\n    courses: contents(input: { context: $context, contentTypes: [EBook, FilmFormazione, VideoClip, Webinar], rows: $rows }) {\n      items {\n        id\n        course {\n          id\n          slug\n          title\n          credits\n        }\n      }\n    }\n    modules: contents(input: { context: $context, contentTypes: [Modulo], rows: $rows }) {\n      items {\n        id\n        title\n        link\n      }\n    }\n    tools: contents(input: { context: $context, contentTypes: [Tool], rows: $rows }) {\n      items {\n        id\n        title\n        link\n      }\n    }\n  }\n"): (typeof documents)["\n  query ServiceSidebar($context: SearchContext!, $rows: Int!) {\n    courses: contents(input: { context: $context, contentTypes: [EBook, FilmFormazione, VideoClip, Webinar], rows: $rows }) {\n      items {\n        id\n        course {\n          id\n          slug\n          title\n          credits\n        }\n      }\n    }\n    modules: contents(input: { context: $context, contentTypes: [Modulo], rows: $rows }) {\n      items {\n        id\n        title\n        link\n      }\n    }\n    tools: contents(input: { context: $context, contentTypes: [Tool], rows: $rows }) {\n      items {\n        id\n        title\n        link\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServicePage($path: String!) {\n    servicePage(path: $path) {\n      path\n      kind\n      section\n      title\n      hero {\n        title\n        body\n        imageUrl\n        ctas {\n          label\n          mobileLabel\n          link\n          target\n          variant\n          eventCode\n        }\n      }\n      headerLinks {\n        label\n        mobileLabel\n        link\n        target\n        variant\n        eventCode\n      }\n      anchors {\n        label\n        href\n      }\n      menuCtas {\n        label\n        mobileLabel\n        link\n        target\n        variant\n        icon\n        eventCode\n      }\n      areasTitle\n      areas {\n        title\n        icon\n      }\n      detailCards {\n        title\n        body\n        anchorId\n      }\n      cardGroups {\n        key\n        title\n        anchorId\n        moreLink\n        cards {\n          id\n          title\n          body\n          href\n          cta\n        }\n      }\n      form {\n        formType\n        formCampaign\n        formTitle\n        formContent\n        formId\n      }\n      formWithheld\n      legalNotes\n      showsContactButtons\n    }\n  }\n"): (typeof documents)["\n  query ServicePage($path: String!) {\n    servicePage(path: $path) {\n      path\n      kind\n      section\n      title\n      hero {\n        title\n        body\n        imageUrl\n        ctas {\n          label\n          mobileLabel\n          link\n          target\n          variant\n          eventCode\n        }\n      }\n      headerLinks {\n        label\n        mobileLabel\n        link\n        target\n        variant\n        eventCode\n      }\n      anchors {\n        label\n        href\n      }\n      menuCtas {\n        label\n        mobileLabel\n        link\n        target\n        variant\n        icon\n        eventCode\n      }\n      areasTitle\n      areas {\n        title\n        icon\n      }\n      detailCards {\n        title\n        body\n        anchorId\n      }\n      cardGroups {\n        key\n        title\n        anchorId\n        moreLink\n        cards {\n          id\n          title\n          body\n          href\n          cta\n        }\n      }\n      form {\n        formType\n        formCampaign\n        formTitle\n        formContent\n        formId\n      }\n      formWithheld\n      legalNotes\n      showsContactButtons\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopCategories {\n    shopCategories {\n      id\n      name\n      shopCount\n    }\n  }\n"): (typeof documents)["\n  query ShopCategories {\n    shopCategories {\n      id\n      name\n      shopCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopCategory($id: ID!) {\n    shopCategory(id: $id) {\n      id\n      name\n      shops {\n        id\n        name\n        logoUrl\n        logoLinks\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopCategory($id: ID!) {\n    shopCategory(id: $id) {\n      id\n      name\n      shops {\n        id\n        name\n        logoUrl\n        logoLinks\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopPage($id: ID!) {\n    shop(id: $id) {\n      id\n      name\n      logoUrl\n      category\n      description\n      offers {\n        id\n        ...OfferCard_offer\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopPage($id: ID!) {\n    shop(id: $id) {\n      id\n      name\n      logoUrl\n      category\n      description\n      offers {\n        id\n        ...OfferCard_offer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopOffer($id: ID!) {\n    offer(id: $id) {\n      id\n      shopId\n      ...OfferCard_offer\n    }\n  }\n"): (typeof documents)["\n  query ShopOffer($id: ID!) {\n    offer(id: $id) {\n      id\n      shopId\n      ...OfferCard_offer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopsHome {\n    shopsIntroVisible\n    shopsBestOffers {\n      id\n      ...OfferCard_offer\n    }\n    shopsFeaturedCoupons {\n      id\n      ...OfferCard_offer\n    }\n    topShops {\n      id\n      name\n      logoUrl\n      logoLinks\n    }\n    shopsSlideshow {\n      id\n      title\n      shopName\n      imageUrl\n      imageMobileUrl\n    }\n  }\n"): (typeof documents)["\n  query ShopsHome {\n    shopsIntroVisible\n    shopsBestOffers {\n      id\n      ...OfferCard_offer\n    }\n    shopsFeaturedCoupons {\n      id\n      ...OfferCard_offer\n    }\n    topShops {\n      id\n      name\n      logoUrl\n      logoLinks\n    }\n    shopsSlideshow {\n      id\n      title\n      shopName\n      imageUrl\n      imageMobileUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OfferCard_offer on Offer {\n    id\n    shopId\n    shopName\n    shopLogoUrl\n    title\n    description\n    isDirect\n    badgeType\n    badgeName\n    reducedPriceValue\n    reducedPriceSymbol\n    endDateText\n    expired\n    canActivate\n    paywall {\n      variant\n      title\n      text\n      ctaLabel\n      ctaHref\n    }\n  }\n"): (typeof documents)["\n  fragment OfferCard_offer on Offer {\n    id\n    shopId\n    shopName\n    shopLogoUrl\n    title\n    description\n    isDirect\n    badgeType\n    badgeName\n    reducedPriceValue\n    reducedPriceSymbol\n    endDateText\n    expired\n    canActivate\n    paywall {\n      variant\n      title\n      text\n      ctaLabel\n      ctaHref\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateOffer($offerId: ID!) {\n    activateOffer(offerId: $offerId) {\n      offerId\n      voucherCode\n      redirectUrl\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateOffer($offerId: ID!) {\n    activateOffer(offerId: $offerId) {\n      offerId\n      voucherCode\n      redirectUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TermsOfUse {\n    conditionsOfUse\n  }\n"): (typeof documents)["\n  query TermsOfUse {\n    conditionsOfUse\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AcceptanceConditions {\n    viewer {\n      subscriptionType\n      user {\n        id\n        clientCode\n        acceptanceConditions\n      }\n    }\n  }\n"): (typeof documents)["\n  query AcceptanceConditions {\n    viewer {\n      subscriptionType\n      user {\n        id\n        clientCode\n        acceptanceConditions\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpgradeNews($rows: Int!) {\n    contents(input: { contentTypes: [News, Articolo], excludeContentTypes: [Tool], personalised: true, rows: $rows }) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n"): (typeof documents)["\n  query UpgradeNews($rows: Int!) {\n    contents(input: { contentTypes: [News, Articolo], excludeContentTypes: [Tool], personalised: true, rows: $rows }) {\n      items {\n        id\n        ...ContentCard_content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpgradePage {\n    viewer {\n      subscriptionType\n      upgrade {\n        offerButtonLabel\n        breadcrumbLabel\n        heroVariant\n        showsLegalCases\n        offerCards {\n          id\n          title\n          text\n          cta {\n            label\n            href\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UpgradePage {\n    viewer {\n      subscriptionType\n      upgrade {\n        offerButtonLabel\n        breadcrumbLabel\n        heroVariant\n        showsLegalCases\n        offerCards {\n          id\n          title\n          text\n          cta {\n            label\n            href\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpgradeProfessionals($take: Int!) {\n    latestProfessionals(take: $take) {\n      id\n      ...ProfessionalCard_card\n    }\n  }\n"): (typeof documents)["\n  query UpgradeProfessionals($take: Int!) {\n    latestProfessionals(take: $take) {\n      id\n      ...ProfessionalCard_card\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartPriceEntry_entry on CartPriceEntry {\n    installmentPlanId\n    installmentPlanName\n    installmentPlanNumber\n    totalPrice {\n      cents\n      currency\n    }\n    discountedPrice {\n      cents\n      currency\n    }\n    instalmentPrice {\n      cents\n      currency\n    }\n  }\n"): (typeof documents)["\n  fragment CartPriceEntry_entry on CartPriceEntry {\n    installmentPlanId\n    installmentPlanName\n    installmentPlanNumber\n    totalPrice {\n      cents\n      currency\n    }\n    discountedPrice {\n      cents\n      currency\n    }\n    instalmentPrice {\n      cents\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartFields on Cart {\n    installmentPlanId\n    plans {\n      id\n      name\n      priceList {\n        ...PriceListEntry_entry\n      }\n    }\n    priceList {\n      ...CartPriceEntry_entry\n    }\n    total {\n      cents\n      currency\n    }\n  }\n"): (typeof documents)["\n  fragment CartFields on Cart {\n    installmentPlanId\n    plans {\n      id\n      name\n      priceList {\n        ...PriceListEntry_entry\n      }\n    }\n    priceList {\n      ...CartPriceEntry_entry\n    }\n    total {\n      cents\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($productId: ID!, $installmentPlanId: ID!, $redirectTo: String) {\n    addToCart(productId: $productId, installmentPlanId: $installmentPlanId, redirectTo: $redirectTo) {\n      ...CartFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCart($productId: ID!, $installmentPlanId: ID!, $redirectTo: String) {\n    addToCart(productId: $productId, installmentPlanId: $installmentPlanId, redirectTo: $redirectTo) {\n      ...CartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PriceListEntry_entry on PriceListEntry {\n    installmentPlanId\n    installmentPlanName\n    installmentPlanNumber\n    totalPrice {\n      cents\n      currency\n    }\n    discountedPrice {\n      cents\n      currency\n    }\n    instalmentPrice {\n      cents\n      currency\n    }\n  }\n"): (typeof documents)["\n  fragment PriceListEntry_entry on PriceListEntry {\n    installmentPlanId\n    installmentPlanName\n    installmentPlanNumber\n    totalPrice {\n      cents\n      currency\n    }\n    discountedPrice {\n      cents\n      currency\n    }\n    instalmentPrice {\n      cents\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer {\n      subscriptionType\n      flags {\n        isSuspect\n        isRegistered\n        isTrial\n        isPremium\n        isExTrial\n        isExPremium\n        isEx\n        isTrialOrPremium\n        isAPS\n      }\n      activeWalletCodes\n      headerButtons {\n        id\n        label\n        href\n        variant\n        trackingCode\n      }\n      profileMenu {\n        id\n        label\n        href\n      }\n      topBarColour\n      showsCreditsCounter\n      user {\n        id\n        username\n        name\n        surname\n      }\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer {\n      subscriptionType\n      flags {\n        isSuspect\n        isRegistered\n        isTrial\n        isPremium\n        isExTrial\n        isExPremium\n        isEx\n        isTrialOrPremium\n        isAPS\n      }\n      activeWalletCodes\n      headerButtons {\n        id\n        label\n        href\n        variant\n        trackingCode\n      }\n      profileMenu {\n        id\n        label\n        href\n      }\n      topBarColour\n      showsCreditsCounter\n      user {\n        id\n        username\n        name\n        surname\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;