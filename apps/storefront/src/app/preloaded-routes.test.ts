import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { PRELOADED_ROUTES } from './preloaded-routes';

describe('PRELOADED_ROUTES', () => {
  it("names the catalog pages by the paths' own patterns", () => {
    expect(Object.keys(PRELOADED_ROUTES)).toEqual([paths.home.path, paths.services.path, paths.serviceItem.path]);
  });

  it('points at route modules that exist', () => {
    const root = join(import.meta.dirname, '..', '..');
    for (const module of Object.values(PRELOADED_ROUTES)) expect(existsSync(join(root, module)), module).toBe(true);
  });
});
