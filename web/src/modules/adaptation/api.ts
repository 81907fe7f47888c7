import {
  adaptationRoutes as routes,
  type ActiveBody,
  type AddUserBody,
  type CreateScenarioBody,
  type CreateStageBody,
  type CreateStepBody,
  type CreateTrackBody,
  type PeopleBody,
  type RenameBody,
  type SettingsBody,
  type SupportRole,
  type UpdateStepBody,
  type UpdateTrackBody,
} from "@intranet/contracts/adaptation";
import { pollsRoutes } from "@intranet/contracts/polls";
import { shopRoutes } from "@intranet/contracts/shop";
import { callRoute } from "../../api/client";

/** TanStack Query keys of the adaptation; everything under `adaptation`. */
export const adaptKeys = {
  all: ["adaptation"] as const,
  tracks: (client: string) => ["adaptation", "tracks", client] as const,
  track: (id: string) => ["adaptation", "track", id] as const,
  members: (id: string) => ["adaptation", "members", id] as const,
  analytics: (id: string) => ["adaptation", "analytics", id] as const,
  listFor: (user: string) => ["adaptation", "listFor", user] as const,
  asRole: (user: string, role: SupportRole) => ["adaptation", "asRole", user, role] as const,
  onTrack: (id: string) => ["adaptation", "onTrack", id] as const,
  achievements: (client: string) => ["adaptation", "achievements", client] as const,
  polls: (client: string, user: string) => ["adaptation", "polls", client, user] as const,
};

/** Lists and pages show their own failures in place; forms and actions say theirs themselves. */
const quiet = { no_show: true } as const;
const page = (cursor: string | null) => (cursor ? { cursor } : {});

/** The adaptation's calls (rules-calls-errors-spec §7 Adaptation), from contracts/adaptation/routes.ts. */
export const adaptApi = {
  tracks: (client: string) => callRoute(routes.tracks, { params: { client } }, quiet),
  createTrack: (client: string, body: CreateTrackBody) =>
    callRoute(routes.createTrack, { params: { client }, body }, quiet),
  track: (id: string) => callRoute(routes.track, { params: { id } }, { ...quiet, navigation: true }),
  updateTrack: (id: string, body: UpdateTrackBody) => callRoute(routes.updateTrack, { params: { id }, body }, quiet),
  deleteTrack: (id: string) => callRoute(routes.deleteTrack, { params: { id } }, quiet),
  copyTrack: (id: string) => callRoute(routes.copyTrack, { params: { id } }, quiet),
  active: (body: ActiveBody) => callRoute(routes.active, { body }, quiet),
  saveSettings: (id: string, body: SettingsBody) => callRoute(routes.saveSettings, { params: { id }, body }, quiet),
  createScenario: (track: string, body: CreateScenarioBody) =>
    callRoute(routes.createScenario, { params: { track }, body }, quiet),
  renameScenario: (track: string, scenario: string, body: RenameBody) =>
    callRoute(routes.renameScenario, { params: { track, scenario }, body }, quiet),
  deleteScenario: (track: string, scenario: string, revision: number) =>
    callRoute(routes.deleteScenario, { params: { track, scenario }, query: { revision } }, quiet),
  createStage: (track: string, body: CreateStageBody) =>
    callRoute(routes.createStage, { params: { track }, body }, quiet),
  renameStage: (track: string, stage: string, body: RenameBody) =>
    callRoute(routes.updateStage, { params: { track, stage }, body }, quiet),
  deleteStage: (track: string, stage: string, revision: number) =>
    callRoute(routes.deleteStage, { params: { track, stage }, query: { revision } }, quiet),
  stageOrder: (id: string, scenario: string, stages: string[], revision: number) =>
    callRoute(routes.stageOrder, { params: { id, scenario }, body: { stages, revision } }, quiet),
  createStep: (track: string, body: CreateStepBody) => callRoute(routes.createStep, { params: { track }, body }, quiet),
  updateStep: (track: string, step: string, body: UpdateStepBody) =>
    callRoute(routes.updateStep, { params: { track, step }, body }, quiet),
  deleteStep: (track: string, step: string, revision: number) =>
    callRoute(routes.deleteStep, { params: { track, step }, query: { revision } }, quiet),
  stageSteps: (id: string, scenario: string, stage: string, steps: string[], revision: number) =>
    callRoute(routes.stageSteps, { params: { id, scenario, stage }, body: { steps, revision } }, quiet),
  addUser: (body: AddUserBody) => callRoute(routes.addUser, { body }, quiet),
  members: (id: string, cursor: string | null) =>
    callRoute(routes.members, { params: { id }, query: page(cursor) }, quiet),
  analytics: (id: string) => callRoute(routes.analytics, { params: { id } }, quiet),
  listFor: (user: string) => callRoute(routes.listFor, { params: { user } }, quiet),
  onTrack: (id: string) => callRoute(routes.onTrack, { params: { id } }, { ...quiet, navigation: true }),
  asRole: (id: string, role: SupportRole, cursor: string | null) =>
    callRoute(routes.asRole, { params: { id, role }, query: page(cursor) }, quiet),
  finishStep: (adaptation: string, step: string) =>
    callRoute(routes.finishStep, { params: { track: adaptation, step } }, quiet),
  unfinish: (id: string) => callRoute(routes.unfinish, { params: { id } }, quiet),
  resume: (id: string, step: string) => callRoute(routes.resume, { params: { id, step } }, quiet),
  deletePersonStep: (id: string, step: string) => callRoute(routes.deletePersonStep, { params: { id, step } }, quiet),
  people: (id: string, body: PeopleBody) => callRoute(routes.people, { params: { id }, body }, quiet),
  removeUser: (track: string, adaptation: string) =>
    callRoute(routes.removeUser, { params: { track, user_track: adaptation } }, quiet),
  /** The shop's achievements, to give one on a step or an award day (the caller may lack the shop: then none). */
  achievements: (client: string) => callRoute(shopRoutes.achievements, { params: { client } }, quiet),
  /** Polls the caller may put on a track: their own, or all of them for admins. */
  polls: (client: string, user: string, tab: "mine" | "all") =>
    callRoute(pollsRoutes.list, { params: { client, user }, query: { tab, limit: 100 } }, quiet),
};
