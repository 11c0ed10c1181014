import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index';

// Modules own their tables (issue 40): every write to a table is in the module that owns it, as
// docs/architecture.md ("Who writes which table") lists; other modules call the owner's functions.

const apiSrc = join(import.meta.dirname, '../src');
const architecture = join(import.meta.dirname, '../../../docs/architecture.md');
const modulesDir = join(apiSrc, 'modules');

/** Drizzle's table variables as exported by db/schema (`orderItems`) and their SQL names (`order_items`). */
const tables = new Map<string, string>(
  Object.entries(schema).flatMap(([name, value]) => (is(value, PgTable) ? [[name, getTableName(value)] as const] : [])),
);
const tableBySqlName = new Map<string, string>([...tables].map(([name, sqlName]) => [sqlName, name]));

/** Files that may write any table: they build a world rather than run the product. */
const EXEMPT: { test: (path: string) => boolean; why: string }[] = [
  { test: (path) => path.endsWith('.test.ts'), why: 'tests build their worlds' },
  { test: (path) => path.split('/').includes('testing'), why: "test helpers build tests' worlds" },
  { test: (path) => path.startsWith('seed/'), why: 'the seed fills every table' },
];

/**
 * Code outside modules/ allowed to write tables, each entry with its reason. Empty today: backup
 * and restore (backup/, cli/) move whole databases, PostgreSQL's through pg_dump, pg_restore and
 * psql, PGlite's as its data folder's files, and the migrations db/migrate.ts runs are .sql files
 * (drizzle/), so none of them holds a statement that writes a table. A new writer outside the
 * modules fails below until it moves into the owning module or is listed here with its reason.
 */
const NON_MODULE_WRITERS: { file: string; tables: readonly string[]; why: string }[] = [];

/** The `| table | owner module |` table under the "Who writes which table" heading. */
function documentedOwners(markdown: string): [table: string, owner: string][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^#+\s+Who writes which table\s*$/.test(line));
  if (start === -1) throw new Error('docs/architecture.md has no "Who writes which table" section');
  const end = lines.findIndex((line, index) => index > start && /^#+\s/.test(line));
  const rows = lines
    .slice(start + 1, end === -1 ? undefined : end)
    .filter((line) => line.trim().startsWith('|'))
    .map((line) =>
      line
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim().replace(/^`|`$/g, '')),
    );
  const [header, separator, ...body] = rows;
  if (header?.join('|') !== 'table|owner module' || !separator?.every((cell) => /^:?-+:?$/.test(cell)))
    throw new Error('the "Who writes which table" section needs a `| table | owner module |` table');
  return body.map(([table, owner]) => [table ?? '', owner ?? '']);
}

/** The source with its comments blanked (line breaks kept, so offsets still give line numbers). */
function withoutComments(source: string): string {
  let out = '';
  // What encloses the current position: code (with its open braces counted) or a template literal.
  const stack: ({ kind: 'code'; braces: number } | { kind: 'template' })[] = [{ kind: 'code', braces: 0 }];
  let i = 0;
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  while (i < source.length) {
    const top = stack.at(-1)!;
    const char = source[i]!;
    const next = source[i + 1];
    if (top.kind === 'template') {
      if (char === '\\') {
        out += source.slice(i, i + 2);
        i += 2;
      } else if (char === '`') {
        stack.pop();
        out += char;
        i += 1;
      } else if (char === '$' && next === '{') {
        stack.push({ kind: 'code', braces: 0 });
        out += '${';
        i += 2;
      } else {
        out += char;
        i += 1;
      }
      continue;
    }
    if (char === '/' && next === '/') {
      const stop = source.indexOf('\n', i);
      const until = stop === -1 ? source.length : stop;
      out += blank(source.slice(i, until));
      i = until;
    } else if (char === '/' && next === '*') {
      const stop = source.indexOf('*/', i + 2);
      const until = stop === -1 ? source.length : stop + 2;
      out += blank(source.slice(i, until));
      i = until;
    } else if (char === "'" || char === '"') {
      let j = i + 1;
      while (j < source.length && source[j] !== char && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1;
      out += source.slice(i, j + 1);
      i = j + 1;
    } else if (char === '`') {
      stack.push({ kind: 'template' });
      out += char;
      i += 1;
    } else {
      if (char === '{') top.braces += 1;
      if (char === '}') {
        if (top.braces === 0 && stack.length > 1) stack.pop();
        else top.braces -= 1;
      }
      out += char;
      i += 1;
    }
  }
  return out;
}

interface TableWrite {
  table: string;
  line: number;
  statement: string;
}

/**
 * The table writes in a TypeScript source: Drizzle's `.insert(t)`, `.update(t)`, `.delete(t)` (t a
 * schema table, maybe `schema.t`, maybe across lines) and raw SQL `insert into`, `update`,
 * `delete from` a table by its SQL name or a `${t}` interpolation. Comments are left out.
 */
function tableWrites(source: string): TableWrite[] {
  const code = withoutComments(source);
  const lineAt = (offset: number) => code.slice(0, offset).split('\n').length;
  const writes: TableWrite[] = [];
  const drizzle = /\.(insert|update|delete)\(\s*(?:[A-Za-z_$][\w$]*\s*\.\s*)?([A-Za-z_$][\w$]*)\s*,?\s*\)/g;
  for (const match of code.matchAll(drizzle)) {
    if (tables.has(match[2]!))
      writes.push({ table: match[2]!, line: lineAt(match.index), statement: `.${match[1]}(${match[2]})` });
  }
  const raw =
    /\b(insert\s+into|update|delete\s+from)\s+(?:only\s+)?(?:\$\{\s*(?:[A-Za-z_$][\w$]*\s*\.\s*)?([A-Za-z_$][\w$]*)\s*\}|(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?)/gi;
  for (const match of code.matchAll(raw)) {
    const table = match[2] !== undefined ? match[2] : tableBySqlName.get(match[3]!.toLowerCase());
    if (table !== undefined && tables.has(table))
      writes.push({ table, line: lineAt(match.index), statement: match[0].replace(/\s+/g, ' ') });
  }
  return writes.sort((a, b) => a.line - b.line);
}

/** Every .ts file under `base`, as a path relative to it with `/` separators. */
function sourceFiles(base: string, dir = base): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(base, path);
    return entry.name.endsWith('.ts') ? [relative(base, path).split(sep).join('/')] : [];
  });
}

