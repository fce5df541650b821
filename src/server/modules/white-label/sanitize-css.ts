/**
 * The agency's custom CSS, parsed with PostCSS and rebuilt from what is allowed (see
 * docs/decisions/029-white-label.md): every rule scoped under WHITE_LABEL_SCOPE (the page
 * content, never the header, menus or dialogs), an allow-list of brand-styling properties,
 * no at-rule but @media, @supports and @container, no address off the app's origin, nothing
 * that hides. What was taken out is reported, one line each, for the settings page.
 */
import postcss, { CssSyntaxError, type ChildNode, type Container, type Declaration } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { WHITE_LABEL_MESSAGES, WHITE_LABEL_SCOPE } from '@/shared/white-label';
import { AppError } from '../../lib/errors';

const SCOPE_CLASS = WHITE_LABEL_SCOPE.slice(1);
const KEPT_AT_RULES = new Set(['media', 'supports', 'container']);
/** Selectors that name the document itself: replaced by the scope when they lead. */
const ROOT_TAGS = new Set(['html', 'body']);
const ROOT_PSEUDOS = new Set([':root', ':host', ':host-context']);

/** Brand styling: colours, surfaces, borders, shadows and type. Nothing that lays out or hides. */
const ALLOWED_PROPERTIES = [
  /^color$/,
  /^accent-color$/,
  /^caret-color$/,
  /^background(-(color|image|position|position-x|position-y|size|repeat|origin|clip|attachment|blend-mode))?$/,
  /^border(-(top|right|bottom|left|block|inline|block-start|block-end|inline-start|inline-end))?(-(color|style|width))?$/,
  /^border(-(top|bottom|start|end)-(left|right|start|end))?-radius$/,
  /^outline(-(color|style|width|offset))?$/,
  /^box-shadow$/,
  /^text-shadow$/,
  /^font-(family|weight|style|size|variant|stretch|feature-settings)$/,
  /^font$/,
  /^line-height$/,
  /^letter-spacing$/,
  /^word-spacing$/,
  /^text-(transform|align|decoration|decoration-(color|line|style|thickness)|underline-offset)$/,
  /^cursor$/,
  /^transition(-(property|duration|timing-function|delay))?$/,
  /^fill$/,
  /^stroke(-width)?$/,
];

export type SanitizedCss = { css: string; removed: string[] };

/** Parses and rebuilds `source`; a syntax error is the caller's mistake (400). */
export function sanitizeCss(source: string): SanitizedCss {
  const removed: string[] = [];
  if (!source.trim()) return { css: '', removed };
  let root: postcss.Root;
  try {
    root = postcss.parse(source);
  } catch (error) {
    if (error instanceof CssSyntaxError)
      throw new AppError(
        'validation_error',
        `${WHITE_LABEL_MESSAGES.unparsableCss}${error.reason} (line ${error.line ?? '?'})`,
        { field: 'customCSS' },
      );
    throw error;
  }
  const drop = (node: ChildNode, what: string, why: string) => {
    const line = node.source?.start?.line;
    removed.push(`${line ? `Line ${line}: ` : ''}${clip(what)} (${why})`);
    node.remove();
  };

  const walk = (container: Container, insideRule: boolean) => {
    // A copy: dropping a node while iterating the live list would skip its neighbour.
    for (const node of [...(container.nodes ?? [])]) {
      if (node.type === 'comment') {
        node.remove();
      } else if (node.type === 'atrule') {
        const name = node.name.toLowerCase();
        if (insideRule) drop(node, `@${node.name}`, 'at-rules inside a rule are not allowed');
        else if (!KEPT_AT_RULES.has(name))
          drop(node, `@${node.name} ${node.params}`.trim(), atRuleReason(name));
        else if (hasEscape(node.params) || /url\s*\(|expression|javascript:/i.test(node.params))
          drop(
            node,
            `@${node.name} ${node.params}`,
            'the condition carries an address or a script',
          );
        else if (!node.nodes) drop(node, `@${node.name} ${node.params}`, 'it has no block');
        else {
          delete (node.raws as { params?: unknown }).params;
          walk(node, false);
        }
      } else if (node.type === 'rule') {
        if (insideRule) {
          drop(node, node.selector, 'nested rules are not allowed');
          continue;
        }
        const selector = scopeSelectors(node.selector, (what, why) =>
          removed.push(`${line(node)}${clip(what)} (${why})`),
        );
        if (!selector) {
          node.remove();
          continue;
        }
        node.selector = selector;
        walk(node, true);
        if (!node.nodes?.length) node.remove();
      } else if (node.type === 'decl') {
        if (!insideRule) {
          drop(node, `${node.prop}: ${node.value}`, 'declarations must be inside a rule');
          continue;
        }
        // Comments go first: what is checked is exactly what is written back.
        node.value = node.value.replace(/\/\*[\s\S]*?(\*\/|$)/g, '');
        const why = refusal(node);
        if (why)
          drop(node, `${node.prop}: ${node.value}${node.important ? ' !important' : ''}`, why);
        // Written back from the checked value, never from the raw text (comments included).
        else delete (node.raws as { value?: unknown }).value;
      }
    }
    // An @media left empty says nothing.
    if (container.type === 'atrule' && !container.nodes?.length) container.remove();
  };
  walk(root, false);
  root.raws.after = '\n';
  const css = root.nodes.length ? root.toString().trim() + '\n' : '';
  return { css, removed };
}

const line = (node: ChildNode) =>
  node.source?.start?.line ? `Line ${node.source.start.line}: ` : '';
const clip = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 80 ? `${flat.slice(0, 77)}...` : flat;
};
const hasEscape = (text: string) => text.includes('\\');

