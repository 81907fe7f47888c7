/**
 * Parts other modules offer to a capability (reader labels, post parents…), registered as loaders
 * (`() => import(leaf)`) by the generated composition roots, so a Lambda starts without them and
 * loads them on first use. Concurrent first uses share one load; a failed load is tried again by
 * the next use.
 */
export class LazyParts<T> {
  private readonly loaded: T[] = [];
  private readonly pending: Array<() => Promise<T>> = [];
  private loading: Promise<T[]> | undefined;

  add(part: T): void {
    this.loaded.push(part);
  }

  addLoader(load: () => Promise<T>): void {
    this.pending.push(load);
    this.loading = undefined;
  }

  /** Every part, the pending ones loaded first. */
  all(): Promise<T[]> {
    if (!this.pending.length) return Promise.resolve(this.loaded);
    this.loading ??= this.loadPending();
    return this.loading;
  }

  private async loadPending(): Promise<T[]> {
    const batch = [...this.pending];
    try {
      const parts = await Promise.all(batch.map((load) => load()));
      this.pending.splice(0, batch.length);
      this.loaded.push(...parts);
      return this.loaded;
    } finally {
      this.loading = undefined;
    }
  }
}
