/**
 * Runs tasks at most `limit` at a time, the rest waiting in the order they came (a subscriber's
 * reserved concurrency). A finished task hands its slot straight to the next waiting one.
 */
export class Lane {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
