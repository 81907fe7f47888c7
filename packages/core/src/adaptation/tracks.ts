import type { Actor } from "@intranet/contracts";
import {
  adaptLimits,
  type CreateTrackBody,
  type ScenarioView,
  type SettingsBody,
  type TrackSettingsView,
  type TrackSummary,
  type TrackView,
  type UpdateTrackBody,
} from "@intranet/contracts/adaptation";
import { isAdminOrAbove } from "@intranet/contracts";
import { isConditionFailure } from "../db";
import { AppError, newId, requireTenant } from "../platform";
import { pollNames } from "../polls";
import { requireActivePeople } from "./people";
import { db } from "./entities";
import { runsTrack } from "./access";
import { removeFinishedOf } from "./remove";
import { settingsOf } from "./plan";
import { findTrack, trackRunBy } from "./store";
import type { AdaptTrackRecord } from "./track.entity";
import { inProgress, trackSummary, trackView } from "./views";
import { writeTrack } from "./write-track";

const emptySettings: TrackSettingsView = { awardDays: [], polls: [] };

/** GET tracks/{client}: every track for admins, the tracks they are HR of for others; one Query. */
export async function listTracks(actor: Actor, clientId: string): Promise<TrackSummary[]> {
  if (clientId !== requireTenant(actor)) throw new AppError("common.wrong_client");
  const { data } = await db().entities.adaptTrack.query.byClient({ clientId }).go({ pages: "all" });
  return data
    .filter((track) => runsTrack(actor, track))
    .map(trackSummary)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** POST tracks/{client} (admins): a track with one empty scenario. */
export async function createTrack(actor: Actor, clientId: string, body: CreateTrackBody): Promise<TrackView> {
  if (clientId !== requireTenant(actor)) throw new AppError("common.wrong_client");
  if (!isAdminOrAbove(actor)) throw new AppError("adapt.no_access");
  await requireActivePeople(clientId, body.hrIds);
  const now = new Date().toISOString();
  const track: AdaptTrackRecord = {
    clientId,
    trackId: newId(),
    name: body.name,
    description: body.description,
    active: body.active,
    hrIds: body.hrIds,
    scenarios: [{ _id: newId(), name: "", stages: [] }] satisfies ScenarioView[],
    settings: emptySettings,
    revision: 0,
    createdBy: actor.userId,
    createdAt: now,
    updatedAt: now,
  };
  await db().entities.adaptTrack.create(track).go();
  return trackView(actor, track);
}

export async function getTrack(actor: Actor, trackId: string): Promise<TrackView> {
  return trackView(actor, await trackRunBy(actor, trackId));
}

/** PUT track/{id}: the info tab. */
export async function updateTrack(actor: Actor, trackId: string, body: UpdateTrackBody): Promise<TrackView> {
  const track = await trackRunBy(actor, trackId);
  await requireActivePeople(track.clientId, body.hrIds);
  const next = await writeTrack(
    track,
    { name: body.name, description: body.description, hrIds: body.hrIds },
    body.revision,
  );
  return trackView(actor, next);
}

/** POST delete/{id}: refused while adaptations run or are stopped; the finished ones go with it. */
export async function deleteTrack(actor: Actor, trackId: string): Promise<void> {
  const track = await trackRunBy(actor, trackId);
  if (inProgress(track)) throw new AppError("adapt.track_has_adaptations");
  await removeFinishedOf(track);
  try {
    await db()
      .entities.adaptTrack.delete({ clientId: track.clientId, trackId })
      .where((attributes, { eq }) => eq(attributes.revision, track.revision))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError("adapt.already_changed");
    throw error;
  }
}

/** POST copy/{id}: the scenarios (with new ids), steps and settings; no people; switched off. */
export async function copyTrack(actor: Actor, trackId: string): Promise<TrackView> {
  const source = await trackRunBy(actor, trackId);
  const now = new Date().toISOString();
  const copy: AdaptTrackRecord = {
    clientId: source.clientId,
    trackId: newId(),
    name: source.name,
    description: source.description,
    active: false,
    hrIds: source.hrIds,
    scenarios: (source.scenarios as ScenarioView[]).map(copyScenario),
    settings: source.settings,
    revision: 0,
    createdBy: actor.userId,
    createdAt: now,
    updatedAt: now,
  };
  await db().entities.adaptTrack.create(copy).go();
  return trackView(actor, copy);
}

/** A scenario with new ids for itself, its stages and its steps. */
export function copyScenario(scenario: ScenarioView): ScenarioView {
  return {
    _id: newId(),
    name: scenario.name,
    stages: scenario.stages.map((stage) => ({
      _id: newId(),
      name: stage.name,
      steps: stage.steps.map((step) => ({ ...step, _id: newId() })),
    })),
  };
}

/** PUT active {track}: an inactive track takes no new newcomers; those on it go on. */
export async function setTrackActive(actor: Actor, trackId: string, active: boolean): Promise<void> {
  const track = await trackRunBy(actor, trackId);
  if (track.active !== active) await writeTrack(track, { active });
}

export async function getSettings(actor: Actor, trackId: string): Promise<TrackSettingsView> {
  return settingsOf(await trackRunBy(actor, trackId));
}

/**
 * POST {id}/settings (rules spec §5: award days and polls must not repeat). While adaptations are in
 * progress an award day or poll may be added, not taken away (as a step may not be deleted).
 */
export async function saveSettings(actor: Actor, trackId: string, body: SettingsBody): Promise<TrackView> {
  const track = await trackRunBy(actor, trackId);
  const days = body.awardDays.map((award) => award.day);
  if (new Set(days).size !== days.length) throw new AppError("adapt.award_day_repeated");
  const polls = body.polls.map((poll) => poll.pollId);
  if (new Set(polls).size !== polls.length) throw new AppError("adapt.poll_repeated");
  if (body.awardDays.some((award) => !award.amount && !award.achievementId)) throw new AppError("adapt.bad_step");
  const before = settingsOf(track);
  const removed =
    before.awardDays.some((award) => !days.includes(award.day)) ||
    before.polls.some((poll) => !polls.includes(poll.pollId));
  if (removed && inProgress(track)) throw new AppError("adapt.step_in_progress");
  if (days.length + polls.length > adaptLimits.stepsMax) throw new AppError("adapt.too_many_steps");
  const names = await pollNames(track.clientId, polls);
  if (names.size !== polls.length) throw new AppError("adapt.bad_step");
  const settings: TrackSettingsView = {
    awardDays: body.awardDays,
    polls: body.polls.map((poll) => ({ ...poll, name: names.get(poll.pollId)! })),
  };
  return trackView(actor, await writeTrack(track, { settings }, body.revision));
}

/** A track of the caller's company by id, whoever they are (add_user checks the rest). */
export async function requireTrack(actor: Actor, trackId: string): Promise<AdaptTrackRecord> {
  const track = await findTrack(requireTenant(actor), trackId);
  if (!track) throw new AppError("adapt.not_found");
  return track;
}
