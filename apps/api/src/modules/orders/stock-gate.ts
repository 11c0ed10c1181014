/** Units of one listing a checkout wants, and how many were left when its cart was read. */
export interface StockClaim {
  serviceItemId: string;
  quantity: number;
  stockLeft: number;
}

/**
 * Admitted, or held back until the rush on `serviceItemId` was over. `stockLeft` is the stock
 * the last checkout of that rush left behind when every one of them committed; null when one did
 * not (its units are back), so the stock must be read again.
 */
export type GateEntry = { admitted: true } | { admitted: false; serviceItemId: string; stockLeft: number | null };

/** One listing's checkouts in flight, and what the committed ones left. */
interface Rush {
  unitsInFlight: number;
  lowestLeft: number | null;
  someNotCommitted: boolean;
  waiting: ((stockLeft: number | null) => void)[];
}

/**
 * This process's checkouts between their early read and their commit, per listing (issue 18).
 *
 * In a rush on a popular item (200 checkouts of 20 units) every early read sees stock left, so
 * dozens of checkouts wrote a whole order before their stock reservation failed and rolled back,
 * and the winners queued behind that work. A checkout that wants more units than are left as
 * read, beside those already in flight here, waits instead until no checkout of that listing
 * is in flight. Then it learns what the winners left (the stock their guarded UPDATE returned
 * under lock, the lowest being the last), so 180 losers are refused without reading again; if a
 * winner did not commit, its units are back and the loser reads again and may get its turn.
 * Waiting holds no connection and no lock.
 *
 * It only delays and refuses on figures a moment old, as the early read does; the guarded UPDATE
 * of the stock still decides who gets units, so several API processes (each with its own gate)
 * stay correct. When stock covers every checkout nobody waits.
 */
export class StockGate {
  readonly #rushes = new Map<string, Rush>();

  /**
   * Admits the claims when each fits beside the checkouts in flight: their units are then in
   * flight until `leave`. Otherwise resolves, not admitted, once the listing it needs has nothing
   * in flight.
   */
  async enter(claims: readonly StockClaim[]): Promise<GateEntry> {
    const blocked = claims.find((claim) => this.#unitsInFlight(claim.serviceItemId) + claim.quantity > claim.stockLeft);
    if (!blocked) {
      for (const claim of claims) this.#rushOf(claim.serviceItemId).unitsInFlight += claim.quantity;
      return { admitted: true };
    }
    // A claim larger than the stock as read was refused before it got here, so whatever blocks it
    // is in flight and will leave.
    const stockLeft = await new Promise<number | null>((resolve) =>
      this.#rushes.get(blocked.serviceItemId)!.waiting.push(resolve),
    );
    return { admitted: false, serviceItemId: blocked.serviceItemId, stockLeft };
  }

  /**
   * The end of a checkout that entered with `claims`: `stockAfter` holds the stock its guarded
   * UPDATE left per listing when it committed, and is absent when it did not.
   */
  leave(claims: readonly StockClaim[], stockAfter?: ReadonlyMap<string, number>): void {
    for (const { serviceItemId, quantity } of claims) {
      const rush = this.#rushOf(serviceItemId);
      rush.unitsInFlight -= quantity;
      const left = stockAfter?.get(serviceItemId);
      if (left === undefined) rush.someNotCommitted = true;
      else rush.lowestLeft = Math.min(rush.lowestLeft ?? left, left);
      if (rush.unitsInFlight > 0) continue;
      this.#rushes.delete(serviceItemId);
      const answer = rush.someNotCommitted ? null : rush.lowestLeft;
      for (const wake of rush.waiting) wake(answer);
    }
  }

  #unitsInFlight(serviceItemId: string): number {
    return this.#rushes.get(serviceItemId)?.unitsInFlight ?? 0;
  }

  #rushOf(serviceItemId: string): Rush {
    let rush = this.#rushes.get(serviceItemId);
    if (!rush) {
      rush = { unitsInFlight: 0, lowestLeft: null, someNotCommitted: false, waiting: [] };
      this.#rushes.set(serviceItemId, rush);
    }
    return rush;
  }
}
