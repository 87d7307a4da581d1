import { freePort } from '@app/service-kit/testing';

/** Passwords for PostgreSQL, NATS and Redis: compose refuses to interpolate the file without them. */
export const PASSWORDS = {
  POSTGRES_PASSWORD: 'ct-postgres-7c1d0b9e5f3a4e2d8b6c',
  NATS_PASSWORD: 'ct-nats-2f8e6a4c0b9d7e5f3a1c',
  REDIS_PASSWORD: 'ct-redis-9a7c5e3b1d0f8e6c4a2b',
};

/** Secrets a production check accepts (32+ characters, no placeholder words, not a repo default). */
export const REAL_SECRETS = {
  INTERNAL_AUTH_SECRET: 'Q3u7xK9mZp2Lr8Vt5Nw1Hy6Bc4Fj0Gs7Ta9Ue3Io5Pl',
  SESSION_SECRET: 'Wm4Zr8Kx2Np6Tq0Vs5Lb9Hc3Fy7Gj1Dt6Ra8Ue2Io4Pk',
  OIDC_CLIENT_SECRET: 'Yh5Kt9Mx3Pr7Vq1Ns6Lw0Bz4Fc8Gd2Js7Tu9Ea3Io5R',
};

export interface DevSystem {
  settings: Record<string, string>;
  gateway: string;
  inbox: string;
}

/**
 * The dev profile as a person tries it on one machine (the README's command), on free ports so
 * that it runs beside anything else here.
 */
export async function devSystem(): Promise<DevSystem> {
  const [gatewayPort, oidcPort, orcidPort, openAlexPort, inboxPort, prometheusPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const gateway = `http://localhost:${gatewayPort}`;
  return {
    gateway,
    inbox: `http://127.0.0.1:${inboxPort}`,
    settings: {
      ...PASSWORDS,
      NODE_ENV: 'development',
      GATEWAY_PORT: String(gatewayPort),
      PUBLIC_URL: gateway,
      DEV_OIDC_PORT: String(oidcPort),
      OIDC_ISSUER_URL: `http://localhost:${oidcPort}`,
      ORCID_STUB_PORT: String(orcidPort),
      ORCID_OAUTH_URL: `http://localhost:${orcidPort}`,
      OPENALEX_STUB_PORT: String(openAlexPort),
      DEV_INBOX_PORT: String(inboxPort),
      PROMETHEUS_PORT: String(prometheusPort),
      ADMIN_EMAILS: 'admin@example.edu',
      // Many sign-ins from one address in a minute: the test's people.
      RATE_LIMIT_LOGIN_MAX: '1000',
      RATE_LIMIT_MAX: '100000',
    },
  };
}
