import { expect } from "vitest";
import type { CallResult } from "./api";

/** The answer's body, after checking its status (the response text is the failure message). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on shapes
export async function ok(response: Promise<CallResult>, status = 200): Promise<any> {
  const result = await response;
  expect(result.status, result.text).toBe(status);
  return result.body;
}

/** A refusal with its status and catalogue code. */
export function expectError(response: CallResult, status: number, code: string): void {
  expect([response.status, response.body?.error?.code], response.text).toEqual([status, code]);
}
