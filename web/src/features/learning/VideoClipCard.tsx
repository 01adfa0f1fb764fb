import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql';

export const VideoClipCardFragment = graphql(`
  fragment VideoClipCard_clip on VideoClip {
    id
    title
    description
    imageUrl
    slug
  }
`);

export function videoClipPath(slug: string): string {
  return `/corsi-ecm-fad/videoclip/${encodeURIComponent(slug)}`;
}

/** A video clip in a list: poster, title (link to the detail page) and description. */
export function VideoClipCard({ clip: ref }: { clip: FragmentType<typeof VideoClipCardFragment> }) {
  const clip = getFragmentData(VideoClipCardFragment, ref);
  return (
    <article className="course-card learning-card">
      <div className="course-card__media">
        {clip.imageUrl ? <img src={clip.imageUrl} alt="" loading="lazy" width={400} height={225} /> : <div className="course-card__placeholder" aria-hidden="true" />}
      </div>
      <div className="course-card__body">
        <h3 className="course-card__title">
          <Link to={videoClipPath(clip.slug)}>{clip.title}</Link>
        </h3>
        {clip.description ? <p className="course-card__text">{clip.description}</p> : null}
      </div>
    </article>
  );
}
