import { describe, expect, it } from 'vitest';
import { loggedUrl } from './logged-url';

describe('logged URLs', () => {
  it('hide link tokens and stream tickets, and keep everything else', () => {
    expect(loggedUrl('/api/TaxDocument/1/pdf/link?token=1767225600.abc-_x')).toBe(
      '/api/TaxDocument/1/pdf/link?token=[hidden]',
    );
    expect(loggedUrl('/api/Notification/stream?lang=ar&ticket=eyJ.x.y&x=1')).toBe(
      '/api/Notification/stream?lang=ar&ticket=[hidden]&x=1',
    );
    expect(loggedUrl('/api/ServiceItem?search=token=1&page=2')).toBe('/api/ServiceItem?search=token=1&page=2');
    expect(loggedUrl('/api/x?TOKEN=a#b')).toBe('/api/x?TOKEN=[hidden]#b');
  });
});
