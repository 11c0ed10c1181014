import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageTitleProvider, usePageTitle } from './page-title-provider';

function Page({ title }: { readonly title: string | undefined }) {
  usePageTitle(title);
  return null;
}

describe('PageTitleProvider', () => {
  it("shows the page's own title over the path's, and the path's again when the page has none", () => {
    const view = render(
      <PageTitleProvider pathTitle="Brand | Browse Services">
        <Page title={undefined} />
      </PageTitleProvider>,
    );
    expect(document.title).toBe('Brand | Browse Services');
    view.rerender(
      <PageTitleProvider pathTitle="Brand | Browse Services">
        <Page title="Brand | Deep Clean by Gulf Cleaners" />
      </PageTitleProvider>,
    );
    expect(document.title).toBe('Brand | Deep Clean by Gulf Cleaners');
    // A new path's title does not hide the page's own while that page is on screen.
    view.rerender(
      <PageTitleProvider pathTitle="Brand | Trusted Brands">
        <Page title="Brand | Gulf Cleaners in Manama" />
      </PageTitleProvider>,
    );
    expect(document.title).toBe('Brand | Gulf Cleaners in Manama');
    view.rerender(<PageTitleProvider pathTitle="Brand | Trusted Brands">{null}</PageTitleProvider>);
    expect(document.title).toBe('Brand | Trusted Brands');
  });
});
