import type { Actor } from "@intranet/contracts";
import { hasRole } from "@intranet/contracts";
import {
  lengthOf,
  vacationDays,
  vacationLimits,
  type CreateVacationBody,
  type DecisionBody,
  type UpdateVacationBody,
  type VacationSaved,
} from "@intranet/contracts/vacations";
import { named, type TransactionEntities } from "../db";
import { AppError, clock, newId, requireTenant } from "../platform";
import { standingOf, type Standing } from "./access";
import { type Book, writeBook, type Written } from "./book";
import { monthsOf, overlaps } from "./days";
import { db } from "./entities";
import { vacationChanged, type VacationChange } from "./events";
import { monthDeletes, monthPuts, waitingDeletes, waitingPuts } from "./indexes";
import type { VacationRecord } from "./vacation.entity";
import { balanceView, canOf, vacationView } from "./views";

/**
 * The spec's rules for a period (rules-calls-errors-spec §5 Vacations): at most 90 days; for
 * oneself the start later than today; an editor may plan a period already begun or past once they
 * confirm the warning; days within the balance (checked on the write); no overlap.
 */
function checkPeriod(standing: Standing, book: Book, period: { start: string; end: string; confirmPast?: boolean }) {
  if (lengthOf(period.start, period.end) > vacationLimits.lengthMax) throw new AppError("vacations.vacation_too_long");
  if (period.start <= book.today) {
    if (!standing.editor) throw new AppError("vacations.date");
    if (!period.confirmPast) throw new AppError("vacations.past_period");
  }
  const days = vacationDays(period.start, period.end, book.settings.dayCount);
  if (!days) throw new AppError("vacations.no_days");
  return days;
}

function checkOverlap(book: Book, period: { start: string; end: string }, except?: string) {
  const clash = book.vacations.some(
    (other) => other.vacationId !== except && other.status !== "declined" && overlaps(other, period),
  );
  if (clash) throw new AppError("vacations.overlap");
}

async function saved(
  actor: Actor,
  standing: Standing,
  written: Written<VacationRecord>,
  change: VacationChange,
  extra: { reason?: string } = {},
): Promise<VacationSaved> {
  const vacation = written.result;
  await vacationChanged(vacation.clientId, {
    userId: vacation.userId,
    vacationId: vacation.vacationId,
    change,
    by: actor.userId,
    start: vacation.start,
    end: vacation.end,
    days: vacation.days,
    ...(vacation.approverId ? { approverId: vacation.approverId } : {}),
    ...extra,
  });
  return {
    vacation: vacationView(vacation, canOf(vacation, standing, written.book.today)),
    balance: balanceView(vacation.userId, written.balance),
  };
}

/** POST /api/user/vacation: for oneself by the rules (a request to the chief when the company asks for approval); for anyone by an editor. */
export async function createVacation(actor: Actor, body: CreateVacationBody): Promise<VacationSaved> {
  const clientId = requireTenant(actor);
  const userId = body.userId ?? actor.userId;
  if (userId === actor.userId && hasRole(actor, "superadmin")) throw new AppError("vacations.bad_person");
  const standing = await standingOf(actor, userId);
  if (!standing.self && !standing.editor) throw new AppError("vacations.no_access");
  const vacationId = newId();
  const written = await writeBook(clientId, userId, actor.userId, (book) => {
    const days = checkPeriod(standing, book, body);
    checkOverlap(book, body);
    const pending = book.settings.approval && !standing.editor;
    const vacation: VacationRecord = {
      clientId,
      userId,
      vacationId,
      start: body.start,
      end: body.end,
      days,
      status: pending ? "pending" : "approved",
      comment: body.comment ?? "",
      createdBy: actor.userId,
      createdAt: clock().now().toISOString(),
      revision: 0,
      ...(pending && standing.chiefs[0] ? { approverId: standing.chiefs[0] } : {}),
    };
    return {
      entries: [{ kind: "vacation", delta: -days, vacationId }],
      pendingDelta: pending ? days : 0,
      spends: true,
      commits: (e) => [
        named("vacation", e.vacation.create(vacation).commit()),
        ...monthPuts(e, vacation),
        ...waitingPuts(e, vacation),
      ],
      result: vacation,
    };
  });
  return saved(actor, standing, written, written.result.status === "pending" ? "requested" : "planned");
}

/** The vacation's new state, on the revision read (else the book's plan fails: `vacations.already_changed`). */
const rewrite = (e: TransactionEntities, after: VacationRecord, revision: number) =>
  named(
    "vacation",
    e.vacation
      .put(after)
      .where((item, op) => op.eq(item.revision, revision))
      .commit(),
  );

/** A vacation by its id, or `vacations.not_found` (another company's too). */
async function findVacation(actor: Actor, vacationId: string): Promise<VacationRecord> {
  const clientId = requireTenant(actor);
  const { data } = await db().entities.vacation.query.byId({ clientId, vacationId }).go();
  if (!data[0]) throw new AppError("vacations.not_found");
  return data[0];
}

/** The vacation as the book holds it now, on the revision the caller saw. */
function current(book: Book, vacationId: string, revision?: number): VacationRecord {
  const vacation = book.vacations.find((one) => one.vacationId === vacationId);
  if (!vacation) throw new AppError("vacations.not_found");
  if (revision !== undefined && vacation.revision !== revision) throw new AppError("vacations.already_changed");
  return vacation;
}

