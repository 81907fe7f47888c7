/**
 * One section of docs/benchmarks.md. To add a section, export a `Suite` from a new file named
 * `packages/local/bench/<name>.suite.ts` (a module: `<module>.suite.ts`); main.ts finds it, no list to
 * edit. The suite measures, cleans up after itself, and returns its markdown.
 */
export interface Suite {
  /** Short id for progress output and BENCH_ONLY. */
  id: string;
  /** Position of its section in the report (the platform's suites use 10-50; modules follow). */
  order: number;
  /** The section heading in docs/benchmarks.md. */
  title: string;
  /** Runs the measurements and returns the section body (markdown, without the heading). */
  run(context: BenchContext): Promise<string>;
}

export interface BenchContext {
  repoRoot: string;
  /** A temporary directory for this run; deleted when the run ends. Never committed. */
  workDir: string;
  log(message: string): void;
  /** A cleanup that runs when the bench ends, also on failure or Ctrl+C (e.g. stopping emulators). */
  defer(cleanup: () => Promise<void> | void): void;
  /** A child process that must not outlive the bench: killed on exit if it is still there. */
  trackPid(pid: number): void;
}
