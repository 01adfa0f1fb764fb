import type { ReactNode } from 'react';
import { Modal } from '../ui/Modal';
import './VideoModal.css';

/** What plays: a media file in the browser's own player, or a provider's player page in a frame. */
export type VideoSource = { kind: 'file'; src: string; poster?: string | null } | { kind: 'page'; src: string };

type VideoModalProps = {
  open: boolean;
  onClose: () => void;
  /** The dialog's title, also naming the frame. */
  title: string;
  source: VideoSource;
  /** Text under the player (e.g. the video's description). */
  children?: ReactNode;
};

/**
 * The video modal player (spec 2 §2, §4 'Video modal open/close'): the UI kit Modal (Escape and the
 * close button close it, focus returns to what opened it). The Modal renders its body only while
 * open, so closing unmounts the player and stops the playback.
 */
export function VideoModal({ open, onClose, title, source, children }: VideoModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} size="lg">
      {source.kind === 'file' ? (
        <video className="video-modal__player" src={source.src} poster={source.poster ?? undefined} controls autoPlay>
          <track kind="captions" />
        </video>
      ) : (
        <iframe className="video-modal__player" src={source.src} title={`Lettore video: ${title}`} allow="autoplay; fullscreen" allowFullScreen />
      )}
      {children}
    </Modal>
  );
}
