const monthYear = new Intl.DateTimeFormat('en-AU', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * ORCID dates are often partial ("2019", "2019-03", "2019-03-01"): show as much as is known, in
 * en-AU ("2019", "Mar 2019", "1 Mar 2019"). Anything else is shown as it came.
 */
export function formatPartialDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const m = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(value);
  if (!m) return value;
  const [, y, mo, d] = m;
  if (!mo) return y!;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, d ? Number(d) : 1));
  if (Number.isNaN(date.getTime())) return y!;
  return d ? dayMonthYear.format(date) : monthYear.format(date);
}

/** "Feb 2019 - Present" when there is no end date; null when neither end is known. */
export function dateRange(start: string | null | undefined, end: string | null | undefined): string | null {
  const from = formatPartialDate(start);
  const to = formatPartialDate(end);
  if (!from && !to) return null;
  if (!to) return `${from} - Present`;
  return from ? `${from} - ${to}` : to;
}
