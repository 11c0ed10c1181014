import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../../testing/ui-text-provider';
import { PhotoGallery } from './photo-gallery';

// The item page's gallery markup (issue 18): the main photo is the page's largest paint, so it is
// fetched at once with high priority in the width the layout needs; thumbnails load lazily, small.

const KEYS = ['0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d.jpg', '1b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e.png'];

describe('PhotoGallery images', () => {
  it('fetches the main photo first, in the layout widths, and the thumbnails lazily and small', async () => {
    const screen = await render(<PhotoGallery photos={KEYS.map((key) => `/media/${key}`)} name="Garden chair" />, {
      wrapper: UiTextProvider,
    });
    const main = screen.getByRole('img', { name: 'Garden chair, photo 1 of 2' }).element() as HTMLImageElement;
    expect(main.getAttribute('loading')).toBe('eager');
    expect(main.getAttribute('fetchpriority')).toBe('high');
    expect(main.getAttribute('srcset')).toBe(
      [320, 480, 640, 960, 1280].map((width) => `/media/w${width}/${KEYS[0]} ${width}w`).join(', '),
    );
    expect(main.getAttribute('sizes')).toBe('(min-width: 1200px) 580px, (min-width: 900px) 50vw, 100vw');
    expect([main.getAttribute('width'), main.getAttribute('height')]).toEqual(['800', '600']);

    const thumbnails = [...screen.container.querySelectorAll('button img')] as HTMLImageElement[];
    expect(thumbnails).toHaveLength(2);
    thumbnails.forEach((thumbnail, index) => {
      expect(thumbnail.getAttribute('loading')).toBe('lazy');
      expect(thumbnail.getAttribute('srcset')).toBe(`/media/w160/${KEYS[index]} 160w, /media/w320/${KEYS[index]} 320w`);
      expect(thumbnail.getAttribute('sizes')).toBe('72px');
      expect([thumbnail.getAttribute('width'), thumbnail.getAttribute('height')]).toEqual(['72', '54']);
    });
  });

  it('shows photos hosted elsewhere as they are', async () => {
    const url = 'https://images.example.com/chair.jpg';
    const screen = await render(<PhotoGallery photos={[url]} name="Garden chair" />, { wrapper: UiTextProvider });
    const main = screen.getByRole('img', { name: 'Garden chair' }).element();
    expect(main.getAttribute('src')).toBe(url);
    expect(main.hasAttribute('srcset')).toBe(false);
  });
});
