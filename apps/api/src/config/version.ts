import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appRoot } from './paths';

export const APP_VERSION: string = (
  JSON.parse(readFileSync(join(appRoot, 'package.json'), 'utf8')) as { version: string }
).version;
