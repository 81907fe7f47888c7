import type { Actor } from "@intranet/contracts";
import {
  adaptLimits,
  type CreateScenarioBody,
  type CreateStageBody,
  type CreateStepBody,
  type ScenarioView,
  type StageView,
  type StepFields,
  type StepView,
  type TrackView,
} from "@intranet/contracts/adaptation";
import { AppError, newId } from "../platform";
import { pollNames } from "../polls";
import { scenariosOf } from "./plan";
import { trackRunBy } from "./store";
import type { AdaptTrackRecord } from "./track.entity";
import { copyScenario } from "./tracks";
import { inProgress, trackView } from "./views";
import { writeTrack } from "./write-track";

/** An edit of a track's scenarios (admins and its HR), on the revision the editor saw. */
async function editScenarios(
  actor: Actor,
  trackId: string,
  revision: number,
  edit: (scenarios: ScenarioView[], track: AdaptTrackRecord) => ScenarioView[] | Promise<ScenarioView[]>,
): Promise<TrackView> {
  const track = await trackRunBy(actor, trackId);
  if (revision !== track.revision) throw new AppError("adapt.already_changed");
  const scenarios = await edit(structuredClone(scenariosOf(track)), track);
  return trackView(actor, await writeTrack(track, { scenarios }, revision));
}

function scenarioIn(scenarios: ScenarioView[], scenarioId: string): ScenarioView {
  const scenario = scenarios.find((candidate) => candidate._id === scenarioId);
  if (!scenario) throw new AppError("adapt.scenario_not_found");
  return scenario;
}

/** The stage and its scenario, wherever it is on the track. */
function stageIn(scenarios: ScenarioView[], stageId: string): { scenario: ScenarioView; stage: StageView } {
  for (const scenario of scenarios) {
    const stage = scenario.stages.find((candidate) => candidate._id === stageId);
    if (stage) return { scenario, stage };
  }
  throw new AppError("adapt.stage_not_found");
}

function stepIn(
  scenarios: ScenarioView[],
  stepId: string,
): { scenario: ScenarioView; stage: StageView; index: number } {
  for (const scenario of scenarios)
    for (const stage of scenario.stages) {
      const index = stage.steps.findIndex((candidate) => candidate._id === stepId);
      if (index >= 0) return { scenario, stage, index };
    }
  throw new AppError("adapt.step_not_found");
}

const stepsOf = (scenario: ScenarioView) => scenario.stages.reduce((sum, stage) => sum + stage.steps.length, 0);

/** A step with what its kind needs (`adapt.bad_step` else) and nothing another kind would. */
async function checkedStep(clientId: string, id: string, fields: StepFields): Promise<StepView> {
  const { kind } = fields;
  const needs =
    (kind === "award" && (fields.amount > 0 || fields.achievementId)) ||
    (kind === "article" && fields.articleId) ||
    (kind === "link" && fields.url) ||
    (kind === "poll" && fields.pollId) ||
    kind === "task";
  if (!needs) throw new AppError("adapt.bad_step");
  if (kind === "poll" && !(await pollNames(clientId, [fields.pollId!])).size) throw new AppError("adapt.bad_step");
  return {
    _id: id,
    kind,
    name: fields.name,
    text: fields.text,
    daysBeforeRun: fields.daysBeforeRun,
    daysToComplete: fields.daysToComplete,
    notify: fields.notify,
    check: kind === "task" && fields.check,
    amount: kind === "award" ? fields.amount : 0,
    achievementId: kind === "award" ? fields.achievementId : null,
    articleId: kind === "article" ? fields.articleId : null,
    url: kind === "link" ? fields.url : null,
    pollId: kind === "poll" ? fields.pollId : null,
  };
}

/** POST track/{track}/scenario: an empty scenario, or a copy of another. */
export function createScenario(actor: Actor, trackId: string, body: CreateScenarioBody): Promise<TrackView> {
  return editScenarios(actor, trackId, body.revision, (scenarios) => {
    if (scenarios.length >= adaptLimits.scenariosMax) throw new AppError("adapt.too_many_scenarios");
    const base = body.copyFrom ? copyScenario(scenarioIn(scenarios, body.copyFrom)) : { _id: newId(), stages: [] };
    return [...scenarios, { ...base, name: body.name }];
  });
}

export function renameScenario(actor: Actor, trackId: string, scenarioId: string, name: string, revision: number) {
  return editScenarios(actor, trackId, revision, (scenarios) => {
    scenarioIn(scenarios, scenarioId).name = name;
    return scenarios;
  });
}

