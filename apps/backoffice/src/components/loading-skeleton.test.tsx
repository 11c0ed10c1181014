import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingSkeleton } from './loading-skeleton';

describe('LoadingSkeleton', () => {
  it('is a progress bar named by what is loading, without a value', () => {
    render(<LoadingSkeleton label="Loading chart" height={360} />);
    const bar = screen.getByRole('progressbar', { name: 'Loading chart' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });
});
