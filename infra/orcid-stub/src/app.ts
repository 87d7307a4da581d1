import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { demoResearchers } from './demo-researchers';
import type { Json } from './orcid-json';
import { RecordSource, recordName } from './records';
import { stubOrcidIds } from './stub-ids';
import { syntheticOrcidId } from './synthetic-researchers';
import { listen } from './listen';

/**
 * A stand-in for ORCID: the public API's `/v3.0/{id}/record` served from fixtures and generated
 * demo records, and the OAuth `/authenticate` flow (auto-approved). Used by `npm start` so demo
 * users can link iDs offline, and by tests. Plain node:http, no dependencies.
 */
export interface OrcidStubOptions {
  fixturesDir?: string;
  /** How many times the flaky iD answers 503 before it answers the record (default 2). */
  flakyFailures?: number;
  /** How long the slow iD takes to answer, in ms (default 3000). */
  slowMs?: number;
  /** When set, /oauth/token checks the client's credentials against these. */
  clientId?: string;
  clientSecret?: string;
  log?: (line: string) => void;
}

interface OrcidStub {
  server: Server;
  /** How many times a record was asked for (tests check retries and rate limits with it). */
  recordRequests(orcidId: string): number;
  /** ORCID "does not answer" for this iD's record (503) for the next `ms` milliseconds. */
  outage(orcidId: string, ms: number): void;
  /** Changes an iD's record as its holder would on orcid.org (its last-modified-date moves on). */
  editRecord(orcidId: string, edit: (record: Json) => void): void;
}

const ORCID_JSON = 'application/vnd.orcid+json; qs=4;charset=UTF-8';
const RECORD_PATH = /^\/v3\.0\/([^/]+)\/record\/?$/;
/** The longest outage `POST /__stub/outage` may declare. */
const MAX_OUTAGE_MS = 10 * 60_000;

interface GrantedCode {
  orcid: string;
  clientId: string;
  redirectUri: string;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The stub's stand-in for ORCID's sign-in page: the request's parameters carried along, an iD
 * field holding a fresh synthetic researcher's iD, and the demo researchers' own iDs to choose.
 */
function signInPage(query: URLSearchParams): string {
  const fresh = syntheticOrcidId(randomInt(1_000_000));
  const hidden = [...query.entries()]
    .filter(([name]) => name !== 'orcid')
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const demo = demoResearchers
    .map((r) => `<option value="${r.orcidId}">${escapeHtml(`${r.givenNames} ${r.familyName}`)}</option>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in to ORCID (development stub)</title></head>
<body style="font-family:system-ui;max-width:32rem;margin:3rem auto">
<h1>Sign in to ORCID</h1><p>Development stub: say which ORCID iD is yours.</p>
<form method="get" action="/oauth/authorize">${hidden}
<label for="orcid">Your ORCID iD</label><br>
<input id="orcid" name="orcid" value="${fresh}" list="demo" pattern="\\d{4}-\\d{4}-\\d{4}-\\d{3}[\\dX]" required size="22">
<datalist id="demo">${demo}</datalist>
<p><button type="submit">Authorize</button> <a href="?${escapeHtml(new URLSearchParams([...query.entries(), ['deny', '1']]).toString())}">Deny</a></p>
</form></body></html>`;
}

function send(res: ServerResponse, status: number, body: unknown, contentType = 'application/json'): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** The error body ORCID's API answers with. */
function orcidError(status: number, developerMessage: string, userMessage: string, errorCode: number) {
  return {
    'response-code': status,
    'developer-message': developerMessage,
    'user-message': userMessage,
    'error-code': errorCode,
    'more-info': 'https://info.orcid.org/documentation/api-tutorials/troubleshooting-orcid-api/',
  };
}

async function readBody(req: IncomingMessage, limit = 64 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function buildOrcidStub(options: OrcidStubOptions = {}): OrcidStub {
  const records = new RecordSource(options.fixturesDir);
  const flakyFailures = options.flakyFailures ?? 2;
  const slowMs = options.slowMs ?? 3000;
  const counts = new Map<string, number>();
  const codes = new Map<string, GrantedCode>();
  /** iD -> the time (ms since the epoch) its declared outage ends. */
  const outages = new Map<string, number>();
  const log = options.log ?? (() => undefined);

  async function serveRecord(res: ServerResponse, orcidId: string): Promise<void> {
    const n = (counts.get(orcidId) ?? 0) + 1;
    counts.set(orcidId, n);
    const down = (outages.get(orcidId) ?? 0) > Date.now();
    if (down || (orcidId === stubOrcidIds.flaky && n <= flakyFailures)) {
      res.setHeader('retry-after', '1');
      send(res, 503, orcidError(503, 'Service temporarily unavailable', 'Please try again later.', 9999));
      return;
    }
    if (orcidId === stubOrcidIds.slow) await sleep(slowMs);
    const record = records.find(orcidId);
    if (!record) {
      send(
        res,
        404,
        orcidError(
          404,
          `404 Not Found: The resource was not found. Full validation error: ORCID iD ${orcidId} not found`,
          'The resource was not found.',
          9016,
        ),
        ORCID_JSON,
      );
      return;
    }
    send(res, 200, record, ORCID_JSON);
  }

  function authorize(res: ServerResponse, query: URLSearchParams): void {
    const clientId = query.get('client_id');
    const redirectUri = query.get('redirect_uri');
    if (!clientId || !redirectUri || query.get('response_type') !== 'code') {
      send(res, 400, {
        error: 'invalid_request',
        error_description: 'client_id, redirect_uri and response_type=code are required',
      });
      return;
    }
    const target = new URL(redirectUri);
    const state = query.get('state');
    if (state) target.searchParams.set('state', state);
    if (query.get('deny') === '1') {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', 'User denied access');
    } else {
      const orcid = query.get('orcid');
      // Like ORCID's own sign-in page: the person says who they are. Nobody is handed someone
      // else's iD; the form offers a fresh synthetic record, or a demo researcher's own iD.
      if (!orcid) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(signInPage(query));
        return;
      }
      const code = randomBytes(4).toString('hex').slice(0, 6).toUpperCase();
      codes.set(code, { orcid, clientId, redirectUri });
      target.searchParams.set('code', code);
    }
    res.writeHead(302, { location: target.toString() });
    res.end();
  }

  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(req));
    const clientId = form.get('client_id') ?? '';
    if (
      (options.clientId && clientId !== options.clientId) ||
      (options.clientSecret && form.get('client_secret') !== options.clientSecret)
    ) {
      send(res, 401, { error: 'invalid_client', error_description: `Client not found: ${clientId}` });
      return;
    }
    if (form.get('grant_type') !== 'authorization_code') {
      send(res, 400, { error: 'unsupported_grant_type', error_description: 'Unsupported grant type' });
      return;
    }
    const code = form.get('code') ?? '';
    const granted = codes.get(code);
    codes.delete(code); // single use, as at ORCID
    if (!granted || granted.clientId !== clientId || granted.redirectUri !== form.get('redirect_uri')) {
      send(res, 400, { error: 'invalid_grant', error_description: `Invalid authorization code: ${code}` });
      return;
    }
    const record = records.find(granted.orcid);
    send(res, 200, {
      access_token: randomUUID(),
      token_type: 'bearer',
      refresh_token: randomUUID(),
      expires_in: 631138518,
      scope: '/authenticate',
      name: record ? recordName(record) : null,
      orcid: granted.orcid,
    });
  }

