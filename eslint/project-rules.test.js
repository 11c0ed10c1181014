import { resolve } from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { projectRules } from './project-rules.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = resolve(import.meta.dirname, '..');
const at = (path) => resolve(root, path);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });

tester.run('kebab-case-filename', projectRules.rules['kebab-case-filename'], {
  valid: [
    { code: '', filename: at('packages/ui/src/components/service-card/service-card.tsx') },
    { code: '', filename: at('apps/api/src/modules/orders/orders.routes.test.ts') },
    { code: '', filename: at('apps/api/vitest.config.ts') },
    // The API: layers run one way; modules meet through their public files (and tests through testing/).
    {
      code: "import { ADMIN_ROLES } from '../../identity/access-rules';",
      filename: at('apps/api/src/modules/orders/orders.routes.ts'),
    },
    { code: "import { users } from '../db/schema/index';", filename: at('apps/api/src/identity/access-rules.ts') },
    {
      code: "import { raiseNotifications } from '../notifications';",
      filename: at('apps/api/src/modules/orders/order-changes.service.ts'),
    },
    {
      code: "import { findOrder } from './orders.repository';",
      filename: at('apps/api/src/modules/orders/order-read.service.ts'),
    },
    {
      code: "import { placeOrder } from '../orders/testing';",
      filename: at('apps/api/src/modules/payments/refunds.test.ts'),
    },
    {
      code: "import { userWithToken } from '../service-items/testing';",
      filename: at('apps/api/src/modules/orders/testing/index.ts'),
    },
    {
      code: "import { userWithToken } from '../src/modules/service-items/testing';",
      filename: at('apps/api/test/app.test.ts'),
    },
    {
      code: "import { deriveOrderStatus } from '../modules/orders';",
      filename: at('apps/api/src/seed/plan-orders.ts'),
    },
    {
      code: "import { seedDemo } from '../../seed/demo-seed';",
      filename: at('apps/api/src/modules/orders/orders-read.test.ts'),
    },
    { code: "import { ordersModule } from './modules/orders';", filename: at('apps/api/src/app.ts') },
  ],
  invalid: [
    { code: '', filename: at('packages/ui/src/ServiceCard.tsx'), errors: [{ messageId: 'kebab' }] },
    { code: '', filename: at('apps/api/src/order_status.ts'), errors: [{ messageId: 'kebab' }] },
  ],
});

