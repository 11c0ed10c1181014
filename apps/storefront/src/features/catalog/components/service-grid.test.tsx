import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serviceItem } from '@/testing/listing-fixtures';
import { renderApp } from '@/testing/render-app';
import { ServiceGrid } from './service-grid';

// Issue 18: a results page's first photo is its largest paint on a phone; the rest load lazily.

const items = ['Desk lamp', 'AC repair', 'Sofa cleaning'].map((Name, index) =>
  serviceItem({
    ServiceItemId: `00000000-0000-4000-8000-00000000000${index}`,
    Name,
    Description: '',
    Photos: [`/media/photo-${index}.jpg`],
  }),
);

describe('ServiceGrid photos', () => {
  it('fetches the first photos at once with high priority when asked, the rest lazily', () => {
    renderApp(<ServiceGrid items={items} priorityPhotos={1} />);
    const [first, ...rest] = items.map((item) => screen.getByRole('img', { name: item.Name }));
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    for (const image of rest) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority', 'high');
    }
    // The 4:3 box's ratio, known before any CSS arrives.
    expect(first).toHaveAttribute('width', '400');
    expect(first).toHaveAttribute('height', '300');
  });

  it('keeps every photo lazy by default (rows further down a page)', () => {
    renderApp(<ServiceGrid items={items} />);
    for (const item of items) expect(screen.getByRole('img', { name: item.Name })).toHaveAttribute('loading', 'lazy');
  });
});
