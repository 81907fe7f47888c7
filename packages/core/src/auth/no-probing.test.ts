import { beforeAll, describe, expect, it, vi, type Mock } from "vitest";
import { newId } from "../platform";
import type * as Passwords from "../platform/passwords";
import type * as LoginModule from "./login";
import type * as TestSupport from "./test-support";

// Counts the password checks each sign-in makes (the real scrypt still runs). The test setup has
// loaded the platform already, so the modules under test are loaded afresh, after the mock.
vi.mock("../platform/passwords", async (original) => {
  const real = await original<typeof Passwords>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});
let login: typeof LoginModule.login;
let testAccount: typeof TestSupport.testAccount;
let checks: Mock;
beforeAll(async () => {
  vi.resetModules();
  ({ login } = await import("./login"));
  ({ testAccount } = await import("./test-support"));
  checks = (await import("../platform/passwords")).verifyPassword as unknown as Mock;
});

const source = () => ({ sourceIp: `10.${newId().slice(-6)}`, userAgent: "vitest" });

/** Everything a caller sees of a refusal, and how many password checks it took. */
async function answerOf(run: () => Promise<unknown>) {
  checks.mockClear();
  const error = await run().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Error) || error.name !== "AppError")
    throw new Error(`expected a refusal, got ${String(error)}`);
  const refused = error as Error & { code: string; status: number; details?: unknown };
  return {
    answer: { code: refused.code, status: refused.status, message: refused.message, details: refused.details },
    passwordChecks: checks.mock.calls.length,
  };
}

describe("no account probing", () => {
  it("answers an unknown login and a wrong password identically, each after one password check", async () => {
    const account = await testAccount();
    const unknown = await answerOf(() => login({ login: `nobody-${newId()}`, password: "guess-1" }, source()));
    const wrong = await answerOf(() => login({ login: account.login, password: "guess-1" }, source()));
    const unknownEmail = await answerOf(() => login({ login: `n${newId()}@example.test`, password: "x" }, source()));
    expect(wrong).toEqual({
      answer: { code: "login.wrong_credentials", status: 401, message: "Wrong login or password", details: undefined },
      passwordChecks: 1,
    });
    expect(unknown).toEqual(wrong);
    expect(unknownEmail).toEqual(wrong);
  });

  it("does the same at a workspace's page for a member of another company, and hides a fired person's state", async () => {
    const [member, outsider, fired] = await Promise.all([
      testAccount(),
      testAccount(),
      testAccount({ status: "fired" }),
    ]);
    const expected = await answerOf(() =>
      login({ login: member.login, password: "guess-2", workspace: member.workspace }, source()),
    );
    const foreign = await answerOf(() =>
      login({ login: outsider.login, password: outsider.password, workspace: member.workspace }, source()),
    );
    const firedWrong = await answerOf(() => login({ login: fired.login, password: "guess-2" }, source()));
    expect(foreign).toEqual(expected);
    expect(firedWrong).toEqual(expected);
    // With the right password the state is said (the spec's message; no secret left to keep).
    expect((await answerOf(() => login({ login: fired.login, password: fired.password }, source()))).answer.code).toBe(
      "login.user_deleted",
    );
  });
});
