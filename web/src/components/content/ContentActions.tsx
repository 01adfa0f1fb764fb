import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { ContentActionKind } from '../../gql/graphql';
import { Button } from '../ui/Button';
import { useToast } from '../ui/Toast';
import { saveBase64File } from './downloadFile';
import { ShareMenu } from './ShareMenu';
import { track, trackedWhenDone } from '../../lib/tracking';
import { trackingCode } from './trackingCodes';
import { UpsellModal } from './UpsellModal';
import { refusalUpsellTitle } from './refusal';
import { ACTION_FAILURE_MESSAGE, useFavouriteToggle } from './useFavouriteToggle';
import './content.css';

export const ContentActions_content = graphql(`
  fragment ContentActions_content on Content {
    id
    contentType
    title
    link
    userActions
    courseId
    allowedActions {
      action
      allowed
      upsell
      upsellTitle
    }
    isFavourite
  }
`);

const ModuleDownloadQuery = graphql(`
  query ModuleDownload($contentId: ID!) {
    moduleDownload(contentId: $contentId) {
      base64
      contentType
      fileName
    }
  }
`);

/**
 * The action bar of a content page (spec 1 §4, §6, §9): share (always), print and download where the
 * item offers them, and the favourite toggle. What the viewer may do comes from the server
 * (`allowedActions`, computed by the shared policy); a refused action opens the upsell modal with the
 * server's title. Every control carries its spec 1 §9 tracking code; print, download and favourites
 * push theirs only once the action happened (a refusal opens the upsell and pushes nothing).
 */
export function ContentActions({
  content,
  linkedDownload,
}: {
  content: FragmentType<typeof ContentActions_content>;
  /**
   * The download of a content that is not a Module (spec 1 §9 NA105): a CMS E-book article's
   * 'Scarica' saves its linked course's e-book (features/content/useLinkedEbookDownload). Resolves
   * true once saved, false when the course's own modal opened instead. Without it only Modules
   * offer 'Scarica'.
   */
  linkedDownload?: (() => Promise<boolean>) | null;
}) {
  const item = getFragmentData(ContentActions_content, content);
  const [upsellTitle, setUpsellTitle] = useState<string | null>(null);
  /** Spec 1 §9 events of print, download and favourites: pushed only once the action happened. */
  const trackDone = (code: string | null) => {
    if (code) track(code, { contentId: item.id });
  };
  const favourite = useFavouriteToggle(item.id, item.isFavourite === true, setUpsellTitle, (added) =>
    trackDone(trackingCode(added ? 'FAVOURITE_ADD' : 'FAVOURITE_REMOVE', item.contentType)),
  );

  const decision = (action: ContentActionKind) => item.allowedActions.find((d) => d.action === action);
  /** Runs `perform` when allowed, otherwise opens the upsell the server named. */
  const guarded = (action: ContentActionKind, perform: () => void) => () => {
    const d = decision(action);
    if (d && !d.allowed) setUpsellTitle(d.upsellTitle ?? '');
    else perform();
  };

  const isModule = item.contentType === 'Modulo';
  const { downloading, download } = useContentDownload(item.id, isModule ? null : linkedDownload, setUpsellTitle, () => trackDone(trackingCode('DOWNLOAD', item.contentType)));

  const offersPrint = item.userActions.includes('Print');
  // Modules have a file of their own; another content offers the file of its linked course.
  const offersDownload = item.userActions.includes('Download') && (isModule || (!!item.courseId && !!linkedDownload));
  const isFavourite = item.isFavourite === true;

  return (
    <div className="content-actions" role="group" aria-label="Azioni sul contenuto">
      <ShareMenu title={item.title ?? 'Articolo senza titolo'} link={item.link} trackingCode={trackingCode('SHARE', item.contentType)} />
      {offersPrint && (
        <Button
          variant="outline"
          size="sm"
          {...trackedWhenDone(trackingCode('PRINT', item.contentType))}
          onClick={guarded('PRINT', () => {
            window.print();
            trackDone(trackingCode('PRINT', item.contentType));
          })}
        >
          Stampa
        </Button>
      )}
      {offersDownload && (
        <Button
          variant="outline"
          size="sm"
          loading={downloading}
          {...trackedWhenDone(trackingCode('DOWNLOAD', item.contentType))}
          onClick={guarded('DOWNLOAD', () => void download())}
        >
          Scarica
        </Button>
      )}
      <Button
        variant={isFavourite ? 'primary' : 'outline'}
        size="sm"
        aria-pressed={isFavourite}
        disabled={favourite.inFlight}
        {...trackedWhenDone(trackingCode(isFavourite ? 'FAVOURITE_REMOVE' : 'FAVOURITE_ADD', item.contentType))}
        onClick={guarded('FAVOURITE', () => void favourite.toggle())}
      >
        {favourite.label}
      </Button>
      <UpsellModal title={upsellTitle} onClose={() => setUpsellTitle(null)} />
    </div>
  );
}

/**
 * 'Scarica': a Module's own file (no linked download), or the linked course's e-book; `onSaved` once
 * the file is saved. The server's refusal opens its upsell; any other failure is the danger toast.
 */
function useContentDownload(contentId: string, linkedDownload: (() => Promise<boolean>) | null | undefined, onRefused: (title: string) => void, onSaved: () => void) {
  const client = useApolloClient();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  /** A Module's own file, or the linked course's e-book; true once the file is saved. */
  const saveFile = async (): Promise<boolean> => {
    if (linkedDownload) return linkedDownload();
    const { data } = await client.query({ query: ModuleDownloadQuery, variables: { contentId }, fetchPolicy: 'network-only' });
    if (!data?.moduleDownload) throw new Error('No file');
    saveBase64File(data.moduleDownload);
    return true;
  };

  const download = async () => {
    setDownloading(true);
    try {
      if (await saveFile()) onSaved();
    } catch (error) {
      const refusedWith = refusalUpsellTitle(error);
      if (refusedWith !== null) onRefused(refusedWith);
      else toast.show(ACTION_FAILURE_MESSAGE, 'danger');
    } finally {
      setDownloading(false);
    }
  };
  return { downloading, download };
}
