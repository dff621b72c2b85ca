/**
 * Small statements of one kind that many requests send at once (a live
 * notice, a queued mail), carried together: at most one such statement is in
 * flight per process, and what is asked for meanwhile goes in the next one
 * (decision record 0022). Alone, an item goes at once, as it did by itself;
 * under load, one round trip carries many, where each would have cost the
 * API a socket write and PostgreSQL a statement and a commit of its own.
 *
 * Each caller's promise settles with the statement that carried its item. A
 * batch that fails is sent again one item at a time, so that one bad item
 * (a payload over a limit) fails alone and the others go.
 */
export class Batched<T> {
  private waiting: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private sending = false;

  /**
   * @param send sends the items in one statement, in the order given
   * @param maxItems the most one statement carries
   */
  constructor(
    private readonly send: (items: T[]) => Promise<void>,
    private readonly maxItems = 100,
  ) {}

  /** Resolves once the item is sent (in a batch or alone); rejects with the error that stopped it. */
  add(item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.sending) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.sending = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, this.maxItems);
        try {
          await this.send(batch.map(({ item }) => item));
          for (const { resolve } of batch) resolve();
        } catch (error) {
          if (batch.length === 1) batch[0]!.reject(error);
          else await this.oneByOne(batch);
        }
      }
    } finally {
      this.sending = false;
    }
  }

  private async oneByOne(batch: typeof this.waiting): Promise<void> {
    for (const { item, resolve, reject } of batch) {
      await this.send([item]).then(resolve, reject);
    }
  }
}
