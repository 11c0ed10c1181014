import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serviceItem } from '@/testing/listing-fixtures';
import { renderApp } from '@/testing/render-app';
import { ServiceGrid } from './service-grid';

// Issue 18: a results page's first photo is its largest paint on a phone; the rest load lazily.
// Issue 38: a verified business's cards carry the compact Verified business badge, and no card
// offers to add its listing to the cart (that is the listing page's, which refuses renewing ones).

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

const byVerification = (['verified', 'unverified', 'expired'] as const).map((BusinessVerification, index) =>
  serviceItem({
    ServiceItemId: `00000000-0000-4000-8000-00000000001${index}`,
    Name: `Listing of a business ${BusinessVerification}`,
    BusinessName: `Business ${index}`,
    BusinessVerification,
  }),
);

const cardOf = (name: string) => screen.getByRole('link', { name }).closest('li')!;

describe('ServiceGrid verified businesses', () => {
  it('badges the cards of a verified business only, with a way to the help text', async () => {
    const view = renderApp(<ServiceGrid items={byVerification} />);
    expect(screen.getAllByRole('button', { name: 'Verified business' })).toHaveLength(1);
    const badge = within(cardOf('Listing of a business verified')).getByRole('button', { name: 'Verified business' });
    expect(badge).toHaveAccessibleDescription(
      "The marketplace checked this business's commercial registration, the identity of the person who runs it and its bank account.",
    );
    for (const name of ['Listing of a business unverified', 'Listing of a business expired'])
      expect(within(cardOf(name)).queryByRole('button')).toBeNull();
    await view.user.click(badge);
    const tooltip = await screen.findByRole('tooltip');
    expect(within(tooltip).getByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      '/help#verified-businesses',
    );
  });

  it('offers no add-to-cart on any card, a renewing business included', () => {
    renderApp(<ServiceGrid items={byVerification} />);
    expect(screen.queryByRole('button', { name: /cart/i })).toBeNull();
  });

  it('badges them in Arabic, the help text under /ar', async () => {
    const view = renderApp(<ServiceGrid items={byVerification} />, { locale: 'ar' });
    const badges = screen.getAllByRole('button', { name: 'نشاط تجاري موثّق' });
    expect(badges).toHaveLength(1);
    expect(cardOf('Listing of a business verified')).toContainElement(badges[0]!);
    expect(badges[0]).toHaveAccessibleDescription(
      'تحقّق السوق من السجل التجاري لهذا النشاط وهوية القائم عليه وحسابه المصرفي.',
    );
    await view.user.click(badges[0]!);
    const tooltip = await screen.findByRole('tooltip');
    expect(within(tooltip).getByRole('link', { name: 'اعرف المزيد' })).toHaveAttribute(
      'href',
      '/ar/help#verified-businesses',
    );
  });
});
