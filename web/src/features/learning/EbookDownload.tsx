import { useState, type ComponentProps } from 'react';
import { Button } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import type { CourseAccessOutcome } from '../../gql/graphql';
import { CourseAccessModals } from '../courses';
import { TRACKING } from '../../lib/trackingTable';

/** One downloadable file of an e-book: a portal link handed out by the server. */
export interface EbookFile {
  label: string;
  url: string;
}

export const EBOOK_DOWNLOAD_TEXT = {
  button: "Scarica l'e-book",
  modalTitle: "Scarica i file dell'e-book",
  modalIntro: 'Scegli il file da scaricare.',
} as const;

interface EbookDownloadProps {
  courseId: string;
  /** The files the server handed out to this viewer (none when it refused them). */
  files: EbookFile[];
  /** Why the server refused the e-book (the linked course's access decision), when it did. */
  refusal: { outcome: Exclude<CourseAccessOutcome, 'OPEN'>; reason: string | null } | null;
}

/**
 * Spec 2 §2 e-book download: the click on 'Scarica l'e-book' is the save-file event. With one file
 * it downloads directly; with more (the e-book and its course sheet) the download modal lists them.
 * The links are the portal's protected ones: the server hands them out only to a viewer the course
 * access decision lets open the course, and the portal serves the files to them alone. A viewer it
 * refuses gets the course's modal for the reason instead (upgrade, credits, fiscal code, products).
 */
export function EbookDownload({ courseId, files, refusal }: EbookDownloadProps) {
  const [listOpen, setListOpen] = useState(false);
  const [refusalOpen, setRefusalOpen] = useState(false);

  if (files.length === 1) {
    const [only] = files;
    return (
      <a className="btn btn--outline btn--md" href={only!.url} download data-tracking-code={TRACKING.ebookDownload.code}>
        {EBOOK_DOWNLOAD_TEXT.button}
      </a>
    );
  }
  if (files.length === 0 && !refusal) return null;

  const refusalApi: ComponentProps<typeof CourseAccessModals>['access'] = {
    modal: refusalOpen && refusal ? { outcome: refusal.outcome, reason: refusal.reason, courseId } : null,
    closeModal: () => setRefusalOpen(false),
    // After the fiscal code is saved the e-book is offered again with the fresh decision (the page refetches).
    start: async () => setRefusalOpen(false),
    startingId: null,
  };

  return (
    <>
      <Button variant="outline" aria-haspopup="dialog" onClick={() => (files.length > 0 ? setListOpen(true) : setRefusalOpen(true))}>
        {EBOOK_DOWNLOAD_TEXT.button}
      </Button>
      <Modal
        open={listOpen}
        onClose={() => setListOpen(false)}
        title={EBOOK_DOWNLOAD_TEXT.modalTitle}
      >
        <p>{EBOOK_DOWNLOAD_TEXT.modalIntro}</p>
        <ul className="ebook-download__files">
          {files.map((file) => (
            <li key={file.url}>
              <a href={file.url} download data-tracking-code={TRACKING.ebookDownload.code}>
                {file.label}
              </a>
            </li>
          ))}
        </ul>
      </Modal>
      <CourseAccessModals access={refusalApi} />
    </>
  );
}
