import { sessionFor, TEST_USER_ID } from '@marketplace/client/testing';
import { REVIEW_ERRORS, type BookingStatus, type Review } from '@marketplace/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoEnglish } from '@/testing/arabic';
import { renderApp, type RenderAppOptions } from '@/testing/render-app';
import { ItemReview } from './item-review';
import { orderItem, PROVIDER_ID, review } from '../testing/order-detail-fixtures';

const CREATE = 'POST /api/Review/create';

function renderReview(status: BookingStatus, api: RenderAppOptions['api'] = {}, existing: Review | null = null) {
  const item = orderItem({ Status: status });
  return renderApp(<ItemReview item={item} review={existing} />, { session: sessionFor('Customer'), api });
}

const openForm = async (user: ReturnType<typeof renderApp>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Rate & Review This Item' }));
  return screen.getByRole('form', { name: 'Review Split AC unit' });
};

describe('ItemReview', () => {
  it.each(['Pending', 'Confirmed', 'InProgress', 'Cancelled'] as const)('offers nothing for a %s item', (status) => {
    renderReview(status);
    expect(screen.queryByRole('button', { name: 'Rate & Review This Item' })).not.toBeInTheDocument();
  });

  it('shows the review already written instead of the offer', () => {
    renderReview('Completed', {}, review({ Rating: 2, Comment: 'Came late' }));
    expect(screen.getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Came late')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rate & Review This Item' })).not.toBeInTheDocument();
  });

  it('opens five stars at 5 with an empty comment, and Cancel closes the form', async () => {
    const { user } = renderReview('Completed');
    const form = await openForm(user);
    const stars = within(form).getByRole('radiogroup', { name: 'Your rating' });
    expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    expect(within(stars).getByRole('radio', { name: '5 Stars' })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'Comment' })).toHaveValue('');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rate & Review This Item' })).toBeInTheDocument();
  });

  it('sends the chosen stars and comment, then thanks and closes the form', async () => {
    const { user, api } = renderReview('Completed', { [CREATE]: { status: 201, body: review({ Rating: 3 }) } });
    const form = await openForm(user);
    // Keyboard: focus starts on the chosen star; two steps left make it 3.
    expect(within(form).getByRole('radio', { name: '5 Stars' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(form).getByRole('radio', { name: '3 Stars' })).toBeChecked();
    await user.type(within(form).getByRole('textbox', { name: 'Comment' }), 'Good');
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Thank you for your review!')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rate & Review This Item' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Review/create')[0]?.body).toEqual({
      OrderItemId: orderItem().OrderItemId,
      CustomerId: TEST_USER_ID,
      ProviderId: PROVIDER_ID,
      Rating: 3,
      Comment: 'Good',
    });
  });

  it('shows the server’s message under the form and keeps it open', async () => {
    const { user } = renderReview('Completed', {
      [CREATE]: { status: 409, body: { Message: REVIEW_ERRORS.alreadyReviewed } },
    });
    const form = await openForm(user);
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(REVIEW_ERRORS.alreadyReviewed);
    expect(within(form).getByRole('button', { name: 'Submit Review' })).toBeEnabled();
    expect(screen.queryByText('Thank you for your review!')).not.toBeInTheDocument();
  });

  it('falls back to "Failed to submit review" when the server gives no message', async () => {
    const { user } = renderReview('Completed', { [CREATE]: { status: 502, body: {} } });
    const form = await openForm(user);
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to submit review');
  });
});

describe('ItemReview in Arabic', () => {
  it('shows the form and its failure in Arabic', async () => {
    const { user } = renderApp(<ItemReview item={orderItem({ Status: 'Completed' })} review={null} />, {
      session: sessionFor('Customer'),
      api: { [CREATE]: { status: 502, body: {} } },
      locale: 'ar',
    });
    await user.click(screen.getByRole('button', { name: 'قيّم هذا البند واكتب مراجعتك' }));
    const form = screen.getByRole('form', { name: 'مراجعة \u2068Split AC unit\u2069' });
    await user.click(within(form).getByRole('button', { name: 'إرسال المراجعة' }));
    // 'Failed to submit review' (spec 8), in the contract's Arabic.
    expect(await within(form).findByRole('alert')).toHaveTextContent('تعذّر إرسال التقييم');
    // The item's name (the form's accessible name) is the order's data; MUI's hidden "Empty" choice
    // of the rating is neither shown nor announced.
    expectNoEnglish(document.body, { data: ['Split AC unit', 'Empty'] });
  });
});
