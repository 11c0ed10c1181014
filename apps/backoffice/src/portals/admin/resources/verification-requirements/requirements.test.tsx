import { ApiError } from '@marketplace/client';
import {
  fallbacksFor,
  VERIFICATION_MESSAGES,
  VERIFICATION_PATHS,
  type CreateDocumentRequirementRequest,
  type DocumentRequirement,
} from '@marketplace/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api';
import { createAdminDataProvider } from '@/portals/admin/data-provider';
import {
  cprRequirement,
  CR_ID,
  ibanRequirement,
  requirement,
} from '@/portals/admin/components/verification/verification.fixtures';
import { renderInAdmin } from '@/testing/render-in-admin';
import RequirementCreate from './requirement-create';
import RequirementEdit from './requirement-edit';
import RequirementList from './requirement-list';

afterEach(() => vi.restoreAllMocks());

const individualCpr = requirement({
  RequirementId: '0b9f7a52-4b7e-4d6a-8f0e-1a2b3c4d5e11',
  BusinessType: 'individual',
  Name: 'CPR card',
  NameAr: 'البطاقة الذكية',
  HasIssueDate: false,
  SortOrder: 1,
});

/** The API's answer: every requirement of the type asked for (admins get inactive ones too). */
function answerRequirements(rows: DocumentRequirement[] = [ibanRequirement, requirement(), cprRequirement]) {
  return vi
    .spyOn(api.verification, 'requirements')
    .mockImplementation(async (query = {}) =>
      [...rows, individualCpr].filter((row) => !query.BusinessType || row.BusinessType === query.BusinessType),
    );
}

function renderScreens(route: string = VERIFICATION_PATHS.adminRequirements, locale: 'en' | 'ar' = 'en') {
  return renderInAdmin(
    <>
      <Routes>
        <Route path="/verification-requirements" element={<RequirementList />} />
        <Route path="/verification-requirements/create" element={<RequirementCreate />} />
        <Route path="/verification-requirements/:id" element={<RequirementEdit />} />
      </Routes>
      <Notification />
    </>,
    { resource: 'verification-requirements', route, dataProvider: createAdminDataProvider(api), locale },
  );
}

