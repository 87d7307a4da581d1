import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { itServesHealthChecks } from '@app/service-kit/testing/health-checks';
import { buildApp } from '../src/app';
import { loadProfileConfig } from '../src/config';

const imageDir = mkdtempSync(path.join(tmpdir(), 'profile-health-'));
afterAll(() => rmSync(imageDir, { recursive: true, force: true }));

itServesHealthChecks((env) => buildApp(loadProfileConfig({ ...env, IMAGE_DIR: imageDir })));
