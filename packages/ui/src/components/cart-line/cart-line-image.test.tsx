import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CartLineImage } from './cart-line-image';

// The markup as first rendered: in the test browser the /media URL answers 404, and the component
// then (rightly) swaps the photo for its placeholder.

const KEY = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f.jpg';

function imageOf(element: React.ReactElement): HTMLImageElement | null {
  const html = renderToStaticMarkup(element);
  return new DOMParser().parseFromString(html, 'text/html').querySelector('img');
}

describe('CartLineImage', () => {
  it('offers the small widths for its square, with its size as width, height and sizes', () => {
    const img = imageOf(<CartLineImage src={`/media/${KEY}`} type="item" size={48} />);
    expect(img?.getAttribute('srcset')).toBe(`/media/w160/${KEY} 160w, /media/w320/${KEY} 320w`);
    expect(img?.getAttribute('sizes')).toBe('48px');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['48', '48']);
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it('keeps a photo hosted elsewhere without srcset', () => {
    const img = imageOf(<CartLineImage src="https://images.example.com/lamp.jpg" type="item" />);
    expect(img?.getAttribute('src')).toBe('https://images.example.com/lamp.jpg');
    expect(img?.hasAttribute('srcset')).toBe(false);
  });
});
