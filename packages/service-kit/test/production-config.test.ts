import { describe, expect, it } from 'vitest';
import { ConfigError, baseConfigSchema, loadConfig } from '../src';
import { loadGatewayConfig } from '../../../services/gateway/src/config';
import { loadIdentityConfig } from '../../../services/identity/src/config';
import { loadProfileConfig } from '../../../services/profile/src/config';

/** Issue 21: with NODE_ENV=production, every service refuses to start on a setting that lets people in. */

const strong = 'u7Qk3v9XzPq2Lw8Rt5Ny1Hs6Jd4Gf0Bc7Mx3Va9Ze2';
const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://connect.research.edu.au',
  INTERNAL_AUTH_SECRET: strong,
};
const gateway = {
  ...production,
  SESSION_SECRET: `${strong}Ses`,
  OIDC_ISSUER_URL: 'https://orcid.org',
  OIDC_CLIENT_ID: 'APP-REAL',
  OIDC_CLIENT_SECRET: `${strong}Oid`,
};

/** The problems a refusal lists, or [] when the configuration is accepted. */
function refusals(load: () => unknown): string[] {
  try {
    load();
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
}
const base = (env: Record<string, string>) => refusals(() => loadConfig('svc', baseConfigSchema, env));

describe('the production check', () => {
  it('accepts strong secrets and an https address', () => {
    expect(base(production)).toEqual([]);
    expect(refusals(() => loadGatewayConfig(gateway))).toEqual([]);
  });

  it('refuses a short secret, naming it and saying how to make one', () => {
    expect(base({ ...production, INTERNAL_AUTH_SECRET: 'x'.repeat(31) })).toEqual([
      expect.stringMatching(/^INTERNAL_AUTH_SECRET: must be at least 32 characters.*openssl rand -base64 48/),
    ]);
  });

  it('refuses placeholders: change-me, dev, example', () => {
    for (const [secret, word] of [
      ['compose-internal-secret-change-me-0123456789abcdef', 'change-me'],
      ['my-dev-secret-that-is-long-enough-0123456789', 'dev'],
      ['secret-for-example-deployments-0123456789abcdef', 'example'],
    ] as const) {
      expect(base({ ...production, INTERNAL_AUTH_SECRET: secret })).toEqual([
        `INTERNAL_AUTH_SECRET: looks like a placeholder (it contains "${word}"); set a secret of your own. Generate one with \`openssl rand -base64 48\` and pass it through the environment or a secret.`,
      ]);
    }
  });

  it('refuses the defaults written in this repository', () => {
    const { INTERNAL_AUTH_SECRET: _omit, ...noSecret } = production;
    expect(base(noSecret)).toEqual([expect.stringMatching(/^INTERNAL_AUTH_SECRET: is the default written/)]);
    const { SESSION_SECRET: _s, OIDC_CLIENT_SECRET: _o, ...gatewayDefaults } = gateway;
    expect(refusals(() => loadGatewayConfig(gatewayDefaults))).toEqual([
      expect.stringMatching(/^SESSION_SECRET: is the default written/),
      expect.stringMatching(/^OIDC_CLIENT_SECRET: is the default written/),
    ]);
  });

  it('refuses a public address that is not https', () => {
    expect(base({ ...production, PUBLIC_URL: 'http://connect.research.edu.au' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL: must be the https:\/\/ address people use in production/),
    ]);
  });

  it('refuses the development sign-in provider at the gateway', () => {
    for (const issuer of ['http://localhost:4100', 'http://dev-oidc:4100', 'http://sso.uni.edu.au']) {
      expect(refusals(() => loadGatewayConfig({ ...gateway, OIDC_ISSUER_URL: issuer }))).toEqual([
        expect.stringMatching(/^OIDC_ISSUER_URL: is the development sign-in provider/),
      ]);
    }
  });

  it('names the dev provider along with every other problem, in one refusal', () => {
    const problems = refusals(() =>
      loadGatewayConfig({ ...gateway, OIDC_ISSUER_URL: 'http://localhost:4100', PUBLIC_URL: 'http://x.au' }),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^PUBLIC_URL: must be the https:\/\/ address/),
      expect.stringMatching(/^OIDC_ISSUER_URL: is the development sign-in provider/),
    ]);
  });

  it('changes nothing in development and test', () => {
    expect(base({ NODE_ENV: 'development' })).toEqual([]);
    expect(base({ NODE_ENV: 'test', INTERNAL_AUTH_SECRET: 'x'.repeat(32) })).toEqual([]);
  });
});

