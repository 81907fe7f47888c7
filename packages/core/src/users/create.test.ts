import { describe, expect, it } from "vitest";
import { db } from "./entities";
import { newId, verifyPassword } from "../platform";
import { createUser, type NewUserInput } from "./create";

const input = (clientId: string, email: string, extra: Partial<NewUserInput> = {}): NewUserInput => ({
  clientId,
  firstName: "Ann",
  lastName: "Lee",
  email,
  roles: ["employee"],
  rights: ["wall"],
  ...extra,
});

describe("creating users", () => {
  it("stores the user with a scrypt hash and guards for email and login", async () => {
    const clientId = newId();
    const email = `ann.${clientId.toLowerCase()}@Example.test`;
    const { user } = await createUser(input(clientId, email, { password: "s3cret!x" }));
    expect(user.email).toBe(email.toLowerCase());
    expect(user.login).toBe(email.toLowerCase());
    expect(await verifyPassword("s3cret!x", user.passwordHash)).toBe(true);
    const guard = await db().entities.unique.get({ scope: "email", value: user.email }).go();
    expect(guard.data).toMatchObject({ clientId, ownerId: user.userId });
  });

  it("gives exactly one user for concurrent registrations of one email, across tenants", async () => {
    const email = `race.${newId().toLowerCase()}@example.test`;
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) => createUser(input(index % 2 ? newId() : "tenant-a", email))),
    );
    const created = attempts.filter((attempt) => attempt.status === "fulfilled");
    expect(created).toHaveLength(1);
    for (const attempt of attempts)
      if (attempt.status === "rejected") expect(attempt.reason.code).toBe("employees.email_exists");
  });

  it("refuses a taken login, and a login that is someone else's email", async () => {
    const clientId = newId();
    const login = `login${clientId.toLowerCase()}`;
    await createUser(input(clientId, `a.${login}@example.test`, { login }));
    await expect(createUser(input(clientId, `b.${login}@example.test`, { login }))).rejects.toMatchObject({
      code: "employees.login_taken",
    });
    await expect(
      createUser(input(clientId, `c.${login}@example.test`, { login: `a.${login}@example.test` })),
    ).rejects.toMatchObject({ code: "login.illegal_characters" });
  });
});
