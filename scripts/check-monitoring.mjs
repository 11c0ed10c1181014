// Lints the monitoring beside the container setup (compose profile `observability`), run by
// scripts/check-deploy.mjs: deploy/prometheus/alerts.yml as promtool would check it (rule shape,
// durations, labels, every expr parsed as PromQL with @prometheus-io/lezer-promql, each runbook_url
// a heading of docs/operations.md), deploy/prometheus/prometheus.yml's shape, the Grafana
// dashboards against deploy/grafana/dashboard.schema.json (and every query parsed as PromQL), how
// compose.yaml and nginx.conf wire the metrics port, and every metric name they use against what
// the API exports: the names of apps/api/src/lib/observability/metrics.ts, and prom-client's
// default metrics as the API's own prom-client registers them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../..');

/** The files the monitoring check reads, and the compose file whose wiring it checks. */
export const MONITORING_FILES = {
  compose: 'deploy/compose.yaml',
  nginx: 'deploy/nginx.conf',
  prometheus: 'deploy/prometheus/prometheus.yml',
  alerts: 'deploy/prometheus/alerts.yml',
  dashboards: 'deploy/grafana/dashboards',
  dashboardSchema: 'deploy/grafana/dashboard.schema.json',
  operations: 'docs/operations.md',
  // Where the API defines its metrics (`name: 'marketplace_…'`): the only source of their names.
  metrics: 'apps/api/src/lib/observability/metrics.ts',
  // The API's package: prom-client is loaded from there, the version the API runs.
  apiPackage: 'apps/api/package.json',
};
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A service's environment as a map, from either the mapping or the list form. Here, as
 * scripts/check-deploy.mjs (which imports this file) reads environments too.
 */
export function environmentOf(service) {
  const env = service?.environment;
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((entry) => {
        const [key, ...rest] = String(entry).split('=');
        return [key, rest.length > 0 ? rest.join('=') : null];
      }),
    );
  }
  if (!isObject(env)) return {};
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value == null ? null : String(value)]));
}

// --- Monitoring: metric names ---------------------------------------------------------------

/** What Prometheus writes itself: per scrape target, and for alerts. */
const PROMETHEUS_SERIES = {
  up: 'gauge',
  scrape_duration_seconds: 'gauge',
  scrape_samples_scraped: 'gauge',
  scrape_samples_post_metric_relabeling: 'gauge',
  scrape_series_added: 'gauge',
  ALERTS: 'gauge',
  ALERTS_FOR_STATE: 'gauge',
};

/**
 * prom-client's default metrics (collectDefaultMetrics(), unprefixed, as metrics.ts registers
 * them), name → type, from the prom-client the API itself resolves, so the names follow its
 * version; or an error saying why not. Some are Linux only (process_open_fds, process_max_fds,
 * process_virtual_memory_bytes, process_heap_bytes): elsewhere they are not registered, so not known.
 * @returns {Map<string, string>}
 */
export function loadDefaultMetrics(root = repoRoot) {
  let promClient;
  try {
    promClient = createRequire(resolve(root, MONITORING_FILES.apiPackage))('prom-client');
  } catch (error) {
    throw new Error(
      `prom-client cannot be loaded from ${MONITORING_FILES.apiPackage} (${error.code ?? error.message}), so the names of its default metrics, which the alerts and dashboards use, are unknown: run pnpm install`,
    );
  }
  const register = new promClient.Registry();
  promClient.collectDefaultMetrics({ register });
  return new Map(register.getMetricsAsArray().map((metric) => [metric.name, metric.type]));
}

/** `new Counter(`, …, and the API's own `new BucketHistogram(` (a histogram for the hot paths). */
const METRIC_TYPE = /\bnew\s+(?:Bucket)?(Counter|Gauge|Histogram|Summary)\b/g;

/**
 * The `name: 'marketplace_…'` strings of metrics.ts, each with its type when the text before it
 * (since the previous name) constructs prom-client's Counter, Gauge, Histogram or Summary (or the
 * API's BucketHistogram).
 * @returns {Map<string, string | undefined>}
 */
