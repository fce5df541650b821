/** The e-mail every platform admin receives for a piece of feedback: plain text first, simple HTML. */
import { FEEDBACK_CATEGORIES, type FeedbackCategory } from '@/shared/feedback';
import type { EmailContent } from '../mail/templates';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function feedbackEmail(opts: {
  category: FeedbackCategory;
  message: string;
  pageUrl: string | null;
  from: { name: string; email: string; organization: string; level: number };
  priority: boolean;
}): EmailContent {
  const category = FEEDBACK_CATEGORIES.find((c) => c.id === opts.category)?.label ?? opts.category;
  const subject = `${opts.priority ? '[Priority] ' : ''}Feedback (${category}) from ${opts.from.name || opts.from.email}`;
  const details: [string, string][] = [
    ['Category', category],
    ['From', `${opts.from.name} <${opts.from.email}>`],
    ['Organization', opts.from.organization],
    ['Level', `${opts.from.level}${opts.priority ? ' (Priority Support)' : ''}`],
    ['Page', opts.pageUrl ?? 'not given'],
  ];
  const text = [
    ...details.map(([k, v]) => `${k}: ${v}`),
    '',
    opts.message,
    '',
    '— Stratagent feedback',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a;line-height:1.5">
<table role="presentation" cellpadding="4" cellspacing="0">${details
    .map(([k, v]) => `<tr><td style="color:#64748b">${escape(k)}</td><td>${escape(v)}</td></tr>`)
    .join('')}</table>
<p style="white-space:pre-wrap;border-left:3px solid #2563eb;padding-left:12px">${escape(opts.message)}</p>
<p style="color:#94a3b8;font-size:12px">Stratagent feedback</p></body></html>`;
  return { subject, text, html, links: opts.pageUrl?.startsWith('http') ? [opts.pageUrl] : [] };
}
