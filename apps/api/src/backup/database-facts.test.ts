import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPrivateKeys, type RunQuery } from './database-facts';

// The private files a backup must hold are those the rows of PRIVATE_FILE_KEYS refer to; a backup
// made before a table's migration (opened by a check or a restore) simply has none of its files.
describe('readPrivateKeys', () => {
  let client: PGlite;
  let query: RunQuery;
  beforeAll(async () => {
    client = await PGlite.create();
    query = (text) => client.query(text);
  });
  afterAll(() => client.close());

  it('finds no keys in a database without the tables', async () => {
    expect(await readPrivateKeys(query)).toEqual([]);
  });

  it("lists the attachments' storage keys, sorted", async () => {
    await client.exec(`create table conversation_attachments (id serial primary key, storage_key text not null unique);
      insert into conversation_attachments (storage_key) values ('b2.pdf'), ('a1.jpg');`);
    expect(await readPrivateKeys(query)).toEqual(['a1.jpg', 'b2.pdf']);
  });
});
