import type { CourseCard } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import { courseAccessInput } from './access-decision';
import { cardEnrolment, isCourseStatusCode } from './course-status';
import { learningDocOfCard, parseLearningItemId, videoClipOfCard } from './learning-items';
import { splitPipeList } from './pipe-list';

/** What the subgraph reads of a course card (the fad contract's CourseCard), outside the resolvers. */

const card: CourseCard = {
  id: 7,
  courseId: '2506-412007',
  slug: 'il-consenso-informato',
  isExternal: false,
  linkUrl: '/corsi-ecm-fad/il-consenso-informato',
  image: '/media/corsi/7.svg',
  cardHeading: 'Corso ECM FAD · Legale',
  modelloDidattico: { id: 2, name: 'E-book' },
  collana: { id: 4, name: 'Legale' },
  description: 'Descrizione.',
  downloadPdfUrl: 'http://up/catalogo/pdfdown/course_7',
  videoClipUrl: null,
  ebookUrl: 'http://up/FAD/Media/ebook/course_7.pdf',
  filmFormazioneUrl: null,
  duration: 4.5,
  expiryDate: '2027-05-31',
  credits: 4.5,
  promoCode: 'PROMO-REG|PROMO-ECM50',
  groups: ['GP_REGISTRATO_CLUB'],
  title: 'Il consenso informato',
  imgUrl: '/media/corsi/7.svg',
};

describe('cardEnrolment', () => {
  it('is null for a visitor card (no member fields)', () => {
    expect(cardEnrolment(card)).toBeNull();
  });

  it('carries the enrolment of a member', () => {
    const member = { ...card, status: 2, started: true, subscribed: true, ended: true, score: 88, percentageOfCompletion: 100 } as const;
    expect(cardEnrolment(member)).toEqual({ status: 2, started: true, subscribed: true, ended: true, score: 88, percentageOfCompletion: 100 });
  });

  it('has a null status for a member who never enrolled', () => {
    const member = { ...card, status: null, started: false, subscribed: false, ended: false, score: null, percentageOfCompletion: 0 };
    expect(cardEnrolment(member)).toMatchObject({ status: null, started: false });
  });
});

describe('isCourseStatusCode', () => {
  it('accepts the four upstream codes only', () => {
    expect([0, 1, 2, 3, 4, 5, 1.5].filter(isCourseStatusCode)).toEqual([1, 2, 3, 4]);
  });
});

describe('courseAccessInput', () => {
  it('gives the access check the credits, the split promo codes, the groups and the status named by the policy', () => {
    expect(courseAccessInput(card, 1)).toEqual({ credits: 4.5, promoCodes: ['PROMO-REG', 'PROMO-ECM50'], groups: ['GP_REGISTRATO_CLUB'], status: 'ACTIVE' });
    expect(courseAccessInput({ ...card, promoCode: '', groups: [] }, null)).toEqual({ credits: 4.5, promoCodes: [], groups: [], status: null });
  });
});

describe('splitPipeList', () => {
  it('splits on pipes and drops empty parts', () => {
    expect(splitPipeList('A|B')).toEqual(['A', 'B']);
    expect(splitPipeList('')).toEqual([]);
    expect(splitPipeList(' A || B ')).toEqual(['A', 'B']);
  });
});

describe('learning items of a card', () => {
  it('builds the e-book search doc of an E-book course, and none for a film', () => {
    expect(learningDocOfCard('EBOOK', card)).toEqual({
      id: 'ebook-7',
      id_course_it: '7',
      title_it: 'Il consenso informato',
      collana: 'Legale|E-book',
      credits: 4.5,
      abstract: 'Descrizione.',
      item_path: '/corsi-ecm-fad/ebook/il-consenso-informato',
      endDate: '2027-05-31',
      image_url: '/media/corsi/7.svg',
      file_url: 'http://up/FAD/Media/ebook/course_7.pdf',
    });
    expect(learningDocOfCard('TRAINING_FILM', card)).toBeNull();
  });

  it('reads item ids', () => {
    expect(parseLearningItemId('film-12')).toEqual({ kind: 'TRAINING_FILM', courseId: '12' });
    expect(parseLearningItemId('ebook-0')).toBeNull();
    expect(parseLearningItemId('clip-3')).toBeNull();
  });

  it('builds the clip of a course with a video clip only', () => {
    expect(videoClipOfCard(card)).toBeNull();
    expect(videoClipOfCard({ ...card, videoClipUrl: 'http://up/FAD/Media/videoclip/course_7.webm' })).toMatchObject({
      id: '7',
      courseId: '7',
      slug: 'il-consenso-informato',
      videoUrl: 'http://up/FAD/Media/videoclip/course_7.webm',
      imageUrl: '/media/corsi/7.svg',
    });
  });
});
