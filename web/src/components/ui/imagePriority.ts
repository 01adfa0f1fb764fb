/**
 * Loading attributes of an image by its place on the page. The page's main image (the largest
 * thing on first paint: the home's hero, the catalogue's first course) loads at once and ahead of
 * other images, so it is not held back by lazy loading; every other image waits until it nears
 * the viewport.
 */
export function imagePriorityProps(priority: boolean) {
  return priority ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy' } as const);
}

/**
 * Intrinsic size of the CMS's banner and content images (16:9, 1200×675): set on the img so the
 * browser keeps their space before they arrive.
 */
export const CMS_IMAGE_SIZE = { width: 1200, height: 675 } as const;
