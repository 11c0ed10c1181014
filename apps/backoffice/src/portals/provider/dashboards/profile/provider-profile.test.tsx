import { UPLOAD_FILE_MESSAGES, VALIDATION_MESSAGES, type Category, type Provider } from '@marketplace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { CATEGORY_ID, PROVIDER_ID, USER_ID, providerFixture } from '@/portals/provider/testing/provider-fixtures';
import { renderInAdmin } from '@/testing/render-in-admin';
import { signInProvider } from '@/testing/signed-in-provider';
import ProviderProfile from './index';

const OTHER_CATEGORY = '3d0e8a55-3b1e-4c55-9a57-0d0c1f3e2b13';

const category = (CategoryId: string, CategoryName: string): Category => ({
  CategoryId,
  CategoryName,
  CategoryDescription: '',
  CategoryNameAr: '',
  CategoryDescriptionAr: '',
  ImageUrl: '',
  IsEnable: true,
});

const ARABIC_NAME = 'أدوات الخليج';
const ARABIC_DESCRIPTION = 'عدد كهربائية وتصليح.';

/**
 * GET /api/Provider/{id} as the form reads it for the Arabic texts (the signed-in user's profile
 * has none); only those two fields are read.
 */
function answerTheBusiness(arabic: Partial<Provider> = {}) {
  return vi.spyOn(api.providers, 'get').mockResolvedValue({
    ProviderId: PROVIDER_ID,
    BusinessNameAr: ARABIC_NAME,
    BusinessDescriptionAr: ARABIC_DESCRIPTION,
    ...arabic,
  } as Provider);
}

function renderProfile() {
  return renderInAdmin(
    <>
      <ProviderProfile />
      <Notification />
    </>,
    { portal: 'provider', route: '/provider-dashboard/profile' },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('business profile', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.spyOn(api.categories, 'list').mockResolvedValue([
      category(CATEGORY_ID, 'Tools'),
      category(OTHER_CATEGORY, 'Repairs'),
    ]);
    vi.spyOn(api.providers, 'update').mockResolvedValue({} as never);
    answerTheBusiness();
  });

  it('saves the details, marks a full profile complete and reads the profile again', async () => {
    const { forget } = signInProvider(providerFixture({ isCompleted: false }));
    const { user } = renderProfile();
    const name = await screen.findByRole('textbox', { name: 'Business name' });
    expect(name).toHaveValue('Gulf Tools');
    await user.clear(name);
    await user.type(name, '  Gulf Tools & Repairs ');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() =>
      expect(api.providers.update).toHaveBeenCalledWith(PROVIDER_ID, {
        BusinessName: 'Gulf Tools & Repairs',
        BusinessCategoryId: CATEGORY_ID,
        PrimaryLocation: 'Manama',
        BusinessDescription: 'Power tools and repairs.',
        BusinessNameAr: ARABIC_NAME,
        BusinessDescriptionAr: ARABIC_DESCRIPTION,
        ContactName: 'Sara Ali',
        BusinessAddress: 'Building 1, Road 2, Block 3',
        Website: 'https://gulf-tools.example',
        IsCompleted: true,
      }),
    );
    await waitFor(() => expect(forget).toHaveBeenCalled());
    expect(await screen.findByText('Business profile saved.')).toBeInTheDocument();
  });

  it('shows the Arabic name and description beside the English, right to left, and saves them changed', async () => {
    signInProvider();
    const { user } = renderProfile();
    const arabicName = await screen.findByRole('textbox', { name: 'Arabic business name' });
    expect(arabicName).toHaveValue(ARABIC_NAME);
    const arabicDescription = screen.getByRole('textbox', { name: 'Arabic description' });
    expect(arabicDescription).toHaveValue(ARABIC_DESCRIPTION);
    for (const input of [arabicName, arabicDescription]) {
      expect(input).toHaveAttribute('dir', 'rtl');
      expect(input).toHaveAttribute('lang', 'ar');
    }
    expect(api.providers.get).toHaveBeenCalledWith(PROVIDER_ID);
    await user.clear(arabicName);
    await user.click(arabicName);
    await user.paste('عدد الخليج ');
    await user.clear(arabicDescription);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(api.providers.update).toHaveBeenCalledWith(
        PROVIDER_ID,
        expect.objectContaining({
          BusinessName: 'Gulf Tools',
          BusinessNameAr: 'عدد الخليج',
          // Emptied: the Arabic description is removed ('' on the wire).
          BusinessDescriptionAr: '',
        }),
      ),
    );
  });

  it('saves an Arabic name and description where there were none', async () => {
    signInProvider();
    answerTheBusiness({ BusinessNameAr: '', BusinessDescriptionAr: '' });
    const { user } = renderProfile();
    const arabicName = await screen.findByRole('textbox', { name: 'Arabic business name' });
    expect(arabicName).toHaveValue('');
    await user.click(arabicName);
    await user.paste(ARABIC_NAME);
    await user.type(screen.getByRole('textbox', { name: 'Arabic description' }), ARABIC_DESCRIPTION);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(api.providers.update).toHaveBeenCalledWith(
        PROVIDER_ID,
        expect.objectContaining({ BusinessNameAr: ARABIC_NAME, BusinessDescriptionAr: ARABIC_DESCRIPTION }),
      ),
    );
  });

  it('without the business read, edits the English only and leaves the Arabic out of the save', async () => {
    signInProvider();
    vi.spyOn(api.providers, 'get').mockRejectedValue(new Error('Network error'));
    const { user } = renderProfile();
    expect(await screen.findByText(/The Arabic name and description could not be read/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Arabic business name' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(api.providers.update).toHaveBeenCalled());
    const request = vi.mocked(api.providers.update).mock.calls[0]![1];
    expect(request).toMatchObject({ BusinessName: 'Gulf Tools' });
    expect(request).not.toHaveProperty('BusinessNameAr');
    expect(request).not.toHaveProperty('BusinessDescriptionAr');
  });

  it("refuses what the signup refuses, with the contract's messages, and sends nothing", async () => {
    signInProvider();
    const { user } = renderProfile();
    const name = await screen.findByRole('textbox', { name: 'Business name' });
    await user.clear(name);
    const website = screen.getByRole('textbox', { name: 'Website' });
    await user.clear(website);
    await user.type(website, 'not a site');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(/^Business name is required/)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.website)).toBeInTheDocument();
    expect(api.providers.update).not.toHaveBeenCalled();
  });

  it('marks a profile with an empty description as not complete', async () => {
    signInProvider(providerFixture({ businessDescription: '' }));
    const { user } = renderProfile();
    await screen.findByRole('textbox', { name: 'Business name' });
    await user.type(screen.getByRole('textbox', { name: 'Contact name' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(api.providers.update).toHaveBeenCalledWith(PROVIDER_ID, expect.objectContaining({ IsCompleted: false })),
    );
  });

  it("shows the API's refusal, the contact and logo, and links to the public page", async () => {
    const { forget } = signInProvider();
    vi.spyOn(api.providers, 'update').mockRejectedValue(new Error('You can only manage your own business profile.'));
    const { user } = renderProfile();
    const link = await screen.findByRole('link', { name: /see your public page/i });
    expect(link).toHaveAttribute('href', `/services?ProviderId=${PROVIDER_ID}`);
    const contact = screen.getByRole('region', { name: 'Contact and logo' });
    expect(within(contact).getByText('sara@gulf-tools.example')).toBeInTheDocument();
    expect(within(contact).getByRole('img', { name: 'Your logo' })).toBeInTheDocument();
    // The form comes once the business's Arabic texts are read.
    await user.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('You can only manage your own business profile.')).toBeInTheDocument();
    expect(forget).not.toHaveBeenCalled();
  });

  it.each(['pending', 'rejected', 'inactive'] as const)(
    'offers no public page to a %s business, which has none (issue 41 point 7)',
    async (accState) => {
      signInProvider(providerFixture({ accState }));
      renderProfile();
      expect(await screen.findByRole('region', { name: 'Contact and logo' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /see your public page/i })).not.toBeInTheDocument();
    },
  );
});

