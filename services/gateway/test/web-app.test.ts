import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp, spaFallback } from '../src/web-app/web-app';

/** The built web app as the gateway serves it: pages get index.html, files are files. */
describe('web app', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dir, 'assets', 'groups-page-NEW123.js'), 'export default 1;');
    app = Fastify();
    const served = await registerWebApp(app, dir);
    app.setNotFoundHandler(spaFallback(() => served));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a page address with index.html, never cached, so the app decides', async () => {
    const res = await app.inject({ method: 'GET', url: '/research-groups' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('id="root"');
  });

  it('serves a hashed page file, cached for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/groups-page-NEW123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("answers a page file that is not there (an older version's, after a deploy) with 404, not a page", async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/groups-page-OLD456.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/text\/html/);
  });

  it('answers an unknown API address with the JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Not Found' });
  });
});
