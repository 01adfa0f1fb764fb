import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../ui/Button';
import { graphql } from '../../gql';
import { VideoModal } from './VideoModal';
import './VideoTutorials.css';

const VideoTutorialsQuery = graphql(`
  query VideoTutorials($placement: String!) {
    videoTutorials(placement: $placement) {
      id
      title
      abstract
      contentHtml
      previewImageUrl
      videoUrl
      isPreview
    }
  }
`);

/** Spec 3 §4 'Video lists show 6 and add 6 per Mostra altro'. */
export const VIDEO_TUTORIALS_PAGE = 6;

type VideoTutorialsProps = {
  /** CMS placement of the tutorials: 'risorse', 'home'. */
  placement: string;
  title?: string;
};

/**
 * Video tutorials of a page (spec 2 §2 'video component with modal player', §3 'Video tutorial item'):
 * cards with the preview image and the title; the title button opens the player in the video modal,
 * and closing it returns focus to that button. The first 6 show, 'Mostra altro' adds 6 more (and
 * moves focus to the first new card) until all are shown. The server lists them to signed-in members
 * only (spec 3 §6); nothing shows when there are none or the CMS fails.
 */
export function VideoTutorials({ placement, title = 'Video tutorial' }: VideoTutorialsProps) {
  const headingId = useId();
  const { data } = useQuery(VideoTutorialsQuery, { variables: { placement }, errorPolicy: 'all' });
  // The last opened tutorial stays selected so the modal stays mounted and can hand focus back.
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const [shown, setShown] = useState(VIDEO_TUTORIALS_PAGE);
  const firstNew = useRef<HTMLButtonElement | null>(null);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  useEffect(() => {
    if (focusFrom !== null) firstNew.current?.focus();
  }, [focusFrom]);
  const tutorials = data?.videoTutorials ?? [];
  if (tutorials.length === 0) return null;
  const selected = tutorials.find((t) => t.id === selectedId);
  const visible = tutorials.slice(0, shown);

  return (
    <section className="video-tutorials" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul className="video-tutorials__list">
        {visible.map((tutorial, index) => (
          <li key={tutorial.id}>
            <article className="video-card">
              <div className="video-card__media">
                {tutorial.previewImageUrl && <img src={tutorial.previewImageUrl} alt="" width={640} height={360} loading="lazy" />}
                <span className="video-card__play" aria-hidden="true" />
              </div>
              <div className="video-card__body">
                {tutorial.isPreview && <span className="video-card__badge">Anteprima</span>}
                <h3 className="video-card__title">
                  {/* The whole card is clickable through this button's stretched hit area. */}
                  <button
                    type="button"
                    ref={index === focusFrom ? firstNew : undefined}
                    className="video-card__open"
                    aria-haspopup="dialog"
                    onClick={() => {
                      setSelectedId(tutorial.id);
                      setPlaying(true);
                    }}
                  >
                    {tutorial.title}
                  </button>
                </h3>
                {tutorial.abstract && <p className="video-card__abstract">{tutorial.abstract}</p>}
              </div>
            </article>
          </li>
        ))}
      </ul>
      {shown < tutorials.length && (
        <div className="video-tutorials__more">
          <Button
            variant="outline"
            onClick={() => {
              setFocusFrom(shown);
              setShown(shown + VIDEO_TUTORIALS_PAGE);
            }}
          >
            Mostra altro
          </Button>
        </div>
      )}
      {selected && (
        <VideoModal open={playing} onClose={() => setPlaying(false)} title={selected.title} source={{ kind: 'page', src: selected.videoUrl }}>
          {selected.contentHtml && <div className="video-tutorials__description" dangerouslySetInnerHTML={{ __html: selected.contentHtml }} />}
        </VideoModal>
      )}
    </section>
  );
}
