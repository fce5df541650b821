/**
 * The agency's white-label brand kit (seed 001 §3, §9; seed 000 §4 for the unlock): the
 * defaults, the border-radius map, the font stacks, the theme's variables and the upload rules
 * for the logo and the favicon. Read by the server and the web app.
 */
import { DEFAULT_BRAND_COLOR } from './client-status';
import type * as Schemas from './white-label-schemas';

// The schemas live in ./white-label-schemas: the shell themes every signed-in page from this
// module, and should not carry zod and the API's schemas with it (decision 033).
export type WhiteLabelAssetInfo = Schemas.WhiteLabelAssetInfo;
export type WhiteLabelFields = Schemas.WhiteLabelFields;
export type WhiteLabelInput = Schemas.WhiteLabelInput;
export type WhiteLabelKit = Schemas.WhiteLabelKit;
export type WhiteLabelSaveResult = Schemas.WhiteLabelSaveResult;
export type WhiteLabelState = Schemas.WhiteLabelState;

export const BORDER_RADII = ['none', 'sm', 'md', 'lg', 'xl'] as const;
export type BorderRadius = (typeof BORDER_RADII)[number];
/** Seed 001 §9. */
export const BORDER_RADIUS_VALUES: Record<BorderRadius, string> = {
  none: '0',
  sm: '0.125rem',
  md: '0.375rem',
  lg: '0.5rem',
  xl: '1rem',
};

export const DENSITIES = ['compact', 'comfortable', 'spacious'] as const;
export type Density = (typeof DENSITIES)[number];
/** The spacing unit (Tailwind's --spacing) each density sets: every padding and gap scales. */
export const DENSITY_SPACING: Record<Density, string> = {
  compact: '0.21rem',
  comfortable: '0.25rem',
  spacious: '0.29rem',
};

/**
 * Fonts are chosen from stacks installed on the reader's device: the CSP loads fonts only
 * from the app's origin, and a stack from a list cannot carry anything but a font name.
 */
