import { BACKOFFICE_PATH_PATTERN, DEFAULT_LOCALE, pathInLocale, type Locale } from '@marketplace/contract';
import { assertAbsoluteHttpUrl, renderHtml, renderText, type MailContent } from './mail-layout';
import { mailText, type MailTextId } from './mail-texts';

/** A mail ready for the outbox: both bodies carry the same content and the same absolute links. */
export interface RenderedMail {
  /** Stored with the row so the outbox shows which kind of mail it was. */
  template: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

function assertSitePath(pathAndQuery: string): void {
  if (!pathAndQuery.startsWith('/') || pathAndQuery.startsWith('//')) {
    throw new Error(`Expected a site path starting with one "/", got "${pathAndQuery}"`);
  }
}

/**
 * `absoluteUrl('https://shop.bh', '/verify-email?token=x')`. Mail is read outside the site, so
 * every link must carry the public origin (PUBLIC_URL, which may include a path prefix).
 */
export function absoluteUrl(publicUrl: string, pathAndQuery: string, query?: Record<string, string>): string {
  assertSitePath(pathAndQuery);
  const url = new URL(`${publicUrl.replace(/\/+$/, '')}${pathAndQuery}`);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  return assertAbsoluteHttpUrl(url.toString());
}

/**
 * The absolute link to a page in the recipient's language: a storefront page keeps the spec's
 * path in English and moves under /ar in Arabic (`/ar/verify-email?token=x`), so it opens in the
 * language the mail is written in. The back office's pages (/provider-dashboard, /admin) have no
 * /ar address: they stay as they are.
 */
export function absoluteUrlIn(
  locale: Locale,
  publicUrl: string,
  pathAndQuery: string,
  query?: Record<string, string>,
): string {
  assertSitePath(pathAndQuery);
  const backOffice = BACKOFFICE_PATH_PATTERN.test(pathAndQuery.split(/[?#]/)[0]!);
  return absoluteUrl(publicUrl, backOffice ? pathAndQuery : pathInLocale(pathAndQuery, locale), query);
}

/** Subjects are header lines: a user-typed line break must not end up in one. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

const greet = (locale: Locale, firstName: string) =>
  oneLine(firstName)
    ? mailText(locale, 'mail.greeting.named', { name: oneLine(firstName) })
    : mailText(locale, 'mail.greeting.anonymous');

function render(template: string, subject: string, content: MailContent): RenderedMail {
  return {
    template,
    subject: oneLine(subject),
    text: renderText(content),
    html: renderHtml(content),
    links: [...(content.action ? [content.action.url] : []), ...(content.moreLinks ?? []).map((link) => link.url)],
  };
}

/** Every mail is in one language: the recipient's (English when the caller names none). */
interface InLanguage {
  locale?: Locale | undefined;
}

export function verifyEmailMail(input: InLanguage & { firstName: string; link: string }): RenderedMail {
  const locale = input.locale ?? DEFAULT_LOCALE;
  return render('verify-email', mailText(locale, 'mail.verify.subject'), {
    locale,
    preview: mailText(locale, 'mail.verify.preview'),
    heading: mailText(locale, 'mail.verify.subject'),
    greeting: greet(locale, input.firstName),
    paragraphs: [mailText(locale, 'mail.verify.welcome')],
    action: { label: mailText(locale, 'mail.verify.action'), url: input.link },
    notes: [mailText(locale, 'mail.verify.note')],
    reason: mailText(locale, 'mail.reason.signUp'),
  });
}

export function resetPasswordMail(input: InLanguage & { firstName: string; link: string }): RenderedMail {
  const locale = input.locale ?? DEFAULT_LOCALE;
  return render('reset-password', mailText(locale, 'mail.reset.subject'), {
    locale,
    preview: mailText(locale, 'mail.reset.preview'),
    heading: mailText(locale, 'mail.reset.subject'),
    greeting: greet(locale, input.firstName),
    paragraphs: [mailText(locale, 'mail.reset.request')],
    action: { label: mailText(locale, 'mail.reset.action'), url: input.link },
    notes: [mailText(locale, 'mail.reset.validity'), mailText(locale, 'mail.reset.notYou')],
    reason: mailText(locale, 'mail.reset.reason'),
  });
}

/**
 * Sent instead of a second account when someone registers with an address that has one: the
 * answer to the registration is the same either way, so only the owner learns the address is taken.
 */
export function registrationAttemptMail(
  input: InLanguage & { firstName: string; signInLink: string; resetLink: string },
): RenderedMail {
  const locale = input.locale ?? DEFAULT_LOCALE;
  return render('registration-attempt', mailText(locale, 'mail.registrationAttempt.subject'), {
    locale,
    preview: mailText(locale, 'mail.registrationAttempt.preview'),
    heading: mailText(locale, 'mail.registrationAttempt.subject'),
    greeting: greet(locale, input.firstName),
    paragraphs: [mailText(locale, 'mail.registrationAttempt.attempt')],
    action: { label: mailText(locale, 'mail.registrationAttempt.signIn'), url: input.signInLink },
    moreLinks: [{ label: mailText(locale, 'mail.registrationAttempt.reset'), url: input.resetLink }],
    notes: [mailText(locale, 'mail.registrationAttempt.validity'), mailText(locale, 'mail.registrationAttempt.notYou')],
    reason: mailText(locale, 'mail.reason.signUp'),
  });
}

/** Sent to whoever used the contact form, so they know the message arrived. */
export function inquiryReceivedMail(input: InLanguage & { name: string; subject: string }): RenderedMail {
  const locale = input.locale ?? DEFAULT_LOCALE;
  return render('inquiry-received', mailText(locale, 'mail.inquiry.subject'), {
    locale,
    preview: mailText(locale, 'mail.inquiry.preview'),
    heading: mailText(locale, 'mail.inquiry.subject'),
    greeting: greet(locale, input.name),
    paragraphs: [
      mailText(locale, 'mail.inquiry.thanks', { subject: oneLine(input.subject) }),
      mailText(locale, 'mail.inquiry.reply'),
    ],
    reason: mailText(locale, 'mail.inquiry.reason'),
  });
}

/**
 * A short notification (order updates, provider news): a title, a body whose blank lines start
 * new paragraphs, and an optional button. The title is also the subject. The caller writes title,
 * body and button label in `locale`; the frame around them (greeting, default button label, why
 * the mail came) follows it.
 */
export function noticeMail(
  input: InLanguage & {
    firstName: string;
    title: string;
    body: string;
    actionLabel?: string | undefined;
    link?: string | undefined;
    moreLinks?: { label: string; url: string }[] | undefined;
    notes?: string[] | undefined;
  },
): RenderedMail {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const paragraphs = input.body
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  return render('notice', input.title, {
    locale,
    preview: paragraphs[0] ?? oneLine(input.title),
    heading: oneLine(input.title),
    greeting: greet(locale, input.firstName),
    paragraphs,
    action: input.link
      ? { label: input.actionLabel ?? mailText(locale, 'mail.notice.action'), url: input.link }
      : undefined,
    moreLinks: input.moreLinks,
    notes: input.notes,
    reason: mailText(locale, 'mail.notice.reason'),
  });
}

export type ProviderStatusMove = 'approve' | 'reject' | 'deactivate' | 'reactivate';

const PROVIDER_STATUS_TEXTS = {
  approve: ['mail.providerStatus.approve.title', 'mail.providerStatus.approve.body'],
  reject: ['mail.providerStatus.reject.title', 'mail.providerStatus.reject.body'],
  deactivate: ['mail.providerStatus.deactivate.title', 'mail.providerStatus.deactivate.body'],
  reactivate: ['mail.providerStatus.reactivate.title', 'mail.providerStatus.reactivate.body'],
} as const satisfies Record<ProviderStatusMove, readonly [MailTextId, MailTextId]>;

/** An admin approved, rejected, deactivated or reactivated a business: told to its provider. */
/** What a provider is told of a status change, in `locale`: the bell's notice and the mail's words. */
export function providerStatusNotice(
  locale: Locale,
  move: ProviderStatusMove,
  businessName: string,
  reason?: string | null,
): { title: string; body: string } {
  const [title, body] = PROVIDER_STATUS_TEXTS[move];
  const paragraphs = [mailText(locale, body, { business: businessName })];
  if (reason) paragraphs.push(mailText(locale, 'mail.providerStatus.reason', { reason }));
  return { title: mailText(locale, title), body: paragraphs.join('\n\n') };
}

export function providerStatusMail(
  input: InLanguage & {
    firstName: string;
    move: ProviderStatusMove;
    businessName: string;
    reason?: string | null | undefined;
    link: string;
  },
): RenderedMail {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const { title, body } = providerStatusNotice(locale, input.move, input.businessName, input.reason);
  return noticeMail({
    locale,
    firstName: input.firstName,
    title,
    body,
    actionLabel: mailText(locale, 'mail.providerStatus.action'),
    link: input.link,
  });
}

/** A super admin invited someone to administer the marketplace; the link chooses the first password. */
export function adminInvitationMail(input: InLanguage & { firstName: string; link: string }): RenderedMail {
  const locale = input.locale ?? DEFAULT_LOCALE;
  return noticeMail({
    locale,
    firstName: input.firstName,
    title: mailText(locale, 'mail.adminInvitation.subject'),
    body: [
      mailText(locale, 'mail.adminInvitation.created'),
      mailText(locale, 'mail.adminInvitation.choose'),
      mailText(locale, 'mail.adminInvitation.validity'),
    ].join('\n\n'),
    actionLabel: mailText(locale, 'mail.adminInvitation.action'),
    link: input.link,
  });
}
