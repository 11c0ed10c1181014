import { describe, expect, it } from 'vitest';
import { createLocalStorageSession, createMemorySession, SESSION_STORAGE_KEY } from './session-store';

// The persisted session: read on every request, so it must survive hand-edited or broken storage.

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const tokens = { jwtToken: 'jwt-1', refreshToken: 'refresh-1' };

describe('createLocalStorageSession', () => {
  it('writes, reads and clears the tokens under persist:root', () => {
    const storage = memoryStorage();
    const session = createLocalStorageSession({ storage });
    expect(session.read()).toBeNull();
    session.write(tokens);
    expect(SESSION_STORAGE_KEY).toBe('persist:root');
    expect(JSON.parse(storage.getItem('persist:root') ?? '')).toEqual({ auth: tokens });
    expect(session.read()).toEqual(tokens);
    session.clear();
    expect(storage.getItem('persist:root')).toBeNull();
    expect(session.read()).toBeNull();
  });

  it('keeps other entries of the root object when writing', () => {
    const storage = memoryStorage({ 'persist:root': JSON.stringify({ theme: 'dark', auth: { jwtToken: 'old' } }) });
    createLocalStorageSession({ storage }).write(tokens);
    expect(JSON.parse(storage.getItem('persist:root') ?? '')).toEqual({ theme: 'dark', auth: tokens });
  });

  it.each([
    ['bad JSON', '{auth:'],
    ['a JSON string', '"jwt"'],
    ['no auth entry', '{"theme":"dark"}'],
    ['tokens of the wrong type', '{"auth":{"jwtToken":1,"refreshToken":[]}}'],
  ])('reads %s as no session', (_label, raw) => {
    const session = createLocalStorageSession({ storage: memoryStorage({ 'persist:root': raw }) });
    expect(session.read()).toBeNull();
    session.write(tokens);
    expect(session.read()).toEqual(tokens);
  });

  it('reads a half session (refresh token only) so it can still be renewed', () => {
    const raw = JSON.stringify({ auth: { jwtToken: null, refreshToken: 'refresh-1' } });
    const session = createLocalStorageSession({ storage: memoryStorage({ 'persist:root': raw }) });
    expect(session.read()).toEqual({ jwtToken: null, refreshToken: 'refresh-1' });
  });

  it('keeps the session in memory when storage is blocked', () => {
    const blocked = memoryStorage();
    blocked.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    blocked.setItem = blocked.getItem;
    const session = createLocalStorageSession({ storage: blocked, key: 'custom' });
    session.write(tokens);
    expect(session.read()).toEqual(tokens);
    session.clear();
    expect(session.read()).toBeNull();
  });
});

describe('createMemorySession', () => {
  it('holds tokens until cleared', () => {
    const session = createMemorySession();
    session.write(tokens);
    expect(session.read()).toEqual(tokens);
    session.clear();
    expect(session.read()).toBeNull();
  });
});
