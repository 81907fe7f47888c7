import type { FeatureRight, Role } from "@intranet/contracts";
import { db } from "../db/service";
import { AppError } from "../platform/errors";
import { newId } from "../platform/ids";
import { hashPassword, randomPassword } from "../auth/passwords";
import { birthdayComposites } from "./birthday-key";
import { searchTextOf, type UserRecord } from "./views";

export interface NewUserInput {
  clientId: string;
  firstName: string;
  lastName: string;
  email: string;
  login?: string;
  password?: string;
  roles: Role[];
  rights: FeatureRight[];
  profile?: Partial<Omit<UserRecord, "clientId" | "userId" | "passwordHash" | "roles" | "rights" | "searchText">>;
}

/**
 * A new user's record and the uniqueness guards it needs (login and email are unique across the
 * platform). Callers write them in ONE transaction, alone (`createUser`) or with other items
 * (a new client and its first admin), so nothing is ever half-created.
 */
export async function prepareUser(input: NewUserInput): Promise<{ user: UserRecord; passwordWasSet: boolean }> {
  const email = input.email.trim().toLowerCase();
  const login = (input.login ?? email).trim().toLowerCase();
  // Sign-in accepts a login or an email, so a login may look like an email only if it is one's own.
  if (login.includes("@") && login !== email) throw new AppError("login.illegal_characters");
  const now = new Date().toISOString();
  const base = { ...input.profile, firstName: input.firstName, lastName: input.lastName, email, login };
  const user: UserRecord = {
    ...base,
    clientId: input.clientId,
    userId: newId(),
    passwordHash: await hashPassword(input.password ?? randomPassword()),
    roles: input.roles,
    rights: input.rights,
    status: "active",
    followersCount: 0,
    searchText: searchTextOf(base),
    ...birthdayComposites({ status: "active", birthDate: base.birthDate }),
    createdAt: now,
  };
  return { user, passwordWasSet: input.password !== undefined };
}

type Entities = Parameters<Parameters<ReturnType<typeof db>["transaction"]["write"]>[0]>[0];

/**
 * The transaction commits that create a prepared user with its guards, in this order: user,
 * email guard, login guard (`creationConflict` reads cancellation reasons by that order).
 */
export function userCreationCommits(entities: Entities, user: UserRecord) {
  const guard = (scope: "email" | "login", value: string) =>
    entities.unique.create({ scope, value, clientId: user.clientId, ownerId: user.userId }).commit();
  return [entities.user.create(user).commit(), guard("email", user.email), guard("login", user.login)];
}

/**
 * Maps a cancelled creation transaction to the catalogue: which guard failed says whether the
 * email or the login is taken. `offset` is the index of the user's first commit in the transaction.
 */
export function creationConflict(reasons: Array<{ code?: string }> | undefined, offset = 0): AppError | undefined {
  const failed = (index: number) => reasons?.[offset + index]?.code === "ConditionalCheckFailed";
  // Commit order: user, email guard, login guard.
  if (failed(1)) return new AppError("employees.email_exists");
  if (failed(2)) return new AppError("employees.login_taken");
  if (failed(0)) return new AppError("common.conflict");
  return undefined;
}

/** Creates one user and its guards atomically; a taken email or login refuses with its catalogue code. */
export async function createUser(input: NewUserInput): Promise<{ user: UserRecord; passwordWasSet: boolean }> {
  const prepared = await prepareUser(input);
  const result = await db()
    .transaction.write((entities) => userCreationCommits(entities, prepared.user))
    .go()
    .catch((error: unknown) => error);
  if (result instanceof Error || (result as { canceled?: boolean }).canceled) {
    const reasons = cancellationReasons(result);
    throw creationConflict(reasons) ?? (result instanceof Error ? result : new AppError("common.conflict"));
  }
  return prepared;
}

/** ElectroDB surfaces TransactWrite cancellation reasons in different places by version. */
export function cancellationReasons(result: unknown): Array<{ code?: string }> | undefined {
  const value = result as {
    data?: Array<{ code?: string; rejected?: boolean }>;
    cause?: { CancellationReasons?: Array<{ Code?: string }> };
    CancellationReasons?: Array<{ Code?: string }>;
  };
  if (Array.isArray(value?.data)) return value.data.map((entry) => ({ code: entry.code }));
  const raw = value?.cause?.CancellationReasons ?? value?.CancellationReasons;
  return raw?.map((reason) => ({ code: reason.Code }));
}
