/** URL-safe slug from an organization name: lower case, ASCII letters, digits and single dashes. */
export function slugify(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|(?<!-)-+$/g, '')
    .slice(0, 48)
    .replace(/(?<!-)-+$/, '');
  return base || 'organization';
}