export function metricNamesFromSource(text) {
  const names = new Map();
  let previous = 0;
  for (const match of text.matchAll(/\bname:\s*(['"`])(marketplace_[A-Za-z0-9_:]+)\1/g)) {
    const types = [...text.slice(previous, match.index).matchAll(METRIC_TYPE)];
    names.set(match[2], types.at(-1)?.[1].toLowerCase());
    previous = match.index + match[0].length;
  }
  return names;
}

/**
 * Every metric name a query may use: the API's (the text of metrics.ts), prom-client's defaults
 * (`defaultMetrics`, from loadDefaultMetrics), Prometheus' own series and the given recording
 * rules' names.
 * @returns {Map<string, string | undefined>} name → type (undefined: not known)
 */
export function knownMetrics(metricsSource, defaultMetrics = new Map(), recorded = []) {
  const known = new Map([...defaultMetrics, ...Object.entries(PROMETHEUS_SERIES)]);
  if (metricsSource) for (const [name, type] of metricNamesFromSource(metricsSource)) known.set(name, type);
  for (const name of recorded) known.set(name, 'gauge');
  return known;
}

const SERIES_SUFFIX = /^(.+)_(bucket|sum|count)$/;

/** Whether a metric name is exported: a known name, or a histogram's _bucket/_sum/_count. */
export function isKnownMetric(name, known) {
  if (known.has(name)) return true;
  const match = SERIES_SUFFIX.exec(name);
  if (!match || !known.has(match[1])) return false;
  const type = known.get(match[1]);
  // A type metrics.ts does not show: the suffix is given the benefit of the doubt.
  return type === undefined || type === 'histogram' || (type === 'summary' && match[2] !== 'bucket');
}

// --- Monitoring: PromQL ---------------------------------------------------------------------

/** The PromQL parser (Prometheus' own lezer grammar), or an error saying how to install it. */
export async function loadPromQLParser() {
  try {
    const { parser } = await import('@prometheus-io/lezer-promql');
    return parser;
  } catch {
    throw new Error(
      '@prometheus-io/lezer-promql is not installed at the repository root, so PromQL in alerts.yml and the dashboards cannot be parsed: add the devDependencies "@prometheus-io/lezer-promql" and "@lezer/lr"',
    );
  }
}

/** Functions taking a range vector, and which argument it is. */
const RANGE_ARGUMENT = {
  rate: 0,
  irate: 0,
  increase: 0,
  delta: 0,
  idelta: 0,
  deriv: 0,
  changes: 0,
  resets: 0,
  predict_linear: 0,
  holt_winters: 0,
  double_exponential_smoothing: 0,
  avg_over_time: 0,
  min_over_time: 0,
  max_over_time: 0,
  sum_over_time: 0,
  count_over_time: 0,
  quantile_over_time: 1,
  stddev_over_time: 0,
  stdvar_over_time: 0,
  last_over_time: 0,
  first_over_time: 0,
  present_over_time: 0,
  absent_over_time: 0,
  mad_over_time: 0,
  ts_of_min_over_time: 0,
  ts_of_max_over_time: 0,
  ts_of_first_over_time: 0,
  ts_of_last_over_time: 0,
};
/** Nodes that keep the type of what they wrap. */
const TRANSPARENT = new Set(['ParenExpr', 'OffsetExpr', 'StepInvariantExpr']);
const isRange = (node) =>
  node.name === 'MatrixSelector' ||
  node.name === 'SubqueryExpr' ||
  (TRANSPARENT.has(node.name) && node.firstChild !== null && isRange(node.firstChild));

function childrenOf(node) {
  const children = [];
  for (let child = node.firstChild; child; child = child.nextSibling) children.push(child);
  return children;
}

/** Line and column (1-based) of an offset in a text. */
function lineColumn(text, offset) {
  const before = text.slice(0, offset).split('\n');
  return `${before.length}:${before.at(-1).length + 1}`;
}

const unquote = (literal) => literal.slice(1, -1).replace(/\\(.)/g, '$1');

/**
 * Parses one PromQL expression. `problems`: syntax errors (any error node of the tree, with its
 * line:column), or else range vectors where an instant vector belongs or the other way round
 * (what promtool reports as type errors); `metrics`: the metric names its selectors use.
 */
export function analysePromQL(expr, parser) {
  const syntax = [];
  const types = [];
  const metrics = new Set();
  const tree = parser.parse(expr);
  tree.iterate({
    enter(ref) {
      const { node } = ref;
      if (ref.type.isError) {
        // The first error only, as promtool: the parser's recovery makes the later ones echoes.
        if (syntax.length > 0) return false;
        const text = expr.slice(ref.from, ref.to).trim() || /^\s*(\S+)/.exec(expr.slice(ref.from))?.[1] || '';
        const near = text.length > 20 ? `${text.slice(0, 20)}…` : text;
        syntax.push(`PromQL syntax error at ${lineColumn(expr, ref.from)} (${near ? `near "${near}"` : 'at the end'})`);
        return false;
      }
      if (ref.name === 'VectorSelector') {
        const identifier = node.getChild('Identifier');
        if (identifier) metrics.add(expr.slice(identifier.from, identifier.to));
        for (const matcher of node.getChild('LabelMatchers') ? childrenOf(node.getChild('LabelMatchers')) : []) {
          const label = matcher.getChild('LabelName');
          const value = matcher.getChild('StringLiteral');
          if (matcher.name === 'QuotedLabelName' && value) metrics.add(unquote(expr.slice(value.from, value.to)));
          if (
            label &&
            value &&
            expr.slice(label.from, label.to) === '__name__' &&
            matcher.getChild('MatchOp')?.getChild('EqlSingle')
          ) {
            metrics.add(unquote(expr.slice(value.from, value.to)));
          }
        }
      }
      if (ref.name === 'FunctionCall') {
        const identifier = node.getChild('FunctionIdentifier');
        const name = identifier ? expr.slice(identifier.from, identifier.to) : '';
        const body = node.getChild('FunctionCallBody');
        const rangeIndex = RANGE_ARGUMENT[name];
        if (body && rangeIndex !== undefined) {
          const argument = childrenOf(body).filter((child) => !child.type.isError)[rangeIndex];
          if (argument && !isRange(argument)) {
            types.push(`${name}() at ${lineColumn(expr, ref.from)} needs a range vector, e.g. x[5m]`);
          }
        }
      }
      if (ref.name === 'MatrixSelector' || ref.name === 'SubqueryExpr') {
        let outer = node.parent;
        let inner = node;
        while (outer && TRANSPARENT.has(outer.name)) [inner, outer] = [outer, outer.parent];
        const call = outer?.name === 'FunctionCallBody' ? outer.parent : null;
        const identifier = call?.name === 'FunctionCall' ? call.getChild('FunctionIdentifier') : null;
        const name = identifier ? expr.slice(identifier.from, identifier.to) : null;
        const index = call ? childrenOf(outer).findIndex((child) => child.from === inner.from) : -1;
        if (name === null || RANGE_ARGUMENT[name] !== index) {
          types.push(
            `a range vector at ${lineColumn(expr, ref.from)} where an instant vector belongs (wrap it in rate(), *_over_time() …)`,
          );
        }
      }
      return undefined;
    },
  });
  // After a syntax error the tree is a guess: its types and names would only add noise.
  if (syntax.length > 0) return { problems: syntax, metrics: [], syntaxError: true };
  return { problems: types, metrics: [...metrics], syntaxError: false };
}

/**
 * Grafana's variables replaced by values PromQL accepts, so a panel's query can be parsed:
 * the interval ones by a duration (or a number for the _ms/_s ones), any other by its name (they
 * stand inside label matchers' strings).
 */
export function substituteGrafanaVariables(expr) {
  return expr
    .replace(/\$__(?:interval_ms|range_ms|range_s)\b|\$\{__(?:interval_ms|range_ms|range_s)(?::[^}]*)?\}/g, '300')
    .replace(/\$__(?:rate_interval|interval|range)\b|\$\{__(?:rate_interval|interval|range)(?::[^}]*)?\}/g, '5m')
    .replace(/\[\[([A-Za-z_]\w*)(?::[^\]]*)?\]\]/g, '$1')
    .replace(/\$\{([A-Za-z_]\w*)(?::[^}]*)?\}/g, '$1')
    .replace(/\$([A-Za-z_]\w*)/g, '$1');
}

