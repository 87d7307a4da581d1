import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundReply } from '@app/service-kit';

/** Serves the built web app; hashed assets are cached for a year, index.html never. */
export async function registerWebApp(app: FastifyInstance, dir: string): Promise<boolean> {
  if (!existsSync(path.join(dir, 'index.html'))) {
    app.log.warn({ dir }, 'the web app is not built: only the API is served (run `npm run build`)');
    return false;
  }
  await app.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    index: false,
    // Our own cache-control below; with its default on, send() replaced it with "public, max-age=0".
    cacheControl: false,
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'no-cache');
    },
  });
  return true;
}

/**
 * Unknown `/api` paths get the JSON 404; page paths get index.html so the app's router decides. A
 * missing file under /assets (an older version's, asked for by a tab opened before a deploy) is a
 * 404 too: index.html in its place would be run as a script and fail less clearly.
 */
export function spaFallback(webServed: () => boolean) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith('/assets/');
    if (isPage && webServed()) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(notFoundReply());
  };
}
