/** Units of one listing a checkout wants, and how many were left when its cart was read. */
export interface StockClaim {
  serviceItemId: string;
  quantity: number;
  stockLeft: number;
}

/**
 * This process's checkouts between their early read and their commit, per listing (issue 18).
 *
 * In a rush on a popular item (200 checkouts of 20 units) every early read sees stock left, so
 * dozens of checkouts wrote a whole order before their stock reservation failed and rolled back,
 * and the winners queued behind that work. A checkout that wants more units than are left as
 * read, beside those already in flight here, waits instead until no checkout of that listing
 * is in flight, then reads again: by then the winners have committed and the read refuses it
 * (or a winner rolled back and it gets its turn). Waiting holds no connection and no lock.
 *
 * It only delays; the guarded UPDATE of the stock still decides, so several API processes (each
 * with its own gate) stay correct. When stock covers every checkout nobody waits.
 */
export class StockGate {
  readonly #inFlight = new Map<string, number>();
  readonly #waiting = new Map<string, (() => void)[]>();

  /**
   * True when every claim fits beside the checkouts in flight: its units are then in flight
   * until `leave`. Otherwise resolves false once a listing it needs has nothing in flight (the
   * caller reads its cart again and retries).
   */
  async enter(claims: readonly StockClaim[]): Promise<boolean> {
    const blocked = claims.find((claim) => this.#unitsInFlight(claim.serviceItemId) + claim.quantity > claim.stockLeft);
    if (!blocked) {
      for (const claim of claims)
        this.#inFlight.set(claim.serviceItemId, this.#unitsInFlight(claim.serviceItemId) + claim.quantity);
      return true;
    }
    // A claim larger than the stock as read was refused before it got here, so whatever blocks it
    // is in flight and will leave.
    await new Promise<void>((resolve) => {
      const queue = this.#waiting.get(blocked.serviceItemId) ?? [];
      queue.push(resolve);
      this.#waiting.set(blocked.serviceItemId, queue);
    });
    return false;
  }

  /** The end (commit or not) of a checkout that entered with `claims`. */
  leave(claims: readonly StockClaim[]): void {
    for (const { serviceItemId, quantity } of claims) {
      const left = this.#unitsInFlight(serviceItemId) - quantity;
      if (left > 0) {
        this.#inFlight.set(serviceItemId, left);
        continue;
      }
      this.#inFlight.delete(serviceItemId);
      const waiting = this.#waiting.get(serviceItemId) ?? [];
      this.#waiting.delete(serviceItemId);
      for (const wake of waiting) wake();
    }
  }

  #unitsInFlight(serviceItemId: string): number {
    return this.#inFlight.get(serviceItemId) ?? 0;
  }
}
