import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's baseline parameters (19 MiB, 2 passes): memory-hard, so a stolen hash
 * costs an attacker memory as well as time per guess. `verify` compares in constant time.
 */
// `algorithm: 2` is Argon2id (the package exports it as a const enum, which isolated modules cannot read).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Verifying against this when the e-mail is unknown makes a failed sign-in take as long as a
 * wrong password, so response times do not reveal which addresses have accounts.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-never-matches');
  return decoyHash;
}
