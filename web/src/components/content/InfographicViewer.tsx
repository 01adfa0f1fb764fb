import { useEffect, useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { titleOf } from '../cards/contentFormat';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { MAX_ZOOM, MIN_ZOOM, zoomForKey, zoomIn, zoomLabel, zoomOut } from './infographicZoom';
import './InfographicViewer.css';

export const InfographicViewer_ContentFragment = graphql(`
  fragment InfographicViewer_content on Content {
    id
    contentType
    title
    abstract
    imageUrl
  }
`);

/**
 * The infographic viewer (spec 2 §2 'Other components'): the picture of an Infografica item with
 * 'Ingrandisci', which opens it in a large dialog with zoom in, zoom out and reset (also + and -
 * on the keyboard); the zoomed picture pans by scrolling. Renders nothing for other content types.
 */
export function InfographicViewer({ content }: { content: FragmentType<typeof InfographicViewer_ContentFragment> }) {
  const item = getFragmentData(InfographicViewer_ContentFragment, content);
  const [open, setOpen] = useState(false);
  if (item.contentType !== 'Infografica' || !item.imageUrl) return null;
  const title = titleOf(item.title);
  const alt = item.abstract?.trim() ? `${title}. ${item.abstract.trim()}` : title;

  return (
    <figure className="infographic">
      <img className="infographic__image" src={item.imageUrl} alt={alt} />
      <figcaption className="infographic__actions">
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          Ingrandisci
        </Button>
        <a href={item.imageUrl} target="_blank" rel="noopener noreferrer">
          Apri l'immagine a dimensione intera
        </a>
      </figcaption>
      <Modal open={open} onClose={() => setOpen(false)} title={title} size="lg">
        {open && <ZoomableImage src={item.imageUrl} alt={alt} />}
      </Modal>
    </figure>
  );
}

/** The dialog's content: mounted on opening, so every opening starts at 100%. */
function ZoomableImage({ src, alt }: { src: string; alt: string }) {
  const [scale, setScale] = useState<number>(MIN_ZOOM);

  // + and - work wherever the focus is inside the dialog (the page behind it is inert).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return; // leave the browser's own zoom alone
      const next = zoomForKey(event.key, scale);
      if (next === null) return;
      event.preventDefault();
      setScale(next);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [scale]);

  const label = zoomLabel(scale);
  return (
    <div className="infographic-zoom">
      <div className="infographic-zoom__toolbar" role="group" aria-label="Zoom">
        <Button variant="outline" size="sm" onClick={() => setScale(zoomOut)} disabled={scale <= MIN_ZOOM} aria-label="Riduci lo zoom">
          −
        </Button>
        <output className="infographic-zoom__level" aria-live="polite">
          {label}
        </output>
        <Button variant="outline" size="sm" onClick={() => setScale(zoomIn)} disabled={scale >= MAX_ZOOM} aria-label="Aumenta lo zoom">
          +
        </Button>
        <Button variant="link" size="sm" onClick={() => setScale(MIN_ZOOM)} disabled={scale === MIN_ZOOM}>
          Ripristina
        </Button>
        <a className="infographic-zoom__full" href={src} target="_blank" rel="noopener noreferrer">
          Apri a dimensione intera
        </a>
      </div>
      {/* Focusable so the zoomed picture can also be panned with the arrow keys. */}
      <div className="infographic-zoom__stage" tabIndex={0} role="region" aria-label="Infografica ingrandita: scorri per spostarti" data-scale={scale}>
        <img src={src} alt={alt} style={{ width: `${scale * 100}%` }} draggable={false} />
      </div>
      <p className="infographic-zoom__hint">Usa i tasti + e − per ingrandire o ridurre.</p>
    </div>
  );
}
