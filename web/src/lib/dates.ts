const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** en-AU date ("22 Nov 2026"), or `fallback` when missing or invalid. */
export function formatDate(value: string | Date | null | undefined, fallback = 'Never'): string {
  if (!value) return fallback;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? fallback : dateFormat.format(d);
}

export function formatDateTime(value: string | Date | null | undefined, fallback = 'Never'): string {
  if (!value) return fallback;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? fallback : dateTimeFormat.format(d);
}
