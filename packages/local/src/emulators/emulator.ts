export interface Emulator {
  endpoint: string;
  stop(): Promise<void>;
  /** Child process id, when the emulator runs outside this process. */
  pid?: number | undefined;
}
