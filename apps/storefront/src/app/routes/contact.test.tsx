import { sessionFor } from '@marketplace/client/testing';
import { requiredMessage, VALIDATION_MESSAGES } from '@marketplace/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPANY } from '@/config/company';
import type ContactCatalog from '@/locales/contact/en.json';
import type ShellCatalog from '@/locales/shell/en.json';
// The catalogs as written (`?raw`): a plain import gives them compiled.
import contactArSource from '@/locales/contact/ar.json?raw';
import contactEnSource from '@/locales/contact/en.json?raw';
import shellArSource from '@/locales/shell/ar.json?raw';
import shellEnSource from '@/locales/shell/en.json?raw';
import { arabicContractText, expectNoEnglish } from '@/testing/arabic';
import { renderApp } from '@/testing/render-app';
import { Component as ContactPage } from './contact';

const contactEn = JSON.parse(contactEnSource) as typeof ContactCatalog;
const contactAr = JSON.parse(contactArSource) as typeof ContactCatalog;
const shellEn = JSON.parse(shellEnSource) as typeof ShellCatalog;
const shellAr = JSON.parse(shellArSource) as typeof ShellCatalog;

const INQUIRY = 'POST /api/CustomerInquiry';
const created = { status: 201, body: { InqId: '0b5f3c1e-1c1a-4c53-9a55-1f0d7e0d3a11', Status: 'new' } };

// By label rather than by role: role queries walk the accessibility tree and are slow in jsdom.
const field = (label: RegExp) => screen.getByLabelText(label);

/** A change event per field, not a keystroke at a time: typing through MUI inputs is slow in jsdom. */
function enter(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

function fillForm() {
  enter(field(/^Name/), 'Sara Ahmed');
  enter(field(/^Email/), 'sara@example.bh');
  enter(field(/^Subject/), 'Quote for AC repair');
  enter(field(/^Message/), 'Can someone visit in Riffa this week?');
}

// Every change re-renders and re-validates the whole formik form: slow in jsdom on a busy machine.
describe('/contact', { timeout: 20_000 }, () => {
  it('shows the office details with phone and e-mail links', () => {
    renderApp(<ContactPage />, { route: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: COMPANY.phone })).toHaveAttribute('href', COMPANY.phoneHref);
    expect(screen.getByRole('link', { name: COMPANY.email })).toHaveAttribute('href', `mailto:${COMPANY.email}`);
    expect(screen.getByText(shellEn['shell.company.address'])).toBeInTheDocument();
    expect(screen.getByText(shellEn['shell.company.hours'])).toBeInTheDocument();
  });

  it('shows the contract’s validation messages and focuses the first field in error', async () => {
    const { user, api } = renderApp(<ContactPage />, { route: '/contact' });
    await user.type(field(/^Phone/), '+1');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(requiredMessage('Name'))).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByText(requiredMessage('Subject'))).toBeInTheDocument();
    expect(screen.getByText(requiredMessage('Message'))).toBeInTheDocument();
    await waitFor(() => expect(field(/^Name/)).toHaveFocus());
    expect(api.callsTo('POST', '/api/CustomerInquiry')).toHaveLength(0);
  });

  it('pre-fills the e-mail of a signed-in customer', () => {
    renderApp(<ContactPage />, { route: '/contact', session: sessionFor('Customer') });
    expect(field(/^Email/)).toHaveValue('sara@example.bh');
  });

  it('posts the inquiry, confirms it and clears the form', async () => {
    const { user, api } = renderApp(<ContactPage />, { route: '/contact', api: { [INQUIRY]: created } });
    fillForm();
    enter(field(/^Phone/), '+97333123456');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const confirmation = (await screen.findByText('Thank you, we received your message.')).closest('[role="status"]');
    expect(confirmation).toHaveTextContent('We will reply to sara@example.bh within one working day.');
    expect(api.callsTo('POST', '/api/CustomerInquiry')[0]?.body).toEqual({
      Name: 'Sara Ahmed',
      Email: 'sara@example.bh',
      Phone: '+97333123456',
      Subject: 'Quote for AC repair',
      Message: 'Can someone visit in Riffa this week?',
    });
    expect(field(/^Name/)).toHaveValue('');
    expect(field(/^Message/)).toHaveValue('');
  });

  it('leaves out an empty phone', async () => {
    const { user, api } = renderApp(<ContactPage />, { route: '/contact', api: { [INQUIRY]: created } });
    fillForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Thank you, we received your message.');
    expect(api.callsTo('POST', '/api/CustomerInquiry')[0]?.body).not.toHaveProperty('Phone');
  });

  it('shows the server’s message (rate limited) and keeps everything typed', async () => {
    const message = 'Too many requests. Please wait 600 seconds and try again.';
    const { user } = renderApp(<ContactPage />, {
      route: '/contact',
      api: { [INQUIRY]: { status: 429, body: { Message: message, message, StatusCode: 429 } } },
    });
    fillForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field(/^Name/)).toHaveValue('Sara Ahmed');
    expect(field(/^Message/)).toHaveValue('Can someone visit in Riffa this week?');
    expect(screen.queryByText('Thank you, we received your message.')).not.toBeInTheDocument();
  });

  it('puts the API’s field errors under their inputs', async () => {
    const { user } = renderApp(<ContactPage />, {
      route: '/contact',
      api: {
        [INQUIRY]: {
          status: 400,
          body: {
            Message: 'Subject must be at most 200 characters',
            StatusCode: 400,
            Errors: [{ Field: 'Subject', Message: 'Subject must be at most 200 characters' }],
          },
        },
      },
    });
    fillForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Subject must be at most 200 characters');
    expect(field(/^Subject/)).toHaveAccessibleDescription('Subject must be at most 200 characters');
  });
});

