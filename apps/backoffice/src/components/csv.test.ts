import { afterEach, describe, expect, it, vi } from 'vitest';
import { rowsExporter } from './csv';

/** jsdom's Blob has no arrayBuffer(): its FileReader reads it. */
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

describe('CSV files', () => {
  afterEach(() => vi.restoreAllMocks());

  it('download a list as <resource>.csv with a UTF-8 byte order mark, so Excel reads Arabic', async () => {
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((value) => {
      blob = value as Blob;
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const exporter = rowsExporter<{ id: number; name: string; at: string }>((record) => ({
      'رقم الطلب': record.id,
      الاسم: record.name,
      التاريخ: record.at,
    }));
    await exporter([{ id: 7, name: 'لؤلؤة', at: '2026-11-29' }], vi.fn(), {} as never, 'orders');
    expect(clicked).toEqual(['orders.csv']);
    const bytes = await bytesOf(blob!);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('رقم الطلب,الاسم,التاريخ\r\n7,لؤلؤة,2026-11-29');
  });
});
