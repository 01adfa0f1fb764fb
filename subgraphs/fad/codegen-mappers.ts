/**
 * Codegen `mappers` of this subgraph: GraphQL type name → the parent type its resolvers receive,
 * as `'../mappers#TypeName'` relative to `src/generated/` (the contract type it comes from, see
 * `src/mappers.ts`). Read by the root `codegen.ts`.
 */
export const mappers: Record<string, string> = {
  Course: '../mappers#CourseParent',
  Series: '../mappers#NamedItemParent',
  TeachingModel: '../mappers#NamedItemParent',
  CourseViewerStatus: '../mappers#CourseViewerStatusParent',
  CoursePage: '../mappers#CoursePageParent',
  TrainingPage: '../mappers#TrainingPageParent',
  TrainingSummary: '../mappers#TrainingSummaryParent',
  Certificate: '../mappers#CertificateParent',
  SuggestedCourses: '../mappers#SuggestedCoursesParent',
  LearningItem: '../mappers#LearningItemParent',
  LearningItemPage: '../mappers#LearningItemPageParent',
  VideoClip: '../mappers#VideoClipParent',
  VideoClipEdge: '../mappers#VideoClipEdgeParent',
  VideoClipConnection: '../mappers#VideoClipConnectionParent',
  VideoClipPageInfo: '../mappers#VideoClipPageInfoParent',
  User: '../mappers#UserParent',
};
