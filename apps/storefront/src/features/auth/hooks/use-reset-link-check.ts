import { RESET_LINK_CHECK_DELAY_MS } from '@marketplace/contract';
import { useEffect, useState } from 'react';

export type ResetLinkState = 'checking' | 'valid' | 'invalid';

/**
 * Spec section 4: "unknown, then valid or invalid". No token means invalid at once; otherwise the
 * link counts as valid after a one-second pause, with no server check (the reset call itself is
 * the check: a bad token fails there with the spec's toast).
 */
export function useResetLinkCheck(token: string | null): ResetLinkState {
  const [checkedToken, setCheckedToken] = useState<string | null>(null);
  useEffect(() => {
    if (!token) return;
    const timer = setTimeout(() => setCheckedToken(token), RESET_LINK_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [token]);
  if (!token) return 'invalid';
  return checkedToken === token ? 'valid' : 'checking';
}
