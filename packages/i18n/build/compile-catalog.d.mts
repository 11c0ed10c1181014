import type { Messages } from '@lingui/core';

/** A catalog of ICU messages compiled for @lingui/core; throws naming the first invalid message. */
export function compileCatalog(catalog: Record<string, string>, source?: string): Messages;
