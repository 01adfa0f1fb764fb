import { Component, useCallback, useLayoutEffect, useReducer, useRef, useState, type CSSProperties, type ErrorInfo, type ReactNode } from 'react';
import { useInView } from '../lib/useInView';
import { SectionSpaceContext } from './LazySectionSpace';
import './LazySection.css';

/**
 * Height (px) a section keeps before its content is laid out: one figure, or the phone figure plus
 * those from the tablet (≥ 768 px) and desktop (≥ 992 px) breakpoints, taken from the section's
 * real size so that nothing moves when it arrives.
 */
export type SectionReserve = number | { base: number; md?: number; lg?: number };

function reserveStyle(reserve: SectionReserve): CSSProperties {
  const { base, md, lg } = typeof reserve === 'number' ? { base: reserve } : reserve;
  const px = (n: number | undefined) => (n === undefined ? undefined : `${n}px`);
  return { '--lazy-reserve': px(base), '--lazy-reserve-md': px(md), '--lazy-reserve-lg': px(lg) } as CSSProperties;
}

type LazySectionProps = {
  /**
   * Which section the placeholder stands for (data-section, for tests and debugging). Not an ARIA
   * name: a plain div may not have one, and the loaded section names itself.
   */
  label: string;
  /**
   * Space kept for the section until its content is laid out (not merely mounted: while the content
   * shows a Spinner or calls `useSectionPending(true)`), so the page does not jump.
   */
  minHeight?: SectionReserve;
  /** Message shown when the section breaks while rendering. */
  errorMessage: string;
  children: ReactNode;
  className?: string;
  /**
   * The section is at the top of its page, in the first view wherever the page opens: its content
   * mounts with the page, without waiting for the observer (its space is still kept until laid out).
   */
  atTop?: boolean;
};

/**
 * A page section (home sections, suggested content) that mounts its content (and so runs its
 * query) only when first scrolled into view, and that fails alone: a render error inside shows a
 * short message, the page goes on. Its reserved space stays until the content is laid out: while
 * anything inside still loads (a Spinner, `useSectionPending`), the section keeps its size, so the
 * sections below neither move up into view (and load too early) nor jump back down (CLS).
 */
export function LazySection({ label, minHeight = 320, errorMessage, children, className, atTop = false }: LazySectionProps) {
  const { ref, inView } = useInView<HTMLDivElement>({ initially: atTop });
  const holds = useRef(0);
  const [laidOut, setLaidOut] = useState(false);
  const [checks, recheck] = useReducer((n: number) => n + 1, 0);
  const hold = useCallback(() => {
    holds.current += 1;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      holds.current -= 1;
      recheck();
    };
  }, []);
  // After the content mounts and after each let-go (children's layout effects run first): once
  // nothing holds the space any more, it goes, in the same frame as the content.
  useLayoutEffect(() => {
    if (inView && !laidOut && holds.current === 0) setLaidOut(true);
  }, [inView, laidOut, checks]);
  const classes = [className, laidOut ? null : 'lazy-section--reserved'].filter(Boolean).join(' ');
  return (
    <div ref={ref} className={classes || undefined} style={laidOut ? undefined : reserveStyle(minHeight)} data-section={label}>
      {inView && (
        <SectionSpaceContext value={hold}>
          <SectionErrorBoundary message={errorMessage}>{children}</SectionErrorBoundary>
        </SectionSpaceContext>
      )}
    </div>
  );
}

export function SectionMessage({ children }: { children: ReactNode }) {
  return (
    <div className="container">
      <p className="section__message" role="status">
        {children}
      </p>
    </div>
  );
}

class SectionErrorBoundary extends Component<{ message: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    // Spec 1 §8: section failures are logged and the section degrades; the page stays usable.
    console.error('Page section failed', error, info.componentStack);
  }

  render() {
    return this.state.failed ? <SectionMessage>{this.props.message}</SectionMessage> : this.props.children;
  }
}
