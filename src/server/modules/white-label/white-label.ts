/**
 * The agency's white-label brand kit (seed 001 §3): reading it (every member, client portal
 * users included, get their agency's kit), saving it and its images (owners and admins, once
 * unlocked: an agency with more than 2 clients, seed 000 §4) and the theme's stylesheet.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { lockedFeatureMessage } from '@/shared/feature-unlocks';
import { isUnlocked, unlockRequirement } from '@/shared/unlocks';
import {
  DEFAULT_WHITE_LABEL,
  FONT_STACKS,
  WHITE_LABEL_LIMITS,
  WHITE_LABEL_MESSAGES,
  WHITE_LABEL_SCOPE,
  type WhiteLabelAsset,
  type WhiteLabelFields,
  type WhiteLabelImageType,
  type WhiteLabelKit,
  type WhiteLabelState,
} from '@/shared/white-label';
import { queryRows, type Db, type Tx } from '../../db/client';
import { withTenant, type TenantScope } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import type { DocumentStorage } from '../documents/storage';

type Scope = TenantScope & { orgId: string };

type Row = {
  primary_color: string;
  secondary_color: string;
  accent_color: string;
  colors: WhiteLabelKit['colors'];
  fonts: WhiteLabelKit['fonts'];
  border_radius: WhiteLabelKit['borderRadius'];
  density: WhiteLabelKit['density'];
  company_name: string;
  custom_css: string;
  logo_key: string | null;
  logo_type: WhiteLabelImageType | null;
  logo_size: number | null;
  favicon_key: string | null;
  favicon_type: WhiteLabelImageType | null;
  favicon_size: number | null;
  updated_at: Date | string;
};

export const API_BASE = '/api/v1/white-label';

async function unlockOf(tx: Tx) {
  const [row] = await queryRows<{ organization_type: 'SME' | 'AGENCY'; client_count: number }>(
    tx,
    sql`select * from app_white_label_unlock()`,
  );
  if (!row) throw new AppError('not_found', 'Organization not found');
  return isUnlocked('white_label', {
    organizationType: row.organization_type,
    clientCount: Number(row.client_count),
    campaignCount: 0,
    documentCount: 0,
    aiInteractions: 0,
  });
}

async function requireUnlocked(tx: Tx) {
  if (!(await unlockOf(tx))) throw new AppError('forbidden', lockedFeatureMessage('white_label'));
}

const readRow = async (tx: Tx) =>
  (await queryRows<Row>(tx, sql`select * from white_label_settings`))[0] ?? null;

const version = (row: Row) => new Date(row.updated_at).getTime().toString(36);

function present(row: Row | null, unlocked: boolean): WhiteLabelState {
  if (!row)
    return {
      kit: DEFAULT_WHITE_LABEL,
      unlocked,
      requirement: unlockRequirement('white_label'),
      customized: false,
      updatedAt: null,
      stylesheetUrl: null,
    };
  const v = version(row);
  const asset = (kind: WhiteLabelAsset, type: WhiteLabelImageType | null, size: number | null) =>
    type && size ? { url: `${API_BASE}/${kind}?v=${v}`, contentType: type, sizeBytes: size } : null;
  return {
    kit: {
      primaryColor: row.primary_color,
      secondaryColor: row.secondary_color,
      accentColor: row.accent_color,
      colors: { ...DEFAULT_WHITE_LABEL.colors, ...row.colors },
      fonts: { ...DEFAULT_WHITE_LABEL.fonts, ...row.fonts },
      borderRadius: row.border_radius,
      density: row.density,
      companyName: row.company_name,
      customCSS: row.custom_css,
      logo: asset('logo', row.logo_type, row.logo_size),
      favicon: asset('favicon', row.favicon_type, row.favicon_size),
    },
    unlocked,
    requirement: unlockRequirement('white_label'),
    customized: true,
    updatedAt: new Date(row.updated_at).toISOString(),
    stylesheetUrl: `${API_BASE}/theme.css?v=${v}`,
  };
}

export const getWhiteLabel = (db: Db, scope: Scope) =>
  withTenant(db, scope, async (tx) => present(await readRow(tx), await unlockOf(tx)));

/** Saves every field but the images; answers the kit and what the CSS sanitiser removed. */
export async function saveWhiteLabel(db: Db, scope: Scope, input: WhiteLabelFields) {
  // PostCSS loads with the first save, not at start (decision 050).
  const { sanitizeCss } = await import('./sanitize-css');
  const { css, removed } = sanitizeCss(input.customCSS);
  return withTenant(db, scope, async (tx) => {
    await requireUnlocked(tx);
    await tx.execute(sql`insert into white_label_settings
        (org_id, primary_color, secondary_color, accent_color, colors, fonts, border_radius,
         density, company_name, custom_css, updated_by, updated_at)
      values (${scope.orgId}, ${input.primaryColor}, ${input.secondaryColor}, ${input.accentColor},
        ${JSON.stringify(input.colors)}::jsonb, ${JSON.stringify(input.fonts)}::jsonb,
        ${input.borderRadius}, ${input.density}, ${input.companyName}, ${css},
        ${scope.userId ?? null}, now())
      on conflict (org_id) do update set
        primary_color = excluded.primary_color, secondary_color = excluded.secondary_color,
        accent_color = excluded.accent_color, colors = excluded.colors, fonts = excluded.fonts,
        border_radius = excluded.border_radius, density = excluded.density,
        company_name = excluded.company_name, custom_css = excluded.custom_css,
        updated_by = excluded.updated_by,
        updated_at = greatest(now(), white_label_settings.updated_at + interval '1 millisecond')`);
    return { ...present(await readRow(tx), true), removed };
  });
}

