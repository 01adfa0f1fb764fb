import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Breadcrumbs, HOME_CRUMB } from '../../components/ui/Breadcrumbs';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { useFailureToast } from '../../components/ui/useFailureToast';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { VideoClipCard } from './VideoClipCard';
import './learning.css';

const VideoClipsQuery = graphql(`
  query VideoClips($first: Int!, $after: String) {
    videoClips(first: $first, after: $after) {
      nodes {
        id
        ...VideoClipCard_clip
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

const VideoOfTheMonthQuery = graphql(`
  query VideoOfTheMonth {
    videoOfTheMonth {
      id
      ...VideoClipCard_clip
    }
  }
`);

/** Spec 2 §8 service-named danger toast of the video clips. */
export const VIDEO_CLIPS_ERROR = 'Errore nel servizio /graphql/videoclip';

/** Spec 2 §9: video clip pages of 12. */
const CLIPS_PAGE = 12;

/** Spec 2 §2 video clips: the video of the month and the clips, 12 at a time with 'Mostra altri' (cursor paging). */
export function VideoClipsPage() {
  useDocumentTitle('Video clip');
  const month = useQuery(VideoOfTheMonthQuery);
  // The cursor each loaded page starts after (null for the first page).
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const last = useQuery(VideoClipsQuery, { variables: { first: CLIPS_PAGE, after: cursors.at(-1) ?? null } });
  const info = last.data?.videoClips?.pageInfo;
  // A failing page (the first or a further one) is the spec's danger toast; the clips already shown stay.
  useFailureToast(!!last.error && !last.data?.videoClips, VIDEO_CLIPS_ERROR);

  return (
    <div className="container page learning">
      <Breadcrumbs items={[HOME_CRUMB, { label: 'Corsi ECM FAD', to: paths.courses }, { label: 'Video clip' }]} />
      <h1>Video clip</h1>
      {month.data?.videoOfTheMonth ? (
        <section className="learning__highlight" aria-labelledby="video-of-the-month">
          <h2 id="video-of-the-month">Il video del mese</h2>
          <VideoClipCard clip={month.data.videoOfTheMonth} />
        </section>
      ) : null}
      <section aria-labelledby="video-clips">
        <h2 id="video-clips">Tutti i video clip</h2>
        <ul className="catalogue__grid">
          {cursors.map((after) => (
            <ClipsPage key={after ?? 'first'} after={after} />
          ))}
        </ul>
        {info?.hasNextPage || (last.loading && cursors.length > 1) ? (
          <div className="training__more">
            <Button
              variant="outline"
              disabled={last.loading || !info?.endCursor}
              onClick={() => info?.endCursor && setCursors([...cursors, info.endCursor])}
            >
              Mostra altri
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}

function ClipsPage({ after }: { after: string | null }) {
  const { data, loading } = useQuery(VideoClipsQuery, { variables: { first: CLIPS_PAGE, after } });
  if (loading && !data) {
    return (
      <li className="training__loading">
        <Spinner label="Caricamento dei video" />
      </li>
    );
  }
  return (
    <>
      {data?.videoClips?.nodes.map((clip) => (
        <li key={clip.id}>
          <VideoClipCard clip={clip} />
        </li>
      ))}
    </>
  );
}
