import { assertAbsoluteHttpUrl, BRAND_NAME, renderHtml, renderText, type MailContent } from './mail-layout';

/** A mail ready for the outbox: both bodies carry the same content and the same absolute links. */
export interface RenderedMail {
  /** Stored with the row so the outbox shows which kind of mail it was. */
  template: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/**
 * `absoluteUrl('https://shop.bh', '/verify-email?token=x')`. Mail is read outside the site, so
 * every link must carry the public origin (PUBLIC_URL, which may include a path prefix).
 */
export function absoluteUrl(publicUrl: string, pathAndQuery: string, query?: Record<string, string>): string {
  if (!pathAndQuery.startsWith('/') || pathAndQuery.startsWith('//')) {
    throw new Error(`Expected a site path starting with one "/", got "${pathAndQuery}"`);
  }
  const url = new URL(`${publicUrl.replace(/\/+$/, '')}${pathAndQuery}`);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  return assertAbsoluteHttpUrl(url.toString());
}

/** Subjects are header lines: a user-typed line break must not end up in one. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

const greet = (firstName: string) => (oneLine(firstName) ? `Hello ${oneLine(firstName)},` : 'Hello,');

function render(template: string, subject: string, content: MailContent): RenderedMail {
  return {
    template,
    subject: oneLine(subject),
    text: renderText(content),
    html: renderHtml(content),
    links: [...(content.action ? [content.action.url] : []), ...(content.moreLinks ?? []).map((link) => link.url)],
  };
}

export function verifyEmailMail(input: { firstName: string; link: string }): RenderedMail {
  return render('verify-email', 'Verify your e-mail address', {
    preview: 'Confirm your e-mail address to finish setting up your account.',
    heading: 'Verify your e-mail address',
    greeting: greet(input.firstName),
    paragraphs: [
      `Welcome to ${BRAND_NAME}. Please confirm that this is your e-mail address, so we can reach you about your bookings.`,
    ],
    action: { label: 'Verify e-mail address', url: input.link },
    notes: ['This link is valid for 24 hours. If you did not create an account, you can ignore this e-mail.'],
    reason: `You received this e-mail because this address was used to sign up at ${BRAND_NAME}.`,
  });
}

export function resetPasswordMail(input: { firstName: string; link: string }): RenderedMail {
  return render('reset-password', 'Reset your password', {
    preview: 'Choose a new password for your account.',
    heading: 'Reset your password',
    greeting: greet(input.firstName),
    paragraphs: [
      'We received a request to reset the password of your account. Choose a new password with the button below.',
    ],
    action: { label: 'Reset password', url: input.link },
    notes: [
      'This link is valid for 1 hour.',
      'If you did not ask to reset your password, ignore this e-mail: your password stays the same.',
    ],
    reason: `You received this e-mail because a password reset was requested for your account at ${BRAND_NAME}.`,
  });
}

/**
 * Sent instead of a second account when someone registers with an address that has one: the
 * answer to the registration is the same either way, so only the owner learns the address is taken.
 */
export function registrationAttemptMail(input: {
  firstName: string;
  signInLink: string;
  resetLink: string;
}): RenderedMail {
  return render('registration-attempt', 'You already have an account', {
    preview: 'Someone tried to create an account with your e-mail address.',
    heading: 'You already have an account',
    greeting: greet(input.firstName),
    paragraphs: [
      `Someone, perhaps you, tried to create a new ${BRAND_NAME} account with this e-mail address. You already have an account with it, so no second account was created.`,
    ],
    action: { label: 'Sign in', url: input.signInLink },
    moreLinks: [{ label: 'Forgot your password? Choose a new one', url: input.resetLink }],
    notes: [
      'The password link is valid for 1 hour.',
      'If this was not you, ignore this e-mail: your account and your password stay as they are.',
    ],
    reason: `You received this e-mail because this address was used to sign up at ${BRAND_NAME}.`,
  });
}

/** Sent to whoever used the contact form, so they know the message arrived. */
export function inquiryReceivedMail(input: { name: string; subject: string }): RenderedMail {
  return render('inquiry-received', 'We received your message', {
    preview: 'Thank you for contacting us. We will reply by e-mail.',
    heading: 'We received your message',
    greeting: greet(input.name),
    paragraphs: [
      `Thank you for contacting ${BRAND_NAME}. We have received your message "${oneLine(input.subject)}".`,
      'Our team will read it and reply to this e-mail address as soon as possible.',
    ],
    reason: `You received this e-mail because this address was entered in the contact form of ${BRAND_NAME}.`,
  });
}

/**
 * A short notification (order updates, provider news): a title, a body whose blank lines start
 * new paragraphs, and an optional button. The title is also the subject.
 */
export function noticeMail(input: {
  firstName: string;
  title: string;
  body: string;
  actionLabel?: string | undefined;
  link?: string | undefined;
}): RenderedMail {
  const paragraphs = input.body
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  return render('notice', input.title, {
    preview: paragraphs[0] ?? oneLine(input.title),
    heading: oneLine(input.title),
    greeting: greet(input.firstName),
    paragraphs,
    action: input.link ? { label: input.actionLabel ?? 'Open', url: input.link } : undefined,
    reason: `You received this e-mail because you have an account at ${BRAND_NAME}.`,
  });
}
