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
      code: "import { x } from '../../../components/button';",
      filename: at('apps/storefront/src/features/cart/api/get-cart.ts'),
    },
    {
      code: "import { x } from '../features/cart/components/cart-panel';",
      filename: at('apps/storefront/src/app/provider.tsx'),
    },
    { code: "import { x } from './get-cart';", filename: at('apps/storefront/src/features/cart/api/index.ts') },
    { code: "import { x } from './app/router';", filename: at('apps/storefront/src/main.tsx') },
    { code: "import { x } from './app/router';", filename: at('apps/storefront/src/entry-server.tsx') },
    {
      code: "import { x } from '../../../testing/render-app';",
      filename: at('apps/storefront/src/features/cart/components/cart-button.test.tsx'),
    },
    { code: "import { x } from '../app/provider';", filename: at('apps/storefront/src/testing/render-app.tsx') },
    // `@/` is the storefront's src folder: checked like the relative path it stands for.
    {
      code: "import { QueryStates } from '@/components/query-states';",
      filename: at('apps/storefront/src/features/cart/components/cart-drawer.tsx'),
    },
    {
      code: "import { x } from '@/features/cart/api/get-cart';",
      filename: at('apps/storefront/src/features/cart/components/cart-drawer.tsx'),
    },
    { code: "import { x } from 'fastify';", filename: at('apps/api/src/app.ts') },
    { code: "import { buildApp } from './app';", filename: at('apps/api/src/server.ts') },
    { code: "import * as preview from '../../.storybook/preview';", filename: at('packages/ui/vitest.setup.ts') },
    {
      code: "import { filesThatMockModules } from '../../scripts/vitest-isolation.mjs';",
      filename: at('apps/backoffice/vite.config.ts'),
    },
    {
      code: "import { copyDemoDataFolder } from '../../../../../scripts/demo-data-folder.mjs';",
      filename: at('apps/backoffice/src/data-provider/testing/real-api.ts'),
    },
    // The back office: the shell lists every resource; a resource uses shared code and its own files.
    {
      code: "import categories from '../resources/categories';",
      filename: at('apps/backoffice/src/app/admin-app.tsx'),
    },
    {
      code: "import { StatusChip } from '../../components/status-chip';",
      filename: at('apps/backoffice/src/resources/categories/category-list.tsx'),
    },
    {
      code: "import { CategoryFilters } from './category-filters';",
      filename: at('apps/backoffice/src/resources/categories/category-list.tsx'),
    },
    {
      code: "import { renderInAdmin } from '../../testing/render-in-admin';",
      filename: at('apps/backoffice/src/resources/categories/category-list.test.tsx'),
    },
    {
      code: "import { dataProvider } from '../../data-provider';",
      filename: at('apps/backoffice/src/dashboards/admin-analytics/index.tsx'),
    },
  ],
  invalid: [
    { code: "import { x } from '@marketplace/api';", filename: at('packages/contract/src/index.ts'), errors: 1 },
    { code: "import { x } from '@marketplace/client';", filename: at('packages/ui/src/index.ts'), errors: 1 },
    { code: "import { x } from '@marketplace/storefront';", filename: at('apps/backoffice/src/app.tsx'), errors: 1 },
    { code: "import { x } from '../../api/src/app';", filename: at('apps/storefront/src/app.ts'), errors: 1 },
    {
      code: "import { x } from '../../orders/api/get-orders';",
      filename: at('apps/storefront/src/features/cart/api/get-cart.ts'),
      errors: 1,
    },
    {
      code: "import { x } from '../features/cart/api/get-cart';",
      filename: at('apps/storefront/src/components/header.tsx'),
      errors: 1,
    },
    {
      code: "import { x } from '../../../testing/render-app';",
      filename: at('apps/storefront/src/features/cart/api/get-cart.ts'),
      errors: 1,
    },
    {
      code: "import { x } from '../../../app/router';",
      filename: at('apps/storefront/src/features/cart/api/get-cart.ts'),
      errors: 1,
    },
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
    { code: "export * from '@marketplace/ui';", filename: at('apps/api/src/index.ts'), errors: 1 },
    // Only the two entries sit at the app layer, not any file beside them.
    { code: "import { x } from './app/router';", filename: at('apps/storefront/src/server-main.tsx'), errors: 1 },
    // Back-office resources and dashboards never import each other (or the shell).
    {
      code: "import { OrderList } from '../orders/order-list';",
      filename: at('apps/backoffice/src/resources/customers/customer-show.tsx'),
      errors: 1,
    },
    {
      code: "const orders = import('../orders');",
      filename: at('apps/backoffice/src/resources/customers/index.ts'),
      errors: 1,
    },
    {
      code: "import { PortalAdmin } from '../../app/portal-admin';",
      filename: at('apps/backoffice/src/resources/customers/customer-list.tsx'),
      errors: 1,
    },
    {
      code: "import { OrderList } from '../../resources/orders/order-list';",
      filename: at('apps/backoffice/src/dashboards/admin-analytics/index.tsx'),
      errors: 1,
    },
    {
      code: "import { statusOf } from '../resources/orders/order-status';",
      filename: at('apps/backoffice/src/components/status-chip.tsx'),
      errors: 1,
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
      filename: at('apps/backoffice/src/data-provider/api.ts'),
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
