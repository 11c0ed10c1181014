import { screen, waitFor } from '@testing-library/react';
import { Notification } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { renderInAdmin } from '@/testing/render-in-admin';
import { signInProvider } from '@/testing/signed-in-provider';
import { AccountStateBanner } from './account-state-banner';
import { PROVIDER_ID, providerFixture } from '@/portals/provider/testing/provider-fixtures';

const PUBLISH_RULE = 'Only active providers can publish listings.';

const renderBanner = () =>
  renderInAdmin(
    <>
      <AccountStateBanner />
      <Notification />
    </>,
    { portal: 'provider' },
  );

describe('the account state banner', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('tells a pending provider that the business is under review and listings wait for it', async () => {
    signInProvider(providerFixture({ accState: 'pending' }));
    renderBanner();
    expect(await screen.findByText('Your business is under review')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(PUBLISH_RULE);
    // Issue 38: approval needs the business's documents, and the way to give them.
    expect(screen.getByRole('status')).toHaveTextContent(
      'An admin approves your business only once its documents are accepted',
    );
    expect(screen.getByRole('link', { name: 'verify your business' })).toHaveAttribute(
      'href',
      '/provider-dashboard/verification',
    );
  });

  it("shows a rejected provider the admin's reason, the way to the profile, and resubmits after asking", async () => {
    const { forget } = signInProvider(providerFixture({ accState: 'rejected', stateReason: 'Add your CR number.' }));
    const resubmit = vi.spyOn(api.providers, 'resubmit').mockResolvedValue({} as never);
    const { user } = renderBanner();
    expect(await screen.findByText(/Add your CR number\./)).toBeInTheDocument();
    // The reason's own full stop ends the sentence (no “number.”.).
    expect(screen.getByText(/reason: “Add your CR number\.” Only active/)).toBeInTheDocument();
    expect(screen.getByText(/Only active providers can publish listings/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Correct your profile' })).toHaveAttribute(
      'href',
      '/provider-dashboard/profile',
    );

    await user.click(screen.getByRole('button', { name: 'Resubmit for review' }));
    expect(resubmit).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Resubmit' }));
    await waitFor(() => expect(resubmit).toHaveBeenCalledWith(PROVIDER_ID));
    // The state changed: the profile is read again.
    await waitFor(() => expect(forget).toHaveBeenCalled());
  });

  it('leaves the reason out when the profile has none, and reports a refused resubmission', async () => {
    const { forget } = signInProvider(providerFixture({ accState: 'rejected', stateReason: '   ' }));
    vi.spyOn(api.providers, 'resubmit').mockRejectedValue(new Error('Only a rejected business can be resubmitted.'));
    const { user } = renderBanner();
    await screen.findByText('Your business was not approved');
    expect(screen.queryByText(/reason/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resubmit for review' }));
    await user.click(await screen.findByRole('button', { name: 'Resubmit' }));
    expect(await screen.findByText('Only a rejected business can be resubmitted.')).toBeInTheDocument();
    expect(forget).not.toHaveBeenCalled();
  });

  it('tells an inactive provider why and to contact us (the storefront contact page)', async () => {
    signInProvider(providerFixture({ accState: 'inactive', stateReason: 'Unpaid fees.' }));
    renderBanner();
    expect(await screen.findByText(/Reason given: “Unpaid fees\.” Only active/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  });

  it('says nothing to an active provider', async () => {
    const { getUser } = signInProvider();
    renderBanner();
    await waitFor(() => expect(getUser).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('the account state banner in Arabic', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  const renderInArabic = () =>
    renderInAdmin(
      <>
        <AccountStateBanner />
        <Notification />
      </>,
      { portal: 'provider', locale: 'ar' },
    );

  it('tells a pending provider in Arabic that the business is under review', async () => {
    signInProvider(providerFixture({ accState: 'pending' }));
    renderInArabic();
    expect(await screen.findByText('نشاطك التجاري قيد المراجعة')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('لا يمكن نشر الإعلانات إلا لمقدّمي الخدمات النشطين.');
    expect(screen.getByRole('link', { name: 'وثّق نشاطك التجاري' })).toHaveAttribute(
      'href',
      '/provider-dashboard/verification',
    );
  });

  it("quotes the reviewer's reason, isolated, and resubmits after the Arabic confirmation", async () => {
    const { forget } = signInProvider(providerFixture({ accState: 'rejected', stateReason: 'Add your CR number.' }));
    const resubmit = vi.spyOn(api.providers, 'resubmit').mockResolvedValue({} as never);
    const { user } = renderInArabic();
    expect(await screen.findByText('لم تتم الموافقة على نشاطك التجاري')).toBeInTheDocument();
    // The English reason keeps its own direction inside the Arabic sentence (first strong isolate).
    expect(screen.getByText(/سبب المراجِع: «\u2068Add your CR number\.\u2069»/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تصحيح ملفك' })).toHaveAttribute('href', '/provider-dashboard/profile');

    await user.click(screen.getByRole('button', { name: 'إعادة التقديم للمراجعة' }));
    const dialog = await screen.findByRole('dialog', { name: 'هل تريد إعادة التقديم للمراجعة؟' });
    expect(dialog).toHaveTextContent('سيراجع أحد المسؤولين نشاطك التجاري مرة أخرى');
    await user.click(screen.getByRole('button', { name: 'إعادة التقديم' }));
    await waitFor(() => expect(resubmit).toHaveBeenCalledWith(PROVIDER_ID));
    expect(await screen.findByText('أُعيد تقديم نشاطك التجاري للمراجعة.')).toBeInTheDocument();
    await waitFor(() => expect(forget).toHaveBeenCalled());
  });

  it('asks an inactive provider in Arabic to contact us, the link inside the sentence', async () => {
    signInProvider(providerFixture({ accState: 'inactive', stateReason: 'رسوم غير مدفوعة.' }));
    renderInArabic();
    expect(await screen.findByText('نشاطك التجاري غير نشط')).toBeInTheDocument();
    // The reason ends its own sentence: no second full stop after the quotes.
    expect(screen.getByText(/السبب المذكور: «\u2068رسوم غير مدفوعة\.\u2069» لا يمكن/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'التواصل معنا' })).toHaveAttribute('href', '/contact');
  });
});
