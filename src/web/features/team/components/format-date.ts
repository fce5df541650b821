const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
