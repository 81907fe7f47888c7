import type { LedgerKind, VacationSettingsView } from "@intranet/contracts/vacations";
import { vacationLimits } from "@intranet/contracts/vacations";
import { backoff, defaultRetry, named, type NamedCommit, type TransactionEntities, writeTransaction } from "../db";
import { AppError, clock } from "../platform";
import { findUser, type UserRecord } from "../users";
import type { VacationBalanceRecord } from "./balance.entity";
import { db } from "./entities";
import { settingsOf } from "./settings";
import type { VacationRecord } from "./vacation.entity";

/**
 * A person's vacation book: their balance, their vacations, their profile's "vacation days left"
 * and the company's settings, read together (four calls in parallel). Every change goes through
 * `writeBook`, one transaction on the balance's version, so the ledger always sums to the balance
 * and two changes at once never both spend the same days or both pass the overlap check.
 */
export interface Book {
  clientId: string;
  userId: string;
  user: UserRecord;
  balance: VacationBalanceRecord | undefined;
  vacations: VacationRecord[];
  settings: VacationSettingsView;
  today: string;
}

export interface Entry {
  kind: LedgerKind;
  delta: number;
  note?: string;
  vacationId?: string;
}

export async function readBook(clientId: string, userId: string): Promise<Book | undefined> {
  const { entities } = db();
  const [user, balance, vacations, settings] = await Promise.all([
    findUser(clientId, userId),
    entities.vacationBalance.get({ clientId, userId }).go(),
    entities.vacation.query.byUser({ clientId, userId }).go({ pages: "all" }),
    settingsOf(clientId),
  ]);
  if (!user) return undefined;
  const today = clock().now().toISOString().slice(0, 10);
  return { clientId, userId, user, balance: balance.data ?? undefined, vacations: vacations.data, settings, today };
}

/**
 * What brings a stored balance up to date before anything else: its opening (the profile's days
 * left, set by HR or the HR import, else the yearly days), each new year's allowance, and a
 * profile's days left changed outside this module (an admin's edit, the HR import), taken as the
 * balance it states.
 */
export function settling(book: Book): Entry[] {
  const profile = book.user.vacationDaysLeft;
  if (!book.balance) return [{ kind: "opening", delta: profile ?? book.settings.yearlyDays }];
  const entries: Entry[] = [];
  if (profile !== undefined && profile !== book.balance.days)
    entries.push({ kind: "profile", delta: profile - book.balance.days });
  const year = Number(book.today.slice(0, 4));
  if (book.settings.yearlyDays > 0)
    for (let next = book.balance.year + 1; next <= year; next++)
      entries.push({ kind: "allowance", delta: book.settings.yearlyDays, note: String(next) });
  return entries;
}

/** The balance once settled: what a change is checked against. */
export const settledDays = (book: Book): number =>
  (book.balance?.days ?? 0) + settling(book).reduce((sum, entry) => sum + entry.delta, 0);

export interface Change<T> {
  entries: Entry[];
  /** Days of requests waiting for the chief, added or removed. */
  pendingDelta?: number;
  /** The balance may not go below zero with this change (planning a vacation). */
  spends?: boolean;
  commits?: (e: TransactionEntities) => NamedCommit[];
  result: T;
}

export interface Written<T> {
  result: T;
  balance: VacationBalanceRecord;
  book: Book;
}

/**
 * Plans a change on the person's book read fresh, and writes it with the entries that settle the
 * balance first, in one transaction conditioned on the balance's version and the profile's days
 * read. When another change got there first, reads again and plans again (its rules see the other
 * change). A failed commit of the plan's own (a vacation's revision) is `vacations.already_changed`.
 */
export async function writeBook<T>(
  clientId: string,
  userId: string,
  by: string,
  plan: (book: Book) => Change<T>,
): Promise<Written<T>> {
  for (let attempt = 0; attempt < defaultRetry.maxAttempts; attempt++) {
    const book = await readBook(clientId, userId);
    if (!book || book.user.status !== "active") throw new AppError("vacations.bad_person");
    const change = plan(book);
    const entries = [...settling(book), ...change.entries];
    const before = book.balance;
    const version = (before?.version ?? 0) + 1;
    const days = (before?.days ?? 0) + entries.reduce((sum, entry) => sum + entry.delta, 0);
    const pending = (before?.pending ?? 0) + (change.pendingDelta ?? 0);
    if (change.spends && days < 0) throw new AppError("vacations.not_enough_days");
    if (Math.abs(days) > vacationLimits.balanceMax) throw new AppError("vacations.balance_limit");
    const balance: VacationBalanceRecord = {
      clientId,
      userId,
      days,
      pending,
      version,
      year: Math.max(before?.year ?? 0, Number(book.today.slice(0, 4))),
    };
    const at = clock().now().toISOString();
    const outcome = await writeTransaction((e) => {
      const commits: NamedCommit[] = [
        named(
          "balance",
          before
            ? e.vacationBalance
                .patch({ clientId, userId })
                .set({ days, pending, version, year: balance.year })
                .where((item, op) => op.eq(item.version, before.version))
                .commit()
            : e.vacationBalance.create(balance).commit(),
        ),
        named(
          "user",
          e.user
            .patch({ clientId, userId })
            .set({ vacationDaysLeft: days })
            .where((item, op) =>
              book.user.vacationDaysLeft === undefined
                ? op.notExists(item.vacationDaysLeft)
                : op.eq(item.vacationDaysLeft, book.user.vacationDaysLeft),
            )
            .commit(),
        ),
      ];
      let running = before?.days ?? 0;
      entries.forEach((entry, n) => {
        running += entry.delta;
        if (!entry.delta && entry.kind !== "opening") return;
        commits.push(
          named(
            `ledger-${n}`,
            e.vacationLedger
              .create({
                clientId,
                userId,
                seq: `${String(version).padStart(10, "0")}-${String(n).padStart(2, "0")}`,
                at,
                kind: entry.kind,
                delta: entry.delta,
                balance: running,
                by,
                note: entry.note ?? "",
                ...(entry.vacationId ? { vacationId: entry.vacationId } : {}),
              })
              .commit(),
          ),
        );
      });
      return [...commits, ...(change.commits?.(e) ?? [])];
    });
    if (outcome.ok) return { result: change.result, balance, book };
    if (outcome.conflicted || outcome.failed("balance") || outcome.failed("user")) {
      await backoff(attempt);
      continue;
    }
    throw new AppError("vacations.already_changed");
  }
  throw new AppError("common.conflict");
}
