/** What the learning feature offers other areas: the courses pie chart of the training summary (the profile's ECM block reuses it). */
export { CoursesChart } from './CoursesChart';
export { trainingTabsFor, type TrainingTab } from './trainingTabs';
