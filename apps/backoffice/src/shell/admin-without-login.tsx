import CssBaseline from '@mui/material/CssBaseline';
import {
  AccessDenied,
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  Error as ErrorPage,
  Layout,
  LoadingPage,
  NotFound,
  Notification,
  type AdminProps,
  type CatchAllComponent,
  type I18nProvider,
} from 'react-admin';

// The translator is required: react-admin's default (Polyglot with its English catalog and their
// polyfills, 9.9 KB gzip measured) would otherwise be part of every first load, though the portals
// always pass theirs (i18n/ra-i18n-provider.ts).
export type AdminWithoutLoginProps = Omit<AdminProps, 'loginPage' | 'authCallbackPage' | 'i18nProvider'> & {
  readonly i18nProvider: I18nProvider;
};

/**
 * react-admin's <Admin> (AdminContext + AdminUI) without a login page or an OAuth callback page.
 * People sign in at the storefront, so the portals have no login page; but <AdminUI> names its
 * default <Login> in its parameters, so even with `loginPage={false}` the login form (react-hook-form,
 * text and password inputs: about 27 KB gzip) was part of every first load. This is AdminUI's own
 * composition, with its defaults for every other page.
 */
export function AdminWithoutLogin({
  authProvider,
  basename,
  darkTheme,
  dataProvider,
  defaultTheme,
  i18nProvider,
  lightTheme,
  queryClient,
  routerProvider,
  store,
  theme,
  accessDenied = AccessDenied,
  authenticationError = AuthenticationError,
  // NotFound takes a string title where CatchAllComponent allows an element: fine here (AdminUI's default).
  catchAll = NotFound as CatchAllComponent,
  error = ErrorPage,
  layout = Layout,
  loading = LoadingPage,
  notification: NotificationComponent = Notification,
  ...ui
}: AdminWithoutLoginProps) {
  return (
    <AdminContext
      authProvider={authProvider}
      basename={basename}
      darkTheme={darkTheme}
      dataProvider={dataProvider}
      defaultTheme={defaultTheme}
      i18nProvider={i18nProvider}
      lightTheme={lightTheme}
      queryClient={queryClient}
      routerProvider={routerProvider}
      store={store}
      theme={theme}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          {...ui}
          accessDenied={accessDenied}
          authenticationError={authenticationError}
          catchAll={catchAll}
          error={error}
          layout={layout}
          loading={loading}
          loginPage={false}
        />
        <NotificationComponent />
      </CssBaseline>
    </AdminContext>
  );
}
