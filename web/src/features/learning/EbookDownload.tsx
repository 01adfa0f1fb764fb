import { useState, type ComponentProps } from 'react';
import { fetchAndSaveFile } from '../../components/content/downloadFile';
import { ACTION_FAILURE_MESSAGE } from '../../components/content/useFavouriteToggle';
import { Button } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { useToast } from '../../components/ui/Toast';
import type { CourseAccessOutcome } from '../../gql/graphql';
import { track, trackedWhenDone } from '../../lib/tracking';
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
  /** The name the single file is saved under (the item's slug, `.pdf`). */
  fileName: string;
  /** The files the server handed out to this viewer (none when it refused them). */
  files: EbookFile[];
  /** Why the server refused the e-book (the linked course's access decision), when it did. */
  refusal: { outcome: Exclude<CourseAccessOutcome, 'OPEN'>; reason: string | null } | null;
}

/**
 * Spec 2 §2 e-book download: the click on 'Scarica l'e-book' is the save-file event. With one file
 * it downloads directly, fetched as a file blob and saved (spec 2 §7 'file blob'); with several (the
 * e-book and its volumes or appendices) the download modal lists them. The links are the portal's
 * protected ones: the server hands them out only to a viewer the course access decision lets open
 * the course, and the portal serves the files to them alone. A viewer it refuses gets the course's
 * modal for the reason instead (upgrade, credits, fiscal code, products).
 */
export function EbookDownload({ courseId, fileName, files, refusal }: EbookDownloadProps) {
  const [listOpen, setListOpen] = useState(false);
  const [refusalOpen, setRefusalOpen] = useState(false);

  if (files.length === 1) return <SingleFileDownload file={files[0]!} fileName={fileName} />;
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

/** One file: saved at the click, as a blob fetched from its portal link; CF103 once it is saved. */
function SingleFileDownload({ file, fileName }: { file: EbookFile; fileName: string }) {
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await fetchAndSaveFile(file.url, fileName, EBOOK_CONTENT_TYPES);
      track(TRACKING.ebookDownload.code);
    } catch {
      toast.show(ACTION_FAILURE_MESSAGE, 'danger');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button variant="outline" loading={saving} {...trackedWhenDone(TRACKING.ebookDownload.code)} onClick={() => void save()}>
      {EBOOK_DOWNLOAD_TEXT.button}
    </Button>
  );
}

/** What an e-book file may be: an error page or a JSON refusal is never saved as the e-book. */
const EBOOK_CONTENT_TYPES = ['application/pdf'] as const;
