/**
 * Adaptation (product-spec §2 /adaptation, /adaptation/user/{adapt_id}, /adaptation/{_id}; §3
 * Adaptation track; §4 Adaptation; §6 mentor and HR, right `adaptation`; rules-calls-errors-spec §5,
 * §7 and §8 Adaptation): onboarding tracks of stages and timed steps that lead each newcomer, with a
 * mentor, their chief and HR (docs/modules/adaptation.md).
 */
import * as z from "zod/mini";
import { idSchema, isoDateSchema, optionalWebUrl } from "../validation";

export const adaptLimits = {
  nameMax: 200,
  descriptionMax: 5_000,
  stepTextMax: 5_000,
  scenariosMax: 10,
  stagesMax: 20,
  /** Steps of one scenario, all stages together. */
  stepsMax: 100,
  hrMax: 20,
  /** A step opens at most this many days after the start (a two-year track). */
  daysMax: 730,
  /** Days a step may stay open before it is overdue. */
  daysToCompleteMax: 90,
  awardDaysMax: 20,
  pollsMax: 20,
  coinsMax: 100_000,
  membersPage: 50,
  listPage: 100,
} as const;

/**
 * A step's kind: `task` (done when marked; with `check`, once the mentor or HR confirms it),
 * `award` (coins and/or an achievement, paid through the shop when the step opens), `article` (a
 * knowledge-base article, done when the newcomer has read it), `link` (an outside page, done when
 * marked), `poll` (a poll of the polls module, done when answered).
 */
export const stepKinds = ["task", "award", "article", "link", "poll"] as const;
export type StepKind = (typeof stepKinds)[number];

/** Who a person is on an adaptation. */
export const adaptRoles = ["newcomer", "mentor", "chief", "hr"] as const;
export type AdaptRole = (typeof adaptRoles)[number];
/** The roles `GET on/{id}/as/{role}` lists (a newcomer's own: `list_for`). */
export const supportRoles = ["mentor", "chief", "hr"] as const;
export type SupportRole = (typeof supportRoles)[number];

const text = (max: number, required: string) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, "adapt.too_long"));
const longText = (max: number) => z._default(z.string().check(z.trim(), z.maxLength(max, "adapt.too_long")), "");
const days = (max: number) =>
  z.number("adapt.bad_days").check(z.int("adapt.bad_days"), z.gte(0, "adapt.bad_days"), z.lte(max, "adapt.bad_days"));
const coins = z
  .number("adapt.bad_award")
  .check(z.int("adapt.bad_award"), z.gte(0, "adapt.bad_award"), z.lte(adaptLimits.coinsMax, "adapt.bad_award"));
const people = (max: number) =>
  z.pipe(
    z.array(idSchema).check(z.maxLength(max, "adapt.too_many_people")),
    z.transform((ids) => [...new Set(ids)]),
  );
/** A required person, refused with its own message when left out (rules spec §5: employee and mentor are required). */
const requiredId = (message: string) =>
  z.string(message).check(z.trim(), z.minLength(1, message), z.maxLength(64, message));
/** The track's revision the editor saw (another editor's change meanwhile: 409). */
const revision = z.number().check(z.int(), z.gte(0));

export const clientParamsSchema = z.object({ client: idSchema });
export const trackParamsSchema = z.object({ id: idSchema });
export const trackStageParamsSchema = z.object({ track: idSchema, stage: idSchema });
export const trackStepParamsSchema = z.object({ track: idSchema, step: idSchema });
export const trackOnlyParamsSchema = z.object({ track: idSchema });
export const trackScenarioParamsSchema = z.object({ track: idSchema, scenario: idSchema });
export const stageStepsParamsSchema = z.object({ id: idSchema, scenario: idSchema, stage: idSchema });
export const scenarioStagesParamsSchema = z.object({ id: idSchema, scenario: idSchema });
export const adaptParamsSchema = z.object({ id: idSchema });
export const adaptStepParamsSchema = z.object({ id: idSchema, step: idSchema });
/** `POST {track}/finish/{step}`: `track` names the person's adaptation (their "user track"). */
export const finishParamsSchema = z.object({ track: idSchema, step: idSchema });
export const removeParamsSchema = z.object({ track: idSchema, user_track: idSchema });
export const userParamsSchema = z.object({ user: idSchema });
export const roleParamsSchema = z.object({ id: idSchema, role: z.enum(supportRoles, "adapt.bad_role") });
export const pageQuerySchema = z.object({ cursor: z.optional(z.string().check(z.maxLength(2000))) });

/** Track info (the info tab): name, description, the HR people who run it. */
const trackInfo = {
  name: text(adaptLimits.nameMax, "adapt.name_required"),
  description: longText(adaptLimits.descriptionMax),
  /** HR people of the track: they edit it, add and follow its newcomers (admins always may). */
  hrIds: z._default(people(adaptLimits.hrMax), []),
};
export const createTrackBodySchema = z.object({ ...trackInfo, active: z._default(z.boolean(), true) });
export type CreateTrackBody = z.output<typeof createTrackBodySchema>;
export const updateTrackBodySchema = z.object({ ...trackInfo, revision });
export type UpdateTrackBody = z.output<typeof updateTrackBodySchema>;

/**
 * A step's fields; what its kind needs is checked with the kind (core: `adapt.bad_step`): an award
 * names coins or an achievement, an article its article, a link its address, a poll its poll.
 */