describe('the profile service in production', () => {
  const profile = (env: Record<string, string>) =>
    refusals(() => loadProfileConfig({ ...production, ...env }));
  const orcidSignIn = { ORCID_CLIENT_ID: 'APP-REAL0000000001', ORCID_CLIENT_SECRET: `${strong}Orc` };

  it('accepts the real ORCID and OpenAlex, its defaults', () => {
    expect(profile({})).toEqual([]);
    expect(
      profile({
        ORCID_API_URL: 'https://pub.orcid.org',
        OPENALEX_API_URL: 'https://api.openalex.org',
        ...orcidSignIn,
      }),
    ).toEqual([]);
  });

  it("refuses the stubs (compose's dev defaults, npm start's addresses), naming the setting and the real address", () => {
    expect(
      profile({ ORCID_API_URL: 'http://orcid-stub:4101', OPENALEX_API_URL: 'http://openalex-stub:4102' }),
    ).toEqual([
      'ORCID_API_URL: is a development stub (http://orcid-stub:4101), whose records and figures are made up. Set ORCID_API_URL=https://pub.orcid.org.',
      'OPENALEX_API_URL: is a development stub (http://openalex-stub:4102), whose records and figures are made up. Set OPENALEX_API_URL=https://api.openalex.org.',
    ]);
    for (const url of ['http://127.0.0.1:4102', 'https://localhost:4102', 'http://api.openalex.org']) {
      expect(profile({ OPENALEX_API_URL: url })).toEqual([
        expect.stringMatching(/^OPENALEX_API_URL: is a development stub/),
      ]);
    }
  });

  it('refuses the stub\'s sign-in addresses when "Connect with ORCID" is offered', () => {
    const stubSignIn = {
      ORCID_OAUTH_URL: 'http://localhost:4101',
      ORCID_OAUTH_INTERNAL_URL: 'http://orcid-stub:4101',
    };
    expect(profile(stubSignIn)).toEqual([]);
    expect(profile({ ...stubSignIn, ...orcidSignIn })).toEqual([
      expect.stringMatching(
        /^ORCID_OAUTH_URL: is a development stub \(http:\/\/localhost:4101\).*https:\/\/orcid\.org/,
      ),
      expect.stringMatching(/^ORCID_OAUTH_INTERNAL_URL: is a development stub/),
    ]);
  });

  it('takes empty ORCID client settings as "Connect with ORCID" turned off (compose passes them empty)', () => {
    const stubSignIn = {
      ORCID_OAUTH_URL: 'http://localhost:4101',
      ORCID_OAUTH_INTERNAL_URL: 'http://orcid-stub:4101',
    };
    expect(profile({ ...stubSignIn, ORCID_CLIENT_ID: '', ORCID_CLIENT_SECRET: '' })).toEqual([]);
  });

  it('lets development and tests use the stubs', () => {
    expect(
      refusals(() => loadProfileConfig({ NODE_ENV: 'development', ORCID_API_URL: 'http://127.0.0.1:4101' })),
    ).toEqual([]);
  });
});

describe('administrators', () => {
  it('have a default (the dev account) only in development', () => {
    expect(loadIdentityConfig({ NODE_ENV: 'development' }).ADMIN_EMAILS).toEqual(['admin@example.edu']);
    expect(loadIdentityConfig({ NODE_ENV: 'test' }).ADMIN_EMAILS).toEqual([]);
    expect(loadIdentityConfig({ ...production }).ADMIN_EMAILS).toEqual([]);
    expect(loadIdentityConfig({ ...production, ADMIN_EMAILS: 'Dean@Uni.edu.au' }).ADMIN_EMAILS).toEqual([
      'dean@uni.edu.au',
    ]);
  });
});
