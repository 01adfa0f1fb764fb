import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useInView } from '../lib/useInView';

type LazySectionProps = {
  /**
   * Which section the placeholder stands for (data-section, for tests and debugging). Not an ARIA
   * name: a plain div may not have one, and the loaded section names itself.
   */
  label: string;
  /** Space kept for the section before it loads, so the page does not jump. */
  minHeight?: number;
  /** Message shown when the section breaks while rendering. */
  errorMessage: string;
  children: ReactNode;
  className?: string;
};

/**
 * A page section (home sections, suggested content) that mounts its content (and so runs its
 * query) only when first scrolled into view, and that fails alone: a render error inside shows a
 * short message, the page goes on.
 */
export function LazySection({ label, minHeight = 320, errorMessage, children, className }: LazySectionProps) {
  const { ref, inView } = useInView<HTMLDivElement>();
  return (
    <div ref={ref} className={className} style={inView ? undefined : { minHeight }} data-section={label}>
      {inView && <SectionErrorBoundary message={errorMessage}>{children}</SectionErrorBoundary>}
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