export const stepFieldsSchema = z.object({
  kind: z.enum(stepKinds, "adapt.bad_step"),
  name: text(adaptLimits.nameMax, "adapt.name_required"),
  text: longText(adaptLimits.stepTextMax),
  /** Days after the adaptation's start when the step opens (0: on the first day). */
  daysBeforeRun: z._default(days(adaptLimits.daysMax), 0),
  /** Days it may stay open before it is overdue (the mentor and HR are told). */
  daysToComplete: z._default(days(adaptLimits.daysToCompleteMax).check(z.gte(1, "adapt.bad_days")), 3),
  /** Tell the newcomer when it opens. */
  notify: z._default(z.boolean(), true),
  /** A task the mentor or HR confirms once the newcomer marks it done. */
  check: z._default(z.boolean(), false),
  amount: z._default(coins, 0),
  achievementId: z._default(z.nullable(idSchema), null),
  articleId: z._default(z.nullable(idSchema), null),
  url: z._default(z.nullable(optionalWebUrl(500)), null),
  pollId: z._default(z.nullable(idSchema), null),
});
export type StepFields = z.output<typeof stepFieldsSchema>;

export const createStepBodySchema = z.object({ stageId: idSchema, step: stepFieldsSchema, revision });
export type CreateStepBody = z.output<typeof createStepBodySchema>;
export const updateStepBodySchema = z.object({ step: stepFieldsSchema, revision });
export type UpdateStepBody = z.output<typeof updateStepBodySchema>;

export const createStageBodySchema = z.object({
  scenarioId: idSchema,
  name: text(adaptLimits.nameMax, "adapt.name_required"),
  revision,
});
export type CreateStageBody = z.output<typeof createStageBodySchema>;
export const renameBodySchema = z.object({ name: text(adaptLimits.nameMax, "adapt.name_required"), revision });
export type RenameBody = z.output<typeof renameBodySchema>;
export const revisionQuerySchema = z.object({ revision: z.coerce.number().check(z.int(), z.gte(0)) });

/** A scenario: a variant of the track (office, remote…); `copyFrom` starts it as a copy of another. */
export const createScenarioBodySchema = z.object({
  name: text(adaptLimits.nameMax, "adapt.name_required"),
  copyFrom: z._default(z.nullable(idSchema), null),
  revision,
});
export type CreateScenarioBody = z.output<typeof createScenarioBodySchema>;

/**
 * `PUT track/{id}/{scenario}/{stage}/steps`: the stage's steps in their new order; a step of another
 * stage of the scenario named here moves into this stage (dragging across stages).
 */
export const stageStepsBodySchema = z.object({
  steps: z.array(idSchema).check(z.maxLength(adaptLimits.stepsMax, "adapt.too_many_steps")),
  revision,
});
export type StageStepsBody = z.output<typeof stageStepsBodySchema>;
/** Every stage of the scenario, in the new order. */
export const scenarioStagesBodySchema = z.object({
  stages: z.array(idSchema).check(z.maxLength(adaptLimits.stagesMax, "adapt.too_many_stages")),
  revision,
});
export type ScenarioStagesBody = z.output<typeof scenarioStagesBodySchema>;

/**
 * The extra tab (rules spec §5: award days and polls must not repeat): coins and/or an achievement
 * on given days of every adaptation, and polls asked on given days. Each becomes a step of the
 * person's plan, in a last stage of its own.
 */
export const settingsBodySchema = z.object({
  awardDays: z._default(
    z
      .array(
        z.object({
          day: days(adaptLimits.daysMax),
          amount: z._default(coins, 0),
          achievementId: z._default(z.nullable(idSchema), null),
        }),
      )
      .check(z.maxLength(adaptLimits.awardDaysMax, "adapt.too_many_steps")),
    [],
  ),
  polls: z._default(
    z
      .array(z.object({ day: days(adaptLimits.daysMax), pollId: idSchema }))
      .check(z.maxLength(adaptLimits.pollsMax, "adapt.too_many_steps")),
    [],
  ),
  revision,
});
export type SettingsBody = z.output<typeof settingsBodySchema>;

/**
 * `PUT active`: runs or stops a person's adaptation (`adaptation`; stopped, its steps wait and their
 * days move by the days it was stopped), or switches a track on or off (`track`; an inactive track
 * takes no new newcomers, the running ones go on).
 */
export const activeBodySchema = z.union([
  z.object({ adaptation: idSchema, active: z.boolean() }),
  z.object({ track: idSchema, active: z.boolean() }),
]);
export type ActiveBody = z.output<typeof activeBodySchema>;

/** `POST add_user`: the newcomer on a track with a mentor; their chief comes from the structure. */
export const addUserBodySchema = z.object({
  track: idSchema,
  /** The variant followed (none: the track's first). */
  scenario: z._default(z.nullable(idSchema), null),
  user: requiredId("adapt.user_required"),
  mentor: requiredId("adapt.mentor_required"),
  /** HR of this adaptation (none: the caller if they are the track's HR, else the track's first HR). */
  hr: z._default(z.nullable(idSchema), null),
  /** The first day (none: today). */
  start: z._default(z.nullable(isoDateSchema), null),
});
export type AddUserBody = z.output<typeof addUserBodySchema>;

/** A person's mentor or HR changed (a mentor who left the company is replaced). */
export const peopleBodySchema = z.object({ mentor: idSchema, hr: z._default(z.nullable(idSchema), null) });
export type PeopleBody = z.output<typeof peopleBodySchema>;
