import { uiI18n } from '../../testing/ui-i18n';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/ui-provider';
import { ServiceCard, type ServiceCardProps } from './service-card';

// The card's photo markup (issue 18): stored photos come in the API's widths with the grid's
// sizes, the box's ratio is known before CSS, and only a prioritised card skips lazy loading.

const KEY = '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d.jpg';
const card: ServiceCardProps = {
  name: 'Deep home cleaning',
  type: 'service',
  providerName: 'Sparkle Homes',
  price: 25,
  photos: [`/media/${KEY}`],
  averageRating: 4.5,
  reviewCount: 12,
  availability: 'available',
};

async function photoOf(props: Partial<ServiceCardProps> = {}) {
  const screen = await render(
    <UiProvider i18n={uiI18n()} persistPreference={false}>
      <ServiceCard {...card} {...props} />
    </UiProvider>,
  );
  return screen.getByRole('img', { name: 'Deep home cleaning' }).element() as HTMLImageElement;
}

describe('ServiceCard photo', () => {
  it('offers the stored photo in the API widths, with the grid sizes and a 4:3 box', async () => {
    const img = await photoOf();
    expect(img.getAttribute('src')).toBe(`/media/${KEY}`);
    expect(img.getAttribute('srcset')).toBe(
      [160, 320, 480, 640, 960].map((width) => `/media/w${width}/${KEY} ${width}w`).join(', '),
    );
    expect(img.getAttribute('sizes')).toBe(
      '(min-width: 1200px) 290px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw',
    );
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['400', '300']);
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('fetches a prioritised photo at once with high priority', async () => {
    const img = await photoOf({ photoPriority: true });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('sizes')).toBe(
      '(min-width: 1200px) 290px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw',
    );
  });

  it('leaves photos hosted elsewhere without srcset', async () => {
    const img = await photoOf({ photos: ['https://images.example.com/cleaning.jpg'] });
    expect(img.getAttribute('src')).toBe('https://images.example.com/cleaning.jpg');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });
});
