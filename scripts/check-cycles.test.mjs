import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findCycles } from './check-cycles.mjs';

const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(files) {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./*'] } } }),
  );
}

describe('the import cycle check (pnpm lint)', () => {
  it('finds two files tied through a type only, also through an alias', async () => {
    write({
      'events.ts': "import type { Mail } from '@/mail';\nexport interface Event { mail: Mail }\n",
      'mail.ts': "import type { Event } from './events';\nexport interface Mail { event?: Event }\n",
    });
    const cycles = await findCycles(dir, join(dir, 'tsconfig.json'));
    expect(cycles).toEqual([['events.ts', 'mail.ts']]);
  });

  it('passes when the shared type has a file of its own', async () => {
    write({
      'types.ts': 'export interface Event { id: string }\nexport interface Mail { event?: Event }\n',
      'events.ts': "import type { Mail } from './types';\nexport const mailOf = (mail: Mail) => mail;\n",
      'mail.ts': "import type { Event } from './types';\nexport const eventOf = (event: Event) => event;\n",
    });
    const cycles = await findCycles(dir, join(dir, 'tsconfig.json'));
    expect(cycles).toEqual([]);
  });
});