tester.run('import-boundaries', projectRules.rules['import-boundaries'], {
  valid: [
    { code: "import { x } from '@marketplace/contract';", filename: at('apps/api/src/app.ts') },
    { code: "import { x } from '@marketplace/ui';", filename: at('apps/storefront/src/app/router.tsx') },
    {
      code: "import { x } from '@/components/button';",
      filename: at('apps/storefront/src/features/cart/api/get-cart.ts'),
    },
    {
      code: "import { x } from '@/features/cart/components/cart-panel';",
      filename: at('apps/storefront/src/app/provider.tsx'),
    },
    { code: "import { x } from './get-cart';", filename: at('apps/storefront/src/features/cart/api/index.ts') },
    { code: "import { x } from '@/app/router';", filename: at('apps/storefront/src/main.tsx') },
    { code: "import { x } from '@/app/router';", filename: at('apps/storefront/src/entry-server.tsx') },
    {
      code: "import { x } from '@/testing/render-app';",
      filename: at('apps/storefront/src/features/cart/components/cart-button.test.tsx'),
    },
    { code: "import { x } from '@/app/provider';", filename: at('apps/storefront/src/testing/render-app.tsx') },
    // `@/` is the storefront's src folder: checked like the relative path it stands for.
    {
      code: "import { QueryStates } from '@/components/query-states';",
      filename: at('apps/storefront/src/features/cart/components/cart-drawer.tsx'),
    },
    {
      code: "import { x } from '@/features/cart/api/get-cart';",
      filename: at('apps/storefront/src/features/cart/components/cart-drawer.tsx'),
    },
    {
      code: "import { markOrderPaid } from '../orders/table-writes';",
      filename: at('apps/api/src/modules/payments/settlement.ts'),
    },
    { code: "import { x } from 'fastify';", filename: at('apps/api/src/app.ts') },
    { code: "import { buildApp } from './app';", filename: at('apps/api/src/server.ts') },
    { code: "import * as preview from '../../.storybook/preview';", filename: at('packages/ui/vitest.setup.ts') },
    {
      code: "import { filesThatMockModules } from '../../scripts/vitest-isolation.mjs';",
      filename: at('apps/backoffice/vite.config.ts'),
    },
    {
      code: "import { copyDemoDataFolder } from '../../../../scripts/demo-data-folder.mjs';",
      filename: at('apps/backoffice/src/testing/real-api.ts'),
    },
    // The back office: a portal's app file lists its screens; a screen uses shared code, its portal's
    // shared code and its own files; the app mounts the portals.
    {
      code: "import { categories } from '@/portals/admin/resources/categories';",
      filename: at('apps/backoffice/src/portals/admin/admin-app.tsx'),
    },
    {
      code: "import { PortalAdmin } from '@/shell/portal-admin';",
      filename: at('apps/backoffice/src/portals/admin/admin-app.tsx'),
    },
    {
      code: "import { StatusChip } from '@/components/status-chip';",
      filename: at('apps/backoffice/src/portals/admin/resources/categories/category-list.tsx'),
    },
    {
      code: "import { ProviderStateChip } from '@/portals/admin/components/provider-state/provider-state-chip';",
      filename: at('apps/backoffice/src/portals/admin/resources/providers/provider-list.tsx'),
    },
    {
      code: "import { CategoryFilters } from './category-filters';",
      filename: at('apps/backoffice/src/portals/admin/resources/categories/category-list.tsx'),
    },
    {
      code: "import { renderInAdmin } from '@/testing/render-in-admin';",
      filename: at('apps/backoffice/src/portals/admin/resources/categories/category-list.test.tsx'),
    },
    {
      code: "import { dataProvider } from '@/portals/admin/data-provider';",
      filename: at('apps/backoffice/src/portals/admin/dashboards/analytics/index.tsx'),
    },
    {
      code: "const AdminApp = lazy(() => import('@/portals/admin/admin-app'));",
      filename: at('apps/backoffice/src/main.tsx'),
    },
    {
      code: "import { paging } from '../paging';",
      filename: at('apps/backoffice/src/portals/admin/data-provider/x/y.ts'),
    },
    // Relative imports stay in their own folder (a slice, a top-level folder of src).
    {
      code: "import { x } from '../hooks/use-cart';",
      filename: at('apps/storefront/src/features/cart/api/get-cart.ts'),
    },
    { code: "import { x } from '../dates';", filename: at('apps/backoffice/src/components/order-sections/x.tsx') },
    { code: "import { x } from './i18n';", filename: at('apps/backoffice/src/main.tsx') },
    { code: "import { x } from './build-tools/preload-font';", filename: at('apps/storefront/vite.config.ts') },
    { code: "await import('./src/lib/toast-host');", filename: at('apps/storefront/vitest.setup.ts') },
  ],
  invalid: [
    { code: "import { x } from '@marketplace/api';", filename: at('packages/contract/src/index.ts'), errors: 1 },
    { code: "import { x } from '@marketplace/client';", filename: at('packages/ui/src/index.ts'), errors: 1 },
    { code: "import { x } from '@marketplace/storefront';", filename: at('apps/backoffice/src/app.tsx'), errors: 1 },
    { code: "import { x } from '../../api/src/app';", filename: at('apps/storefront/src/app.ts'), errors: 1 },
    {
      code: "import { x } from '@/features/orders/api/get-orders';",
      filename: at('apps/storefront/src/features/cart/api/get-cart.ts'),
      errors: 1,
    },
    {
      code: "import { x } from '@/features/cart/api/get-cart';",
      filename: at('apps/storefront/src/components/header.tsx'),
      errors: 1,
    },
    {
      code: "import { x } from '@/testing/render-app';",
      filename: at('apps/storefront/src/features/cart/api/get-cart.ts'),
      errors: 1,
    },
    {
      code: "import { x } from '@/app/router';",
      filename: at('apps/storefront/src/features/cart/api/get-cart.ts'),
      errors: 1,
    },
    { code: "export * from '@marketplace/ui';", filename: at('apps/api/src/index.ts'), errors: 1 },
    // Only the two entries sit at the app layer, not any file beside them.
    { code: "import { x } from '@/app/router';", filename: at('apps/storefront/src/server-main.tsx'), errors: 1 },
    // Back-office resources and dashboards never import each other, their portal's app file or the app.
    {
      code: "import { OrderList } from '@/portals/admin/resources/orders/order-list';",
      filename: at('apps/backoffice/src/portals/admin/resources/customers/customer-show.tsx'),
      errors: [
        {
          message:
            'portals/admin/resources/customers may not import portals/admin/resources/orders: resources do not import each other or the app; share through shared code.',
        },
      ],
    },
    {
      code: "const orders = import('@/portals/admin/resources/orders');",
      filename: at('apps/backoffice/src/portals/admin/resources/customers/index.ts'),
      errors: 1,
    },
    {
      code: "import AdminApp from '@/portals/admin/admin-app';",
      filename: at('apps/backoffice/src/portals/admin/resources/customers/customer-list.tsx'),
      errors: 1,
    },
    {
      code: "import { OrderList } from '@/portals/admin/resources/orders/order-list';",
      filename: at('apps/backoffice/src/portals/admin/dashboards/analytics/index.tsx'),
      errors: 1,
    },
    {
      code: "import { statusOf } from '@/portals/admin/resources/orders/order-status';",
      filename: at('apps/backoffice/src/components/status-chip.tsx'),
      errors: 1,
    },
    // Neither portal imports the other, and shared code imports neither.
    {
      code: "import { currentProvider } from '@/portals/provider/data-provider';",
      filename: at('apps/backoffice/src/portals/admin/resources/providers/provider-show.tsx'),
      errors: [
        {
          message:
            "The admin portal may not import the provider portal's portals/provider/shared: the portals share only shared code.",
        },
      ],
    },
    {
      code: "import { ProviderStateChip } from '@/portals/admin/components/provider-state/provider-state-chip';",
      filename: at('apps/backoffice/src/portals/provider/dashboards/home/index.tsx'),
      errors: 1,
    },
    {
      code: "import { dataProvider } from '@/portals/admin/data-provider';",
      filename: at('apps/backoffice/src/data-provider/index.ts'),
      errors: 1,
    },
    {
      code: "import { orders } from '@/portals/admin/resources/orders';",
      filename: at('apps/backoffice/src/portals/admin/components/related-orders/x.tsx'),
      errors: 1,
    },
    {
      code: "import { x } from '@/main';",
      filename: at('apps/backoffice/src/portals/admin/admin-app.tsx'),
      errors: 1,
    },
    // A relative import that leaves its folder is written with `@/` (and fixed so).
    {
      code: "import { paths } from '../config/paths';",
      filename: at('apps/storefront/src/app/router.tsx'),
      errors: [{ message: "'../config/paths' leaves its folder; import '@/config/paths'." }],
      output: "import { paths } from '@/config/paths';",
    },
    {
      code: "import { api } from './lib/api';",
      filename: at('apps/storefront/src/main.tsx'),
      errors: 1,
      output: "import { api } from '@/lib/api';",
    },
    {
      code: "import { dates } from '../../../../components/dates';",
      filename: at('apps/backoffice/src/portals/admin/resources/orders/order-list.tsx'),
      errors: 1,
      output: "import { dates } from '@/components/dates';",
    },
    {
      code: "import { orders } from './resources/orders';",
      filename: at('apps/backoffice/src/portals/admin/admin-app.tsx'),
      errors: 1,
      output: "import { orders } from '@/portals/admin/resources/orders';",
    },
    {
      code: "import * as preview from '../../../.storybook/preview';",
      filename: at('packages/ui/src/theme/x.ts'),
      errors: 1,
    },
    {
      code: "import { filesThatMockModules } from '../../../scripts/vitest-isolation.mjs';",
      filename: at('apps/storefront/src/app/router.tsx'),
      errors: 1,
    },
    {
      code: "import { copyDemoDataFolder } from '../../../../scripts/demo-data-folder.mjs';",
      filename: at('apps/backoffice/src/data-provider/paging.ts'),
      errors: 1,
    },
    // The API's layers: config, db and lib below identity, below plugins, below modules, below the seed.
    {
      code: "import { recordAudit } from '../modules/audit';",
      filename: at('apps/api/src/lib/route-options.ts'),
      errors: [{ message: "config/db/lib may not import modules ('../modules/audit'): the API's layers run one way." }],
    },
    {
      code: "import { AuthUser } from '../modules/auth';",
      filename: at('apps/api/src/plugins/authentication.ts'),
      errors: 1,
    },
    {
      code: "import { verify } from '../identity/access-token';",
      filename: at('apps/api/src/db/database.ts'),
      errors: 1,
    },
    {
      code: "import { deriveOrderStatus } from '../modules/orders';",
      filename: at('apps/api/src/identity/access-rules.ts'),
      errors: 1,
    },
    {
      code: "import { seedDemo } from '../../seed/demo-seed';",
      filename: at('apps/api/src/modules/orders/orders.service.ts'),
      errors: 1,
    },
    { code: "import { buildApp } from '../app';", filename: at('apps/api/src/plugins/security.ts'), errors: 1 },
    // A module is entered through its public file, not its inner files.
    {
      code: "import { findOrder } from '../orders/orders.repository';",
      filename: at('apps/api/src/modules/cart/cart.service.ts'),
      errors: [
        {
          message:
            "'../orders/orders.repository' reaches into the orders module; import its public file ('../orders').",
        },
      ],
    },
    {
      code: "import { placeOrder } from '../orders/testing';",
      filename: at('apps/api/src/modules/payments/refunds.ts'),
      errors: 1,
    },
    {
      code: "import { toCustomer } from '../modules/users/user-views';",
      filename: at('apps/api/src/seed/plan-people.ts'),
      errors: 1,
    },
    {
      code: "import { x } from '../src/modules/orders/order-view';",
      filename: at('apps/api/test/app.test.ts'),
      errors: 1,
    },
  ],
});

