import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { categories, makeProvider, topProviders } from '../testing/catalog-fixtures';
import { BrandCard } from './brand-card';
import { CategoryGrid } from './category-grid';
import { TopProviders } from './top-providers';

// Issue 18: pictures stored by the API are fetched at the width their slot needs; pictures
// hosted elsewhere are shown as they are.

const KEY = '6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b.jpg';
const EXTERNAL = 'https://images.example.com/logo.png';

describe('catalog pictures', () => {
  it('offers category images in the grid widths, with a 16:9 box', async () => {
    const [first, second] = categories;
    const api = {
      'GET /api/Category': {
        body: [
          { ...first!, ImageUrl: `/media/${KEY}` },
          { ...second!, ImageUrl: EXTERNAL },
        ],
      },
    };
    const { container } = renderApp(<CategoryGrid />, { api });
    await screen.findByRole('link', { name: /Cleaning/ });
    const [stored, external] = [...container.querySelectorAll('img')];
    expect(stored).toHaveAttribute(
      'srcset',
      [160, 320, 480, 640].map((width) => `/media/w${width}/${KEY} ${width}w`).join(', '),
    );
    expect(stored).toHaveAttribute(
      'sizes',
      '(min-width: 1200px) 290px, (min-width: 900px) 25vw, (min-width: 600px) 33vw, 50vw',
    );
    expect(stored).toHaveAttribute('width', '320');
    expect(stored).toHaveAttribute('height', '180');
    expect(stored).toHaveAttribute('loading', 'lazy');
    expect(external).toHaveAttribute('src', EXTERNAL);
    expect(external).not.toHaveAttribute('srcset');
  });

  it('loads top providers’ logos at the 160 px width', async () => {
    const api = { 'GET /api/Provider/top-rated': { body: [{ ...topProviders[0]!, ImageUrl: `/media/${KEY}` }] } };
    const { container } = renderApp(<TopProviders />, { api });
    await screen.findByText('Gulf Cleaners');
    const logo = container.querySelector('img');
    expect(logo).toHaveAttribute('src', `/media/w160/${KEY}`);
    expect(logo).toHaveAttribute('width', '56');
    expect(logo).toHaveAttribute('height', '56');
  });

  it('loads a brand’s logo at the 160 px width, and an external one as it is', () => {
    const stored = makeProvider({ UserDetails: { ...makeProvider().UserDetails, ImageUrl: `/media/${KEY}` } });
    const external = makeProvider({ UserDetails: { ...makeProvider().UserDetails, ImageUrl: EXTERNAL } });
    renderApp(
      <ul>
        <li data-testid="stored">
          <BrandCard provider={stored} categoryName={undefined} rating={undefined} />
        </li>
        <li data-testid="external">
          <BrandCard provider={external} categoryName={undefined} rating={undefined} />
        </li>
      </ul>,
    );
    const imageIn = (testId: string) => screen.getByTestId(testId).querySelector('img');
    expect(imageIn('stored')).toHaveAttribute('src', `/media/w160/${KEY}`);
    expect(imageIn('external')).toHaveAttribute('src', EXTERNAL);
  });

  it('shows a business without a logo by the initials of its first and last word', () => {
    const provider = makeProvider({ BusinessName: 'Gulf Air Co' });
    renderApp(<BrandCard provider={provider} categoryName={undefined} rating={undefined} />);
    expect(screen.getByText('GC')).toBeInTheDocument();
  });
});