/** DELETE track/{track}/scenario/{scenario}: not the last one, nor while people are on the track. */
export function deleteScenario(actor: Actor, trackId: string, scenarioId: string, revision: number) {
  return editScenarios(actor, trackId, revision, (scenarios, track) => {
    scenarioIn(scenarios, scenarioId);
    if (scenarios.length === 1) throw new AppError("adapt.last_scenario");
    if (inProgress(track)) throw new AppError("adapt.scenario_in_use");
    return scenarios.filter((scenario) => scenario._id !== scenarioId);
  });
}

export function createStage(actor: Actor, trackId: string, body: CreateStageBody): Promise<TrackView> {
  return editScenarios(actor, trackId, body.revision, (scenarios) => {
    const scenario = scenarioIn(scenarios, body.scenarioId);
    if (scenario.stages.length >= adaptLimits.stagesMax) throw new AppError("adapt.too_many_stages");
    scenario.stages.push({ _id: newId(), name: body.name, steps: [] });
    return scenarios;
  });
}

export function renameStage(actor: Actor, trackId: string, stageId: string, name: string, revision: number) {
  return editScenarios(actor, trackId, revision, (scenarios) => {
    stageIn(scenarios, stageId).stage.name = name;
    return scenarios;
  });
}

/** A stage with steps goes only while nobody is on the track (its steps would be deleted with it). */
export function deleteStage(actor: Actor, trackId: string, stageId: string, revision: number) {
  return editScenarios(actor, trackId, revision, (scenarios, track) => {
    const { scenario, stage } = stageIn(scenarios, stageId);
    if (stage.steps.length && inProgress(track)) throw new AppError("adapt.step_in_progress");
    scenario.stages = scenario.stages.filter((candidate) => candidate._id !== stageId);
    return scenarios;
  });
}

/** PUT track/{id}/{scenario}/stages: every stage of the scenario once, in the new order. */
export function orderStages(actor: Actor, trackId: string, scenarioId: string, order: string[], revision: number) {
  return editScenarios(actor, trackId, revision, (scenarios) => {
    const scenario = scenarioIn(scenarios, scenarioId);
    const byId = new Map(scenario.stages.map((stage) => [stage._id, stage]));
    if (order.length !== byId.size || new Set(order).size !== order.length || order.some((id) => !byId.has(id)))
      throw new AppError("adapt.bad_order");
    scenario.stages = order.map((id) => byId.get(id)!);
    return scenarios;
  });
}

export function createStep(actor: Actor, trackId: string, body: CreateStepBody): Promise<TrackView> {
  return editScenarios(actor, trackId, body.revision, async (scenarios, track) => {
    const { scenario, stage } = stageIn(scenarios, body.stageId);
    if (stepsOf(scenario) >= adaptLimits.stepsMax) throw new AppError("adapt.too_many_steps");
    stage.steps.push(await checkedStep(track.clientId, newId(), body.step));
    return scenarios;
  });
}

/** A step edited: running adaptations follow (a later day moves it; one already open stays open). */
export function updateStep(actor: Actor, trackId: string, stepId: string, fields: StepFields, revision: number) {
  return editScenarios(actor, trackId, revision, async (scenarios, track) => {
    const { stage, index } = stepIn(scenarios, stepId);
    stage.steps[index] = await checkedStep(track.clientId, stepId, fields);
    return scenarios;
  });
}

/** Rules spec §5: a step cannot be deleted once an adaptation is in progress. */
export function deleteStep(actor: Actor, trackId: string, stepId: string, revision: number) {
  return editScenarios(actor, trackId, revision, (scenarios, track) => {
    const { stage, index } = stepIn(scenarios, stepId);
    if (inProgress(track)) throw new AppError("adapt.step_in_progress");
    stage.steps.splice(index, 1);
    return scenarios;
  });
}

/**
 * PUT track/{id}/{scenario}/{stage}/steps: the stage's steps in their new order; a step of another
 * stage of the scenario named here moves into it. Every step of the stage must be named, each once.
 */
export function orderSteps(
  actor: Actor,
  trackId: string,
  scenarioId: string,
  stageId: string,
  order: string[],
  revision: number,
) {
  return editScenarios(actor, trackId, revision, (scenarios) => {
    const scenario = scenarioIn(scenarios, scenarioId);
    const target = scenario.stages.find((stage) => stage._id === stageId);
    if (!target) throw new AppError("adapt.stage_not_found");
    const all = new Map(scenario.stages.flatMap((stage) => stage.steps.map((step) => [step._id, step] as const)));
    const named = new Set(order);
    if (
      named.size !== order.length ||
      order.some((id) => !all.has(id)) ||
      target.steps.some((step) => !named.has(step._id))
    )
      throw new AppError("adapt.bad_order");
    for (const stage of scenario.stages) stage.steps = stage.steps.filter((step) => !named.has(step._id));
    target.steps = order.map((id) => all.get(id)!);
    return scenarios;
  });
}
