import type { Resolvers } from '../generated/resolvers-types';
import { Certificate } from './Certificate';
import { Course } from './Course';
import { CoursePage } from './CoursePage';
import { CourseViewerStatus } from './CourseViewerStatus';
import { EcmTriennium, EcmTrienniumStanding, ExternalEcmCredit, PortalEcmCredit } from './EcmTriennium';
import { LearningItem, LearningItemPage } from './LearningItem';
import { Mutation } from './Mutation';
import { Series, TeachingModel } from './NamedItem';
import { Query } from './Query';
import { SuggestedCourses } from './SuggestedCourses';
import { TrainingPage } from './TrainingPage';
import { TrainingSummary } from './TrainingSummary';
import { User } from './User';
import { VideoClip, VideoClipConnection, VideoClipEdge, VideoClipPageInfo } from './VideoClip';

/** All resolvers of the fad subgraph; types without a file here use the default field resolvers. */
export const resolvers: Resolvers = {
  Query,
  Mutation,
  Course,
  CourseViewerStatus,
  Series,
  TeachingModel,
  CoursePage,
  TrainingPage,
  TrainingSummary,
  Certificate,
  SuggestedCourses,
  LearningItem,
  LearningItemPage,
  VideoClip,
  VideoClipConnection,
  VideoClipEdge,
  VideoClipPageInfo,
  User,
  EcmTriennium,
  EcmTrienniumStanding,
  ExternalEcmCredit,
  PortalEcmCredit,
};
