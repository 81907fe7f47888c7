/** A step that failed (its progress item is left `running`: the next attempt seeds the demo afresh). */
export class DemoStepError extends Error {
  constructor(
    readonly step: string,
    cause: unknown,
  ) {
    super(`The demo's "${step}" step failed`, { cause });
    this.name = "DemoStepError";
  }
}
