import { useSectionPending } from '../LazySectionSpace';
import './Spinner.css';

/**
 * Loading indicator announced to assistive technology by its label. Inside a LazySection it keeps
 * the section's reserved space while it shows.
 */
export function Spinner({ label }: { label: string }) {
  useSectionPending(true);
  return (
    <div className="spinner" role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