// JSX needs the parser option; the rule itself looks only at the syntax tree.
const jsxTester = new RuleTester({
  languageOptions: { ecmaVersion: 2023, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
});

jsxTester.run('untranslated-text', projectRules.rules['untranslated-text'], {
  valid: [
    "const a = <Button>{t('cart.checkout')}</Button>;",
    "const a = <TextInput label={t('auth.field.email')} aria-label={name} />;",
    // Punctuation and numbers, ids, class names, paths, keys and a developer's error are not texts.
    'const a = <span>· — 3</span>;',
    "const a = t('catalog.results.count', { count });",
    "const b = { 'Order placed': 1 };",
    "const c = <Box className='Mui root' data-testid='cart line' />;",
    "throw new Error('Cart line not found');",
    "console.error('Page crashed', error);",
    "import x from './Cart Line';",
    "const d = 'Asia/Bahrain';",
  ],
  invalid: [
    { code: 'const a = <Button>Checkout</Button>;', errors: [{ messageId: 'text' }] },
    { code: 'const a = <TextInput label="Email" />;', errors: [{ messageId: 'text' }] },
    { code: "const a = <IconButton aria-label={'Open menu'} />;", errors: [{ messageId: 'text' }] },
    { code: 'const a = <Pager noun={`orders of ${name}`} />;', errors: [{ messageId: 'text' }] },
    { code: "const title = 'Order placed';", errors: [{ messageId: 'text' }] },
    { code: 'const message = `Showing ${from} to ${to}`;', errors: [{ messageId: 'text' }] },
    { code: "notify({ title: 'Try again.' });", errors: [{ messageId: 'text' }] },
  ],
});