/** Back to the app's own look: the kit and its images are deleted. */
export async function resetWhiteLabel(db: Db, storage: DocumentStorage, scope: Scope) {
  const keys = await withTenant(db, scope, async (tx) => {
    await requireUnlocked(tx);
    const row = await readRow(tx);
    await tx.execute(sql`delete from white_label_settings`);
    return [row?.logo_key, row?.favicon_key].filter((k): k is string => !!k);
  });
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
  return getWhiteLabel(db, scope);
}

const EXTENSIONS: Record<WhiteLabelImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/x-icon': 'ico',
};

/**
 * The image's type from its first bytes: PNG, JPEG, WebP or ICO. SVG is refused (it can carry
 * script); so is anything else, whatever its name or declared type says.
 */
export function detectImageType(bytes: Uint8Array): WhiteLabelImageType | 'svg' | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  )
    return 'image/webp';
  // ICONDIR: reserved 0, type 1 (icon), at least one image.
  if (starts(0x00, 0x00, 0x01, 0x00) && (bytes[4] ?? 0) + (bytes[5] ?? 0) > 0)
    return 'image/x-icon';
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (
    head.startsWith('<svg') ||
    (head.startsWith('<?xml') && head.includes('<svg')) ||
    head.includes('<svg')
  )
    return 'svg';
  return null;
}

export function checkImage(asset: WhiteLabelAsset, bytes: Uint8Array, filename: string) {
  if (bytes.byteLength === 0)
    throw new AppError('bad_request', WHITE_LABEL_MESSAGES.emptyFile, { field: 'file' });
  const max = asset === 'logo' ? WHITE_LABEL_LIMITS.logoBytes : WHITE_LABEL_LIMITS.faviconBytes;
  if (bytes.byteLength > max) throw tooLarge(asset);
  const type = detectImageType(bytes);
  if (type === 'svg' || /\.svgz?$/i.test(filename))
    throw new AppError('bad_request', WHITE_LABEL_MESSAGES.svgRefused, { field: 'file' });
  if (!type)
    throw new AppError('bad_request', WHITE_LABEL_MESSAGES.unsupportedType, { field: 'file' });
  return type;
}

export const tooLarge = (asset: WhiteLabelAsset) =>
  new AppError(
    'bad_request',
    asset === 'logo' ? WHITE_LABEL_MESSAGES.logoTooLarge : WHITE_LABEL_MESSAGES.faviconTooLarge,
    { field: 'file' },
  );