function atRuleReason(name: string): string {
  if (name === 'import') return 'imports are not allowed';
  if (name === 'font-face') return 'fonts come from the font lists above';
  if (name === 'keyframes' || name.endsWith('-keyframes'))
    return 'animations would override the app’s own';
  return 'only @media, @supports and @container are allowed';
}

/** Why a declaration is refused, or null to keep it. */
function refusal(decl: Declaration): string | null {
  const prop = decl.prop.toLowerCase();
  const value = decl.value;
  if (hasEscape(prop) || hasEscape(value)) return 'escape sequences are not allowed';
  if (/expression\s*\(/i.test(value)) return 'expression() runs script';
  if (/javascript:|vbscript:/i.test(value)) return 'script addresses are not allowed';
  if (/behavior|binding/.test(prop)) return 'it runs script';
  if (!ALLOWED_PROPERTIES.some((p) => p.test(prop))) return hidingReason(prop, value);
  const address = offOriginAddress(value);
  if (address !== null)
    return `only same-origin addresses (relative paths or /api/...) are allowed`;
  if (prop === 'color' && /\btransparent\b/i.test(value)) return 'it hides the text';
  if ((prop === 'font-size' || prop === 'font') && tooSmall(value, prop))
    return 'it hides the text';
  if (prop === 'line-height' && tooTight(value)) return 'it hides the text';
  if ((prop === 'letter-spacing' || prop === 'word-spacing') && value.includes('-'))
    return 'negative spacing can hide the text';
  return null;
}

function hidingReason(prop: string, value: string): string {
  if (prop === 'display' && /\bnone\b/i.test(value)) return 'it hides content';
  if (prop === 'visibility' && /hidden|collapse/i.test(value)) return 'it hides content';
  if (prop === 'opacity') return 'it can hide content';
  if (prop === 'content-visibility') return 'it hides content';
  if (prop.startsWith('--')) return 'custom properties are set by the brand kit';
  return 'only colour, background, border, shadow and type properties are allowed';
}

/** The first address in `value` that is not same-origin, or null when all are. */
export function offOriginAddress(value: string): string | null {
  // Every function that can take an address; an unquoted one ends at the first ')'.
  const pattern =
    /\b(?:url|src|image|image-set|-webkit-image-set)\s*\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))/gi;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(value)) !== null) {
    const address = (match[1] ?? match[2] ?? match[3] ?? '').trim();
    // image-set("a.png" 1x, ...) lists further addresses as plain strings.
    const strings = [
      address,
      ...[...value.slice(match.index).matchAll(/"([^"]*)"|'([^']*)'/g)].map(
        (m) => m[1] ?? m[2] ?? '',
      ),
    ];
    for (const candidate of strings) if (candidate && !sameOrigin(candidate)) return candidate;
  }
  // A quoted address outside any function (`background: "https://…"`) is not CSS, but refuse it.
  if (/["'](?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(value)) return value;
  return null;
}

/** Where the sanitised CSS is served from: relative addresses resolve against it. */
const STYLESHEET_ADDRESS = 'https://app.invalid/api/v1/white-label/theme.css';

/**
 * An address the theme may load: one that resolves, as the browser resolves it against the
 * stylesheet, to the app's own /api/... with no step up a folder. The browser's own parser
 * decides (it drops control characters and blanks around an address, reads a backslash as a
 * slash and %2e as a dot), so `\u0001//host`, `/\\host` and `../../logout` are all refused.
 */
export function sameOrigin(address: string): boolean {
  const a = address.trim();
  if (!a) return false;
  let resolved: URL;
  try {
    resolved = new URL(a, STYLESHEET_ADDRESS);
  } catch {
    return false;
  }
  const base = new URL(STYLESHEET_ADDRESS);
  if (resolved.origin !== base.origin || !resolved.pathname.startsWith('/api/')) return false;
  // A dot segment, even one the resolution removed, climbs out of the stylesheet's folder.
  return !/(?:^|[\\/])(?:\.|%2e){1,2}(?:[\\/?#]|$)/i.test(a);
}

const MIN_PX = 8;
const PX_PER: Record<string, number> = {
  px: 1,
  pt: 4 / 3,
  '%': 0.16,
  rem: 16,
  em: 16,
  ex: 8,
  ch: 8,
};
function tooSmall(value: string, prop: string): boolean {
  const v = value.trim().toLowerCase();
  // A size computed at run time cannot be checked here.
  if (/\b(?:calc|var|min|max|clamp|env)\s*\(/.test(v)) return true;
  // The shorthand's sizes are its tokens with a unit ("700 14px/1.2 serif"); a lone number is px.
  const tokens = prop === 'font' ? v.split(/[\s/]+/) : [v];
  return tokens.some((token) => {
    const m = /^(-?[\d.]+)([a-z%]*)$/.exec(token);
    if (!m || (prop === 'font' && !m[2])) return false;
    const n = Number(m[1]);
    if (!Number.isFinite(n)) return true;
    return n * (PX_PER[m[2] || 'px'] ?? 4) < MIN_PX;
  });
}

/** A line height of (nearly) nothing stacks the lines on one another. */
function tooTight(value: string): boolean {
  const v = value.trim().toLowerCase();
  if (/\b(?:calc|var|min|max|clamp|env)\s*\(/.test(v)) return true;
  const m = /^(-?[\d.]+)([a-z%]*)$/.exec(v);
  if (!m) return false;
  const n = Number(m[1]);
  const unit = m[2] ?? '';
  if (!Number.isFinite(n)) return true;
  return unit === '' || unit === 'em' || unit === 'rem'
    ? n < 0.5
    : n * (PX_PER[unit] ?? 4) < MIN_PX;
}

/**
 * Every selector of a rule under the scope: a leading html, body or :root becomes the scope
 * itself; anything else is prefixed with it as an ancestor. A selector that would reach
 * outside the scope (a sibling of it, the document elsewhere in the chain) is dropped.
 */
export function scopeSelectors(
  selector: string,
  report: (what: string, why: string) => void,
): string | null {
  let result: string | null = null;
  try {
    result = selectorParser((selectors) => {
      selectors.each((sel) => {
        const why = scopeOne(sel);
        if (why) {
          report(sel.toString().trim(), why);
          sel.remove();
        }
      });
    }).processSync(selector, { lossless: false });
  } catch {
    report(selector, 'the selector could not be parsed');
    return null;
  }
  return result && result.trim() ? result : null;
}

type Sel = selectorParser.Selector;

function scopeOne(sel: Sel): string | null {
  const nodes = sel.nodes;
  if (nodes[0]?.type === 'combinator') return 'it reaches outside the branded area';
  const firstCombinator = nodes.findIndex((n) => n.type === 'combinator');
  const leading = firstCombinator === -1 ? nodes : nodes.slice(0, firstCombinator);
  const isRoot = (n: selectorParser.Node) =>
    (n.type === 'tag' && ROOT_TAGS.has(n.value.toLowerCase())) ||
    (n.type === 'pseudo' && ROOT_PSEUDOS.has(n.value.toLowerCase()));
  const isScope = (n: selectorParser.Node) => n.type === 'class' && n.value === SCOPE_CLASS;
  const leadsWithScope = leading.some((n) => isRoot(n) || isScope(n));
  if (leadsWithScope) {
    const next = firstCombinator === -1 ? null : (nodes[firstCombinator]?.value ?? '').trim();
    if (next === '+' || next === '~') return 'it reaches outside the branded area';
    for (const n of leading) if (isRoot(n) || isScope(n)) n.remove();
    sel.prepend(selectorParser.className({ value: SCOPE_CLASS }));
  }
  let outside = false;
  sel.walk((n) => {
    if (isRoot(n)) outside = true;
    if (n.type === 'nesting') outside = true;
  });
  if (outside) return 'it reaches outside the branded area';
  if (!leadsWithScope) {
    sel.prepend(selectorParser.combinator({ value: ' ' }));
    sel.prepend(selectorParser.className({ value: SCOPE_CLASS }));
  }
  return null;
}