describe('the required documents', { timeout: 30_000 }, () => {
  it('lists each business type’s documents in their order, a tab per type', async () => {
    const requirements = answerRequirements();
    const { user } = renderScreens();
    const tabs = await screen.findByRole('tablist', { name: 'Business type' });
    expect(within(tabs).getByRole('tab', { name: 'Company', selected: true })).toBeInTheDocument();
    await screen.findByText('Commercial Registration');
    expect(requirements).toHaveBeenCalledWith({ BusinessType: 'company' });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Commercial Registration',
      'CPR card of the signatory',
      'IBAN letter',
    ]);
    expect(within(rows[0]!).getByText('Number · Issue date · Expiry date')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Issue date')).toBeInTheDocument();
    const arabic = within(rows[0]!).getByText('السجل التجاري');
    expect(arabic).toHaveAttribute('lang', 'ar');
    await user.click(within(tabs).getByRole('tab', { name: 'Individual' }));
    await waitFor(() => expect(requirements).toHaveBeenLastCalledWith({ BusinessType: 'individual' }));
    expect(await screen.findByText('CPR card')).toBeInTheDocument();
    expect(screen.queryByText('Commercial Registration')).not.toBeInTheDocument();
  });

  it('makes a document inactive with one call, never deleting it', async () => {
    answerRequirements();
    const update = vi
      .spyOn(api.verification, 'updateRequirement')
      .mockImplementation(
        async (id, body) => ({ ...requirement(), RequirementId: id, ...body }) as DocumentRequirement,
      );
    const { user, router } = renderScreens();
    await user.click(await screen.findByRole('switch', { name: 'Make Commercial Registration inactive' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(CR_ID, { IsActive: false }));
    expect(
      await screen.findByText('Commercial Registration is no longer asked for. Documents already given stay.'),
    ).toBeInTheDocument();
    // The click stays on the switch: the row's edit page does not open.
    expect(router.state.location.pathname).toBe(VERIFICATION_PATHS.adminRequirements);
    expect(screen.queryByRole('button', { name: /delete/i })).toBeNull();
  });

  it('checks the form before creating, then creates one of the tab’s business type', async () => {
    answerRequirements();
    const create = vi
      .spyOn(api.verification, 'createRequirement')
      .mockImplementation(async (body: CreateDocumentRequirementRequest) =>
        requirement({ ...body, RequirementId: '0b9f7a52-4b7e-4d6a-8f0e-1a2b3c4d5e21', IsActive: true, SortOrder: 2 }),
      );
    const { user, router } = renderScreens();
    await user.click(await screen.findByRole('tab', { name: 'Individual' }));
    await screen.findByText('CPR card');
    await user.click(screen.getByRole('link', { name: 'Add a required document' }));
    expect(await screen.findByRole('radio', { name: 'Individual' })).toBeChecked();

    const save = screen.getByRole('button', { name: 'Save' });
    const order = screen.getByRole('spinbutton', { name: 'Order' });
    await user.type(order, '1001');
    await user.click(save);
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Arabic name is required')).toBeInTheDocument();
    expect(screen.getByText('The order is a whole number from 0 to 1000.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Freelance permit');
    const arabicName = screen.getByRole('textbox', { name: 'Arabic name' });
    expect(arabicName).toHaveAttribute('dir', 'rtl');
    await user.click(arabicName);
    await user.paste('تصريح العمل الحر');
    await user.type(screen.getByRole('textbox', { name: 'Hint' }), 'From the LMRA.');
    await user.click(screen.getByRole('switch', { name: 'The number printed on it' }));
    await user.click(screen.getByRole('switch', { name: 'Its expiry date' }));
    await user.clear(order);
    await user.click(save);
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        BusinessType: 'individual',
        Name: 'Freelance permit',
        NameAr: 'تصريح العمل الحر',
        Hint: 'From the LMRA.',
        HintAr: '',
        HasNumber: true,
        HasIssueDate: false,
        HasExpiryDate: true,
        IsActive: true,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(VERIFICATION_PATHS.adminRequirements));
  });

  it('saves only what an edit changed, and keeps the business type', async () => {
    answerRequirements();
    const update = vi
      .spyOn(api.verification, 'updateRequirement')
      .mockImplementation(
        async (id, body) => ({ ...requirement(), RequirementId: id, ...body }) as DocumentRequirement,
      );
    const { user } = renderScreens(`${VERIFICATION_PATHS.adminRequirements}/${CR_ID}`);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('Commercial Registration'));
    expect(screen.getByRole('radio', { name: 'Company' })).toBeDisabled();
    expect(screen.getByText('A required document stays with its business type.')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'CR certificate');
    const order = screen.getByRole('spinbutton', { name: 'Order' });
    await user.clear(order);
    await user.type(order, '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(CR_ID, { Name: 'CR certificate', SortOrder: 5 }));
  });

  it('shows a name the business type already requires under the name', async () => {
    answerRequirements();
    vi.spyOn(api.verification, 'updateRequirement').mockRejectedValue(
      new ApiError({
        method: 'PUT',
        path: `/api/Admin/verification-requirements/${CR_ID}`,
        status: 409,
        body: { Success: false, Message: VERIFICATION_MESSAGES.requirementNameTaken },
        fallbacks: fallbacksFor('unknown'),
      }),
    );
    const { user } = renderScreens(`${VERIFICATION_PATHS.adminRequirements}/${CR_ID}`);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('Commercial Registration'));
    await user.clear(name);
    await user.type(name, 'IBAN letter');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(VERIFICATION_MESSAGES.requirementNameTaken)).not.toHaveLength(0);
    expect(name).toHaveAccessibleDescription(VERIFICATION_MESSAGES.requirementNameTaken);
  });
});

describe('the required documents in Arabic', { timeout: 30_000 }, () => {
  it('names the tabs, columns and form in Arabic, with the form’s messages in Arabic', async () => {
    answerRequirements();
    const create = vi.spyOn(api.verification, 'createRequirement');
    const { user } = renderScreens(VERIFICATION_PATHS.adminRequirements, 'ar');
    const tabs = await screen.findByRole('tablist', { name: 'نوع النشاط التجاري' });
    expect(within(tabs).getByRole('tab', { name: 'شركة', selected: true })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'فرد' })).toBeInTheDocument();
    // The requirement by its Arabic name where the table names it in the language on screen.
    await screen.findByText('Commercial Registration');
    for (const header of ['الترتيب', 'الاسم', 'الاسم بالعربية', 'المطلوب إدخاله', 'الحالة']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getAllByText('الرقم · تاريخ الإصدار · تاريخ الانتهاء')).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'إضافة مستند مطلوب' }));
    await user.type(await screen.findByRole('spinbutton', { name: 'الترتيب' }), '-1');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('حقل الاسم مطلوب')).toBeInTheDocument();
    expect(screen.getByText('حقل الاسم بالعربية مطلوب')).toBeInTheDocument();
    expect(screen.getByText('الترتيب عدد صحيح من 0 إلى 1000.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});
