import { describe, expect, it } from 'vitest';
import { splitPromoCodes, toCourse, toViewerStatus } from './course-mapping';
import type { CourseCard } from './datasources/fad-api';

const card: CourseCard = {
  id: 7,
  courseId: '2506-412007',
  slug: 'il-consenso-informato',
  isExternal: false,
  linkUrl: '/corsi-ecm-fad/il-consenso-informato',
  image: 'http://up/FAD/Corsi/7/Immagine',
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
  imgUrl: 'http://up/FAD/Corsi/7/Immagine',
};

describe('toCourse', () => {
  it('maps the card fields to the GraphQL course', () => {
    expect(toCourse(card)).toMatchObject({
      id: '7',
      courseId: '2506-412007',
      imageUrl: 'http://up/FAD/Corsi/7/Immagine',
      teachingModel: { id: '2', name: 'E-book' },
      series: { id: '4', name: 'Legale' },
      credits: 4.5,
      promoCodes: ['PROMO-REG', 'PROMO-ECM50'],
      groups: ['GP_REGISTRATO_CLUB'],
      viewerStatus: null,
    });
  });

  it('tolerates missing lists and named items', () => {
    const course = toCourse({ ...card, promoCode: null, groups: null, collana: null, modelloDidattico: null });
    expect(course).toMatchObject({ promoCodes: [], groups: [], series: null, teachingModel: null });
  });
});

describe('toViewerStatus', () => {
  it('is null for a visitor card (no member fields)', () => {
    expect(toViewerStatus(card)).toBeNull();
  });

  it('carries the enrolment of a member', () => {
    const member = { ...card, status: 2, started: true, subscribed: true, ended: true, score: 88, percentageOfCompletion: 100 };
    expect(toViewerStatus(member)).toEqual({ status: 'PASSED', started: true, subscribed: true, ended: true, score: 88, percentageOfCompletion: 100 });
  });

  it('has a null status for a member who never enrolled', () => {
    const member = { ...card, status: null, started: false, subscribed: false, ended: false, score: null, percentageOfCompletion: 0 };
    expect(toViewerStatus(member)).toMatchObject({ status: null, started: false });
  });
});

describe('splitPromoCodes', () => {
  it('splits on pipes and drops empty parts', () => {
    expect(splitPromoCodes('A|B')).toEqual(['A', 'B']);
    expect(splitPromoCodes('')).toEqual([]);
    expect(splitPromoCodes(' A || B ')).toEqual(['A', 'B']);
    expect(splitPromoCodes(null)).toEqual([]);
  });
});