export const FONT_STACKS = {
  inter: {
    label: 'Inter (the app’s font)',
    css: "'Inter', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  system: {
    label: 'System sans-serif',
    css: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  humanist: {
    label: 'Humanist sans (Optima, Candara)',
    css: "Optima, Candara, 'Noto Sans', source-sans-pro, sans-serif",
  },
  geometric: {
    label: 'Geometric sans (Avenir, Montserrat)',
    css: "Avenir, Montserrat, Corbel, 'URW Gothic', source-sans-pro, sans-serif",
  },
  serif: {
    label: 'Serif (Georgia)',
    css: "Georgia, Cambria, 'Times New Roman', Times, serif",
  },
  'old-style': {
    label: 'Old-style serif (Garamond)',
    css: "'Iowan Old Style', 'Palatino Linotype', 'URW Palladio L', P052, Garamond, serif",
  },
  slab: {
    label: 'Slab serif (Rockwell)',
    css: "Rockwell, 'Rockwell Nova', 'Roboto Slab', 'DejaVu Serif', 'Sitka Small', serif",
  },
  mono: {
    label: 'Monospace (SF Mono, Consolas)',
    css: "ui-monospace, 'SF Mono', SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
} as const;
export type FontKey = keyof typeof FONT_STACKS;
export const FONT_KEYS = Object.keys(FONT_STACKS) as [FontKey, ...FontKey[]];

export const WHITE_LABEL_LIMITS = {
  companyName: 100,
  /** The custom CSS as typed, before sanitising. */
  customCss: 20_000,
  logoBytes: 1024 * 1024,
  faviconBytes: 256 * 1024,
} as const;

export const WHITE_LABEL_MESSAGES = {
  color: (field: string) => `${field} must be a hex colour such as ${DEFAULT_BRAND_COLOR}`,
  radius: `borderRadius must be one of ${BORDER_RADII.join(', ')}`,
  density: `density must be one of ${DENSITIES.join(', ')}`,
  font: (field: string) => `${field} must be one of ${FONT_KEYS.join(', ')}`,
  companyName: `companyName must be at most ${WHITE_LABEL_LIMITS.companyName} characters`,
  customCss: `customCSS must be at most ${WHITE_LABEL_LIMITS.customCss.toLocaleString('en-US')} characters`,
  unparsableCss: 'customCSS could not be parsed: ',
  noFile: 'Attach the image as the "file" field of a multipart form',
  emptyFile: 'The file is empty',
  svgRefused:
    'SVG images are not accepted: they can carry scripts. Upload a PNG, JPEG, WebP or ICO file.',
  unsupportedType: 'Upload a PNG, JPEG, WebP or ICO image',
  logoTooLarge: 'The logo must be at most 1 MB',
  faviconTooLarge: 'The favicon must be at most 256 KB',
  assetNotFound: 'No such image',
  readOnly: 'Only owners and admins can change the white label',
} as const;

export const WHITE_LABEL_ASSETS = ['logo', 'favicon'] as const;
export type WhiteLabelAsset = (typeof WHITE_LABEL_ASSETS)[number];

/** The image types accepted, recognised from the file's first bytes (never its name). */
export const WHITE_LABEL_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/x-icon',
] as const;
export type WhiteLabelImageType = (typeof WHITE_LABEL_IMAGE_TYPES)[number];

export function normalizeHex(value: string): string {
  const digits = value.slice(1);
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((d) => d + d)
          .join('')
      : digits;
  return `#${full.toUpperCase()}`;
}

/** The wrapper every custom CSS rule is scoped under (the page's <main> carries it). */
export const WHITE_LABEL_SCOPE = '.wl-scope';

/** The kit before an agency saves one: the app's own look with the seed's default colour. */
export const DEFAULT_WHITE_LABEL: WhiteLabelKit = {
  primaryColor: DEFAULT_BRAND_COLOR,
  secondaryColor: '#64748B',
  accentColor: '#8B5CF6',
  colors: {
    background: '#FCFCFD',
    foreground: '#1E2235',
    muted: '#F3F5F8',
    mutedForeground: '#5F6B7D',
    border: '#E1E5EB',
  },
  fonts: { heading: 'inter', body: 'inter', mono: 'mono' },
  borderRadius: 'lg',
  density: 'comfortable',
  companyName: '',
  customCSS: '',
  logo: null,
  favicon: null,
};

/** The kit's fields as PUT /white-label takes them. */
export const toWhiteLabelInput = (kit: WhiteLabelKit): WhiteLabelFields => ({
  primaryColor: kit.primaryColor,
  secondaryColor: kit.secondaryColor,
  accentColor: kit.accentColor,
  colors: { ...kit.colors },
  fonts: { ...kit.fonts },
  borderRadius: kit.borderRadius,
  density: kit.density,
  companyName: kit.companyName,
  customCSS: kit.customCSS,
});

/** Relative luminance (WCAG) of `#RRGGBB`. */
export function luminance(hexColor: string): number {
  const channel = (i: number) => {
    const v = parseInt(hexColor.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** White or near-black, whichever reads better on `hexColor`. */
export function contrastText(hexColor: string): string {
  const l = luminance(hexColor);
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (luminance('#0F172A') + 0.05);
  return onWhite >= onDark ? '#FFFFFF' : '#0F172A';
}

/**
 * The design tokens of src/web/styles.css the kit sets (shadcn/ui names), plus `--wl-*`
 * variables the custom CSS may use. Secondary and accent drive the soft surfaces (a tint over
 * the background) and their text; the raw colours are `--wl-secondary` and `--wl-accent`.
 */
export function themeVariables(kit: WhiteLabelKit): Record<string, string> {
  const tint = (color: string, percent: number) =>
    `color-mix(in oklab, ${color} ${percent}%, ${kit.colors.background})`;
  const ink = (color: string) => `color-mix(in oklab, ${color} 70%, ${kit.colors.foreground})`;
  return {
    '--background': kit.colors.background,
    '--foreground': kit.colors.foreground,
    '--card': tint('#FFFFFF', 60),
    '--card-foreground': kit.colors.foreground,
    '--popover': tint('#FFFFFF', 60),
    '--popover-foreground': kit.colors.foreground,
    '--primary': kit.primaryColor,
    '--primary-foreground': contrastText(kit.primaryColor),
    '--secondary': tint(kit.secondaryColor, 14),
    '--secondary-foreground': ink(kit.secondaryColor),
    '--muted': kit.colors.muted,
    '--muted-foreground': kit.colors.mutedForeground,
    '--accent': tint(kit.accentColor, 14),
    '--accent-foreground': ink(kit.accentColor),
    '--border': kit.colors.border,
    '--input': kit.colors.border,
    '--ring': kit.primaryColor,
    '--radius': BORDER_RADIUS_VALUES[kit.borderRadius],
    '--spacing': DENSITY_SPACING[kit.density],
    '--wl-primary': kit.primaryColor,
    '--wl-secondary': kit.secondaryColor,
    '--wl-accent': kit.accentColor,
    '--wl-font-heading': FONT_STACKS[kit.fonts.heading].css,
    '--wl-font-body': FONT_STACKS[kit.fonts.body].css,
    '--wl-font-mono': FONT_STACKS[kit.fonts.mono].css,
  };
}
