import { publishUserChanged } from "./events";
import type { Actor, FeatureRight, Role } from "@intranet/contracts";
import { changesOf, journalCommit, type JournalFact } from "../journal";
import { personTarget } from "./journal-facts";
import { ONCE, named, writeTransaction, type NamedCommit, type TransactionEntities, type WriteOutcome } from "../db";
import { uniqueCommits } from "../identity";
import { AppError, newId, hashPassword, randomPassword } from "../platform";
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
 * The password hash of someone created without a password (an HR import): not an scrypt hash, so
 * no password ever matches it (verifyPassword refuses other schemes); they set one through "forgot
 * password" or a link an admin sends. Hashing a random password costs ~40–80 ms of CPU a person,
 * too much for a thousand people in one request.
 */
export const NO_PASSWORD = "none$no-password";

/**
 * A new user's record and the uniqueness guards it needs (login and email are unique across the
 * platform). Callers write them in ONE transaction, alone (`createUser`) or with other items
 * (a new client and its first admin), so nothing is ever half-created.
 */
export async function prepareUser(input: NewUserInput): Promise<{ user: UserRecord; passwordWasSet: boolean }> {
  const passwordHash = await hashPassword(input.password ?? randomPassword());
  return { user: newUserRecord(input, passwordHash), passwordWasSet: input.password !== undefined };
}

/** The record `prepareUser` builds, with a given hash (`NO_PASSWORD` for people who will set their own). */
export function newUserRecord(input: Omit<NewUserInput, "password">, passwordHash: string): UserRecord {
  const email = input.email.trim().toLowerCase();
  const login = (input.login ?? email).trim().toLowerCase();
  // Sign-in accepts a login or an email, so a login may look like an email only if it is one's own.
  if (login.includes("@") && login !== email) throw new AppError("login.illegal_characters");
  const base = { ...input.profile, firstName: input.firstName, lastName: input.lastName, email, login };
  return {
    ...base,
    clientId: input.clientId,
    userId: newId(),
    passwordHash,
    roles: input.roles,
    rights: input.rights,
    status: "active",
    followersCount: 0,
    searchText: searchTextOf(base),
    ...birthdayComposites({ status: "active", birthDate: base.birthDate }),
    createdAt: new Date().toISOString(),
  };
}

/**
 * The named commits that create a prepared user with its guards: `user`, `guard.email`,
 * `guard.login` (prefixed with `prefix`, when given, so several users fit in one transaction).
 * `creationConflict` reads the outcome by those names.
 */
export function userCreationCommits(entities: TransactionEntities, user: UserRecord, prefix = ""): NamedCommit[] {
  const guard = (scope: "email" | "login", value: string) =>
    uniqueCommits.claim(entities, `${prefix}guard.${scope}`, {
      scope,
      value,
      clientId: user.clientId,
      ownerId: user.userId,
    });
  return [
    named(`${prefix}user`, entities.user.create(user).commit()),
    guard("email", user.email),
    guard("login", user.login),
  ];
}

/**
 * Maps a cancelled creation transaction to the catalogue: which guard failed says whether the
 * email or the login is taken (`prefix` as given to `userCreationCommits`).
 */
export function creationConflict(outcome: WriteOutcome, prefix = ""): AppError | undefined {
  if (outcome.failed(`${prefix}guard.email`)) return new AppError("employees.email_exists");
  if (outcome.failed(`${prefix}guard.login`)) return new AppError("employees.login_taken");
  if (outcome.failed(`${prefix}user`)) return new AppError("common.conflict");
  return undefined;
}

/** Creates one user and its guards atomically; a taken email or login refuses with its catalogue code. */
export async function createUser(
  input: NewUserInput,
  by?: Actor,
): Promise<{ user: UserRecord; passwordWasSet: boolean }> {
  const prepared = await prepareUser(input);
  const outcome = await writeTransaction(
    (entities) => [
      ...userCreationCommits(entities, prepared.user),
      ...(by ? [journalCommit(entities, by, prepared.user.clientId, creationFact(prepared.user))] : []),
    ],
    ONCE,
  );
  if (!outcome.ok) throw creationConflict(outcome) ?? new AppError("common.conflict");
  await publishUserChanged(prepared.user.clientId, [prepared.user.userId]);
  return prepared;
}

/** The journal's fact of a person created by an admin (or an import): who, with which roles and email. */
export function creationFact(user: UserRecord, detail?: string): JournalFact {
  return {
    action: "employee.create",
    target: personTarget(user),
    changes: changesOf({}, { email: user.email, login: user.login, roles: user.roles, department: user.department }),
    ...(detail ? { detail } : {}),
  };
}