const owners = documentedOwners(readFileSync(architecture, 'utf8'));
const ownerOf = new Map(owners);
const moduleNames = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('who writes which table', () => {
  it('lists every table of db/schema once in docs/architecture.md, each owned by a module', () => {
    expect(tables.size).toBeGreaterThan(20);
    const listed = owners.map(([table]) => table);
    expect(
      listed.filter((table, index) => listed.indexOf(table) !== index),
      'tables listed twice',
    ).toEqual([]);
    expect(
      [...tables.keys()].filter((table) => !ownerOf.has(table)),
      'tables of db/schema without an owner',
    ).toEqual([]);
    expect(
      listed.filter((table) => !tables.has(table)),
      'listed tables that db/schema does not export',
    ).toEqual([]);
    expect(
      owners.filter(([, owner]) => !moduleNames.includes(owner)).map(([table, owner]) => `${table}: ${owner}`),
      'owners that are not modules',
    ).toEqual([]);
  });

  it('finds the writes it looks for, and not those in comments', () => {
    const source = [
      'await tx.insert(orders).values(row);',
      'await db',
      '  .update(',
      '    schema.cartItems,',
      '  )',
      '  .set({});',
      'await db.delete(serviceItems).where(x);',
      'await db.execute(sql`insert into ${serviceItems} (a) select 1`);',
      'await client.query(\'UPDATE "order_items" SET status = 1\');',
      'await db.execute(sql`delete from public.carts where ${cond ? sql`a` : sql`b`}`);',
      '// update orders set x = 1, then db.insert(orders)',
      '/* DELETE FROM orders */ set.delete(key); hash.update(chunk); writes.update(user, id);',
      "summary: 'Update the signed-in customer’s profile', db.select().from(orders).for('update');",
    ].join('\n');
    expect(tableWrites(source).map(({ table, line }) => `${line}:${table}`)).toEqual([
      '1:orders',
      '3:cartItems',
      '7:serviceItems',
      '8:serviceItems',
      '9:orderItems',
      '10:carts',
    ]);
  });

  it('has every write of the API in the module that owns the table', () => {
    const problems: string[] = [];
    const allowedUsed = new Set<string>();
    for (const file of sourceFiles(apiSrc)) {
      if (EXEMPT.some(({ test }) => test(file))) continue;
      const writer = file.startsWith('modules/') ? file.split('/')[1]! : null;
      for (const write of tableWrites(readFileSync(join(apiSrc, file), 'utf8'))) {
        const owner = ownerOf.get(write.table);
        if (writer !== null && writer === owner) continue;
        const allowed = NON_MODULE_WRITERS.find(
          (entry) => entry.file === file && (entry.tables.includes('*') || entry.tables.includes(write.table)),
        );
        if (writer === null && allowed) {
          allowedUsed.add(allowed.file);
          continue;
        }
        const who = writer === null ? 'code outside the modules' : `the ${writer} module`;
        problems.push(
          `src/${file}:${write.line}: ${who} writes ${write.table} (${write.statement}), owned by the ${owner} module`,
        );
      }
    }
    expect(problems, 'move each write into a function of the owning module and call it').toEqual([]);
    expect(
      NON_MODULE_WRITERS.filter((entry) => !allowedUsed.has(entry.file)).map((entry) => entry.file),
      'allowed non-module writers that no longer write',
    ).toEqual([]);
  });

  it("keeps each module's table-writes.ts, the writes other modules make, on db/ and lib/ only", () => {
    // Such a file exists where importing the owner's index.ts would close an import cycle; anything
    // it imports of the modules (its own module's other files included) could close it again.
    const files = sourceFiles(modulesDir).filter((file) => file.endsWith('/table-writes.ts'));
    const problems = files.flatMap((file) =>
      [...readFileSync(join(modulesDir, file), 'utf8').matchAll(/\bfrom\s+'(\.[^']*)'/g)]
        .map((match) => match[1]!)
        .filter((source) => !/^\.\.\/\.\.\/(db|lib)\//.test(source))
        .map((source) => `modules/${file} imports '${source}'`),
    );
    expect(problems).toEqual([]);
  });
});
