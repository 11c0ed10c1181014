// The pages whose code the server announces in index.html itself (issue 18): the catalog pages
// people land on from search engines and shared links. Read by the build (vite.config.ts, which
// cannot load the app's modules, hence plain strings), checked against src/config/paths.ts by
// preloaded-routes.test.ts. Each maps the route's path pattern to the route's module.
export const PRELOADED_ROUTES: Readonly<Record<string, string>> = {
  '/home': 'src/app/routes/home.tsx',
  '/services': 'src/app/routes/services.tsx',
  '/services/:serviceItemId': 'src/app/routes/service-item.tsx',
};
