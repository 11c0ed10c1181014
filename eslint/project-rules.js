// Project rules that no published plugin expresses for this layout (see docs/architecture.md):
// kebab-case file names, and imports that flow one way between workspace packages and, inside
// an app, from shared code to features to the app shell.
import { existsSync, statSync } from 'node:fs';
import { basename, dirname, relative, resolve, sep } from 'node:path';
import { untranslatedText } from './untranslated-text.js';

const repoRoot = resolve(dirname(new URL(import.meta.url).pathname), '..');

/** Which workspace packages each package may import. */
const ALLOWED_PACKAGES = {
  'packages/contract': [],
  'packages/i18n': ['contract'],
  'packages/client': ['contract'],
  'packages/ui': ['contract', 'i18n'],
  'apps/api': ['contract', 'i18n'],
  'apps/storefront': ['contract', 'i18n', 'client', 'ui'],
  'apps/backoffice': ['contract', 'i18n', 'client', 'ui'],
  e2e: ['contract'],
};

/** Apps laid out in layers: src/app (the shell), independent slices, shared code elsewhere. */
const LAYERED_APPS = ['apps/storefront', 'apps/backoffice'];

/**
 * Folders whose subfolders are independent slices: the storefront's features (bulletproof-react),
 * each back-office portal's resources and dashboards (react-admin's demo). A slice imports shared
 * code only (and its own portal's).
 */
const SLICE_FOLDERS = ['features', 'resources', 'dashboards'];

