/**
 * One section of docs/benchmarks.md. To add a section, export a `Suite` from a new file and add it
 * to `suites` in main.ts; the suite measures, cleans up after itself, and returns its markdown.
 */
export interface Suite {
  /** Short id for progress output. */
  id: string;
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
