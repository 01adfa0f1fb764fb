// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CourseCard } from './CourseCard';

afterEach(cleanup);

const course = {
  __typename: 'Course',
  id: '1',
  slug: 'asma-bronchiale',
  title: "L'asma bronchiale nella pratica clinica",
  imageUrl: '/media/corsi/1.svg',
  credits: 4.5,
  series: null,
  teachingModel: null,
  viewerStatus: null,
};

describe('the page’s main image (LCP) among course cards (components/ui/imagePriority)', () => {
  it('the catalogue’s first course card image is eager and high priority; the others lazy', () => {
    render(
      <MemoryRouter>
        <CourseCard course={course as never} priority />
        <CourseCard course={{ ...course, id: '2', slug: 'altro', title: 'Altro corso' } as never} />
      </MemoryRouter>,
    );
    const first = screen.getByRole('img', { name: course.title });
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['400', '225']);
    const other = screen.getByRole('img', { name: 'Altro corso' });
    expect(other.getAttribute('loading')).toBe('lazy');
    expect(other.hasAttribute('fetchpriority')).toBe(false);
  });
});
