#!/usr/bin/env node
// Lints the container setup (issue 20 point 6): deploy/compose.yaml against the Compose
// Specification's JSON schema and the project's own rules, deploy/.env.example, and the
// Dockerfile's text. No Docker engine is needed. Prints what it found; exits 1 on any problem.
//
// And the monitoring beside it (compose profile `observability`: the alert rules, prometheus.yml,
// the Grafana dashboards, the metric names they use and the metrics port's wiring), by the checks
// of scripts/check-monitoring.mjs, run from here.
//
// The schema, deploy/compose-spec.schema.json, is schema/compose-spec.json of
// compose-spec/compose-spec at commit 58a2548 (2025-07-21, Apache-2.0), taken from the npm package
// dclint@3.1.0 (schemas/compose.schema.json, byte-identical to that commit) and formatted by
// Prettier. To update it: `npm pack dclint@<version>` (or the upstream file), copy, format.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import {
  checkMonitoring,
  environmentOf,
  loadDefaultMetrics,
  loadPromQLParser,
  MONITORING_FILES,
  readMonitoringFiles,
} from './check-monitoring.mjs';

export { environmentOf };

const repoRoot = resolve(fileURLToPath(import.meta.url), '../..');

/** The files read; the monitoring ones (compose.yaml among them) are scripts/check-monitoring.mjs's. */
export const FILES = {
  ...MONITORING_FILES,
  schema: 'deploy/compose-spec.schema.json',
  envExample: 'deploy/.env.example',
  dockerfile: 'Dockerfile',
  packageJson: 'package.json',
};

/** Environment variables every API replica needs, and the value when it is fixed. */
export const REQUIRED_APP_ENV = {
  DATABASE_URL: /^postgres(ql)?:\/\//,
  REDIS_URL: /^rediss?:\/\//,
  JWT_SECRET: null,
  TRUST_PROXY: /^true$/,
  HOST: /^0\.0\.0\.0$/,
};

/** Names whose values are secrets: they come from ${VAR} interpolation only. */
const SECRET_NAME = /(PASSWORD|SECRET|TOKEN|PRIVATE_KEY|API_KEY|ACCESS_KEY)/i;
/** `${NAME}`, `${NAME:?message}`, `${NAME?message}`, or an empty default `${NAME:-}` / `${NAME-}`. */
const INTERPOLATION_ONLY = /^\$\{[A-Za-z_][A-Za-z0-9_]*(?:(?::?\?)[^}]*|:?-)?\}$/;
/** Interpolated variable names (`$${X}` is an escaped dollar, not a variable). */
const INTERPOLATED_NAME = /(?<!\$)\$\{([A-Za-z_][A-Za-z0-9_]*)/g;

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A validator for documents built from a JSON schema (draft-07) with ajv, or an error saying why
 * not: ajv must be resolvable from the repository root. `what` names the document in that error.
 */
export async function loadSchemaValidator(schema, what = 'compose.yaml') {
  let Ajv;
  try {
    const mod = await import('ajv');
    Ajv = mod.default?.default ?? mod.default;
  } catch {
    throw new Error(
      `ajv is not installed at the repository root, so ${what} cannot be checked against its schema: add the devDependency "ajv" (8.x)`,
    );
  }
  // The schemas are draft-07, ajv's default; the Compose schema names the meta-schema by an https
  // URL ajv does not know, so the default one is used instead. Strict, except for types: the
  // Compose schema leaves `type` out beside some object keywords and uses union types.
  const { $schema: _metaSchema, ...draft07 } = schema;
  const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false });
  const validate = ajv.compile(draft07);
  return (document) => {
    if (validate(document)) return [];
    const messages = validate.errors
      // `must match "then" schema` only repeats the error beneath it.
      .filter((error) => error.keyword !== 'if')
      .map((error) => {
        const extra = error.params?.additionalProperty ? ` (${error.params.additionalProperty})` : '';
        return `${error.instancePath || '/'} ${error.message}${extra}`;
      });
    return [...new Set(messages)];
  };
}

/** A validator for compose documents built from the vendored Compose schema (loadSchemaValidator). */
export const loadComposeValidator = (schema) => loadSchemaValidator(schema, 'compose.yaml');

function dependenciesOf(service) {
  const deps = service?.depends_on;
  if (Array.isArray(deps)) return deps.map((name) => [String(name), undefined]);
  if (isObject(deps)) return Object.entries(deps).map(([name, spec]) => [name, spec?.condition]);
  return [];
}

function hasHealthcheck(service) {
  const check = service?.healthcheck;
  if (!isObject(check) || check.disable === true) return false;
  const test = Array.isArray(check.test) ? check.test : [check.test];
  return test.length > 0 && test[0] !== undefined && test[0] !== 'NONE' && test[0] !== '';
}

