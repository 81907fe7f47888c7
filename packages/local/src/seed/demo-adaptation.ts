import type { FeatureRight } from "@intranet/contracts";
import {
  addUserBodySchema,
  createStepBodySchema,
  createTrackBodySchema,
  settingsBodySchema,
  type StepFields,
  type TrackView,
} from "@intranet/contracts/adaptation";
import { articleListQuerySchema } from "@intranet/contracts/articles";
import { pollListQuerySchema } from "@intranet/contracts/polls";
import {
  adaptView,
  addUser,
  createStage,
  createStep,
  createTrack,
  finishStep,
  listFor,
  listTracks,
  saveSettings,
  seenAdaptation,
} from "@intranet/core/adaptation";
import { listArticles } from "@intranet/core/articles";
import { listPolls } from "@intranet/core/polls";
import * as z from "zod/mini";
import { demoCast, type SeededPerson } from "./demo-cast";
import type { DemoStep } from "./demo-step";

const rights: FeatureRight[] = ["adaptation", "knowl_base", "polls"];

export const demoStep: DemoStep = {
  name: "adaptation",
  // After the knowledge base and the polls: its steps name an article and a poll of theirs.
  order: 99,
  run: ({ clientId, people, rights: defaultRights }) => seedDemoAdaptation(clientId, people, defaultRights),
};

const TRACK = "Welcome to Demo Company";
/** A day relative to today (YYYY-MM-DD): the newcomers started recently on any first start. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo onboarding (issue 35), through the module's services like the API, so timers, awards,
 * notifications and counters are real: a "Welcome to Demo Company" track run by Alice (HR) with
 * three stages (first day, first week, first month) and a step of every kind — a task, a task the
 * mentor checks, a knowledge-base article, a link, a poll, an award — and two newcomers: Mia,
 * who started today, and Isla, ten days in, with two steps done and one overdue. Run again, it adds
 * only what is missing: the track by its name, a newcomer by their seat on it.
 */
export async function seedDemoAdaptation(clientId: string, people: SeededPerson[], defaultRights: FeatureRight[]) {
  const cast = demoCast(clientId, people, defaultRights);
  const hr = cast.actorOf("demo-admin", rights);
  const id = (login: string) => cast.find(login).userId;

  const track = (await listTracks(hr, clientId)).find((one) => one.name === TRACK)
    ? undefined
    : await buildTrack(clientId, hr, id);
  const trackId = track?._id ?? (await listTracks(hr, clientId)).find((one) => one.name === TRACK)!._id;

  const newcomer = async (login: string, mentor: string, start: number) => {
    const on = (await listFor(hr, id(login))).find((one) => one.trackId === trackId);
    return (
      on ??
      (await addUser(
        hr,
        z.parse(addUserBodySchema, { track: trackId, user: id(login), mentor: id(mentor), start: day(start) }),
      ))
    );
  };
  await newcomer("mia.nash", "liam.moore", 0);
  const isla = await newcomer("isla.jones", "henry.irwin", -10);
  // Isla went through her first days (her mentor confirmed the policy); "Set up your development
  // environment" is overdue, and the month's steps are ahead.
  const islaActor = cast.actorOf("isla.jones", rights);
  const henry = cast.actorOf("henry.irwin", rights);
  const finish = async (who: typeof islaActor, name: string) => {
    const seen = await seenAdaptation(who, isla._id);
    const view = adaptView(who, seen.adaptation, seen.track, seen.can);
    const step = view.stages.flatMap((stage) => stage.steps).find((one) => one.name === name);
    if (step?.state === "open" || (step?.state === "review" && who === henry))
      await finishStep(who, isla._id, step._id);
  };
  for (const name of [
    "Collect your laptop and badge",
    "Sign the IT security policy",
    "Read the onboarding checklist",
    "Read the handbook",
  ])
    await finish(islaActor, name);
  await finish(henry, "Sign the IT security policy");
}

async function buildTrack(
  clientId: string,
  hr: ReturnType<ReturnType<typeof demoCast>["actorOf"]>,
  id: (login: string) => string,
): Promise<TrackView> {
  const [articles, polls] = await Promise.all([
    listArticles(hr, clientId, hr.userId, z.parse(articleListQuerySchema, { search: "Onboarding checklist" })),
    listPolls(hr, clientId, hr.userId, z.parse(pollListQuerySchema, { tab: "all" })),
  ]);
  const checklist = articles.items.find((item) => item.title === "Onboarding checklist");
  const pulse = polls.items.find((poll) => poll.name.startsWith("Office pulse"));

  let track = await createTrack(
    hr,
    clientId,
    z.parse(createTrackBodySchema, {
      name: TRACK,
      description: "Everything a newcomer needs in their first month: people, tools, rules and the first wins.",
      hrIds: [hr.userId, id("ben.carter")],
    }),
  );
  const scenario = track.scenarios[0]!._id;
  const stages: Array<[string, Array<Partial<StepFields> & Pick<StepFields, "kind" | "name">>]> = [
    [
      "First day",
      [
        {
          kind: "task",
          name: "Collect your laptop and badge",
          text: "Reception has them ready for you.",
          daysToComplete: 1,
        },
        { kind: "task", name: "Sign the IT security policy", text: "Your mentor checks it with you.", check: true },
        { kind: "award", name: "Welcome gift", text: "Coins to spend in the shop.", amount: 20 },
        ...(checklist
          ? [{ kind: "article" as const, name: "Read the onboarding checklist", articleId: checklist.id }]
          : []),
      ],
    ],
    [
      "First week",
      [
        { kind: "link", name: "Read the handbook", url: "https://example.com/handbook", daysBeforeRun: 1 },
        { kind: "task", name: "Set up your development environment", daysBeforeRun: 2, daysToComplete: 2 },
        ...(pulse
          ? [
              {
                kind: "poll" as const,
                name: "Tell us how your first week went",
                pollId: pulse._id,
                daysBeforeRun: 6,
                daysToComplete: 7,
              },
            ]
          : []),
      ],
    ],
    [
      "First month",
      [
        {
          kind: "task",
          name: "Present your first project to the team",
          daysBeforeRun: 20,
          daysToComplete: 7,
          check: true,
        },
        { kind: "award", name: "One month with us", amount: 50, daysBeforeRun: 30 },
      ],
    ],
  ];
  for (const [name, steps] of stages) {
    track = await createStage(hr, track._id, { scenarioId: scenario, name, revision: track.revision });
    const stageId = track.scenarios[0]!.stages.at(-1)!._id;
    for (const step of steps)
      track = await createStep(
        hr,
        track._id,
        z.parse(createStepBodySchema, { stageId, step, revision: track.revision }),
      );
  }
  return saveSettings(
    hr,
    track._id,
    z.parse(settingsBodySchema, { revision: track.revision, awardDays: [{ day: 90, amount: 100 }] }),
  );
}
