import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReviewForm } from './review-form';

describe('ReviewForm', () => {
  it("reads 'Submitting...' and is disabled while the review is being sent", async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<ReviewForm itemName="Leak repair" onSubmit={onSubmit} onCancel={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith({ Rating: 5, Comment: '' });
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Submit Review' })).toBeEnabled();
  });
});
