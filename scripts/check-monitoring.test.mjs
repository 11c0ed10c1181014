import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { availableCheckers, checkDeploy, readDeployFiles } from './check-deploy.mjs';
import {
  analysePromQL,
  checkAlertRules,
  checkDashboard,
  githubSlug,
  isKnownMetric,
  isPrometheusDuration,
  knownMetrics,
  markdownAnchors,
  metricNamesFromSource,
  substituteGrafanaVariables,
} from './check-monitoring.mjs';

// The monitoring's lint (scripts/check-monitoring.mjs, run by scripts/check-deploy.mjs) on the real
// files, and on copies with one thing wrong each; through checkDeploy, as `node
// scripts/check-deploy.mjs` reports it.
const real = readDeployFiles();
// The schema parts need ajv at the repository root, the PromQL parts @prometheus-io/lezer-promql,
// the metric names prom-client in apps/api; the CLI fails without them, these tests skip.
const checkers = await availableCheckers(real);
const { validateCompose, validateDashboard, parser, defaultMetrics } = checkers;

function withCompose(edit) {
  const document = parse(real.compose);
  edit(document);
  return { ...real, compose: stringify(document) };
}

function withAlerts(edit) {
  const document = parse(real.alertRules);
  edit(document);
  return { ...real, alertRules: stringify(document) };
}

/** The rule of the real alerts.yml named `name`. */
const alertIn = (document, name) => document.groups.flatMap((group) => group.rules).find((rule) => rule.alert === name);

function withDashboard(edit) {
  const [first, ...others] = real.dashboards;
  const dashboard = JSON.parse(first.text);
  edit(dashboard);
  return { ...real, dashboards: [{ ...first, text: JSON.stringify(dashboard) }, ...others] };
}

/** The dashboard's panel titled `title`. */
const panelIn = (dashboard, title) => dashboard.panels.find((panel) => panel.title === title);

const problemsOf = (files) => checkDeploy(files, checkers).problems;
/** What the API exports, from the real metrics.ts. */
const known = defaultMetrics && knownMetrics(real.metricsSource, defaultMetrics);

