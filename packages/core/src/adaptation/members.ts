import type { Actor } from "@intranet/contracts";
import type { AddUserBody, AdaptView, PeopleBody } from "@intranet/contracts/adaptation";
import { named, type TransactionEntities, writeTransaction } from "../db";
import { AppError, daysBetween, newId, requireTenant } from "../platform";
import { chiefsOf } from "../structure";
import { runsTrack } from "./access";
import type { AdaptationRecord } from "./adaptation.entity";
import { requireActivePeople } from "./people";
import { scenariosOf } from "./plan";
import { saveAdaptation, stateDelta } from "./save";
import { findTrack, managedAdaptation, seenAdaptation } from "./store";
import { pushChanged, tell } from "./tell";
import { adaptationsChanged } from "./events";
import { openDueSteps } from "./timer";
import { adaptView, today } from "./views";

const linkCommits = (e: TransactionEntities, adaptation: AdaptationRecord, method: "create" | "delete") => {
  const { clientId, adaptId } = adaptation;
  const ties = [
    { userId: adaptation.userId, role: "newcomer" as const },
    ...(adaptation.mentorId ? [{ userId: adaptation.mentorId, role: "mentor" as const }] : []),
    ...(adaptation.chiefId ? [{ userId: adaptation.chiefId, role: "chief" as const }] : []),
    ...(adaptation.hrId ? [{ userId: adaptation.hrId, role: "hr" as const }] : []),
  ];
  return ties.map((tie) =>
    named(
      `${method === "create" ? "link" : "unlink"}-${tie.role}`,
      method === "create"
        ? e.adaptLink.put({ clientId, adaptId, ...tie }).commit()
        : e.adaptLink.delete({ clientId, adaptId, ...tie }).commit(),
    ),
  );
};

/**
 * POST add_user: the newcomer on a track (admins and the track's HR), with a mentor, their chief
 * (the head of their department, from the structure) and HR; day-one steps open at once (the
 * timer runs in a few seconds). Rules spec §5: employee and mentor required, never twice on a
 * track, the mentor or HR not the newcomer.
 */
export async function addUser(actor: Actor, body: AddUserBody): Promise<AdaptView> {
  const clientId = requireTenant(actor);
  const track = await findTrack(clientId, body.track);
  if (!track || !runsTrack(actor, track)) throw new AppError("adapt.not_found");
  if (!track.active) throw new AppError("adapt.track_inactive");
  const hrId = body.hr ?? (track.hrIds.includes(actor.userId) ? actor.userId : track.hrIds[0]);
  if (body.mentor === body.user || hrId === body.user) throw new AppError("adapt.mentor_is_newcomer");
  const scenarios = scenariosOf(track);
  const scenario = body.scenario ? scenarios.find((candidate) => candidate._id === body.scenario) : scenarios[0];
  if (!scenario) throw new AppError("adapt.scenario_not_found");
  const [, chiefs] = await Promise.all([
    requireActivePeople(clientId, [body.user, body.mentor, hrId]),
    chiefsOf(clientId, body.user),
  ]);
  const day = today();
  const adaptation: AdaptationRecord = {
    clientId,
    adaptId: newId(),
    trackId: track.trackId,
    scenarioId: scenario._id,
    userId: body.user,
    mentorId: body.mentor,
    ...(chiefs.chiefs[0] ? { chiefId: chiefs.chiefs[0].userId } : {}),
    ...(hrId ? { hrId } : {}),
    status: "running",
    startDay: body.start ?? day,
    shiftDays: 0,
    progress: {},
    doneOrder: [],
    stagesCounted: [],
    revision: 0,
    createdBy: actor.userId,
    createdAt: new Date().toISOString(),
  };
  const outcome = await writeTransaction(
    (e) => [
      named(
        "seat",
        e.adaptSeat
          .create({ clientId, trackId: track.trackId, userId: body.user, adaptId: adaptation.adaptId })
          .commit(),
      ),
      named("adaptation", e.adaptation.create(adaptation).commit()),
      named(
        "track",
        e.adaptTrack
          .update({ clientId, trackId: track.trackId })
          .add({ running: 1 })
          .where((a, op) => op.eq(a.active, true))
          .commit(),
      ),
      ...linkCommits(e, adaptation, "create"),
    ],
    // A conflict with another HR adding the same person is tried again: the seat then answers why.
  );
  if (outcome.failed("seat")) throw new AppError("adapt.already_on_track");
  if (outcome.failed("track")) throw new AppError("adapt.track_inactive");
  if (!outcome.ok) throw new AppError("common.conflict");
  await tell(adaptation, track, [
    { template: "adapt.started", to: [adaptation.userId], key: "started", actorId: actor.userId },
    {
      template: "adapt.mentor_assigned",
      to: [adaptation.mentorId],
      key: `mentor:${adaptation.mentorId}`,
      actorId: actor.userId,
    },
  ]);
  // Day-one steps open now, not in a few seconds: the newcomer's page shows them told and paid.
  await openDueSteps(clientId, adaptation.adaptId);
  await adaptationsChanged(clientId, [adaptation.adaptId]);
  const { adaptation: current, can } = await seenAdaptation(actor, adaptation.adaptId);
  return adaptView(actor, current, track, can);
}