const OLD_LOGO = 'https://cdn.example/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d.png';
const NEW_MEDIA_ID = '5f0e8a55-3b1e-4c55-9a57-0d0c1f3e2b99';
const png = (bytes = 2048) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });

const contact = () => screen.findByRole('region', { name: 'Contact and logo' });

describe('the business logo', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.spyOn(api.categories, 'list').mockResolvedValue([]);
    answerTheBusiness();
    vi.spyOn(api.providers, 'update').mockResolvedValue({} as never);
    vi.spyOn(api.media, 'delete').mockResolvedValue({ Success: true, Message: 'Deleted' });
    vi.spyOn(api.media, 'upload').mockImplementation(async ({ onProgress }) => {
      onProgress?.(0.5);
      return { Success: true, Data: { MediaId: NEW_MEDIA_ID, FileUrl: `/media/${NEW_MEDIA_ID}.png` } };
    });
  });

  it('uploads a chosen logo as the business, saves it, then removes the old file and reads the profile again', async () => {
    const { forget } = signInProvider();
    const { user } = renderProfile();
    const card = await contact();
    await user.upload(within(card).getByLabelText('Replace logo'), png());
    await waitFor(() =>
      expect(api.providers.update).toHaveBeenCalledWith(PROVIDER_ID, { ImageUrl: `/media/${NEW_MEDIA_ID}.png` }),
    );
    expect(api.media.upload).toHaveBeenCalledWith(
      expect.objectContaining({ UserId: USER_ID, RelatedType: 'Provider', RelatedId: PROVIDER_ID }),
    );
    await waitFor(() => expect(api.media.delete).toHaveBeenCalledWith('9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d', USER_ID));
    expect(forget).toHaveBeenCalled();
    expect(await screen.findByText('Logo saved.')).toBeInTheDocument();
  });

  it("refuses a file that is not JPEG or PNG with the upload service's text, before any upload", async () => {
    signInProvider();
    renderProfile();
    const input = within(await contact()).getByLabelText('Replace logo');
    // Past the picker's accept filter, as a drop or "All files" would be.
    fireEvent.change(input, { target: { files: [new File(['x'], 'logo.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText(UPLOAD_FILE_MESSAGES.invalidType)).toBeInTheDocument();
    expect(api.media.upload).not.toHaveBeenCalled();
    expect(api.providers.update).not.toHaveBeenCalled();
  });

  it('removes the logo (ImageUrl empty) and offers an upload when there is none', async () => {
    signInProvider();
    const { user } = renderProfile();
    await user.click(within(await contact()).getByRole('button', { name: 'Remove logo' }));
    await waitFor(() => expect(api.providers.update).toHaveBeenCalledWith(PROVIDER_ID, { ImageUrl: '' }));
    expect(await screen.findByText('Logo removed.')).toBeInTheDocument();
  });

  it("shows the API's refusal and keeps the old logo", async () => {
    signInProvider();
    vi.spyOn(api.media, 'upload').mockRejectedValue(new Error('File must be an image (JPEG, PNG, JPG)'));
    const { user } = renderProfile();
    await user.upload(within(await contact()).getByLabelText('Replace logo'), png());
    expect(await screen.findByText('File must be an image (JPEG, PNG, JPG)')).toBeInTheDocument();
    expect(api.providers.update).not.toHaveBeenCalled();
    expect(api.media.delete).not.toHaveBeenCalled();
    expect(within(await contact()).getByRole('img', { name: 'Your logo' })).toHaveAttribute('src', OLD_LOGO);
  });
});

describe('business profile in Arabic', { timeout: 30_000 }, () => {
  const renderInArabic = () =>
    renderInAdmin(
      <>
        <ProviderProfile />
        <Notification />
      </>,
      { portal: 'provider', route: '/provider-dashboard/profile', locale: 'ar' },
    );

  beforeEach(() => {
    vi.spyOn(api.categories, 'list').mockResolvedValue([
      { ...category(CATEGORY_ID, 'Tools'), CategoryNameAr: 'عدد' },
      category(OTHER_CATEGORY, 'Repairs'),
    ]);
    vi.spyOn(api.providers, 'update').mockResolvedValue({} as never);
    answerTheBusiness();
  });

  it('labels the form in Arabic, the Arabic texts beside the English and right to left, and saves', async () => {
    const { forget } = signInProvider();
    const { user } = renderInArabic();
    const name = await screen.findByRole('textbox', { name: 'الاسم التجاري' });
    expect(name).toHaveValue('Gulf Tools');
    const arabicName = screen.getByRole('textbox', { name: 'الاسم التجاري بالعربية' });
    expect(arabicName).toHaveValue(ARABIC_NAME);
    expect(arabicName).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('textbox', { name: 'الوصف بالعربية' })).toHaveAttribute('dir', 'rtl');
    expect(screen.getAllByText('اختياري. إن تُرك فارغًا، يرى قرّاء العربية النص الإنجليزي.')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'الموقع الإلكتروني' })).toHaveAttribute('dir', 'ltr');
    // The category by its Arabic name.
    expect(screen.getByRole('combobox', { name: 'الفئة' })).toHaveTextContent('عدد');

    await user.click(screen.getByRole('button', { name: 'حفظ الملف' }));
    await waitFor(() =>
      expect(api.providers.update).toHaveBeenCalledWith(PROVIDER_ID, expect.objectContaining({ IsCompleted: true })),
    );
    expect(await screen.findByText('حُفظ ملف النشاط التجاري.')).toBeInTheDocument();
    expect(forget).toHaveBeenCalled();
  });

  it('refuses in Arabic what the signup refuses, the Arabic name by its Arabic label', async () => {
    signInProvider();
    const { user } = renderInArabic();
    const name = await screen.findByRole('textbox', { name: 'الاسم التجاري' });
    await user.clear(name);
    const arabicName = screen.getByRole('textbox', { name: 'الاسم التجاري بالعربية' });
    await user.clear(arabicName);
    await user.click(arabicName);
    await user.paste('ع'.repeat(151));
    await user.click(screen.getByRole('button', { name: 'حفظ الملف' }));
    expect(await screen.findByText(/^حقل اسم النشاط التجاري مطلوب/)).toBeInTheDocument();
    expect(screen.getByText(/^يجب ألا يتجاوز عدد أحرف الاسم التجاري بالعربية 150/)).toBeInTheDocument();
    expect(api.providers.update).not.toHaveBeenCalled();
  });

  it('shows the contact and logo card in Arabic, the e-mail left to right', async () => {
    signInProvider();
    renderInArabic();
    const card = await screen.findByRole('region', { name: 'جهة الاتصال والشعار' });
    expect(within(card).getByText('البريد الإلكتروني')).toBeInTheDocument();
    expect(within(card).getByText('sara@gulf-tools.example')).toHaveAttribute('dir', 'ltr');
    expect(within(card).getByRole('img', { name: 'شعارك' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'إزالة الشعار' })).toBeInTheDocument();
    expect(within(card).getByText('استبدال الشعار')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'عرض صفحتك العامة' })).toHaveAttribute(
      'href',
      `/services?ProviderId=${PROVIDER_ID}`,
    );
  });
});