describe.runIf(parser && validateDashboard && defaultMetrics)(
  'the monitoring check (alerts, prometheus.yml, dashboards)',
  () => {
    it('passes the real alert rules, prometheus.yml and dashboard, every query parsed', () => {
      const { report, problems } = checkDeploy(real, { validateCompose, validateDashboard, parser, defaultMetrics });
      expect(problems).toEqual([]);
      expect(report).toContainEqual(
        expect.stringMatching(/^deploy\/prometheus\/alerts\.yml: 11 alerts .* parsed as PromQL$/),
      );
      expect(report).toContainEqual(
        expect.stringMatching(/^deploy\/grafana\/dashboards\/marketplace\.json: .*\d+ queries parsed as PromQL$/),
      );
      expect(report).toContain('deploy/compose.yaml: metrics: prometheus scrapes app:9464 (job marketplace-api)');
      expect(report).toContainEqual(
        expect.stringMatching(
          /^metric names: .* checked against apps\/api\/src\/lib\/observability\/metrics\.ts \(\d+ names\)/,
        ),
      );
    });

    it('fails an alert whose expr is not PromQL, saying where', () => {
      const files = withAlerts((rules) => {
        alertIn(rules, 'DatabaseDown').expr = 'marketplace_dependency_up{dependency="database"} == 0)';
      });
      expect(problemsOf(files)).toEqual([
        'deploy/prometheus/alerts.yml: alert DatabaseDown: PromQL syntax error at 1:54 (near ")")',
      ]);
    });

    it('fails a rate() over an instant vector, and an aggregation over a range vector', () => {
      expect(analysePromQL('rate(marketplace_orders_placed_total)', parser).problems).toEqual([
        'rate() at 1:1 needs a range vector, e.g. x[5m]',
      ]);
      expect(analysePromQL('sum(marketplace_orders_placed_total[5m])', parser).problems).toEqual([
        'a range vector at 1:5 where an instant vector belongs (wrap it in rate(), *_over_time() …)',
      ]);
      expect(analysePromQL('max_over_time(rate(up[5m])[1h:]) offset 1h', parser).problems).toEqual([]);
    });

    it('fails a dashboard query that is not PromQL, after substituting Grafana variables', () => {
      const files = withDashboard((dashboard) => {
        panelIn(dashboard, 'Requests in flight').targets[0].expr =
          'sum by (instance) marketplace_http_requests_in_flight{instance=~"$instance"}';
      });
      expect(problemsOf(files)).toEqual([
        expect.stringMatching(
          /^deploy\/grafana\/dashboards\/marketplace\.json: panel \d+ "Requests in flight", query A: PromQL syntax error at 1:19 \(near "marketplace_http_req…"\)$/,
        ),
      ]);
    });

    it('fails a metric the API does not export, in a rule and in a dashboard', () => {
      const alerts = withAlerts((rules) => {
        alertIn(rules, 'MailQueueStuck').expr = 'max(marketplace_mail_queue_age_seconds) > 900';
      });
      expect(problemsOf(alerts)).toEqual([
        'deploy/prometheus/alerts.yml: alert MailQueueStuck: unknown metric marketplace_mail_queue_age_seconds',
      ]);
      const dashboard = withDashboard((board) => {
        panelIn(board, 'SSE connections').targets[0].expr = 'sum(marketplace_sse_connections_bucket)';
      });
      expect(problemsOf(dashboard)).toEqual([
        expect.stringMatching(/"SSE connections", query A: unknown metric marketplace_sse_connections_bucket$/),
      ]);
    });

    it("knows the names of metrics.ts (and their types), prom-client's defaults and Prometheus' own", () => {
      const source = `
      export const a = new Histogram({ name: 'marketplace_new_duration_seconds', help: 'x' });
      export const b = new Gauge({ name: "marketplace_new_total", help: 'y' });
      // A Histogram in a comment is not a type; the API's own histogram class is.
      export const c = new BucketHistogram({ name: 'marketplace_hot_seconds', help: 'z' });`;
      expect([...metricNamesFromSource(source)]).toEqual([
        ['marketplace_new_duration_seconds', 'histogram'],
        ['marketplace_new_total', 'gauge'],
        ['marketplace_hot_seconds', 'histogram'],
      ]);
      const fromSource = knownMetrics(source, defaultMetrics);
      expect(isKnownMetric('marketplace_new_duration_seconds_bucket', fromSource)).toBe(true);
      expect(isKnownMetric('marketplace_new_total_count', fromSource)).toBe(false);
      // metrics.ts is the only source of the API's names: what it does not define is not known.
      expect(isKnownMetric('marketplace_http_request_duration_seconds_count', fromSource)).toBe(false);
      expect(isKnownMetric('marketplace_http_request_duration_seconds_count', known)).toBe(true);
      expect(isKnownMetric('marketplace_http_request_duration_seconds_count', knownMetrics(null, defaultMetrics))).toBe(
        false,
      );
      // prom-client's defaults, as the API's prom-client registers them, with their types.
      expect(defaultMetrics.get('nodejs_gc_duration_seconds')).toBe('histogram');
      expect(defaultMetrics.get('process_cpu_seconds_total')).toBe('counter');
      expect(isKnownMetric('nodejs_eventloop_lag_p99_seconds', fromSource)).toBe(true);
      expect(isKnownMetric('nodejs_gc_duration_seconds_sum', fromSource)).toBe(true);
      expect(isKnownMetric('process_cpu_seconds_total_bucket', fromSource)).toBe(false);
      expect(isKnownMetric('up', fromSource)).toBe(true);
    });

    it('fails a name the alerts use that metrics.ts does not define, and a missing metrics.ts', () => {
      // Renamed in metrics.ts but not in alerts.yml (nor the dashboard): no hand-kept list covers it.
      const metricsSource = real.metricsSource.replace(
        "name: 'marketplace_queue_oldest_age_seconds'",
        "name: 'marketplace_queue_oldest_seconds'",
      );
      expect(metricsSource).not.toBe(real.metricsSource);
      expect(problemsOf({ ...real, metricsSource })).toEqual([
        'deploy/prometheus/alerts.yml: alert MailQueueStuck: unknown metric marketplace_queue_oldest_age_seconds',
        'deploy/prometheus/alerts.yml: alert RefundsStuck: unknown metric marketplace_queue_oldest_age_seconds',
        expect.stringMatching(
          /^deploy\/grafana\/dashboards\/marketplace\.json: panel \d+ ".*", query \w+: unknown metric marketplace_queue_oldest_age_seconds$/,
        ),
      ]);
      expect(problemsOf({ ...real, metricsSource: null })).toEqual([
        'apps/api/src/lib/observability/metrics.ts is missing: the API defines its metrics there, and the metric names of the alerts and dashboards are checked against it',
      ]);
    });

    it('fails a runbook_url whose anchor is no heading of docs/operations.md', () => {
      const files = withAlerts((rules) => {
        alertIn(rules, 'RedisDown').annotations.runbook_url = 'docs/operations.md#redis-is-down';
      });
      expect(problemsOf(files)).toEqual([
        'deploy/prometheus/alerts.yml: alert RedisDown: runbook_url #redis-is-down names no heading of docs/operations.md',
      ]);
      const operations = real.operations.replace(/^#### RedisDown$/m, '#### Redis unavailable');
      expect(problemsOf({ ...real, operations })).toEqual([
        'deploy/prometheus/alerts.yml: alert RedisDown: runbook_url #redisdown names no heading of docs/operations.md',
      ]);
    });

    it('fails a bad duration, a missing for, an unknown severity and a rule both alert and record', () => {
      const files = withAlerts((rules) => {
        alertIn(rules, 'HighLatencyP99').for = '10 minutes';
        alertIn(rules, 'EventLoopLagHigh').keep_firing_for = '30m1h';
        delete alertIn(rules, 'RefundsStuck').for;
        alertIn(rules, 'MailQueueStuck').labels.severity = 'page';
        alertIn(rules, 'RedisDown').record = 'marketplace:redis_down';
      });
      expect(problemsOf(files)).toEqual([
        'deploy/prometheus/alerts.yml: alert HighLatencyP99: for "10 minutes" is not a Prometheus duration (e.g. 5m, 1h30m)',
        'deploy/prometheus/alerts.yml: alert RedisDown: needs exactly one of alert and record',
        'deploy/prometheus/alerts.yml: alert RedisDown: a recording rule takes no for',
        'deploy/prometheus/alerts.yml: alert RedisDown: a recording rule takes no annotations',
        'deploy/prometheus/alerts.yml: alert MailQueueStuck: labels.severity must be one of critical, warning',
        'deploy/prometheus/alerts.yml: alert RefundsStuck: needs a `for` (how long before it fires)',
        'deploy/prometheus/alerts.yml: alert EventLoopLagHigh: keep_firing_for "30m1h" is not a Prometheus duration (e.g. 5m, 1h30m)',
      ]);
    });

    it('reads Prometheus durations as Prometheus does', () => {
      for (const good of ['5m', '1h30m', '90s', '1d12h', '250ms', '2w', '1y', '0', 0]) {
        expect(isPrometheusDuration(good), String(good)).toBe(true);
      }
      for (const bad of ['', '5', 300, '1.5h', '30m1h', '5 m', '5min', '-5m', '1h1h']) {
        expect(isPrometheusDuration(bad), String(bad)).toBe(false);
      }
    });

    it('fails a group name used twice and a field promtool does not know', () => {
      const result = checkAlertRules(
        {
          groups: [
            { name: 'a', rules: [{ record: 'job:up:sum', expr: 'sum by (job) (up)' }] },
            { name: 'a', rules: [{ alert: 'X', expr: 'job:up:sum == 0', for: '1m', severity: 'warning' }] },
          ],
        },
        { parser, anchors: new Set(), known },
      );
      expect(result.problems).toEqual([
        'group a: the group name is used twice',
        'alert X: unknown field severity',
        'alert X: labels.severity must be one of critical, warning',
        'alert X: needs annotations.summary',
        'alert X: needs annotations.description',
        'alert X: needs annotations.runbook_url',
      ]);
    });

    it('fails panels that overlap, overflow 24 columns or share an id', () => {
      const files = withDashboard((dashboard) => {
        const inFlight = panelIn(dashboard, 'Requests in flight');
        inFlight.gridPos.x -= 2; // into the panel on its left
        const byStatus = panelIn(dashboard, 'Requests per second by status class');
        byStatus.gridPos.w += 1; // x 18 + w 7 = 25
        panelIn(dashboard, 'GC time by kind').id = panelIn(dashboard, 'Heap used / total').id;
      });
      const problems = problemsOf(files).map((problem) =>
        problem.replace(/^deploy\/grafana\/dashboards\/marketplace\.json: /, ''),
      );
      expect(problems).toEqual([
        expect.stringMatching(/^\(dashboard schema\) \/panels\/\d+\/gridPos\/w must be <= 6$/),
        expect.stringMatching(/^panel \d+ "GC time by kind": the id \d+ is also panel \d+ "Heap used \/ total"$/),
        expect.stringMatching(
          /^panel \d+ "Requests per second by route \(top 10\)" overlaps panel \d+ "Requests in flight"$/,
        ),
        expect.stringMatching(
          /^panel \d+ "Requests per second by status class": gridPos x 18 \+ w 7 is wider than 24 columns$/,
        ),
      ]);
    });

    it('fails a dashboard without the datasource variable, and a panel without unit or description', () => {
      const files = withDashboard((dashboard) => {
        dashboard.templating.list = dashboard.templating.list.filter((variable) => variable.name !== 'datasource');
        const cpu = panelIn(dashboard, 'CPU per replica');
        delete cpu.fieldConfig.defaults.unit;
        delete cpu.description;
      });
      const problems = problemsOf(files).join('\n');
      expect(problems).toMatch(/\(dashboard schema\) \/templating\/list must contain at least 1 valid item/);
      expect(problems).toMatch(/\(dashboard schema\) \/panels\/\d+ must have required property 'description'/);
      expect(problems).toMatch(
        /\(dashboard schema\) \/panels\/\d+\/fieldConfig\/defaults must have required property 'unit'/,
      );
    });

    it('checks a dashboard alone: a query of a variable too', () => {
      const dashboard = JSON.parse(real.dashboards[0].text);
      dashboard.templating.list.find((variable) => variable.name === 'instance').query =
        'label_values(upp{job="x"}, instance)';
      expect(checkDashboard(dashboard, { validate: validateDashboard, parser, known }).problems).toEqual([
        'variable instance: unknown metric upp',
      ]);
    });

    it('substitutes Grafana variables before parsing', () => {
      expect(substituteGrafanaVariables('rate(x{instance=~"${instance:regex}", a="$a"}[$__rate_interval])')).toBe(
        'rate(x{instance=~"instance", a="a"}[5m])',
      );
      expect(substituteGrafanaVariables('increase(x[$__range]) / ${__range_s}')).toBe('increase(x[5m]) / 300');
    });

    it('fails prometheus.yml with a job name twice, a missing rule file, or a port other than METRICS_PORT', () => {
      const config = parse(real.prometheusConfig);
      config.scrape_configs[1].job_name = config.scrape_configs[0].job_name;
      config.rule_files.push('recording.yml');
      config.scrape_configs[0].dns_sd_configs[0].port = 9100;
      expect(problemsOf({ ...real, prometheusConfig: stringify(config) })).toEqual([
        'deploy/prometheus/prometheus.yml: rule_files: recording.yml does not exist beside prometheus.yml',
        'deploy/prometheus/prometheus.yml: scrape_configs[1] (marketplace-api): job_name marketplace-api is used twice',
        'deploy/compose.yaml: deploy/prometheus/prometheus.yml: job marketplace-api scrapes app:9100, but METRICS_PORT is 9464',
      ]);
    });

    it('fails Grafana outside its profile or beyond 127.0.0.1, Prometheus off the app network, nginx on 9464', () => {
      const files = withCompose((compose) => {
        delete compose.services.grafana.profiles;
        compose.services.grafana.ports = ['3001:3000'];
        compose.services.prometheus.networks = ['grafana-edge'];
      });
      const nginxConf = real.nginxConf.replace('server app:3000', 'server app:9464');
      expect(problemsOf({ ...files, nginxConf })).toEqual([
        'deploy/compose.yaml: service grafana must be in the profile observability (a plain `up` leaves it out)',
        'deploy/compose.yaml: service grafana publishes "3001:3000" beyond 127.0.0.1',
        'deploy/compose.yaml: service prometheus shares no network with app, so it cannot scrape it',
        'deploy/compose.yaml: deploy/nginx.conf names the metrics port 9464: metrics are never proxied to the public',
      ]);
    });

    it('slugs headings as GitHub does', () => {
      expect(githubSlug('Metrics, traces and alerts')).toBe('metrics-traces-and-alerts');
      expect(githubSlug('Tax invoices (VAT)')).toBe('tax-invoices-vat');
      expect(githubSlug('`HighErrorRate`')).toBe('higherrorrate');
      expect([...markdownAnchors('# A\n## A\n```sh\n# not a heading\n```\n#### DatabaseDown\n')]).toEqual([
        'a',
        'a-1',
        'databasedown',
      ]);
    });
  },
);