/** `image:tag` or `image@sha256:...`; an image with no tag means `latest`. */
export function imageTagProblem(image) {
  const ref = String(image);
  if (ref.includes('@sha256:')) return null;
  const lastPart = ref.slice(ref.lastIndexOf('/') + 1);
  const colon = lastPart.lastIndexOf(':');
  if (colon === -1) return `${ref} has no tag (that is "latest"): pin a version`;
  if (lastPart.slice(colon + 1) === 'latest') return `${ref} uses the "latest" tag: pin a version`;
  return null;
}

/** Secrets in an environment: a name that looks secret, or a password inside a URL. */
function secretProblems(serviceName, env) {
  const problems = [];
  for (const [key, value] of Object.entries(env)) {
    if (value == null || value === '') continue;
    if (SECRET_NAME.test(key) && !INTERPOLATION_ONLY.test(value)) {
      problems.push(
        `service ${serviceName}: ${key} holds a literal value; secrets come from \${VAR} interpolation (deploy/.env)`,
      );
    }
    const userinfo = /^[a-z][a-z0-9+.-]*:\/\/[^/@:]*:([^@]+)@/i.exec(value);
    if (userinfo && !INTERPOLATION_ONLY.test(userinfo[1])) {
      problems.push(`service ${serviceName}: ${key} has a literal password in its URL; use \${VAR} interpolation`);
    }
  }
  return problems;
}

/**
 * The project's rules for the compose document (already parsed), beyond the schema.
 * Returns { found, problems, appServices }.
 */
export function checkCompose(compose) {
  const problems = [];
  const found = [];
  const services = isObject(compose?.services) ? compose.services : {};
  const names = Object.keys(services);
  if (names.length === 0) return { found, problems: ['no services'], appServices: [] };

  // The app: services built from the repository's Dockerfile, and services running that image.
  const builtImages = new Set(names.filter((name) => services[name].build).map((name) => services[name].image));
  const appServices = names.filter(
    (name) => services[name].build || (services[name].image && builtImages.has(services[name].image)),
  );
  if (appServices.length === 0) problems.push('no app service (one with `build:` from the Dockerfile)');

  for (const name of names) {
    const service = services[name];
    if (!service.image && !service.build) problems.push(`service ${name}: neither image nor build`);
    if (service.image && !service.build) {
      const problem = imageTagProblem(service.image);
      if (problem) problems.push(`service ${name}: ${problem}`);
    }
    for (const [dependency, condition] of dependenciesOf(service)) {
      if (!services[dependency]) {
        problems.push(`service ${name} depends on ${dependency}, which is not a service`);
        continue;
      }
      if (!hasHealthcheck(services[dependency])) {
        problems.push(`service ${dependency} has no healthcheck, but ${name} depends on it`);
      }
      if (condition !== 'service_healthy') {
        problems.push(`service ${name}: depends_on ${dependency} must wait with condition: service_healthy`);
      }
    }
    problems.push(...secretProblems(name, environmentOf(service)));
  }

  let replicas = 0;
  for (const name of appServices) {
    const service = services[name];
    if (service.ports !== undefined) {
      problems.push(`service ${name} publishes ports: the app is reachable only through the proxy`);
    }
    if (service.network_mode === 'host') problems.push(`service ${name} uses the host network: use the proxy`);
    if (!hasHealthcheck(service)) problems.push(`service ${name} (the app) has no healthcheck`);
    const env = environmentOf(service);
    for (const [key, pattern] of Object.entries(REQUIRED_APP_ENV)) {
      const value = env[key];
      if (value == null || value === '') problems.push(`service ${name}: environment must set ${key}`);
      else if (pattern && !pattern.test(value)) problems.push(`service ${name}: ${key} must match ${pattern}`);
    }
    replicas += Number(service.deploy?.replicas ?? 1);
  }
  if (appServices.length > 0 && replicas < 2) problems.push(`the app runs ${replicas} replica(s): run at least 2`);

  const proxies = names.filter(
    (name) =>
      !appServices.includes(name) &&
      services[name].ports !== undefined &&
      dependenciesOf(services[name]).some(([dependency]) => appServices.includes(dependency)),
  );
  if (appServices.length > 0 && proxies.length === 0) {
    problems.push('no reverse proxy: a service that publishes ports and depends on the app');
  }

  found.push(
    `services: ${names
      .map((name) =>
        appServices.includes(name) ? `${name} (the app, ${services[name].deploy?.replicas ?? 1} replicas)` : name,
      )
      .join(', ')}`,
    `published ports: ${names.filter((name) => services[name].ports !== undefined && !services[name].profiles).join(', ') || 'none'}`,
  );
  // Services of a profile start only when it is asked for (`--profile observability`).
  const optional = names.filter((name) => services[name].profiles !== undefined);
  if (optional.length > 0) {
    found.push(
      `in profiles: ${optional
        .map(
          (name) =>
            `${name} (${[].concat(services[name].profiles).join(', ')}${services[name].ports ? ', publishes a port' : ''})`,
        )
        .join(', ')}`,
    );
  }
  return { found, problems, appServices };
}

