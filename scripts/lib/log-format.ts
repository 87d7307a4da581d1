const COLOURS = [36, 32, 33, 35, 34, 96, 92, 93, 95, 94, 91];
const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Turns one pino JSON line into `[name] LEVEL message key=value` for a person reading a terminal. */
export function formatLine(name: string, index: number, line: string, colour = process.stdout.isTTY): string {
  const tag = colour ? `\x1b[${COLOURS[index % COLOURS.length]}m[${name}]\x1b[0m` : `[${name}]`;
  if (!line.startsWith('{')) return `${tag} ${line}`;
  try {
    const o = JSON.parse(line) as Record<string, unknown>;
    const level = LEVELS[Number(o.level)] ?? String(o.level ?? '');
    const { msg, level: _l, time: _t, pid: _p, hostname: _h, name: _n, ...rest } = o;
    const req = rest.req as { method?: string; url?: string } | undefined;
    const res = rest.res as { statusCode?: number } | undefined;
    const parts: string[] = [];
    if (req?.method) parts.push(`${req.method} ${req.url}`);
    if (res?.statusCode) parts.push(`-> ${res.statusCode}`);
    for (const [k, v] of Object.entries(rest)) {
      if (['req', 'res', 'reqId', 'responseTime'].includes(k)) continue;
      parts.push(`${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
    }
    if (typeof rest.responseTime === 'number') parts.push(`${rest.responseTime.toFixed(1)}ms`);
    return `${tag} ${level.padEnd(5)} ${String(msg ?? '')} ${parts.join(' ')}`.trimEnd();
  } catch {
    return `${tag} ${line}`;
  }
}
