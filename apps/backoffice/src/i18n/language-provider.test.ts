import { LISTING_IMPORT_MESSAGES } from '@marketplace/contract';
import { describe, expect, it, vi } from 'vitest';
import { loadTranslator } from './language-provider';

describe('loadTranslator', () => {
  it('gives the screens’ catalogs at once and the contract’s Arabic after, telling the screens', async () => {
    const i18n = await loadTranslator('provider', 'ar');
    expect(i18n._('shell.menu.badged', { label: 'x', badge: 'y' })).not.toBe('shell.menu.badged');
    const changed = vi.fn();
    i18n.on('change', changed);
    const text = LISTING_IMPORT_MESSAGES.notActive;
    await vi.waitFor(() => expect(i18n._(text)).toBe('لا يمكن استيراد العروض إلا لنشاط تجاري نشط.'));
    expect(changed).toHaveBeenCalled();
  });

  it('needs no catalog of the contract in English: its texts are English', async () => {
    const i18n = await loadTranslator('admin', 'en');
    expect(i18n._(LISTING_IMPORT_MESSAGES.notActive)).toBe(LISTING_IMPORT_MESSAGES.notActive);
  });
});
