import { z } from 'zod';
import { route } from '../route';

// The files the course cards link to (spec 2 §7 notes): covers, course sheets, e-books and videos.
// Public: the portal decides who sees a card; the files are generated from the course row.

const svg = ['image/svg+xml'] as const;
const pdf = ['application/pdf'] as const;
/** The body of a file answer (not JSON: `mediaTypes` says what it is). */
const file = z.string();
const courseId = z.object({ id: z.string() });

export const courseMediaRoutes = {
  courseImage: route({
    family: 'fad',
    method: 'GET',
    path: '/FAD/Corsi/{id}/Immagine',
    summary: 'The card image: an SVG cover in the series colour.',
    auth: 'none',
    params: courseId,
    mediaTypes: svg,
    response: file,
    errors: { 404: 'Unknown course' },
  }),
  courseCoverFile: route({
    family: 'fad',
    method: 'GET',
    path: '/media/corsi/{file}',
    summary: "The same cover as a file of the media library, '{course id}.svg' (what the cards point at).",
    auth: 'none',
    params: z.object({ file: z.string() }),
    mediaTypes: svg,
    response: file,
    errors: { 404: 'Unknown course or file name' },
  }),
  courseMediaFile: route({
    family: 'fad',
    method: 'GET',
    path: '/FAD/Media/{kind}/{file}',
    summary: "A course's video clip or training film ('videoclip' | 'film', course_{id}.webm) or e-book ('ebook', course_{id}.pdf).",
    auth: 'none',
    params: z.object({ kind: z.enum(['videoclip', 'film', 'ebook']), file: z.string() }),
    mediaTypes: ['video/webm', 'application/pdf'],
    response: file,
    errors: { 404: 'Unknown course or a wrong extension' },
  }),
  courseSheet: route({
    family: 'fad',
    method: 'GET',
    path: '/catalogo/pdf/course_{id}',
    summary: 'The course sheet PDF, inline (preview).',
    auth: 'none',
    params: courseId,
    mediaTypes: pdf,
    response: file,
    errors: { 404: 'Unknown course' },
  }),
  courseSheetDownload: route({
    family: 'fad',
    method: 'GET',
    path: '/catalogo/pdfdown/course_{id}',
    summary: 'The course sheet PDF as an attachment (download).',
    auth: 'none',
    params: courseId,
    mediaTypes: pdf,
    response: file,
    errors: { 404: 'Unknown course' },
  }),
};
