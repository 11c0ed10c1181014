import { CONVERSATION_MESSAGES, HIDDEN_MESSAGE_TEXT, PAYOUT_STATUS_LABELS } from '@marketplace/contract';
import { catalogProblems } from '@marketplace/i18n/catalog-checks';
import { describe, expect, it } from 'vitest';
// The source text (`?raw`), not the compiled catalog the plain import gives.
import arSource from './ar.json?raw';
import enSource from './en.json?raw';
import { PAYOUT_STATUS_MESSAGES } from '../components/status-badge';

describe("the design system's catalogs", () => {
  it('have the same ids, arguments and plural forms in English and Arabic', () => {
    expect(catalogProblems({ en: JSON.parse(enSource), ar: JSON.parse(arSource) })).toEqual([]);
  });
});

describe("the payout states' words", () => {
  it("are the contract's in English (one word per state in both portals and the mails)", () => {
    const english = JSON.parse(enSource) as Record<string, string>;
    for (const [status, id] of Object.entries(PAYOUT_STATUS_MESSAGES))
      expect(english[id], status).toBe(PAYOUT_STATUS_LABELS[status as keyof typeof PAYOUT_STATUS_LABELS]);
  });
});

describe("the conversation thread's words", () => {
  it("are the API's where both say the same thing (the hidden message, the composer's file checks)", () => {
    const english = JSON.parse(enSource) as Record<string, string>;
    expect(english['ui.conversation.hidden']).toBe(HIDDEN_MESSAGE_TEXT);
    expect(english['ui.conversation.fileType']).toBe(CONVERSATION_MESSAGES.attachmentType);
    expect(english['ui.conversation.fileTooLarge']).toBe(CONVERSATION_MESSAGES.attachmentTooLarge);
  });
});
