// The mail module's public file: what app.ts and other modules may use of it (issue 19).
export {
  absoluteUrl,
  absoluteUrlIn,
  adminInvitationMail,
  inquiryReceivedMail,
  noticeMail,
  providerStatusMail,
  providerStatusNotice,
  type ProviderStatusMove,
  registrationAttemptMail,
  type RenderedMail,
  resetPasswordMail,
  verifyEmailMail,
} from './mail-templates';
export { mailText, type MailTextId } from './mail-texts';
export { mailModule, type MailService } from './mail.module';
export { enqueueMail } from './outbox.repository';
