import type { ConversationMessage, ConversationPerson } from '@marketplace/contract';
import { livingRoomPhoto } from '../service-card/story-photos';

// Story and test fixtures only: a customer and a business talking about a paid request.

export const CUSTOMER_ID = '11111111-1111-4111-8111-111111111111';
export const PROVIDER_ID = '22222222-2222-4222-8222-222222222222';
export const ADMIN_ID = '33333333-3333-4333-8333-333333333333';
export const CONVERSATION_ID = '44444444-4444-4444-8444-444444444444';

export const storyPeople: ConversationPerson[] = [
  { UserId: CUSTOMER_ID, Role: 'customer', Name: 'Fatima Al-Khalifa', LastReadAt: '2026-11-20T09:20:00.000Z' },
  // The business has read up to the customer's second message: "Seen" goes under it.
  { UserId: PROVIDER_ID, Role: 'provider', Name: 'Pearl Cleaning', LastReadAt: '2026-11-20T09:12:00.000Z' },
];

let sequence = 0;

/** A message; ids follow the order of creation, so they sort as the server's would. */
export function storyMessage(overrides: Partial<ConversationMessage> & { CreatedAt: string }): ConversationMessage {
  sequence += 1;
  return {
    MessageId: `55555555-5555-4555-8555-${String(sequence).padStart(12, '0')}`,
    ConversationId: CONVERSATION_ID,
    Kind: 'message',
    SenderId: CUSTOMER_ID,
    SenderRole: 'customer',
    SenderName: 'Fatima Al-Khalifa',
    Text: '',
    Attachment: null,
    IsHidden: false,
    ...overrides,
  };
}

const fromBusiness = { SenderId: PROVIDER_ID, SenderRole: 'provider', SenderName: 'Pearl Cleaning' } as const;

export const storyMessages: ConversationMessage[] = [
  storyMessage({
    ...fromBusiness,
    CreatedAt: '2026-11-19T15:00:00.000Z',
    Text: 'Thank you for your request! When would you like us to come?\nWe are free on Saturday and Sunday.',
  }),
  storyMessage({
    CreatedAt: '2026-11-20T09:05:00.000Z',
    Text: 'Saturday morning works. The building is here: https://maps.example.com/?q=Seef+Tower.',
  }),
  storyMessage({
    CreatedAt: '2026-11-20T09:06:00.000Z',
    Text: '',
    Attachment: {
      AttachmentId: '66666666-6666-4666-8666-000000000001',
      ContentType: 'image/jpeg',
      FileName: 'living-room.jpg',
      SizeBytes: 254_000,
      Width: 800,
      Height: 600,
      Url: livingRoomPhoto,
    },
  }),
  storyMessage({ ...fromBusiness, CreatedAt: '2026-11-20T09:12:00.000Z', Text: 'شكرًا، سنصل الساعة التاسعة صباحًا.' }),
  storyMessage({
    ...fromBusiness,
    CreatedAt: '2026-11-20T09:13:00.000Z',
    Text: 'Here is our price list.',
    Attachment: {
      AttachmentId: '66666666-6666-4666-8666-000000000002',
      ContentType: 'application/pdf',
      FileName: 'Pearl Cleaning price list 2026.pdf',
      SizeBytes: 1_350_000,
      Width: 0,
      Height: 0,
      Url: 'data:application/pdf;base64,JVBERi0xLjQKJSVFT0YK',
    },
  }),
  storyMessage({ ...fromBusiness, CreatedAt: '2026-11-20T09:14:00.000Z', IsHidden: true }),
  storyMessage({
    Kind: 'note',
    SenderId: null,
    SenderRole: null,
    SenderName: '',
    CreatedAt: '2026-11-20T09:15:00.000Z',
    Text: 'A marketplace admin joined the conversation.',
  }),
  storyMessage({ CreatedAt: '2026-11-20T09:18:00.000Z', Text: 'Great, see you on Saturday.' }),
];

/** A long thread: `count` messages, a minute apart, the two sides taking turns in runs of three. */
export function longThread(count: number): ConversationMessage[] {
  const start = Date.parse('2026-11-18T06:00:00.000Z');
  return Array.from({ length: count }, (_, index) =>
    storyMessage({
      ...(Math.floor(index / 3) % 2 === 0 ? {} : fromBusiness),
      CreatedAt: new Date(start + index * 7 * 60_000).toISOString(),
      Text: `Message ${index + 1}: ${index % 5 === 0 ? 'a longer line to show how a message wraps inside its bubble when the text runs past the width' : 'ok'}`,
    }),
  );
}
