// @vitest-environment jsdom
// jsdom, not the suite's happy-dom (vite.config.ts): this file reads a style rule as written
// ('flex: 1'), which happy-dom gives back expanded.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FirstPageProvider } from './first-page';
import { PageMain } from './page-main';

/** RootShell's part in it: the provider above the layouts, with the path. */
function Shell() {
  const { pathname } = useLocation();
  return (
    <FirstPageProvider pathname={pathname}>
      <Outlet />
    </FirstPageProvider>
  );
}

function Page({ to }: { readonly to: string }) {
  return <Link to={to}>Go to {to}</Link>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Shell />}>
          <Route element={<PageMain />}>
            <Route path="/home" element={<Page to="/services" />} />
            <Route path="/services" element={<Page to="/home" />} />
          </Route>
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

/** The CSS emotion wrote for the main element's classes (jsdom applies no media queries). */
function cssOfMain(): string {
  const classes = [...screen.getByRole('main').classList];
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .filter((css) => classes.some((name) => css.includes(`.${name}`)))
    .join('\n');
}

describe('PageMain: the page-change animation (spec 2.3)', () => {
  it('does not fade in the page a visit starts on, fades every page changed to, the first one too', async () => {
    renderAt('/home');
    expect(cssOfMain()).toContain('flex: 1');
    expect(cssOfMain()).not.toContain('page-enter');
    await userEvent.click(screen.getByRole('link', { name: 'Go to /services' }));
    expect(cssOfMain()).toMatch(/prefers-reduced-motion: no-preference.*animation: page-enter 240ms/s);
    await userEvent.click(screen.getByRole('link', { name: 'Go to /home' }));
    expect(cssOfMain()).toMatch(/prefers-reduced-motion: no-preference.*animation: page-enter 240ms/s);
  });
});
