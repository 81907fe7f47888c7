import { config } from "@intranet/core/platform";

/**
 * What the infra tests run against: the run's emulators by default, or whatever AWS_ENDPOINT_URL
 * points at (e.g. LocalStack). Names come from the same SST links the handlers read, so the tests
 * use only standard SDK calls and never assume an emulator.
 */
export const resources = {
  tableName: () => config.tableName(),
  bucketName: () => config.bucketName(),
  /** Set when the run targets an external AWS-compatible endpoint instead of the local emulators. */
  externalEndpoint: () => process.env.AWS_ENDPOINT_URL || undefined,
};

/** Polls until `accept` holds or the time is up, then returns the last value (GSIs are eventually consistent). */
export async function until<T>(
  probe: () => Promise<T> | T,
  accept: (value: T) => boolean,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