/** Stores a logo or favicon (a kit with the defaults is created if none was saved yet). */
export async function uploadAsset(
  db: Db,
  storage: DocumentStorage,
  scope: Scope,
  asset: WhiteLabelAsset,
  file: { bytes: Uint8Array; filename: string },
) {
  const type = checkImage(asset, file.bytes, file.filename);
  const key = `${scope.orgId}/white-label/${asset}-${crypto.randomUUID()}.${EXTENSIONS[type]}`;
  let stored = false;
  try {
    const { state, previous } = await withTenant(db, scope, async (tx) => {
      await requireUnlocked(tx);
      const before = await readRow(tx);
      await storage.put(key, file.bytes);
      stored = true;
      const d = DEFAULT_WHITE_LABEL;
      const size = file.bytes.byteLength;
      if (asset === 'logo')
        await tx.execute(sql`insert into white_label_settings
            (org_id, primary_color, secondary_color, accent_color, colors, fonts, logo_key, logo_type, logo_size, updated_by)
          values (${scope.orgId}, ${d.primaryColor}, ${d.secondaryColor}, ${d.accentColor},
            ${JSON.stringify(d.colors)}::jsonb, ${JSON.stringify(d.fonts)}::jsonb, ${key}, ${type}, ${size}, ${scope.userId ?? null})
          on conflict (org_id) do update set logo_key = excluded.logo_key, logo_type = excluded.logo_type,
            logo_size = excluded.logo_size, updated_by = excluded.updated_by,
            updated_at = greatest(now(), white_label_settings.updated_at + interval '1 millisecond')`);
      else
        await tx.execute(sql`insert into white_label_settings
            (org_id, primary_color, secondary_color, accent_color, colors, fonts, favicon_key, favicon_type, favicon_size, updated_by)
          values (${scope.orgId}, ${d.primaryColor}, ${d.secondaryColor}, ${d.accentColor},
            ${JSON.stringify(d.colors)}::jsonb, ${JSON.stringify(d.fonts)}::jsonb, ${key}, ${type}, ${size}, ${scope.userId ?? null})
          on conflict (org_id) do update set favicon_key = excluded.favicon_key, favicon_type = excluded.favicon_type,
            favicon_size = excluded.favicon_size, updated_by = excluded.updated_by,
            updated_at = greatest(now(), white_label_settings.updated_at + interval '1 millisecond')`);
      return {
        state: present(await readRow(tx), true),
        previous: asset === 'logo' ? before?.logo_key : before?.favicon_key,
      };
    });
    if (previous) await storage.delete(previous).catch(() => undefined);
    return state;
  } catch (error) {
    if (stored) await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

export async function deleteAsset(
  db: Db,
  storage: DocumentStorage,
  scope: Scope,
  asset: WhiteLabelAsset,
) {
  const { state, previous } = await withTenant(db, scope, async (tx) => {
    await requireUnlocked(tx);
    const before = await readRow(tx);
    const previous = asset === 'logo' ? before?.logo_key : before?.favicon_key;
    if (!previous) throw new AppError('not_found', WHITE_LABEL_MESSAGES.assetNotFound);
    if (asset === 'logo')
      await tx.execute(sql`update white_label_settings
        set logo_key = null, logo_type = null, logo_size = null, updated_by = ${scope.userId ?? null},
          updated_at = greatest(now(), updated_at + interval '1 millisecond')`);
    else
      await tx.execute(sql`update white_label_settings
        set favicon_key = null, favicon_type = null, favicon_size = null, updated_by = ${scope.userId ?? null},
          updated_at = greatest(now(), updated_at + interval '1 millisecond')`);
    return { state: present(await readRow(tx), true), previous };
  });
  await storage.delete(previous).catch(() => undefined);
  return state;
}

/** The stored image and its type; 404 when there is none. */
export async function readAsset(
  db: Db,
  storage: DocumentStorage,
  scope: Scope,
  asset: WhiteLabelAsset,
) {
  const row = await withTenant(db, scope, readRow);
  const key = asset === 'logo' ? row?.logo_key : row?.favicon_key;
  const type = asset === 'logo' ? row?.logo_type : row?.favicon_type;
  const bytes = key ? await storage.get(key) : null;
  if (!bytes || !type) throw new AppError('not_found', WHITE_LABEL_MESSAGES.assetNotFound);
  return { bytes, type };
}

/**
 * The theme's stylesheet: the kit's fonts on the page and the sanitised custom CSS (already
 * scoped under WHITE_LABEL_SCOPE when it was saved). Empty while the feature is locked.
 */
export async function themeStylesheet(db: Db, scope: Scope): Promise<string> {
  const state = await getWhiteLabel(db, scope);
  if (!state.unlocked || !state.customized) return '/* No white-label theme. */\n';
  const { fonts, customCSS } = state.kit;
  return [
    '/* White-label theme: fonts, then the agency’s custom CSS (sanitised and scoped). */',
    `body { font-family: ${FONT_STACKS[fonts.body].css}; }`,
    `h1, h2, h3, h4, h5, h6 { font-family: ${FONT_STACKS[fonts.heading].css}; }`,
    `code, kbd, pre, samp { font-family: ${FONT_STACKS[fonts.mono].css}; }`,
    customCSS.trim()
      ? `/* Custom CSS, applied inside ${WHITE_LABEL_SCOPE} only. */\n${customCSS}`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
}
