import { I18nProvider } from '@marketplace/i18n';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storefrontI18n } from '@/locales/test-i18n';
import { ReviewForm } from './review-form';

describe('ReviewForm', () => {
  it("reads 'Submitting...' and is disabled while the review is being sent", async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(
      <I18nProvider i18n={storefrontI18n()}>
        <ReviewForm itemName="Leak repair" onSubmit={onSubmit} onCancel={() => undefined} />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith({ Rating: 5, Comment: '' });
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Submit Review' })).toBeEnabled();
  });
});