/** DELETE {track}/{user_track}: takes a person off a track (admins and the track's HR). */
export async function removeUser(actor: Actor, trackId: string, adaptId: string): Promise<void> {
  const { adaptation, track } = await seenAdaptation(actor, adaptId);
  if (adaptation.trackId !== trackId) throw new AppError("adapt.adaptation_not_found");
  if (!runsTrack(actor, track)) throw new AppError("adapt.no_access");
  await deleteAdaptation(adaptation);
  await adaptationsChanged(adaptation.clientId, [adaptId]);
  await pushChanged(adaptation, actor.userId);
}

/** The adaptation, its seat and links, and its place in the track's counters: one transaction. */
export async function deleteAdaptation(adaptation: AdaptationRecord, counters = true): Promise<void> {
  const { clientId, adaptId, trackId } = adaptation;
  const delta = stateDelta(adaptation.status, undefined);
  const outcome = await writeTransaction((e) => [
    named(
      "adaptation",
      e.adaptation
        .delete({ clientId, adaptId })
        .where((a, op) => op.eq(a.revision, adaptation.revision))
        .commit(),
    ),
    named("seat", e.adaptSeat.delete({ clientId, trackId, userId: adaptation.userId }).commit()),
    ...linkCommits(e, adaptation, "delete"),
    ...(counters ? [named("track", e.adaptTrack.update({ clientId, trackId }).add(delta).commit())] : []),
  ]);
  if (outcome.failed("adaptation")) throw new AppError("adapt.already_changed");
  if (!outcome.ok) throw new AppError("common.conflict");
}

/**
 * PUT active {adaptation}: stops a running adaptation (its steps wait) or runs a stopped one again
 * (every step not yet open moves by the days it was stopped).
 */
export async function setAdaptationActive(actor: Actor, adaptId: string, active: boolean): Promise<void> {
  const { adaptation, track } = await managedAdaptation(actor, adaptId);
  if (adaptation.status === "finished") throw new AppError("adapt.not_running");
  if ((adaptation.status === "running") === active) return;
  const day = today();
  const changed: AdaptationRecord = active
    ? {
        ...adaptation,
        status: "running",
        shiftDays: adaptation.shiftDays + Math.max(0, daysBetween(adaptation.stoppedOn ?? day, day)),
        stoppedOn: undefined,
      }
    : { ...adaptation, status: "stopped", stoppedOn: day };
  const saved = await saveAdaptation(track, adaptation, changed, day);
  if (!saved) throw new AppError("adapt.already_changed");
  await adaptationsChanged(saved.adaptation.clientId, [adaptId]);
  await pushChanged(saved.adaptation, actor.userId);
}

/** PUT {id}/people: a new mentor (one who left the company is replaced) or HR; the links follow. */
export async function changePeople(actor: Actor, adaptId: string, body: PeopleBody): Promise<AdaptView> {
  const { adaptation, track, can } = await managedAdaptation(actor, adaptId);
  const hrId = body.hr ?? adaptation.hrId;
  if (body.mentor === adaptation.userId || hrId === adaptation.userId) throw new AppError("adapt.mentor_is_newcomer");
  await requireActivePeople(adaptation.clientId, [body.mentor, hrId]);
  const next: AdaptationRecord = {
    ...adaptation,
    mentorId: body.mentor,
    ...(hrId ? { hrId } : {}),
    revision: adaptation.revision + 1,
  };
  const { clientId } = adaptation;
  const changed = [
    ...(next.mentorId !== adaptation.mentorId ? ["mentor"] : []),
    ...(next.hrId !== adaptation.hrId ? ["hr"] : []),
  ];
  const only = (commit: { name: string }) => changed.some((role) => commit.name.endsWith(`-${role}`));
  const outcome = await writeTransaction((e) => [
    named(
      "adaptation",
      e.adaptation
        .patch({ clientId, adaptId })
        .set({ mentorId: body.mentor, ...(hrId ? { hrId } : {}), revision: next.revision })
        .where((a, op) => op.eq(a.revision, adaptation.revision))
        .commit(),
    ),
    // Only the ties that change (one transaction may not touch an item twice).
    ...linkCommits(e, adaptation, "delete").filter(only),
    ...linkCommits(e, next, "create").filter(only),
  ]);
  if (outcome.failed("adaptation")) throw new AppError("adapt.already_changed");
  if (!outcome.ok) throw new AppError("common.conflict");
  if (next.mentorId !== adaptation.mentorId)
    await tell(next, track, [
      { template: "adapt.mentor_assigned", to: [next.mentorId], key: `mentor:${next.mentorId}`, actorId: actor.userId },
    ]);
  await pushChanged(next, actor.userId);
  return adaptView(actor, next, track, can);
}
