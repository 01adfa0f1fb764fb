import './courses.css';

/**
 * Placeholder course cards while a list loads (spec 3 §9 'Suggested courses limit 6 with 6 skeleton
 * cards'; the catalogue's 9). Hidden from assistive technology: the list announces its own loading.
 */
export function CourseCardSkeletons({ count, className = 'catalogue__grid' }: { count: number; className?: string }) {
  return (
    <ul className={className} aria-hidden="true" data-testid="course-skeletons">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <div className="course-card course-card--skeleton">
            <div className="course-card__media skeleton" />
            <div className="course-card__body">
              <div className="skeleton skeleton--line skeleton--short" />
              <div className="skeleton skeleton--line" />
              <div className="skeleton skeleton--line" />
              <div className="skeleton skeleton--button" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