/**
 * PUT /api/user/vacation: a new period on the revision seen. The person moves their own until it
 * begins (by the rules; with approval on, a moved vacation asks the chief again); editors move any.
 * The ledger takes the difference of days.
 */
export async function updateVacation(actor: Actor, body: UpdateVacationBody): Promise<VacationSaved> {
  const found = await findVacation(actor, body._id);
  const standing = await standingOf(actor, found.userId);
  if (!standing.self && !standing.editor) throw new AppError("vacations.no_access");
  const written = await writeBook(found.clientId, found.userId, actor.userId, (book) => {
    const before = current(book, body._id, body.revision);
    if (before.status === "declined") throw new AppError("vacations.already_decided");
    if (!standing.editor && before.start <= book.today) throw new AppError("vacations.started");
    const days = checkPeriod(standing, book, body);
    checkOverlap(book, body, before.vacationId);
    const pending = before.status === "pending" || (book.settings.approval && !standing.editor);
    const after: VacationRecord = {
      ...before,
      start: body.start,
      end: body.end,
      days,
      comment: body.comment ?? before.comment,
      status: pending ? "pending" : before.status,
      revision: before.revision + 1,
    };
    // A request keeps the chief it was asked of; a vacation asked anew goes to the nearest chief now.
    const approverId = before.status === "pending" ? before.approverId : pending ? standing.chiefs[0] : undefined;
    if (approverId) after.approverId = approverId;
    else delete after.approverId;
    // The inbox entries stay when the request waits on, on the same first day (same keys).
    const sameWaiting = before.status === "pending" && pending && before.start === after.start;
    const { vacationId } = before;
    return {
      entries: days === before.days ? [] : [{ kind: "change", delta: before.days - days, vacationId }],
      pendingDelta: (pending ? days : 0) - (before.status === "pending" ? before.days : 0),
      spends: days > before.days,
      commits: (e) => [
        rewrite(e, after, before.revision),
        ...monthDeletes(e, before, monthsOf(after.start, after.end)),
        ...monthPuts(e, after),
        ...(sameWaiting ? [] : [...waitingDeletes(e, before), ...waitingPuts(e, after)]),
      ],
      result: after,
    };
  });
  return saved(actor, standing, written, written.result.status === "pending" ? "requested" : "moved");
}

/**
 * DELETE /api/user/vacation/{user}/{id}: cancels it and gives its days back (a declined one gave
 * them already). The person cancels their own until it begins; editors any.
 */
export async function removeVacation(actor: Actor, userId: string, vacationId: string): Promise<void> {
  const clientId = requireTenant(actor);
  const { data: found } = await db().entities.vacation.get({ clientId, userId, vacationId }).go();
  if (!found) throw new AppError("vacations.not_found");
  const standing = await standingOf(actor, userId);
  if (!standing.self && !standing.editor) throw new AppError("vacations.no_access");
  const written = await writeBook(clientId, userId, actor.userId, (book) => {
    const before = current(book, vacationId);
    if (!standing.editor && before.status !== "declined" && before.start <= book.today)
      throw new AppError("vacations.started");
    const back = before.status === "declined" ? 0 : before.days;
    return {
      entries: back ? [{ kind: "returned", delta: back, vacationId }] : [],
      pendingDelta: before.status === "pending" ? -before.days : 0,
      commits: (e) => [
        named(
          "vacation",
          e.vacation
            .delete({ clientId, userId, vacationId })
            .where((item, op) => op.eq(item.revision, before.revision))
            .commit(),
        ),
        ...monthDeletes(e, before),
        ...waitingDeletes(e, before),
      ],
      result: before,
    };
  });
  if (written.result.status !== "declined") await saved(actor, standing, written, "cancelled");
}

/**
 * PUT /api/user/vacation/{id}/decision: the person's chief (any in their chain) or an editor
 * approves a pending request, or declines it with a reason and its days go back.
 */
export async function decideVacation(actor: Actor, vacationId: string, body: DecisionBody): Promise<VacationSaved> {
  const found = await findVacation(actor, vacationId);
  const standing = await standingOf(actor, found.userId);
  if (standing.self || (!standing.chief && !standing.editor)) throw new AppError("vacations.no_access");
  const written = await writeBook(found.clientId, found.userId, actor.userId, (book) => {
    const before = current(book, vacationId);
    if (before.status !== "pending") throw new AppError("vacations.already_decided");
    const after: VacationRecord = {
      ...before,
      status: body.approve ? "approved" : "declined",
      decidedBy: actor.userId,
      revision: before.revision + 1,
      ...(body.approve ? {} : { reason: body.reason ?? "" }),
    };
    return {
      entries: body.approve ? [] : [{ kind: "returned", delta: before.days, vacationId }],
      pendingDelta: -before.days,
      commits: (e) => [
        rewrite(e, after, before.revision),
        ...(body.approve ? monthPuts(e, after) : monthDeletes(e, before)),
        ...waitingDeletes(e, before),
      ],
      result: after,
    };
  });
  return saved(
    actor,
    standing,
    written,
    body.approve ? "approved" : "declined",
    body.approve ? {} : { reason: body.reason ?? "" },
  );
}
