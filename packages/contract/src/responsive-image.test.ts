import { describe, expect, it } from 'vitest';
import { imageVariantUrl, isImageVariantWidth, isMediaKey, responsiveImage } from './responsive-image';

const KEY = '3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f.jpg';

describe('isMediaKey', () => {
  it('accepts stored image names and nothing that could leave the media folder', () => {
    expect(isMediaKey(KEY)).toBe(true);
    expect(isMediaKey(KEY.toUpperCase().replace('.JPG', '.png'))).toBe(true);
    for (const hostile of [
      '../etc/passwd',
      `../${KEY}`,
      `a/${KEY}`,
      `${KEY}/x`,
      `.${KEY}`,
      KEY.replace('.jpg', '.svg'),
      '',
    ]) {
      expect(isMediaKey(hostile), hostile).toBe(false);
    }
  });
});

describe('isImageVariantWidth', () => {
  it('admits the fixed set only', () => {
    expect(isImageVariantWidth(320)).toBe(true);
    expect([0, 321, 2048, Number.NaN].some(isImageVariantWidth)).toBe(false);
  });
});

describe('imageVariantUrl', () => {
  it('puts the width before the key', () => {
    expect(imageVariantUrl(`/media/${KEY}`, 320)).toBe(`/media/w320/${KEY}`);
  });
  it('gives no variant for external, placeholder or unknown media URLs', () => {
    expect(imageVariantUrl(`https://bucket.example/${KEY}`, 320)).toBeNull();
    expect(imageVariantUrl('/media/placeholder.png', 320)).toBeNull();
    expect(imageVariantUrl(`/media/${KEY}?v=1`, 320)).toBeNull();
    expect(imageVariantUrl(`/media/w320/${KEY}`, 320)).toBeNull();
  });
});

describe('responsiveImage', () => {
  it('lists the slot widths in ascending order, once each, with its sizes', () => {
    const image = responsiveImage(`/media/${KEY}`, {
      widths: [640, 320, 640],
      sizes: '(min-width: 600px) 50vw, 100vw',
    });
    expect(image).toEqual({
      src: `/media/${KEY}`,
      srcSet: `/media/w320/${KEY} 320w, /media/w640/${KEY} 640w`,
      sizes: '(min-width: 600px) 50vw, 100vw',
    });
  });
  it('keeps external URLs as they are, without srcset or sizes', () => {
    const url = 'https://images.example/photo.jpg';
    expect(responsiveImage(url, { widths: [320], sizes: '100vw' })).toEqual({ src: url });
  });
});
