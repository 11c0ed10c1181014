import { deflateSync } from 'node:zlib';

// Files for the provider dashboard's journeys, made in memory rather than committed: listing
// photos (a solid-colour PNG of a few hundred bytes) and CSV files of listings to import.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `size` x `size` RGB PNG of one colour ([r, g, b], 0-255). */
export function solidPng([r, g, b]: readonly [number, number, number], size = 32): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, truecolour, no interlace
  const row = Buffer.from([0, ...Array.from({ length: size }, () => [r, g, b]).flat()]); // filter byte 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// CSV import: the columns of packages/contract listing-import.ts.

export interface CsvListing {
  readonly name: string;
  readonly price: string;
}

/** One CSV field, quoted (a category name may hold a comma), inner quotes doubled. */
const csvCell = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** A CSV of new services in `category`, one row per listing under the header (spreadsheet row 1). */
export function listingsCsv(category: string, rows: readonly CsvListing[]): string {
  const lines = rows.map(
    (row) => `,service,${csvCell(row.name)},${csvCell(category)},${row.price},,yes,Imported by the e2e suite,Manama`,
  );
  return (
    ['ServiceItemId,Type,Name,Category,Price,Stock,Available,Description,Location', ...lines].join('\r\n') + '\r\n'
  );
}

/** How the Arabic journey names the listing it adds to the demo provider (backoffice-arabic.spec.ts). */
export const ARABIC_JOURNEY_LISTING = 'Arabic journey listing';
