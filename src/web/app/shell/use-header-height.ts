import { useEffect, type RefObject } from 'react';

/**
 * Publishes the sticky header's height as --app-header-height (styles.css): what focus or a
 * link scrolls to stops below the header, however many rows it has (breadcrumbs, the agency's
 * client row) at this width.
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const publish = () =>
      root.style.setProperty('--app-header-height', `${element.getBoundingClientRect().height}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--app-header-height');
    };
  }, [header]);
}