describe('/ar/contact', { timeout: 20_000 }, () => {
  it('shows the page, the office details and the form in Arabic', () => {
    const { container } = renderApp(<ContactPage />, { route: '/contact', locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'اتصل بنا' })).toBeInTheDocument();
    expect(screen.getByText(contactAr['contact.page.subtitle'])).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'مكتبنا' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'أرسل لنا رسالة' })).toBeInTheDocument();
    for (const label of ['العنوان', 'الهاتف', 'البريد الإلكتروني', 'ساعات العمل']) {
      expect(screen.getByRole('heading', { level: 3, name: label })).toBeInTheDocument();
    }
    expect(screen.getByText(shellAr['shell.company.address'])).toBeInTheDocument();
    expect(screen.getByText(shellAr['shell.company.hours'])).toBeInTheDocument();
    // The phone number and the e-mail address read left to right inside the Arabic page.
    expect(screen.getByRole('link', { name: COMPANY.phone })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: COMPANY.email })).toHaveAttribute('dir', 'ltr');
    expect(field(/^الاسم/)).toBeRequired();
    expect(field(/^البريد الإلكتروني/)).toHaveAttribute('type', 'email');
    expect(field(/^الهاتف \(اختياري\)/)).not.toBeRequired();
    expect(field(/^الموضوع/)).toBeRequired();
    expect(field(/^الرسالة/)).toBeRequired();
    // What people type takes its own direction; the e-mail address reads left to right.
    for (const label of [/^الاسم/, /^الموضوع/, /^الرسالة/]) expect(field(label)).toHaveAttribute('dir', 'auto');
    expect(field(/^البريد الإلكتروني/)).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'إرسال الرسالة' })).toBeInTheDocument();
    expectNoEnglish(container, { catalogs: [contactEn], data: [COMPANY.phone, COMPANY.email] });
  });

  it('confirms the message in Arabic, the e-mail address isolated left to right', async () => {
    const { user, container, api } = renderApp(<ContactPage />, {
      route: '/contact',
      locale: 'ar',
      api: { [INQUIRY]: created },
    });
    enter(field(/^الاسم/), 'سارة أحمد');
    enter(field(/^البريد الإلكتروني/), 'sara@example.bh');
    enter(field(/^الموضوع/), 'عرض سعر لصيانة المكيف');
    enter(field(/^الرسالة/), 'هل يمكن زيارتنا في الرفاع هذا الأسبوع؟');
    await user.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));

    const confirmation = (await screen.findByText('شكرًا لك، لقد استلمنا رسالتك.')).closest('[role="status"]');
    expect(confirmation).toHaveTextContent(
      'سنرد عليك عبر sara@example.bh خلال يوم عمل واحد، وستصلك نسخة من رسالتك على بريدك الإلكتروني.',
    );
    expect(confirmation?.querySelector('bdi[dir="ltr"]')).toHaveTextContent('sara@example.bh');
    expect(api.callsTo('POST', '/api/CustomerInquiry')).toHaveLength(1);
    expectNoEnglish(container, { catalogs: [contactEn], data: [COMPANY.phone, COMPANY.email, 'sara@example.bh'] });
  });

  it('shows the contract’s validation messages and the server’s answer through the contract catalog', async () => {
    const message = 'Too many requests. Please wait 600 seconds and try again.';
    const { user } = renderApp(<ContactPage />, {
      route: '/contact',
      locale: 'ar',
      api: { [INQUIRY]: { status: 429, body: { Message: message, message, StatusCode: 429 } } },
    });
    await user.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));
    expect(await screen.findByText(arabicContractText(requiredMessage('Name')))).toBeInTheDocument();
    expect(screen.getByText(arabicContractText(VALIDATION_MESSAGES.emailRequired))).toBeInTheDocument();
    await waitFor(() => expect(field(/^الاسم/)).toHaveFocus());

    enter(field(/^الاسم/), 'سارة أحمد');
    enter(field(/^البريد الإلكتروني/), 'sara@example.bh');
    enter(field(/^الموضوع/), 'عرض سعر');
    enter(field(/^الرسالة/), 'هل يمكن زيارتنا هذا الأسبوع؟');
    await user.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(arabicContractText(message));
  });
});
