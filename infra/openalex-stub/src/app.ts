import { createServer, type Server, type ServerResponse } from 'node:http';
import { Catalogue } from './catalogue';
import { authorJson, notFoundJson, workJson } from './openalex-json';
import { listen } from '../../orcid-stub/src/listen';

/**
 * A stand-in for OpenAlex's free singleton look-ups: `/authors/orcid:{iD}`, `/authors/{id}` and
 * `/works/doi:{doi}`, consistent with the ORCID stub's records (see catalogue.ts). Used by
 * `npm start` and by tests. Plain node:http, no dependencies.
 */
export interface OpenAlexStubOptions {
  catalogue?: Catalogue;
  log?: (line: string) => void;
}

interface LoggedRequest {
  path: string;
  query: URLSearchParams;
}

interface OpenAlexStub {
  server: Server;
  /** Every look-up asked for, in order (tests check `mailto` and `api_key` with it). */
  requests: LoggedRequest[];
}

const AUTHOR_BY_ORCID = /^\/authors\/(?:orcid:|https:\/\/orcid\.org\/)(\d{4}-\d{4}-\d{4}-\d{3}[\dX])\/?$/i;
const AUTHOR_BY_ID = /^\/authors\/(A\d+)\/?$/i;
const WORK_BY_DOI = /^\/works\/(?:doi:|https:\/\/doi\.org\/)(10\..+)$/i;

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

function buildOpenAlexStub(options: OpenAlexStubOptions = {}): OpenAlexStub {
  const catalogue = options.catalogue ?? new Catalogue();
  const log = options.log ?? (() => undefined);
  const requests: LoggedRequest[] = [];

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://openalex-stub');
    const path = decodeURIComponent(url.pathname);
    log(`${req.method} ${path}`);
    if (req.method !== 'GET') return send(res, 405, { error: 'Method Not Allowed' });
    if (path === '/healthz') return send(res, 200, { status: 'ok' });
    requests.push({ path, query: url.searchParams });

    const byOrcid = AUTHOR_BY_ORCID.exec(path);
    if (byOrcid) {
      const author = catalogue.authorByOrcid((byOrcid[1] ?? '').toUpperCase());
      if (!author) return send(res, 404, notFoundJson);
      // A merged author: OpenAlex redirects to the id it now lives under, keeping the query.
      if (catalogue.isMerged(author.orcidId)) {
        res.writeHead(301, { location: `/authors/${author.id}${url.search}` }).end();
        return;
      }
      return send(res, 200, authorJson(author));
    }
    const byId = AUTHOR_BY_ID.exec(path);
    if (byId) {
      const author = catalogue.authorById((byId[1] ?? '').toUpperCase());
      return author ? send(res, 200, authorJson(author)) : send(res, 404, notFoundJson);
    }
    const byDoi = WORK_BY_DOI.exec(path);
    if (byDoi) {
      const work = catalogue.work(byDoi[1] ?? '');
      return work ? send(res, 200, workJson(work)) : send(res, 404, notFoundJson);
    }
    send(res, 404, notFoundJson);
  });

  return { server, requests };
}

export interface RunningOpenAlexStub extends OpenAlexStub {
  /** e.g. http://127.0.0.1:4102 (use as OPENALEX_API_URL). */
  url: string;
  close(): Promise<void>;
}

/** Builds the stub and listens (port 0 picks a free port). */
export async function startOpenAlexStub(
  options: OpenAlexStubOptions & { port?: number; host?: string } = {},
): Promise<RunningOpenAlexStub> {
  const stub = buildOpenAlexStub(options);
  return { ...stub, ...(await listen(stub.server, options.port, options.host)) };
}
