import { sessionFor, type Answer } from '@marketplace/client/testing';
import { PHONE_INVALID_TOAST, PROFILE_TOASTS, SESSION_MESSAGES, type UserProfile } from '@marketplace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoEnglish } from '@/testing/arabic';
import { PROFILE_PATH, profileApi, savedProfile, UPDATE_PATH } from '../testing/profile-fixtures';
import { renderApp } from '@/testing/render-app';
import { CustomerProfilePage } from './customer-profile-page';

function renderProfile(profile: UserProfile, api: Record<string, Answer> = {}) {
  return renderApp(<CustomerProfilePage />, {
    route: '/customer-dashboard/profile',
    session: sessionFor('Customer'),
    api: profileApi(profile, api),
  });
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('Customer Profile', () => {
  it('shows the header, the left card and Personal Information read-only until Edit Profile', async () => {
    renderProfile(savedProfile());
    expect(screen.getByRole('heading', { level: 1, name: 'Customer Profile' })).toBeInTheDocument();
    expect(screen.getByText('Manage your personal information and preferences')).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Sara Ahmed' })).closest('section')!;
    expect(within(card).getByText('Customer')).toBeInTheDocument();
    expect(within(card).getByText('Building 12, Road 34, Block 305')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Personal Information' })).toBeInTheDocument();
    expect(field('First Name')).toHaveValue('Sara');
    expect(field('First Name')).toHaveAttribute('readonly');
    expect(field('Email')).toHaveValue('sara@example.bh');
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByText('Email Verification Required')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('wraps the read-only address instead of cutting it off, and edits it on one line', async () => {
    const { user } = renderProfile(savedProfile());
    await screen.findByRole('heading', { name: 'Sara Ahmed' });
    // A textarea wraps a long address to the field's width; an input would clip it at 360 px.
    expect(field('Address').tagName).toBe('TEXTAREA');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    // No line breaks while typing: the API accepts an address on one line only.
    expect(field('Address').tagName).toBe('INPUT');
  });

  it('turns Edit Profile into Save Changes and Cancel; Cancel discards the edits', async () => {
    const { user, api } = renderProfile(savedProfile());
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(field('First Name')).toHaveFocus();
    expect(field('Email')).toHaveAttribute('readonly');
    expect(field('Address')).toHaveAttribute('placeholder', 'Building number, road, block');
    await user.clear(field('First Name'));
    await user.type(field('First Name'), 'Maryam');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    expect(field('First Name')).toHaveValue('Sara');
    expect(api.callsTo('PATCH', UPDATE_PATH)).toHaveLength(0);
  });

  it('saves the fields with the spec payload, toasts and returns to view mode', async () => {
    const { user, api } = renderProfile(savedProfile({ imageUrl: '/media/keep.png' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(field('Last Name'));
    await user.type(field('Last Name'), 'Khalifa');
    await user.clear(field('Address'));
    await user.type(field('Address'), 'Building 1, Road 2, Block 3');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PROFILE_TOASTS.updated.description)).toBeInTheDocument();
    expect(api.callsTo('PATCH', UPDATE_PATH)[0]?.body).toEqual({
      UserId: savedProfile().id,
      FirstName: 'Sara',
      LastName: 'Khalifa',
      PhoneNumber: '+97333123456',
      Address: 'Building 1, Road 2, Block 3',
      ImageUrl: '/media/keep.png',
      IsActive: true,
      IsDeleted: false,
    });
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sara Khalifa' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.pathname.startsWith('/api/Media'))).toBe(false);
  });

  it('refuses phone keystrokes outside the typing rule', async () => {
    const { user } = renderProfile(savedProfile({ phoneNumber: '' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const phone = field('Phone Number');
    expect(phone).toHaveAttribute('placeholder', '+97333123456');
    await user.type(phone, '+9a7- 3');
    expect(phone).toHaveValue('+973');
    await user.type(phone, '1234567890123456789');
    expect(phone).toHaveValue('+973123456789012');
    await user.type(phone, '+');
    expect(phone).toHaveValue('+973123456789012');
  });

  it('refuses to save a phone without + and 10 digits, with the spec toast', async () => {
    const { user, api } = renderProfile(savedProfile({ phoneNumber: '' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.type(field('Phone Number'), '3312345678');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PHONE_INVALID_TOAST.title)).toBeInTheDocument();
    expect(screen.getAllByText(PHONE_INVALID_TOAST.description).length).toBeGreaterThan(0);
    expect(api.callsTo('PATCH', UPDATE_PATH)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('allows an empty phone on save', async () => {
    const { user, api } = renderProfile(savedProfile());
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(field('Phone Number'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PROFILE_TOASTS.updated.description)).toBeInTheDocument();
    expect(api.callsTo('PATCH', UPDATE_PATH)[0]?.body).toMatchObject({ PhoneNumber: '' });
  });

  it('shows the banner and refuses editing with the Account Not Verified toast when not active', async () => {
    const { user } = renderProfile(savedProfile({ isActive: false }));
    expect(await screen.findByText('Email Verification Required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(await screen.findByText(SESSION_MESSAGES.accountNotVerified.description)).toBeInTheDocument();
    expect(screen.getByText(SESSION_MESSAGES.accountNotVerified.title)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(field('First Name')).toHaveAttribute('readonly');
  });

  it('keeps the edits and shows Update Error when the save fails', async () => {
    const { user } = renderProfile(savedProfile(), { [`PATCH ${UPDATE_PATH}`]: { status: 500, body: {} } });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.type(field('First Name'), 'h');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PROFILE_TOASTS.updateFailed.description)).toBeInTheDocument();
    expect(field('First Name')).toHaveValue('Sarah');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('has a loading state and an error state with Retry', async () => {
    const { user, api } = renderProfile(savedProfile(), { [`GET ${PROFILE_PATH}`]: { status: 500, body: {} } });
    expect(screen.getByText('Loading your profile...')).toBeInTheDocument();
    expect(await screen.findByText(/Error loading your profile/)).toBeInTheDocument();
    api.route(`GET ${PROFILE_PATH}`, { body: savedProfile() });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Sara Ahmed' })).toBeInTheDocument();
  });
});

describe('Customer Profile in Arabic', () => {
  const renderArabic = (profile: UserProfile, api: Record<string, Answer> = {}) =>
    renderApp(<CustomerProfilePage />, {
      route: '/customer-dashboard/profile',
      session: sessionFor('Customer'),
      api: profileApi(profile, api),
      locale: 'ar',
    });
  const USER_DATA = ['Sara Ahmed', 'Sara', 'Ahmed', 'sara@example.bh', 'Building 12, Road 34, Block 305'];

  it('shows the header, the cards, the fields and the banner in Arabic, the e-mail isolated left to right', async () => {
    renderArabic(savedProfile({ isActive: false }));
    expect(screen.getByRole('heading', { level: 1, name: 'الملف الشخصي' })).toBeInTheDocument();
    expect(screen.getByText('أدِر معلوماتك الشخصية وتفضيلاتك')).toBeInTheDocument();
    expect(screen.getByText('جارٍ تحميل ملفك الشخصي...')).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Sara Ahmed' })).closest('section')!;
    expect(within(card).getByText('عميل')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'المعلومات الشخصية' })).toBeInTheDocument();
    for (const label of ['الاسم الأول', 'اسم العائلة', 'البريد الإلكتروني', 'رقم الهاتف', 'العنوان'])
      expect(field(label)).toHaveAttribute('readonly');
    expect(field('البريد الإلكتروني')).toHaveValue('sara@example.bh');

    const banner = screen.getByRole('region', { name: 'يلزم تأكيد بريدك الإلكتروني' });
    expect(banner).toHaveTextContent(
      'يُرجى تأكيد بريدك الإلكتروني (sara@example.bh) لتتمكن من تعديل ملفك الشخصي. أرسلنا إليك رابط التأكيد عند التسجيل، وإن لم تجده فتحقّق من مجلد الرسائل غير المرغوب فيها أو اطلب رابطًا جديدًا.',
    );
    expect(within(banner).getByText('sara@example.bh')).toHaveAttribute('dir', 'ltr');
    expect(within(banner).getByRole('button', { name: 'إعادة إرسال رسالة التأكيد' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تعديل الملف الشخصي' })).toBeInTheDocument();
    expect(screen.queryByText('مؤكَّد')).not.toBeInTheDocument();
    expectNoEnglish(document.body, { data: USER_DATA });
  });

  it('edits in Arabic: Save and Cancel, the notes and the message under a field', async () => {
    const { user } = renderArabic(savedProfile());
    await user.click(await screen.findByRole('button', { name: 'تعديل الملف الشخصي' }));
    expect(screen.getByText('مؤكَّد')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
    expect(field('البريد الإلكتروني')).toHaveAccessibleDescription('لا يمكن تغيير بريدك الإلكتروني.');
    expect(field('العنوان')).toHaveAttribute('placeholder', 'رقم المبنى، الطريق، المجمّع');
    await user.clear(field('الاسم الأول'));
    await user.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    // The schema's English message, in Arabic (the contract's catalog).
    await waitFor(() => expect(field('الاسم الأول')).toHaveAccessibleDescription(/\S/));
    expect(field('الاسم الأول')).toHaveAccessibleDescription(expect.not.stringMatching(/[A-Za-z]{3,}/));
    expectNoEnglish(document.body, { data: USER_DATA });
  });

  it('says in Arabic that the profile could not be loaded', async () => {
    renderArabic(savedProfile(), { [`GET ${PROFILE_PATH}`]: { status: 500, body: {} } });
    expect(await screen.findByText(/^تعذّر تحميل ملفك الشخصي: /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
    expectNoEnglish(document.body);
  });
});
