import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { themeVariables, type WhiteLabelState } from '@/shared/white-label';
import { useMe } from '@/web/lib/me';
import { cn } from '@/web/lib/utils';
import { useWhiteLabel } from '../api/white-label';

/**
 * The agency's theme when it applies: the feature unlocked (an agency with more than 2
 * clients) and a kit saved. Every member of the agency gets it, client portal users included.
 */
export function useActiveWhiteLabel(): WhiteLabelState | null {
  const me = useMe();
  const query = useWhiteLabel(!!me.data?.organization);
  const state = query.data;
  return state && state.unlocked && state.customized ? state : null;
}

/**
 * Applies the active kit to the document (seed 001 §2: the protected area is wrapped in the
 * white-label theme): the design tokens as CSS variables on <html> through the CSSOM, the
 * theme stylesheet (fonts and the sanitised custom CSS) as a same-origin <link>, and the
 * favicon. Everything is undone when the kit stops applying or the user leaves the app.
 */
export function WhiteLabelTheme() {
  const active = useActiveWhiteLabel();
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    const variables = themeVariables(active.kit);
    for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
    root.dataset.whiteLabel = 'on';

    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.dataset.whiteLabel = 'stylesheet';
    if (active.stylesheetUrl) {
      sheet.href = active.stylesheetUrl;
      document.head.append(sheet);
    }

    const icons = [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')];
    const before = icons.map((icon) => ({ icon, href: icon.href, type: icon.type }));
    const favicon = active.kit.favicon;
    if (favicon)
      for (const icon of icons) {
        icon.href = favicon.url;
        icon.type = favicon.contentType;
      }

    return () => {
      for (const name of Object.keys(variables)) root.style.removeProperty(name);
      delete root.dataset.whiteLabel;
      sheet.remove();
      for (const { icon, href, type } of before) {
        icon.href = href;
        icon.type = type;
      }
    };
  }, [active]);
  return null;
}

/**
 * The header's brand: the agency's logo and company name when its theme applies (the name
 * beside a logo on wide screens only; it is the link's name everywhere), otherwise
 * `fallback` (the product's own logo).
 */
export function WhiteLabelBrand({
  to,
  fallback,
  className,
}: {
  to: string;
  fallback: ReactNode;
  className?: string;
}) {
  const active = useActiveWhiteLabel();
  const { logo, companyName } = active?.kit ?? { logo: null, companyName: '' };
  if (!active || (!logo && !companyName)) return <>{fallback}</>;
  return (
    <Link
      to={to}
      aria-label={`${companyName || 'Home'}: home`}
      className={cn(
        'inline-flex min-w-0 items-center gap-2 rounded-md font-semibold tracking-tight',
        className,
      )}
    >
      {logo && (
        <img src={logo.url} alt="" className="h-8 w-auto max-w-32 shrink-0 object-contain" />
      )}
      {companyName && (
        <span
          className={cn(
            'max-w-32 truncate text-lg sm:max-w-40 lg:max-w-56',
            // Beside a logo only where the crowded header has room; alone, always.
            logo ? 'hidden 2xl:inline' : 'inline',
          )}
        >
          {companyName}
        </span>
      )}
    </Link>
  );
}
