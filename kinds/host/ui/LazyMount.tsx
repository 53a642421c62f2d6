/**
 * Mounts its children once their place comes near the visible part of the page (within `margin`
 * of it), and keeps them mounted after: what lies far below (a list's 18th row, its rich-text
 * editors and maps) costs nothing until the user scrolls to it or moves the focus into it (issue
 * #49). Until then an empty placeholder of `minHeight` holds the place (so the page does not
 * jump, and scrolling to it or tabbing past it brings it into view, which mounts it). The
 * values stay in the form's store meanwhile: nothing is lost by not being mounted. Without
 * IntersectionObserver (server rendering, old browsers) the children mount at once.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface LazyMountProps {
  readonly children: ReactNode;
  /** The placeholder's height until the children mount (px, or a CSS length). */
  readonly minHeight: number | string;
  /** How near the visible part the place must come (a CSS margin, as IntersectionObserver takes it). */
  readonly margin?: string;
  /** Mount at once (a row just added, or opened by the user). */
  readonly eager?: boolean;
}

/** How near the visible part a place must come to mount, by default (about two screens). */
export const LAZY_MOUNT_MARGIN = '1500px';

export function LazyMount({ children, minHeight, margin = LAZY_MOUNT_MARGIN, eager = false }: LazyMountProps) {
  const place = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => eager || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (shown) return undefined;
    const element = place.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, margin]);
  if (shown) return <>{children}</>;
  return <div ref={place} style={{ minHeight }} data-lazy-mount="waiting" aria-busy="true" />;
}
