/** A loopback port nobody listens on right now (the OS picks it; released before the caller binds it). */
export function freePort(): Promise<number>;
