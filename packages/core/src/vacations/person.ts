import type { Actor } from "@intranet/contracts";
import { hasRole } from "@intranet/contracts";
import {
  vacationLimits,
  type AdjustBody,
  type LedgerPage,
  type PersonVacationsView,
} from "@intranet/contracts/vacations";
import { AppError, requireTenant } from "../platform";
import { requireReader, standingOf, type Standing } from "./access";
import { type Book, readBook, settling, writeBook } from "./book";
import { db } from "./entities";
import { vacationChanged } from "./events";
import { balanceView, canOf, vacationView } from "./views";

/**
 * The person's book, settled: when it owes entries (its opening, a new year's allowance, days left
 * set in the profile meanwhile), they are written first — once: a second reader finds them done.
 */
async function settledBook(clientId: string, userId: string, by: string): Promise<Book> {
  const book = await readBook(clientId, userId);
  if (!book) throw new AppError("vacations.not_found");
  if (!settling(book).length || book.user.status !== "active") return book;
  const written = await writeBook(clientId, userId, by, () => ({ entries: [], result: null }));
  return { ...written.book, balance: written.balance };
}

function personView(book: Book, standing: Standing): PersonVacationsView {
  const vacations = [...book.vacations].sort((a, b) => a.start.localeCompare(b.start));
  return {
    userId: book.userId,
    balance: balanceView(book.userId, book.balance),
    vacations: vacations.map((vacation) => vacationView(vacation, canOf(vacation, standing, book.today))),
    settings: { dayCount: book.settings.dayCount, approval: book.settings.approval },
    editor: standing.editor,
  };
}

/** GET /api/user/vacations/mine. A visiting superadmin has none. */
export async function myVacations(actor: Actor): Promise<PersonVacationsView> {
  if (hasRole(actor, "superadmin")) throw new AppError("vacations.bad_person");
  return personVacations(actor, actor.userId);
}

/** GET /api/user/vacations/person/{user}: the person, their chiefs, editors and admins. */
export async function personVacations(actor: Actor, userId: string): Promise<PersonVacationsView> {
  const clientId = requireTenant(actor);
  const standing = await standingOf(actor, userId);
  requireReader(standing);
  return personView(await settledBook(clientId, userId, actor.userId), standing);
}

/** GET /api/user/vacations/ledger/{user}: the newest 100 changes of the balance. */
export async function ledgerOf(actor: Actor, userId: string): Promise<LedgerPage> {
  const clientId = requireTenant(actor);
  requireReader(await standingOf(actor, userId));
  await settledBook(clientId, userId, actor.userId);
  const { data } = await db()
    .entities.vacationLedger.query.byUser({ clientId, userId })
    .go({ order: "desc", limit: vacationLimits.ledgerPage });
  return {
    userId,
    items: data.map((entry) => ({
      at: entry.at,
      kind: entry.kind,
      delta: entry.delta,
      balance: entry.balance,
      by: entry.by,
      note: entry.note,
      vacationId: entry.vacationId ?? null,
    })),
  };
}

/** POST /api/user/vacations/balance/{user} (vacations_edit, admins): days added or taken, with why. */
export async function adjustBalance(actor: Actor, userId: string, body: AdjustBody): Promise<LedgerPage> {
  const clientId = requireTenant(actor);
  await writeBook(clientId, userId, actor.userId, () => ({
    entries: [{ kind: "adjustment", delta: body.delta, note: body.note }],
    result: null,
  }));
  await vacationChanged(clientId, {
    userId,
    vacationId: null,
    change: "adjusted",
    by: actor.userId,
    start: "",
    end: "",
    days: body.delta,
  });
  return ledgerOf(actor, userId);
}
