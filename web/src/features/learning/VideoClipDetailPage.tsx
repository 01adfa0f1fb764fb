import { useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { VideoModal } from '../../components/content/VideoModal';
import { Breadcrumbs, HOME_CRUMB } from '../../components/ui/Breadcrumbs';
import { Button, ButtonLink } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { CourseNotFound, coursePath } from '../courses';
import './learning.css';

const VideoClipDetailQuery = graphql(`
  query VideoClipDetail($slug: String!) {
    videoClipBySlug(slug: $slug) {
      id
      title
      description
      videoUrl
      imageUrl
      course {
        id
        slug
        title
      }
    }
  }
`);

/** Spec 2 §2 video clip detail: poster, description, the linked course and the clip in a modal player (Escape closes). */
export function VideoClipDetailPage() {
  const { slug = '' } = useParams();
  const { data, loading } = useQuery(VideoClipDetailQuery, { variables: { slug } });
  const [playing, setPlaying] = useState(false);
  const clip = data?.videoClipBySlug;
  useDocumentTitle(clip?.title ?? (data ? 'Pagina non trovata' : null));

  if (loading && !data) return <Spinner label="Caricamento del video" />;
  if (!clip) return <CourseNotFound />;

  return (
    <div className="container page learning-detail">
      <Breadcrumbs
        items={[
          HOME_CRUMB,
          { label: 'Corsi ECM FAD', to: paths.courses },
          { label: 'Video clip', to: `${paths.courses}/videoclip` },
          { label: clip.title },
        ]}
      />
      <article className="course-page__header">
        <div>
          <h1>{clip.title}</h1>
          {clip.description ? <p className="course-page__description">{clip.description}</p> : null}
          <div className="course-page__buttons">
            <Button onClick={() => setPlaying(true)} aria-haspopup="dialog">
              Guarda il video
            </Button>
            {clip.course ? (
              <ButtonLink to={coursePath(clip.course.slug)} variant="outline">
                Vai al corso
              </ButtonLink>
            ) : null}
          </div>
        </div>
        {clip.imageUrl ? <img className="course-page__image" src={clip.imageUrl} alt="" width={640} height={360} /> : null}
      </article>
      <VideoModal
        open={playing}
        onClose={() => setPlaying(false)}
        title={clip.title}
        source={{ kind: 'file', src: clip.videoUrl, poster: clip.imageUrl }}
      />
    </div>
  );
}
