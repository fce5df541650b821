/** The client's brand kit as CSS variables on the portal's container (seed 001 §3). */
import type { CSSProperties } from 'react';
import { DEFAULT_BRAND_COLOR, type ClientBrandKit } from '@/shared/clients';

/** Relative luminance of a #RRGGBB colour (WCAG). */
function luminance(hex: string) {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** White or near-black, whichever reads better on the colour. */
export const readableOn = (hex: string) => (luminance(hex) > 0.4 ? '#0f172a' : '#ffffff');

/** A font family value safe to put in a style: letters, digits, spaces, commas, quotes, dashes. */
const safeFont = (font: string | undefined) =>
  font && /^[\w\s,'"-]{1,100}$/.test(font) ? font : undefined;

export function portalThemeStyle(kit: ClientBrandKit): CSSProperties {
  const primary = kit.primary_color ?? DEFAULT_BRAND_COLOR;
  const secondary = kit.secondary_color ?? primary;
  const accent = kit.accent_color ?? secondary;
  const font = safeFont(kit.font_family);
  return {
    '--portal-primary': primary,
    '--portal-secondary': secondary,
    '--portal-accent': accent,
    '--portal-font': font ?? 'inherit',
    '--portal-logo': kit.logo_url ? `url("${kit.logo_url}")` : 'none',
    '--portal-primary-foreground': readableOn(primary),
    // The design system's own primary follows the brand inside the portal (lightened for the
    // dark theme by styles.css, which can only do so below this element's inline style).
    '--primary': primary,
    '--primary-foreground': readableOn(primary),
    '--ring': primary,
    fontFamily: font
      ? `${font}, var(--font-sans, ui-sans-serif, system-ui, sans-serif)`
      : undefined,
  } as CSSProperties;
}
