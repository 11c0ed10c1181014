import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { CONVERSATION_MESSAGES, type ConversationAttachment, type ConversationMessage } from '@marketplace/contract';
import { call } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { jpegWithExif, multipartBody, noisePng } from '../media/testing';
import { as, conversationWorld, type ConversationWorld, type Headers } from './testing';
import { cleanFileName, looksLikePdf } from '../../lib/media/private-file-check';

// Issue 37: attachments are images or PDFs judged by their bytes, at most 10 MB, kept out of the
// public media folder and served only to the conversation's people or through their signed link.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('conversation attachments', () => {
  let t: TestApp;
  let w: ConversationWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await conversationWorld(t.app);
  });
  afterAll(() => t.close());

  const upload = async (
    headers: Headers | undefined,
    bytes: Buffer,
    name: string,
    type: string,
    id = w.conversationId,
  ) => {
    const form = await multipartBody({}, { bytes, name, type });
    return call(t.app, {
      method: 'POST',
      url: `/api/Conversation/${id}/attachments`,
      headers: { ...(headers ?? {}), ...form.headers },
      payload: form.payload,
    });
  };

  it('takes a photo, strips its metadata, sends it, and serves it to both sides only', async () => {
    const photo = await jpegWithExif(800, 600);
    const uploaded = await upload(w.provider, photo, 'C:\\Users\\me\\kitchen quote.jpeg', 'image/jpeg');
    expect(uploaded.statusCode).toBe(201);
    const attachment = uploaded.json<ConversationAttachment>();
    expect(attachment).toMatchObject({
      ContentType: 'image/jpeg',
      FileName: 'kitchen quote.jpg',
      Width: 800,
      Height: 600,
    });

    const sent = await as(t.app, w.provider).post(`/api/Conversation/${w.conversationId}/messages`, {
      Text: 'The quote, as a photo',
      AttachmentId: attachment.AttachmentId,
    });
    expect(sent.statusCode).toBe(201);
    const message = sent.json<ConversationMessage>();
    expect(message.Attachment).toMatchObject({ AttachmentId: attachment.AttachmentId });

    const fileUrl = `/api/Conversation/${w.conversationId}/attachments/${attachment.AttachmentId}`;
    const byCustomer = await as(t.app, w.customer).get(fileUrl);
    expect(byCustomer.statusCode).toBe(200);
    expect(byCustomer.headers['content-type']).toBe('image/jpeg');
    expect(byCustomer.headers['cache-control']).toMatch(/^private/);
    expect(byCustomer.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(byCustomer.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    // An <img> sends no token: the message's signed URL opens the file, and only that file.
    expect((await call(t.app, { method: 'GET', url: message.Attachment!.Url })).statusCode).toBe(200);
    const token = new URL(message.Attachment!.Url, 'http://x').searchParams.get('token')!;
    expect((await call(t.app, { method: 'GET', url: `${fileUrl}?token=${token}x` })).statusCode).toBe(401);
    expect((await call(t.app, { method: 'GET', url: fileUrl })).statusCode).toBe(401);
    expect((await as(t.app, w.stranger).get(fileUrl)).statusCode).toBe(404);
    expect((await as(t.app, w.otherProvider).get(fileUrl)).statusCode).toBe(404);
    // Never under the public media route.
    expect((await call(t.app, { method: 'GET', url: `/media/${attachment.AttachmentId}.jpg` })).statusCode).toBe(404);

    const again = await as(t.app, w.provider).post(`/api/Conversation/${w.conversationId}/messages`, {
      AttachmentId: attachment.AttachmentId,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(CONVERSATION_MESSAGES.attachmentUsed);
  });

  it('takes a PDF as it is, and refuses what is neither an image nor a PDF', async () => {
    const pdf = await upload(w.customer, PDF, 'contract.pdf', 'application/pdf');
    expect(pdf.json()).toMatchObject({ ContentType: 'application/pdf', FileName: 'contract.pdf', Width: 0 });
    const { AttachmentId } = pdf.json<ConversationAttachment>();
    await as(t.app, w.customer).post(`/api/Conversation/${w.conversationId}/messages`, { AttachmentId });
    const served = await as(t.app, w.provider).get(`/api/Conversation/${w.conversationId}/attachments/${AttachmentId}`);
    expect(served.headers['content-disposition']).toBe("attachment; filename*=UTF-8''contract.pdf");
    expect(served.rawPayload.equals(PDF)).toBe(true);

    const script = await upload(w.customer, Buffer.from('<script>alert(1)</script>'), 'photo.jpg', 'image/jpeg');
    expect(script.statusCode).toBe(415);
    expect(script.json().Message).toBe(CONVERSATION_MESSAGES.attachmentType);
    const cut = await upload(w.customer, PDF.subarray(0, 30), 'cut.pdf', 'application/pdf');
    expect(cut.statusCode).toBe(415);
  });

  it('refuses a file over 10 MB with 413, and uploads from people outside the conversation', async () => {
    const big = await upload(w.customer, await noisePng(10 * 1024 * 1024 + 1), 'big.png', 'image/png');
    expect(big.statusCode).toBe(413);
    expect(big.json().Message).toBe(CONVERSATION_MESSAGES.attachmentTooLarge);
    expect((await upload(w.stranger, PDF, 'a.pdf', 'application/pdf')).statusCode).toBe(404);
    expect((await upload(undefined, PDF, 'a.pdf', 'application/pdf')).statusCode).toBe(401);
    // Someone else's unsent attachment cannot be sent or read by another.
    const mine = (await upload(w.customer, PDF, 'draft.pdf', 'application/pdf')).json<ConversationAttachment>();
    const stolen = await as(t.app, w.provider).post(`/api/Conversation/${w.conversationId}/messages`, {
      AttachmentId: mine.AttachmentId,
    });
    expect(stolen.statusCode).toBe(404);
    const peek = await as(t.app, w.provider).get(
      `/api/Conversation/${w.conversationId}/attachments/${mine.AttachmentId}`,
    );
    expect(peek.statusCode).toBe(404);
  });

  it('cleans file names and knows a PDF by its first and last bytes', () => {
    expect(cleanFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(cleanFileName('\u202Egpj.exe', 'jpg')).toBe('gpj.jpg');
    expect(cleanFileName('', 'png')).toBe('attachment.png');
    expect(cleanFileName('a'.repeat(300) + '.webp', 'jpg')).toHaveLength(120);
    expect(looksLikePdf(PDF)).toBe(true);
    expect(looksLikePdf(Buffer.from('%PDF-1.4 truncated'))).toBe(false);
  });
});
