import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlSearchParams } from './use-url-search-params';

const withParam = (name: string, value: string) => (current: URLSearchParams) => {
  const next = new URLSearchParams(current);
  next.set(name, value);
  return next;
};

let update: ReturnType<typeof useUrlSearchParams>[1] = () => undefined;

function Filters() {
  const [params, setParams] = useUrlSearchParams();
  update = setParams;
  const { search } = useLocation();
  return (
    <p>
      URL: {search} / read: {params.toString()}
    </p>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/services', element: <Filters /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useUrlSearchParams', () => {
  it('keeps both of two changes made before the page re-renders (a quick second filter)', () => {
    const router = renderAt('/services');
    act(() => {
      update(withParam('type', 'item'), { replace: true });
      update(withParam('Sort', 'price-desc'), { replace: true });
    });
    expect(router.state.location.search).toBe('?type=item&Sort=price-desc');
    expect(screen.getByText('URL: ?type=item&Sort=price-desc / read: type=item&Sort=price-desc')).toBeInTheDocument();
  });

  it('builds on the URL again after it changes by other means (Back, a link)', async () => {
    const router = renderAt('/services?type=item');
    act(() => update(withParam('Sort', 'price-desc')));
    await act(() => router.navigate('/services?Search=tap'));
    act(() => update(withParam('type', 'service')));
    expect(router.state.location.search).toBe('?Search=tap&type=service');
  });
});