/** Problems of one query: its syntax and types, and (given `known`) every metric name it uses. */
function queryProblems(expr, { parser, known }) {
  const { problems, metrics } = analysePromQL(expr, parser);
  for (const name of known ? metrics : []) {
    if (!isKnownMetric(name, known)) problems.push(`unknown metric ${name}`);
  }
  return { problems, metrics };
}

// --- Monitoring: alert rules ----------------------------------------------------------------

const DURATION = /^(?:\d+y)?(?:\d+w)?(?:\d+d)?(?:\d+h)?(?:\d+m)?(?:\d+s)?(?:\d+ms)?$/;

/** A Prometheus duration (`5m`, `1h30m`, `0`): units largest first, each once, integers only. */
export function isPrometheusDuration(value) {
  if (value === 0 || value === '0') return true;
  return typeof value === 'string' && value !== '' && DURATION.test(value);
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens. */
export function githubSlug(heading) {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown text's headings (fenced code left out; repeats get -1, -2 …). */
export function markdownAnchors(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fence = null;
  for (const line of markdown.split(/\r?\n/)) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (!heading) continue;
    const slug = githubSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const LABEL_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const METRIC_NAME = /^[A-Za-z_:][A-Za-z0-9_:]*$/;
const GROUP_KEYS = new Set(['name', 'interval', 'limit', 'query_offset', 'labels', 'rules']);
const RULE_KEYS = new Set(['alert', 'record', 'expr', 'for', 'keep_firing_for', 'labels', 'annotations']);
export const SEVERITIES = ['critical', 'warning'];
const RUNBOOK = /(?:^|\/)docs\/operations\.md#([^#\s]+)$/;

function stringMapProblems(where, what, value) {
  if (value === undefined) return [];
  if (!isObject(value)) return [`${where}: ${what} must be a map of strings`];
  const problems = [];
  for (const [key, entry] of Object.entries(value)) {
    if (!LABEL_NAME.test(key) || key.startsWith('__')) problems.push(`${where}: ${what} name "${key}" is not valid`);
    if (typeof entry !== 'string') problems.push(`${where}: ${what} ${key} must be a string`);
    else if (entry.split('{{').length !== entry.split('}}').length) {
      problems.push(`${where}: ${what} ${key} has unbalanced {{ }}`);
    }
  }
  return problems;
}

/**
 * A rule file (parsed YAML) as promtool checks it, plus the project's rules: every alert has a
 * `for`, a severity of SEVERITIES, a summary, a description and a runbook_url at a heading of
 * docs/operations.md (`anchors`). With `parser`, every expr is parsed, and with `known` too (from
 * knownMetrics) its metrics are checked against it (the recording rules' names are added).
 * Returns { found, problems, recorded, metrics (the names its exprs use) }.
 */
export function checkAlertRules(document, { parser, anchors, known } = {}) {
  const problems = [];
  if (!isObject(document) || !Array.isArray(document.groups)) {
    return { found: [], problems: ['must be a map with a list `groups`'], recorded: [], metrics: [] };
  }
  const rules = [];
  const groupNames = new Set();
  document.groups.forEach((group, groupIndex) => {
    const where = `group ${group?.name ?? `#${groupIndex + 1}`}`;
    if (!isObject(group)) return problems.push(`${where}: must be a map`);
    for (const key of Object.keys(group)) if (!GROUP_KEYS.has(key)) problems.push(`${where}: unknown field ${key}`);
    if (typeof group.name !== 'string' || group.name === '') problems.push(`${where}: needs a name`);
    else if (groupNames.has(group.name)) problems.push(`${where}: the group name is used twice`);
    groupNames.add(group.name);
    if (group.interval !== undefined && !isPrometheusDuration(group.interval)) {
      problems.push(`${where}: interval "${group.interval}" is not a Prometheus duration`);
    }
    if (!Array.isArray(group.rules)) return problems.push(`${where}: needs a list \`rules\``);
    group.rules.forEach((rule, ruleIndex) => rules.push({ rule, where: `${where}, rule #${ruleIndex + 1}` }));
    return undefined;
  });

  const recorded = rules.map(({ rule }) => rule?.record).filter((name) => typeof name === 'string');
  const allKnown = known && new Map([...known, ...recorded.map((name) => [name, 'gauge'])]);
  const alertNames = new Set();
  const used = new Set();
  let alerts = 0;
  for (const { rule, where: position } of rules) {
    if (!isObject(rule)) {
      problems.push(`${position}: must be a map`);
      continue;
    }
    const where = rule.alert ? `alert ${rule.alert}` : rule.record ? `record ${rule.record}` : position;
    for (const key of Object.keys(rule)) if (!RULE_KEYS.has(key)) problems.push(`${where}: unknown field ${key}`);
    if ((rule.alert === undefined) === (rule.record === undefined)) {
      problems.push(`${where}: needs exactly one of alert and record`);
    }
    if (rule.record !== undefined) {
      if (typeof rule.record !== 'string' || !METRIC_NAME.test(rule.record)) {
        problems.push(`${where}: record must be a valid metric name`);
      }
      for (const key of ['for', 'keep_firing_for', 'annotations']) {
        if (rule[key] !== undefined) problems.push(`${where}: a recording rule takes no ${key}`);
      }
    }
    for (const key of ['for', 'keep_firing_for']) {
      if (rule[key] !== undefined && !isPrometheusDuration(rule[key])) {
        problems.push(`${where}: ${key} "${rule[key]}" is not a Prometheus duration (e.g. 5m, 1h30m)`);
      }
    }
    problems.push(
      ...stringMapProblems(where, 'label', rule.labels),
      ...stringMapProblems(where, 'annotation', rule.annotations),
    );
    if (typeof rule.expr !== 'string' || rule.expr.trim() === '') {
      problems.push(`${where}: expr must be a non-empty string`);
    } else if (parser) {
      const result = queryProblems(rule.expr, { parser, known: allKnown });
      problems.push(...result.problems.map((problem) => `${where}: ${problem}`));
      result.metrics.forEach((name) => used.add(name));
    }
    if (rule.alert === undefined) continue;
    alerts += 1;
    if (typeof rule.alert !== 'string' || !METRIC_NAME.test(rule.alert)) {
      problems.push(`${where}: the alert name must be a valid metric name`);
    } else if (alertNames.has(rule.alert)) problems.push(`${where}: the alert name is used twice`);
    alertNames.add(rule.alert);
    if (rule.for === undefined) problems.push(`${where}: needs a \`for\` (how long before it fires)`);
    if (!SEVERITIES.includes(rule.labels?.severity)) {
      problems.push(`${where}: labels.severity must be one of ${SEVERITIES.join(', ')}`);
    }
    for (const key of ['summary', 'description', 'runbook_url']) {
      if (typeof rule.annotations?.[key] !== 'string' || rule.annotations[key].trim() === '') {
        problems.push(`${where}: needs annotations.${key}`);
      }
    }
    const runbook = rule.annotations?.runbook_url;
    if (typeof runbook === 'string' && anchors) {
      const anchor = RUNBOOK.exec(runbook)?.[1];
      if (!anchor) problems.push(`${where}: runbook_url must point at a heading of docs/operations.md (…#anchor)`);
      else if (!anchors.has(decodeURIComponent(anchor))) {
        problems.push(`${where}: runbook_url #${anchor} names no heading of ${MONITORING_FILES.operations}`);
      }
    }
  }
  const found = [
    `${alerts} alerts and ${recorded.length} recording rules in ${groupNames.size} groups${parser ? ', every expr parsed as PromQL' : ''}`,
  ];
  return { found, problems, recorded, metrics: [...used] };
}

// --- Monitoring: prometheus.yml -------------------------------------------------------------

const CONFIG_KEYS = new Set([
  'global',
  'rule_files',
  'scrape_config_files',
  'scrape_configs',
  'alerting',
  'remote_write',
  'remote_read',
  'storage',
  'tracing',
  'runtime',
  'otlp',
]);
const DNS_TYPES = ['A', 'AAAA', 'SRV', 'MX', 'NS'];
const HOST_PORT = /^[^\s:/]+:\d{1,5}$/;

function globRegExp(pattern) {
  const escaped = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '[^/]*')
    .replace(/\?/g, '[^/]');
  return new RegExp(`^${escaped}$`);
}

/**
 * prometheus.yml (parsed): known top-level fields, durations, rule_files present beside it
 * (`filesBesideConfig`: the names in its folder), scrape_configs with unique job names and a way
 * to find targets. Returns { found, problems, dnsTargets: [{ job, name, port }] }.
 */
export function checkPrometheusConfig(document, { filesBesideConfig = [] } = {}) {
  const problems = [];
  if (!isObject(document)) return { found: [], problems: ['must be a map'], dnsTargets: [] };
  for (const key of Object.keys(document)) if (!CONFIG_KEYS.has(key)) problems.push(`unknown field ${key}`);
  for (const [key, value] of Object.entries(document.global ?? {})) {
    if (/_(interval|timeout)$/.test(key) && !isPrometheusDuration(value)) {
      problems.push(`global.${key} "${value}" is not a Prometheus duration`);
    }
  }
  const ruleFiles = document.rule_files ?? [];
  if (!Array.isArray(ruleFiles)) problems.push('rule_files must be a list');
  else {
    for (const file of ruleFiles) {
      if (typeof file !== 'string') problems.push('rule_files: every entry is a file name');
      else if (!filesBesideConfig.some((name) => globRegExp(file).test(name))) {
        problems.push(`rule_files: ${file} does not exist beside prometheus.yml`);
      }
    }
  }
  const dnsTargets = [];
  const jobs = [];
  if (!Array.isArray(document.scrape_configs) || document.scrape_configs.length === 0) {
    problems.push('scrape_configs must be a non-empty list');
  } else {
    document.scrape_configs.forEach((job, index) => {
      const where = `scrape_configs[${index}]${job?.job_name ? ` (${job.job_name})` : ''}`;
      if (!isObject(job)) return problems.push(`${where}: must be a map`);
      if (typeof job.job_name !== 'string' || job.job_name === '') problems.push(`${where}: needs a job_name`);
      else if (jobs.includes(job.job_name)) problems.push(`${where}: job_name ${job.job_name} is used twice`);
      jobs.push(job.job_name);
      for (const key of ['scrape_interval', 'scrape_timeout']) {
        if (job[key] !== undefined && !isPrometheusDuration(job[key])) {
          problems.push(`${where}: ${key} "${job[key]}" is not a Prometheus duration`);
        }
      }
      if (job.metrics_path !== undefined && !String(job.metrics_path).startsWith('/')) {
        problems.push(`${where}: metrics_path must start with /`);
      }
      const discovery = Object.keys(job).filter((key) => key === 'static_configs' || key.endsWith('_sd_configs'));
      if (discovery.length === 0) problems.push(`${where}: no static_configs or *_sd_configs: it scrapes nothing`);
      for (const config of job.static_configs ?? []) {
        const targets = config?.targets;
        if (!Array.isArray(targets) || targets.length === 0) problems.push(`${where}: static_configs need targets`);
        else {
          for (const target of targets) {
            if (!HOST_PORT.test(String(target))) problems.push(`${where}: target ${target} is not host:port`);
          }
        }
      }
      for (const config of job.dns_sd_configs ?? []) {
        const type = config?.type ?? 'SRV';
        if (!Array.isArray(config?.names) || config.names.length === 0) {
          problems.push(`${where}: dns_sd_configs need names`);
        }
        if (!DNS_TYPES.includes(type))
          problems.push(`${where}: dns_sd_configs type ${type} is not one of ${DNS_TYPES}`);
        const port = config?.port;
        if (type !== 'SRV' && !(Number.isInteger(port) && port > 0 && port < 65536)) {
          problems.push(`${where}: dns_sd_configs of type ${type} need a port`);
        }
        if (config?.refresh_interval !== undefined && !isPrometheusDuration(config.refresh_interval)) {
          problems.push(`${where}: refresh_interval "${config.refresh_interval}" is not a Prometheus duration`);
        }
        for (const name of config?.names ?? []) dnsTargets.push({ job: job.job_name, name: String(name), port });
      }
      return undefined;
    });
  }
  const found = [
    `scrape jobs: ${jobs.join(', ') || 'none'}; rule files: ${Array.isArray(ruleFiles) ? ruleFiles.join(', ') : '?'}`,
  ];
  return { found, problems, dnsTargets };
}

// --- Monitoring: Grafana dashboards ---------------------------------------------------------

/** A dashboard's panels, with those inside (collapsed) rows, each with where it sits. */
function panelsOf(dashboard) {
  const all = [];
  for (const panel of Array.isArray(dashboard?.panels) ? dashboard.panels : []) {
    all.push({ panel, level: 'top' });
    for (const inner of Array.isArray(panel?.panels) ? panel.panels : []) all.push({ panel: inner, level: panel.id });
  }
  return all;
}

const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const named = (panel) => `panel ${panel?.id} "${panel?.title}"`;

/**
 * A dashboard (parsed JSON): `validate` (the dashboard schema, by loadSchemaValidator) and what
 * a schema cannot say: panel ids unique, panels inside 24 columns and not overlapping; with
 * `parser`, every target's expr (and every `label_values(…)` variable query) parsed as PromQL
 * after Grafana's variables are substituted, and its metrics checked against `known` when given
 * (from knownMetrics).
 */
export function checkDashboard(dashboard, { validate, parser, known } = {}) {
  const problems = [];
  if (validate) problems.push(...validate(dashboard).map((error) => `(dashboard schema) ${error}`));
  const panels = panelsOf(dashboard);
  const ids = new Map();
  for (const { panel } of panels) {
    if (panel?.id === undefined) continue;
    if (ids.has(panel.id)) problems.push(`${named(panel)}: the id ${panel.id} is also ${named(ids.get(panel.id))}`);
    else ids.set(panel.id, panel);
  }
  const placed = panels.filter(({ panel }) => isObject(panel?.gridPos));
  placed.forEach(({ panel, level }, index) => {
    const { x, w } = panel.gridPos;
    if (x + w > 24) problems.push(`${named(panel)}: gridPos x ${x} + w ${w} is wider than 24 columns`);
    for (const other of placed.slice(index + 1)) {
      if (other.level === level && overlaps(panel.gridPos, other.panel.gridPos)) {
        problems.push(`${named(panel)} overlaps ${named(other.panel)}`);
      }
    }
  });
  let queries = 0;
  const used = new Set();
  if (parser) {
    const check = (where, expr) => {
      queries += 1;
      const result = queryProblems(substituteGrafanaVariables(expr), { parser, known });
      problems.push(...result.problems.map((problem) => `${where}: ${problem}`));
      result.metrics.forEach((name) => used.add(name));
    };
    for (const { panel } of panels) {
      for (const target of Array.isArray(panel?.targets) ? panel.targets : []) {
        if (typeof target?.expr === 'string') check(`${named(panel)}, query ${target.refId}`, target.expr);
      }
    }
    for (const variable of Array.isArray(dashboard?.templating?.list) ? dashboard.templating.list : []) {
      const query = typeof variable?.query === 'string' ? variable.query : variable?.query?.query;
      if (variable?.type !== 'query' || typeof query !== 'string') continue;
      const inner = /^\s*(?:label_values|query_result)\((.*?)(?:,\s*[A-Za-z_]\w*)?\)\s*$/s.exec(query)?.[1];
      if (inner && inner.trim() !== '') check(`variable ${variable.name}`, inner);
    }
  }
  const rows = panels.filter(({ panel }) => panel?.type === 'row').length;
  const found = [
    `"${dashboard?.title}" (${dashboard?.uid}): ${panels.length - rows} panels in ${rows} rows${parser ? `, ${queries} queries parsed as PromQL` : ''}`,
  ];
  return { found, problems, metrics: [...used] };
}

// --- Monitoring: compose, prometheus.yml and nginx together ---------------------------------

const networksOf = (service) => {
  const networks = service?.networks;
  if (Array.isArray(networks)) return networks.map(String);
  if (isObject(networks)) return Object.keys(networks);
  return service?.network_mode ? [] : ['default'];
};
const loopbackOnly = (port) =>
  isObject(port) ? ['127.0.0.1', '::1'].includes(port.host_ip) : /^(127\.0\.0\.1|\[::1\]):/.test(String(port));

/**
 * Prometheus reaches every replica's metrics port and nobody else does: the app sets METRICS_PORT
 * and METRICS_HOST and exposes the port (it publishes none, checkCompose sees to that);
 * prometheus.yml scrapes that port by the app's service name; the prometheus service shares a
 * network with the app; the monitoring services sit in the `observability` profile and publish
 * on 127.0.0.1 only; nginx never proxies to the metrics port.
 */
export function checkObservability(compose, { appServices, dnsTargets, nginxConf = '' }) {
  const problems = [];
  const services = isObject(compose?.services) ? compose.services : {};
  const monitoring = Object.keys(services).filter((name) =>
    /(^|\/)(prometheus|grafana)(:|$)/.test(String(services[name].image ?? '')),
  );
  for (const name of monitoring) {
    if (!(services[name].profiles ?? []).includes('observability')) {
      problems.push(`service ${name} must be in the profile observability (a plain \`up\` leaves it out)`);
    }
    for (const port of services[name].ports ?? []) {
      if (!loopbackOnly(port)) problems.push(`service ${name} publishes ${JSON.stringify(port)} beyond 127.0.0.1`);
    }
  }
  const prometheus = monitoring.filter((name) => /prometheus/.test(services[name].image));
  for (const app of appServices) {
    const env = environmentOf(services[app]);
    const port = Number(env.METRICS_PORT);
    if (!Number.isInteger(port) || port <= 0) {
      problems.push(`service ${app}: environment must set METRICS_PORT (the metrics port Prometheus scrapes)`);
      continue;
    }
    if (env.METRICS_HOST !== '0.0.0.0') problems.push(`service ${app}: METRICS_HOST must be 0.0.0.0 in a container`);
    if (!(services[app].expose ?? []).map(String).some((entry) => entry.split('/')[0] === String(port))) {
      problems.push(`service ${app}: expose must list METRICS_PORT ${port}`);
    }
    const scraped = dnsTargets.filter(({ name }) => name === app || name === `tasks.${app}`);
    if (scraped.length === 0)
      problems.push(`${MONITORING_FILES.prometheus} has no dns_sd_configs job for the service ${app}`);
    for (const target of scraped) {
      if (target.port !== port) {
        problems.push(
          `${MONITORING_FILES.prometheus}: job ${target.job} scrapes ${target.name}:${target.port}, but METRICS_PORT is ${port}`,
        );
      }
    }
    for (const name of prometheus) {
      if (!networksOf(services[name]).some((network) => networksOf(services[app]).includes(network))) {
        problems.push(`service ${name} shares no network with ${app}, so it cannot scrape it`);
      }
    }
    if (new RegExp(`:${port}\\b`).test(nginxConf)) {
      problems.push(
        `${MONITORING_FILES.nginx} names the metrics port ${port}: metrics are never proxied to the public`,
      );
    }
  }
  if (prometheus.length === 0 && appServices.length > 0) problems.push('no prometheus service (profile observability)');
  const scrapes = dnsTargets.map(({ job, name, port }) => `${name}:${port} (job ${job})`);
  const found = [`metrics: ${prometheus.join(', ') || 'no prometheus'} scrapes ${scrapes.join(', ') || 'nothing'}`];
  return { found, problems };
}

/**
 * The monitoring files (alerts.yml, prometheus.yml, the dashboards) and how compose.yaml wires
 * them. Each part runs when its text is given; without `parser` PromQL is not parsed, without
 * `validateDashboard` the dashboard schema is not checked. The metric names are checked with
 * `parser` and `defaultMetrics` (loadDefaultMetrics), against the text of metrics.ts
 * (`files.metricsSource`), which must be there.
 */
export function checkMonitoring(
  files,
  { composeDocument, appServices = [], validateDashboard, parser, defaultMetrics } = {},
) {
  const report = [];
  const problems = [];
  const parse = (file, text) => {
    try {
      return parseYaml(text);
    } catch (error) {
      problems.push(`${file} is not valid YAML: ${error.message}`);
      return undefined;
    }
  };
  const anchors = typeof files.operations === 'string' ? markdownAnchors(files.operations) : undefined;
  const checkNames = Boolean(parser && defaultMetrics && typeof files.metricsSource === 'string');
  let known = checkNames ? knownMetrics(files.metricsSource, defaultMetrics) : undefined;
  const used = new Set();

  if (typeof files.alertRules === 'string') {
    const rules = parse(MONITORING_FILES.alerts, files.alertRules);
    if (rules !== undefined) {
      const result = checkAlertRules(rules, { parser, anchors, known });
      report.push(...result.found.map((line) => `${MONITORING_FILES.alerts}: ${line}`));
      problems.push(...result.problems.map((problem) => `${MONITORING_FILES.alerts}: ${problem}`));
      if (checkNames) known = knownMetrics(files.metricsSource, defaultMetrics, result.recorded);
      result.metrics.forEach((name) => used.add(name));
    }
  }

  let dnsTargets = [];
  if (typeof files.prometheusConfig === 'string') {
    const config = parse(MONITORING_FILES.prometheus, files.prometheusConfig);
    if (config !== undefined) {
      const result = checkPrometheusConfig(config, { filesBesideConfig: files.prometheusFiles ?? [] });
      report.push(...result.found.map((line) => `${MONITORING_FILES.prometheus}: ${line}`));
      problems.push(...result.problems.map((problem) => `${MONITORING_FILES.prometheus}: ${problem}`));
      dnsTargets = result.dnsTargets;
    }
  }

  for (const { file, text } of files.dashboards ?? []) {
    let dashboard;
    try {
      dashboard = JSON.parse(text);
    } catch (error) {
      problems.push(`${file} is not valid JSON: ${error.message}`);
      continue;
    }
    const result = checkDashboard(dashboard, { validate: validateDashboard, parser, known });
    report.push(...result.found.map((line) => `${file}: ${line}`));
    problems.push(...result.problems.map((problem) => `${file}: ${problem}`));
    result.metrics.forEach((name) => used.add(name));
  }

  if (composeDocument !== undefined && typeof files.prometheusConfig === 'string') {
    const result = checkObservability(composeDocument, { appServices, dnsTargets, nginxConf: files.nginxConf });
    report.push(...result.found.map((line) => `${MONITORING_FILES.compose}: ${line}`));
    problems.push(...result.problems.map((problem) => `${MONITORING_FILES.compose}: ${problem}`));
  }

  if (typeof files.metricsSource !== 'string') {
    problems.push(
      `${MONITORING_FILES.metrics} is missing: the API defines its metrics there, and the metric names of the alerts and dashboards are checked against it`,
    );
  } else if (checkNames) {
    const defined = metricNamesFromSource(files.metricsSource);
    report.push(
      `metric names: the ${used.size} the rules and dashboards use, checked against ${MONITORING_FILES.metrics} (${defined.size} names), prom-client's default metrics (${defaultMetrics.size}) and Prometheus' own series`,
    );
  }
  return { report, problems };
}

/**
 * The texts of the monitoring files, for checkMonitoring (and the dashboard schema, parsed, for
 * loadSchemaValidator); `metricsSource` is null when metrics.ts is missing, which checkMonitoring
 * reports.
 */
export function readMonitoringFiles(root = repoRoot) {
  const read = (file) => readFileSync(resolve(root, file), 'utf8');
  const dashboards = readdirSync(resolve(root, MONITORING_FILES.dashboards))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({
      file: `${MONITORING_FILES.dashboards}/${name}`,
      text: read(`${MONITORING_FILES.dashboards}/${name}`),
    }));
  return {
    nginxConf: read(MONITORING_FILES.nginx),
    prometheusConfig: read(MONITORING_FILES.prometheus),
    prometheusFiles: readdirSync(resolve(root, MONITORING_FILES.prometheus, '..')),
    alertRules: read(MONITORING_FILES.alerts),
    dashboards,
    dashboardSchema: JSON.parse(read(MONITORING_FILES.dashboardSchema)),
    operations: read(MONITORING_FILES.operations),
    metricsSource: existsSync(resolve(root, MONITORING_FILES.metrics)) ? read(MONITORING_FILES.metrics) : null,
  };
}
