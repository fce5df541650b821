/**
 * The schemas the API validates the white-label brand kit with (seed 001 §3, §9), apart from
 * the kit's constants in ./white-label so that what only themes a page does not load zod.
 */
import { z } from 'zod';
import {
  BORDER_RADII,
  DENSITIES,
  FONT_KEYS,
  normalizeHex,
  WHITE_LABEL_IMAGE_TYPES,
  WHITE_LABEL_LIMITS,
  WHITE_LABEL_MESSAGES,
} from './white-label';

/** `#abc` or `#aabbcc`, answered as `#AABBCC`. */
const hex = (field: string) =>
  z
    .string({ error: WHITE_LABEL_MESSAGES.color(field) })
    .trim()
    .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, WHITE_LABEL_MESSAGES.color(field))
    .transform(normalizeHex);

const font = (field: string) => z.enum(FONT_KEYS, { error: WHITE_LABEL_MESSAGES.font(field) });

export const whiteLabelColorsSchema = z.object(
  {
    background: hex('colors.background'),
    foreground: hex('colors.foreground'),
    muted: hex('colors.muted'),
    mutedForeground: hex('colors.mutedForeground'),
    border: hex('colors.border'),
  },
  {
    error:
      'colors must be an object with background, foreground, muted, mutedForeground and border',
  },
);

export const whiteLabelFontsSchema = z.object(
  { heading: font('fonts.heading'), body: font('fonts.body'), mono: font('fonts.mono') },
  { error: 'fonts must be an object with heading, body and mono' },
);

/** What PUT /white-label takes: every field of the kit but the uploaded images. */
export const whiteLabelInputSchema = z
  .object({
    primaryColor: hex('primaryColor'),
    secondaryColor: hex('secondaryColor'),
    accentColor: hex('accentColor'),
    colors: whiteLabelColorsSchema,
    fonts: whiteLabelFontsSchema,
    borderRadius: z.enum(BORDER_RADII, { error: WHITE_LABEL_MESSAGES.radius }),
    density: z.enum(DENSITIES, { error: WHITE_LABEL_MESSAGES.density }),
    companyName: z
      .string({ error: 'companyName must be text' })
      .trim()
      .max(WHITE_LABEL_LIMITS.companyName, WHITE_LABEL_MESSAGES.companyName),
    customCSS: z
      .string({ error: 'customCSS must be text' })
      .max(WHITE_LABEL_LIMITS.customCss, WHITE_LABEL_MESSAGES.customCss),
  })
  .strict();
export type WhiteLabelInput = z.input<typeof whiteLabelInputSchema>;
export type WhiteLabelFields = z.output<typeof whiteLabelInputSchema>;

const assetSchema = z.object({
  url: z.string(),
  contentType: z.enum(WHITE_LABEL_IMAGE_TYPES),
  sizeBytes: z.number(),
});
export type WhiteLabelAssetInfo = z.infer<typeof assetSchema>;

/** The kit as the API answers it. */
export const whiteLabelSchema = z.object({
  primaryColor: z.string(),
  secondaryColor: z.string(),
  accentColor: z.string(),
  colors: z.object({
    background: z.string(),
    foreground: z.string(),
    muted: z.string(),
    mutedForeground: z.string(),
    border: z.string(),
  }),
  fonts: z.object({ heading: z.enum(FONT_KEYS), body: z.enum(FONT_KEYS), mono: z.enum(FONT_KEYS) }),
  borderRadius: z.enum(BORDER_RADII),
  density: z.enum(DENSITIES),
  companyName: z.string(),
  /** The sanitised CSS, scoped under WHITE_LABEL_SCOPE. */
  customCSS: z.string(),
  logo: assetSchema.nullable(),
  favicon: assetSchema.nullable(),
});
export type WhiteLabelKit = z.infer<typeof whiteLabelSchema>;

/** GET /white-label: the kit, whether the agency may use it, and whether it was ever saved. */
export const whiteLabelStateSchema = z.object({
  kit: whiteLabelSchema,
  unlocked: z.boolean(),
  requirement: z.string(),
  /** False until the agency saves a kit: the app then keeps its own look. */
  customized: z.boolean(),
  updatedAt: z.string().nullable(),
  /** Where the theme's stylesheet (fonts and the custom CSS) is served, versioned. */
  stylesheetUrl: z.string().nullable(),
});
export type WhiteLabelState = z.infer<typeof whiteLabelStateSchema>;

/** PUT /white-label also says what the sanitiser took out of the custom CSS. */
export const whiteLabelSaveResultSchema = whiteLabelStateSchema.extend({
  removed: z.array(z.string()),
});
export type WhiteLabelSaveResult = z.infer<typeof whiteLabelSaveResultSchema>;
