import type { FeatureRight } from "@intranet/contracts";
import { createPollBodySchema, type AnswerValue, type PollView } from "@intranet/contracts/polls";
import { createPoll, submitAnswers } from "@intranet/core/polls";
import { demoCast, type SeededPerson } from "./demo-cast";
import type { DemoStep } from "./demo-step";

/** After the structure: answers count in the departments people are in. */
export const demoStep: DemoStep = {
  name: "polls",
  order: 50,
  run: ({ clientId, people, rights }) => seedDemoPolls(clientId, people, rights),
};

/**
 * The demo polls (issue 13), through the polls' services like the API, so tallies, takers,
 * notifications and the shop's poll award are real: an opened office pulse with nine answers, a
 * mandatory anonymous engagement survey (seven answers: a batch of five shows, two wait for three more; Grace Hill, Henry
 * Irwin, Isla Jones, Kate Lewis and Mia Nash are asked on arrival) and a closed survey for
 * Engineering that Frank Green runs.
 */
export async function seedDemoPolls(clientId: string, people: SeededPerson[], rights: FeatureRight[]): Promise<void> {
  const cast = demoCast(clientId, people, rights);
  const actorOf = (login: string) => cast.actorOf(login, ["polls"]);
  const answer = (login: string, poll: PollView, values: AnswerValue[]) =>
    submitAnswers(actorOf(login), poll._id, {
      answers: Object.fromEntries(values.flatMap((value, index) => (value === "" ? [] : [[`q${index + 1}`, value]]))),
    });

  const pulse = await createPoll(
    actorOf("demo-admin"),
    createPollBodySchema.parse({
      name: "Office pulse: November",
      description: "Three minutes about the new office. Everyone sees the results and who answered what.",
      type: "opened",
      forAll: true,
      questions: [
        { text: "How happy are you with the new office?", kind: "range10", mandatory: true },
        {
          text: "What should we improve first?",
          kind: "list1",
          mandatory: true,
          answers: ["Kitchen", "Meeting rooms", "Quiet zones", "Bike parking"],
        },
        { text: "Which perks do you use?", kind: "list_m", answers: ["Gym", "Lunches", "Courses", "Remote Fridays"] },
        { text: "Anything else we should know?", kind: "long" },
      ],
    }),
  );
  const pulseAnswers: Array<[string, AnswerValue[]]> = [
    ["ben.carter", [8, 1, [1, 3], "More plants, please."]],
    ["chloe.davis", [9, 1, [0, 1], ""]],
    ["daniel.evans", [7, 0, [1], "The coffee machine on the 2nd floor is often broken."]],
    ["emma.foster", [6, 2, [2, 3], ""]],
    ["frank.green", [8, 2, [0, 3], "Phone booths for calls would help the engineers."]],
    ["grace.hill", [9, 2, [3], ""]],
    ["jack.king", [5, 3, [1], "Bike racks fill up by 9:00."]],
    ["liam.moore", [7, 1, [1, 2], ""]],
    ["mia.nash", [10, 0, [0, 1, 3], "Love the light in the design corner!"]],
  ];
  for (const [login, values] of pulseAnswers) await answer(login, pulse, values);

  const engagement = await createPoll(
    actorOf("demo-admin"),
    createPollBodySchema.parse({
      name: "Engagement survey 2026",
      description:
        "Anonymous: nobody, admins included, can see who gave which answer. Results show in batches of five answers.",
      type: "anonymous",
      forAll: true,
      mandatory: true,
      questions: [
        { text: "I would recommend our company as a place to work", kind: "range5", mandatory: true },
        { text: "I know what is expected of me at work", kind: "range5", mandatory: true },
        {
          text: "What motivates you most?",
          kind: "list1",
          answers: ["The people", "The product", "Growth", "Pay and benefits"],
        },
        { text: "What should leadership start doing?", kind: "long" },
      ],
    }),
  );
  const engagementAnswers: Array<[string, AnswerValue[]]> = [
    ["ben.carter", [5, 5, 1, ""]],
    ["chloe.davis", [4, 4, 0, "Share the roadmap with sales earlier."]],
    ["daniel.evans", [4, 3, 2, "Clearer career paths."]],
    ["emma.foster", [3, 4, 3, ""]],
    ["frank.green", [5, 4, 1, "Keep the Friday demos."]],
    ["jack.king", [4, 5, 0, ""]],
    ["liam.moore", [4, 3, 2, "More cross-team projects."]],
  ];
  for (const [login, values] of engagementAnswers) await answer(login, engagement, values);

  const tooling = await createPoll(
    actorOf("frank.green"),
    createPollBodySchema.parse({
      name: "Engineering tooling check",
      description: "Which tools slow you down? Only Frank and the admins see answers by person.",
      type: "closed",
      recipients: [
        { kind: "position", position: "Software engineer" },
        { kind: "position", position: "QA engineer" },
      ],
      questions: [
        { text: "How fast is your local build?", kind: "list1", mandatory: true, answers: ["Fast", "OK", "Slow"] },
        { text: "What would you automate next?", kind: "short" },
      ],
    }),
  );
  await answer("henry.irwin", tooling, [2, "Release notes"]);
}
