import type { Redis } from 'ioredis';
import { briefOutage } from './http-error';

/**
 * Remembers ids that may be used once (a stream ticket's jti) until they expire, where every
 * process that could be asked to use one can see them: in the process, or in Redis.
 */
export interface OneTimeClaims {
  /** True the first time `id` is claimed before `expiresAtMs`; false ever after. */
  claim(id: string, expiresAtMs: number): Promise<boolean>;
}

export class MemoryOneTimeClaims implements OneTimeClaims {
  private readonly claimed = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  async claim(id: string, expiresAtMs: number): Promise<boolean> {
    const now = this.now();
    for (const [known, expiry] of this.claimed) if (expiry <= now) this.claimed.delete(known);
    if (this.claimed.has(id)) return false;
    this.claimed.set(id, expiresAtMs);
    return true;
  }
}

export class RedisOneTimeClaims implements OneTimeClaims {
  constructor(
    private readonly redis: Redis,
    private readonly namespace: string,
    private readonly now: () => number = Date.now,
  ) {}

  async claim(id: string, expiresAtMs: number): Promise<boolean> {
    // Kept at least a second, so an id claimed at its last moment is still known when it expires.
    const keepMs = Math.max(1000, Math.ceil(expiresAtMs - this.now()));
    try {
      return (await this.redis.set(this.namespace + id, '1', 'PX', keepMs, 'NX')) === 'OK';
    } catch {
      throw briefOutage();
    }
  }
}