  function outage(orcidId: string, ms: number): void {
    outages.set(orcidId, Date.now() + ms);
  }

  /** Tests make ORCID fail for one iD, as it does when it is down, without touching anyone else's. */
  async function declareOutage(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body: { orcidId?: unknown; ms?: unknown } = {};
    try {
      body = JSON.parse(await readBody(req)) as typeof body;
    } catch {
      // answered below as a bad request
    }
    const { orcidId, ms } = body;
    if (
      typeof orcidId !== 'string' ||
      !Number.isInteger(ms) ||
      (ms as number) < 0 ||
      (ms as number) > MAX_OUTAGE_MS
    ) {
      send(res, 400, { error: `Send {"orcidId": "...", "ms": 0..${MAX_OUTAGE_MS}}` });
      return;
    }
    outage(orcidId, ms as number);
    log(`outage for ${orcidId}: ${String(ms)} ms`);
    send(res, 200, { orcidId, until: new Date(Date.now() + (ms as number)).toISOString() });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://orcid-stub');
    log(`${req.method} ${url.pathname}`);
    const handle = async () => {
      const match = RECORD_PATH.exec(url.pathname);
      if (req.method === 'GET' && match) return serveRecord(res, decodeURIComponent(match[1] ?? ''));
      if (req.method === 'GET' && url.pathname === '/oauth/authorize')
        return authorize(res, url.searchParams);
      if (req.method === 'POST' && url.pathname === '/oauth/token') return token(req, res);
      if (req.method === 'POST' && url.pathname === '/__stub/outage') return declareOutage(req, res);
      if (req.method === 'GET' && url.pathname === '/healthz') return send(res, 200, { status: 'ok' });
      send(
        res,
        404,
        orcidError(404, `No such resource: ${url.pathname}`, 'The resource was not found.', 9016),
      );
    };
    handle().catch((err: Error) => {
      if (!res.headersSent) send(res, 500, orcidError(500, err.message, 'Something went wrong.', 9000));
      else res.destroy();
    });
  });

  function editRecord(orcidId: string, edit: (record: Json) => void): void {
    const record = records.find(orcidId);
    if (!record) throw new Error(`The stub has no record for ${orcidId}`);
    edit(record);
    (record as { history: { 'last-modified-date': { value: number } } }).history['last-modified-date'] = {
      value: Date.now(),
    };
  }

  return { server, recordRequests: (id) => counts.get(id) ?? 0, outage, editRecord };
}

export interface RunningOrcidStub extends OrcidStub {
  /** e.g. http://127.0.0.1:4101 (use as ORCID_API_URL and ORCID_OAUTH_URL). */
  url: string;
  close(): Promise<void>;
}

/** Builds the stub and listens (port 0 picks a free port). */
export async function startOrcidStub(
  options: OrcidStubOptions & { port?: number; host?: string } = {},
): Promise<RunningOrcidStub> {
  const stub = buildOrcidStub(options);
  return { ...stub, ...(await listen(stub.server, options.port, options.host)) };
}
