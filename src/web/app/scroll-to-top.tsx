import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A page reached by a link or a redirect opens at its top (a new campaign after its form, not
 * where the submit button was); Back and Forward leave the browser's own restoration alone,
 * and a #hash scrolls to its target. Changing only the query (filters, pages) keeps the place.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP' || hash) return;
    window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  return null;
}
