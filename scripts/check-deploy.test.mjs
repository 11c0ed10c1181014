import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { availableCheckers, checkDeploy, readDeployFiles } from './check-deploy.mjs';

// The container setup's lint (scripts/check-deploy.mjs, issue 20 point 6) on the real files, and on
// copies with one thing wrong each. The monitoring checks it runs are tested in
// scripts/check-monitoring.test.mjs.
const real = readDeployFiles();
// The schema parts need ajv at the repository root, the PromQL parts @prometheus-io/lezer-promql,
// the metric names prom-client in apps/api; the CLI fails without them, these tests skip.
const checkers = await availableCheckers(real);
const { validateCompose } = checkers;

function withCompose(edit) {
  const document = parse(real.compose);
  edit(document);
  return { ...real, compose: stringify(document) };
}

const problemsOf = (files) => checkDeploy(files, checkers).problems;

describe('the container setup check (pnpm lint)', () => {
  it('passes the real Dockerfile, compose file and .env.example', () => {
    const { report, problems } = checkDeploy(real);
    expect(problems).toEqual([]);
    expect(report).toContain('deploy/compose.yaml: published ports: nginx');
    expect(report).toContain('Dockerfile: final stage: USER node, HEALTHCHECK yes');
  });

  it.runIf(validateCompose)(
    'finds the real compose file valid against the Compose schema, and a misspelt key not',
    () => {
      expect(problemsOf(real)).toEqual([]);
      const misspelt = withCompose((compose) => {
        compose.services.app.deploy.replica = 2;
      });
      expect(problemsOf(misspelt)).toContainEqual(expect.stringMatching(/Compose schema.*\(replica\)/));
    },
  );

  it('fails a compose file where the app publishes a port', () => {
    const files = withCompose((compose) => {
      compose.services.app.ports = ['3000:3000'];
    });
    expect(problemsOf(files)).toEqual([
      'deploy/compose.yaml: service app publishes ports: the app is reachable only through the proxy',
    ]);
  });

  it('fails a compose file where a service others wait for has no healthcheck', () => {
    const files = withCompose((compose) => {
      delete compose.services.redis.healthcheck;
    });
    expect(problemsOf(files)).toEqual(['deploy/compose.yaml: service redis has no healthcheck, but app depends on it']);
  });

  it('fails a literal secret and a missing replica setting', () => {
    const files = withCompose((compose) => {
      compose.services.app.environment.JWT_SECRET = 'a'.repeat(40);
      delete compose.services.app.environment.TRUST_PROXY;
    });
    expect(problemsOf(files)).toEqual([
      'deploy/compose.yaml: service app: JWT_SECRET holds a literal value; secrets come from ${VAR} interpolation (deploy/.env)',
      'deploy/compose.yaml: service app: environment must set TRUST_PROXY',
    ]);
  });

  it('fails an .env.example with a secret filled in', () => {
    const envExample = real.envExample.replace(/^JWT_SECRET=.*$/m, `JWT_SECRET=${'b'.repeat(64)}`);
    expect(problemsOf({ ...real, envExample })).toEqual([
      'deploy/.env.example: JWT_SECRET must be empty (a real secret is never committed)',
    ]);
  });

  it('fails a Dockerfile without USER, and one on a latest tag', () => {
    const noUser = real.dockerfile.replace(/^USER .*$/m, '');
    expect(problemsOf({ ...real, dockerfile: noUser })).toEqual([
      'Dockerfile: the final stage has no USER: run as a non-root user',
    ]);
    const latest = real.dockerfile.replace(/^ARG NODE_IMAGE=.*$/m, 'ARG NODE_IMAGE=node:latest');
    expect(problemsOf({ ...real, dockerfile: latest })).toContainEqual(
      'Dockerfile: FROM node:latest uses the "latest" tag: pin a version',
    );
  });
});