/** KEY=value lines of an env file (comments and blank lines skipped). */
export function parseEnvFile(text) {
  const entries = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (match) entries[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2').trim();
  }
  return entries;
}

/** The variables a compose document interpolates, from its values (its comments do not count). */
export function interpolatedNames(document) {
  const names = new Set();
  const visit = (value) => {
    if (typeof value === 'string') for (const match of value.matchAll(INTERPOLATED_NAME)) names.add(match[1]);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (isObject(value)) Object.values(value).forEach(visit);
  };
  visit(document);
  return names;
}

/** deploy/.env.example names every variable compose.yaml interpolates, with every secret empty. */
export function checkEnvExample(envText, composeDocument) {
  const problems = [];
  const entries = parseEnvFile(envText);
  const used = interpolatedNames(composeDocument);
  for (const name of used) {
    if (!(name in entries)) problems.push(`${FILES.envExample} does not list ${name}, which compose.yaml uses`);
  }
  for (const [key, value] of Object.entries(entries)) {
    if (SECRET_NAME.test(key) && value !== '') {
      problems.push(`${FILES.envExample}: ${key} must be empty (a real secret is never committed)`);
    }
  }
  return { found: [`${Object.keys(entries).length} settings, ${used.size} used by compose.yaml`], problems };
}

/** The Dockerfile's logical lines: continuations joined, comments and blank lines dropped. */
export function dockerInstructions(text) {
  const instructions = [];
  let current = '';
  const finish = () => {
    const statement = current.trim();
    current = '';
    if (statement === '') return;
    const [keyword] = statement.split(/\s+/, 1);
    instructions.push({ keyword: keyword.toUpperCase(), args: statement.slice(keyword.length).trim() });
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    // Comments and empty lines, also inside a continued instruction, are no part of it.
    if (line.startsWith('#') || line === '') continue;
    const continued = line.endsWith('\\');
    current += `${continued ? line.slice(0, -1) : line} `;
    if (!continued) finish();
  }
  finish();
  return instructions;
}

const substitute = (text, args) =>
  text.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (whole, braced, bare) => {
    const value = args[braced ?? bare];
    return value === undefined ? whole : value;
  });