const storybookDir = resolve(repoRoot, '.storybook');
const scriptsDir = resolve(repoRoot, 'scripts');
const isInside = (dir, target) => relative(dir, target).split(sep)[0] !== '..';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `packages/ui/src/x.ts` -> `packages/ui`; files outside a package -> null. */
function areaOf(file) {
  const parts = relative(repoRoot, file).split(sep);
  if ((parts[0] === 'packages' || parts[0] === 'apps') && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  if (parts[0] === 'e2e') return 'e2e';
  return null;
}

/**
 * Inside an app's src: 'app' (shell), a slice ('features/<name>'), or 'shared' for everything
 * else. The entries (main.tsx in the browser, entry-server.tsx for the server render) and the test
 * harness (testing/) mount the whole app, so they sit at the app layer. The back office has two
 * portals under portals/<name>/: the portal's app file (admin-app.tsx), its slices
 * ('portals/admin/resources/orders', 'portals/admin/dashboards/inbox') and what its slices share
 * ('portals/admin/shared': its components, data provider, live badges).
 */
const ENTRY_FILE = /^(main|entry-server)(\.test)?(\.tsx)?$/;

function layerOf(file, area) {
  const src = resolve(repoRoot, area, 'src');
  const parts = relative(src, file).split(sep);
  // An import names a file without its extension, or a folder (its index): the disk tells which.
  const isFolder = (count) => {
    if (parts.length <= count) return false;
    const path = resolve(src, ...parts.slice(0, count + 1));
    if (existsSync(path)) return statSync(path).isDirectory();
    return !/\.[cm]?[jt]sx?$/.test(path) && !['.ts', '.tsx'].some((ext) => existsSync(path + ext));
  };
  if (parts[0] === '..') return null;
  if (parts[0] === 'app' || parts[0] === 'testing' || ENTRY_FILE.test(parts[0])) return 'app';
  if (parts[0] === 'portals' && parts.length > 1) {
    const portal = `portals/${parts[1]}`;
    if (parts.length === 2 || (parts.length === 3 && !isFolder(2))) return portal;
    // `resources/orders/x.tsx`, or `resources/orders` itself: an import of the slice's index.
    if (SLICE_FOLDERS.includes(parts[2]) && (parts.length > 4 || isFolder(3)))
      return `${portal}/${parts[2]}/${parts[3]}`;
    return `${portal}/shared`;
  }
  const inSlice = parts.length > 2 || isFolder(1);
  if (SLICE_FOLDERS.includes(parts[0]) && inSlice) return `${parts[0]}/${parts[1]}`;
  return 'shared';
}

/**
 * Whether a relative import stays in the importing file's own part of src: its slice, its folder of
 * a portal, its top-level folder of src (`components`, `lib`, `app`), or, for a file directly in src
 * or in a portal's folder (main.tsx, admin-app.tsx), that folder's own files. Beyond it, `@/...`.
 */
function staysInUnit(file, target, area) {
  const src = resolve(repoRoot, area, 'src');
  const parts = relative(src, file).split(sep);
  const layer = layerOf(file, area);
  if (parts.length === 1 || layer === portalLayerOf(layer)) return dirname(target) === dirname(file);
  if (layer.startsWith('portals/'))
    return isInside(resolve(src, ...(layer.endsWith('/shared') ? parts.slice(0, 3) : layer.split('/'))), target);
  return isInside(resolve(src, isSlice(layer) ? layer : parts[0]), target);
}

/** Apps whose `@/x` imports mean `<app>/src/x` (tsconfig `paths`, vite `resolve.alias`). */
const SRC_ALIAS_APPS = ['apps/storefront', 'apps/backoffice'];

/** The file a relative or `@/` import points at; null for a package import. */
function targetOf(source, file, area) {
  if (source.startsWith('.')) return resolve(dirname(file), source);
  if (source.startsWith('@/') && SRC_ALIAS_APPS.includes(area)) return resolve(repoRoot, area, 'src', source.slice(2));
  return null;
}

/**
 * The API's layers, lowest first (docs/architecture.md): a file imports its own layer or lower ones.
 * The request's identity sits below the plugins that read it; the seed uses the modules it fills.
 */
const API_LAYERS = [['config', 'db', 'lib'], ['identity'], ['plugins'], ['modules'], ['seed']];
const apiSrc = resolve(repoRoot, 'apps/api/src');
const apiModules = resolve(apiSrc, 'modules');

/** The rank of an API file's layer; the shell (app.ts, server.ts, cli/) is above them all; null outside src. */
function apiRankOf(file) {
  const parts = relative(apiSrc, file).split(sep);
  if (parts[0] === '..') return null;
  const rank = API_LAYERS.findIndex((names) => names.includes(parts[0]));
  return rank === -1 ? API_LAYERS.length : rank;
}

/** `modules/orders/x.ts` -> ['orders', 'x.ts']; null outside modules. */
function moduleOf(file) {
  const parts = relative(apiModules, file).split(sep);
  return parts[0] === '..' || parts.length < 1 ? null : parts;
}

// A module's public files: index.ts, and table-writes.ts where other modules must write one of its
// tables inside their own transaction and index.ts would close an import cycle (docs/architecture.md,
// "Who writes which table").
const isPublicFile = (rest) =>
  rest.length === 0 || (rest.length === 1 && /^(index|table-writes)(\.ts)?$/.test(rest[0]));

/**
 * API layers run one way, and a module is entered through its public file (`../orders`, its
 * index.ts); tests and test helpers may also use another module's `testing/` folder.
 */
function checkApiLayers(file, target, source, report) {
  const from = apiRankOf(file);
  const to = apiRankOf(target);
  const isTest = /\.test\.ts$/.test(file);
  const layerName = (rank) => (rank < API_LAYERS.length ? API_LAYERS[rank].join('/') : 'the app shell');
  // A test may build its world with a higher layer (the seed, the app); the code it tests may not.
  if (!isTest && from !== null && to !== null && to > from)
    return report(`${layerName(from)} may not import ${layerName(to)} ('${source}'): the API's layers run one way.`);
  const [targetModule, ...rest] = moduleOf(target) ?? [];
  const [fromModule] = moduleOf(file) ?? [];
  if (!targetModule || targetModule === fromModule || isPublicFile(rest)) return;
  const testCode = isTest || relative(apiSrc, file).split(sep).includes('testing') || from === null;
  if (testCode && rest[0] === 'testing' && isPublicFile(rest.slice(1))) return;
  const publicFile = relative(dirname(file), resolve(apiModules, targetModule));
  const suggestion = publicFile.startsWith('.') ? publicFile : `./${publicFile}`;
  report(`'${source}' reaches into the ${targetModule} module; import its public file ('${suggestion}').`);
}

const SLICE_LAYER = new RegExp(`(^|/)(${SLICE_FOLDERS.join('|')})/[^/]+$`);
const isSlice = (layer) => SLICE_LAYER.test(layer);
const portalOf = (layer) => /^portals\/([^/]+)/.exec(layer)?.[1] ?? null;
const portalLayerOf = (layer) => (portalOf(layer) ? `portals/${portalOf(layer)}` : null);

/** Why an import from one layer of an app to another breaks the one-way flow; null when it does not. */
function layerProblem(from, to) {
  const [fromPortal, toPortal] = [portalOf(from), portalOf(to)];
  if (fromPortal && toPortal && fromPortal !== toPortal)
    return `The ${fromPortal} portal may not import the ${toPortal} portal's ${to}: the portals share only shared code.`;
  if (from === 'shared' && to !== 'shared')
    return `Shared code may not import ${to}: shared -> ${toPortal ? 'portal' : to.split('/')[0]} -> app.`;
  if (isSlice(from) && to !== 'shared' && to !== `portals/${fromPortal}/shared`) {
    const kind = from.split('/').at(-2);
    return `${from} may not import ${to}: ${kind} do not import each other or the app; share through shared code.`;
  }
  if (from.endsWith('/shared') && to !== 'shared')
    return `${from} may not import ${to}: what a portal's screens share imports only shared code.`;
  if (fromPortal && from === `portals/${fromPortal}` && to === 'app')
    return `The ${fromPortal} portal may not import the app (${to}): the app mounts the portals.`;
  return null;
}

const kebabCaseFilename = {
  meta: { type: 'suggestion', schema: [], messages: { kebab: "File name '{{name}}' is not kebab-case." } },
  create(context) {
    // `name.test.ts`, `name.stories.tsx`, `vite.config.ts`: every dot-separated part is checked.
    const name = basename(context.filename);
    const stem = name.replace(/\.(ts|tsx|js|mjs|cjs|jsx)$/, '');
    const ok = stem.split('.').every((part) => KEBAB.test(part));
    return ok ? {} : { Program: (node) => context.report({ node, messageId: 'kebab', data: { name } }) };
  },
};

const importBoundaries = {
  meta: { type: 'problem', fixable: 'code', schema: [], messages: { boundary: '{{reason}}' } },
  create(context) {
    const file = context.filename;
    const area = areaOf(file);
    if (!area) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const report = (reason) => context.report({ node, messageId: 'boundary', data: { reason } });
      const workspace = /^@marketplace\/([^/]+)/.exec(source);
      if (workspace) {
        const allowed = ALLOWED_PACKAGES[area] ?? [];
        if (!allowed.includes(workspace[1]))
          report(`${area} may not import @marketplace/${workspace[1]} (docs/architecture.md: imports flow one way).`);
        return;
      }
      const target = targetOf(source, file, area);
      if (!target) return;
      // The UI package's test set-up reads the repository's Storybook config (decorators, modes),
      // as the story tests must render stories exactly as Storybook does; a test runner's config
      // uses the repository's test tooling in scripts/ (which files share modules), and so may a
      // test or a test helper (a testing/ folder: the seeded demo data). Source files may not.
      const inArea = relative(resolve(repoRoot, area), file);
      const testCode = /\.test\.tsx?$/.test(file) || inArea.split(sep).includes('testing');
      const toolingFile = !inArea.startsWith(`src${sep}`);
      if (toolingFile && isInside(storybookDir, target)) return;
      if ((toolingFile || testCode) && isInside(scriptsDir, target)) return;
      if (areaOf(target) !== area)
        return report(`Relative import '${source}' leaves ${area}; import the package instead.`);
      if (area === 'apps/api') return checkApiLayers(file, target, source, report);
      if (!LAYERED_APPS.includes(area)) return;
      const inSrc = (path) => isInside(resolve(repoRoot, area, 'src'), path);
      if (source.startsWith('.') && inSrc(file) && inSrc(target) && !staysInUnit(file, target, area)) {
        const alias = `@/${relative(resolve(repoRoot, area, 'src'), target)
          .split(sep)
          .join('/')}`;
        context.report({
          node: node.source,
          messageId: 'boundary',
          data: { reason: `'${source}' leaves its folder; import '${alias}'.` },
          fix: (fixer) => fixer.replaceText(node.source, `'${alias}'`),
        });
      }
      const from = layerOf(file, area);
      const to = layerOf(target, area);
      if (!from || !to || from === to) return;
      // A test mounts the whole app around the code it checks (src/testing/render-app.tsx, or the
      // server render's entry); that wiring flows the other way without making production code
      // depend on the app.
      const isTest = /\.test\.tsx?$/.test(file);
      const intoTesting = relative(resolve(repoRoot, area, 'src', 'testing'), target).split(sep)[0] !== '..';
      if (isTest && (intoTesting || to === 'app')) return;
      const problem = layerProblem(from, to);
      if (problem) report(problem);
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const projectRules = {
  rules: {
    'kebab-case-filename': kebabCaseFilename,
    'import-boundaries': importBoundaries,
    'untranslated-text': untranslatedText,
  },
};