/** Multi-stage, a non-root USER and a HEALTHCHECK in the final stage, pinned base images. */
export function checkDockerfile(text, { pnpmVersion } = {}) {
  const problems = [];
  const instructions = dockerInstructions(text);
  const globalArgs = {};
  const stages = [];
  for (const { keyword, args } of instructions) {
    if (keyword === 'ARG' && stages.length === 0) {
      const [name, ...value] = args.split('=');
      globalArgs[name.trim()] = value
        .join('=')
        .trim()
        .replace(/^(['"])(.*)\1$/, '$2');
    } else if (keyword === 'FROM') {
      const words = args.split(/\s+/).filter((word) => !word.startsWith('--'));
      const image = substitute(words[0] ?? '', globalArgs);
      const asIndex = words.findIndex((word) => word.toUpperCase() === 'AS');
      stages.push({ image, name: asIndex >= 0 ? words[asIndex + 1] : undefined, instructions: [] });
    } else if (stages.length > 0) {
      stages.at(-1).instructions.push({ keyword, args });
    }
  }
  if (stages.length < 2) problems.push(`Dockerfile has ${stages.length} stage(s): build in one stage, run in another`);
  const stageNames = new Set(stages.map((stage) => stage.name).filter(Boolean));
  for (const stage of stages) {
    if (stageNames.has(stage.image) || stage.image === 'scratch') continue;
    if (stage.image.includes('$')) problems.push(`Dockerfile: FROM ${stage.image} has an unresolved variable`);
    const problem = imageTagProblem(stage.image);
    if (problem) problems.push(`Dockerfile: FROM ${problem}`);
  }
  const final = stages.at(-1);
  const user = final?.instructions.filter((instruction) => instruction.keyword === 'USER').at(-1)?.args;
  if (!user) problems.push('Dockerfile: the final stage has no USER: run as a non-root user');
  else if (/^(root|0)(:|$)/.test(user)) problems.push(`Dockerfile: the final stage runs as ${user}`);
  const healthcheck = final?.instructions.filter((instruction) => instruction.keyword === 'HEALTHCHECK').at(-1)?.args;
  if (!healthcheck || /^NONE$/i.test(healthcheck)) problems.push('Dockerfile: the final stage has no HEALTHCHECK');
  if (pnpmVersion) {
    const pinned = [...text.matchAll(/pnpm@(\d[\w.-]*)|PNPM_VERSION=(\d[\w.-]*)/g)].map((m) => m[1] ?? m[2]);
    for (const version of new Set(pinned)) {
      if (version !== pnpmVersion) {
        problems.push(`Dockerfile: pnpm ${version}, but package.json "packageManager" is pnpm@${pnpmVersion}`);
      }
    }
  }
  const stageList = stages.map((stage) => stage.name ?? stage.image).join(', ');
  const baseImages = [...new Set(stages.map((stage) => stage.image).filter((image) => !stageNames.has(image)))];
  const found = [
    `${stages.length} stages (${stageList}), base ${baseImages.join(', ')}`,
    `final stage: USER ${user ?? '(none)'}, HEALTHCHECK ${healthcheck ? 'yes' : 'no'}`,
  ];
  return { found, problems };
}

/**
 * Every check on the texts of the files. `validateCompose` (from loadComposeValidator) adds the
 * schema check; without it the schema is not checked. Likewise `validateDashboard` (the dashboard
 * schema), `parser` (loadPromQLParser: PromQL) and, with it, `defaultMetrics` (loadDefaultMetrics:
 * the metric names).
 */
export function checkDeploy(files, { validateCompose, validateDashboard, parser, defaultMetrics } = {}) {
  const { compose, envExample, dockerfile, packageJson } = files;
  const report = [];
  let document;
  try {
    document = parseYaml(compose, { merge: true });
  } catch (error) {
    return { report: [], problems: [`${FILES.compose} is not valid YAML: ${error.message}`] };
  }
  const problems = [];
  if (validateCompose) {
    const schemaErrors = validateCompose(document);
    problems.push(...schemaErrors.map((error) => `${FILES.compose} (Compose schema): ${error}`));
    if (schemaErrors.length === 0) report.push(`${FILES.compose}: valid against the Compose Specification schema`);
  }
  const composeResult = checkCompose(document);
  report.push(...composeResult.found.map((line) => `${FILES.compose}: ${line}`));
  problems.push(...composeResult.problems.map((problem) => `${FILES.compose}: ${problem}`));

  const envResult = checkEnvExample(envExample, document);
  report.push(...envResult.found.map((line) => `${FILES.envExample}: ${line}`));
  problems.push(...envResult.problems);

  const pnpmVersion = /^pnpm@(.+)$/.exec(packageJson?.packageManager ?? '')?.[1];
  const dockerResult = checkDockerfile(dockerfile, { pnpmVersion });
  report.push(...dockerResult.found.map((line) => `${FILES.dockerfile}: ${line}`));
  problems.push(...dockerResult.problems);

  const monitoring = checkMonitoring(files, {
    composeDocument: document,
    appServices: composeResult.appServices,
    validateDashboard,
    parser,
    defaultMetrics,
  });
  report.push(...monitoring.report);
  problems.push(...monitoring.problems);
  return { report, problems };
}

/**
 * The checks that need a package (ajv at the root, @prometheus-io/lezer-promql, the API's
 * prom-client), each undefined when it cannot be loaded: the tests skip those parts, while the
 * command line reports what is missing.
 */
export async function availableCheckers(files) {
  const optional = (load) =>
    Promise.resolve()
      .then(load)
      .catch(() => undefined);
  const [validateCompose, validateDashboard, parser, defaultMetrics] = await Promise.all([
    optional(() => loadComposeValidator(files.schema)),
    optional(() => loadSchemaValidator(files.dashboardSchema)),
    optional(() => loadPromQLParser()),
    optional(() => loadDefaultMetrics()),
  ]);
  return { validateCompose, validateDashboard, parser, defaultMetrics };
}

export function readDeployFiles(root = repoRoot) {
  const read = (file) => readFileSync(resolve(root, file), 'utf8');
  return {
    compose: read(FILES.compose),
    envExample: read(FILES.envExample),
    dockerfile: read(FILES.dockerfile),
    packageJson: JSON.parse(read(FILES.packageJson)),
    schema: JSON.parse(read(FILES.schema)),
    ...readMonitoringFiles(root),
  };
}

async function main() {
  const files = readDeployFiles();
  const problems = [];
  const options = {};
  const load = async (key, loader) => {
    try {
      options[key] = await loader();
    } catch (error) {
      problems.push(error.message);
    }
  };
  await load('validateCompose', () => loadComposeValidator(files.schema));
  await load('validateDashboard', () => loadSchemaValidator(files.dashboardSchema, 'the Grafana dashboards'));
  await load('parser', loadPromQLParser);
  await load('defaultMetrics', loadDefaultMetrics);
  const result = checkDeploy(files, options);
  problems.push(...result.problems);
  for (const line of result.report) console.log(line);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`problem: ${problem}`);
    console.error(`${problems.length} problem(s) in the container setup (deploy/README.md).`);
    process.exit(1);
  }
  console.log('Container setup: no problems.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
