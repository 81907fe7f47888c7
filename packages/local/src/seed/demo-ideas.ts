import type { FeatureRight } from "@intranet/contracts";
import { ideaStatusBodySchema, sendIdeaBodySchema, type IdeaView } from "@intranet/contracts/ideas";
import { commentIdea, moveIdea, myIdeas, sendIdea, voteIdea } from "@intranet/core/ideas";
import { demoCast, type SeededPerson } from "./demo-cast";
import { uploadDemoFile } from "./demo-upload";
import type { DemoStep } from "./demo-step";

const rights: FeatureRight[] = ["ideas"];

/** After the shop (an accepted idea pays its author the shop's `idea` award). */
export const demoStep: DemoStep = {
  name: "ideas",
  order: 96,
  run: ({ clientId, people, rights: defaultRights }) => seedDemoIdeas(clientId, people, defaultRights),
};

/**
 * The demo ideas (issue 33), through the module's services like the API, so votes, histories,
 * notifications and the award are real: one new (with a file and colleagues' support), one under
 * review with a comment, one accepted (its author paid the shop's award), one implemented and one
 * declined with its reason. Run again, it adds nothing once Grace has proposed hers.
 */
export async function seedDemoIdeas(clientId: string, people: SeededPerson[], defaultRights: FeatureRight[]) {
  const cast = demoCast(clientId, people, defaultRights);
  const as = (login: string) => cast.actorOf(login, rights);
  const admin = as("demo-admin");
  if ((await myIdeas(as("grace.hill"), clientId, { limit: 1 })).items.length) return;

  const propose = async (login: string, idea: Record<string, unknown>) =>
    sendIdea(as(login), sendIdeaBodySchema.parse(idea));
  const move = async (idea: IdeaView, steps: Array<{ status: string; reason?: string }>) => {
    let current = idea;
    for (const step of steps)
      current = await moveIdea(admin, current._id, ideaStatusBodySchema.parse({ ...step, revision: current.revision }));
    return current;
  };
  const support = async (idea: IdeaView, logins: string[]) => {
    for (const login of logins) await voteIdea(as(login), idea._id, true);
  };

  const plan = await uploadDemoFile(as("grace.hill"), {
    module: "ideas",
    name: "bike-parking-plan.txt",
    contentType: "text/plain",
    bytes: new TextEncoder().encode("Twelve racks by the back door, under the canopy. Quote: 1,400 EUR.\n"),
  });
  const bikes = await propose("grace.hill", {
    title: "Covered bike parking",
    process: "Getting to the office",
    flaw: "A third of us cycle, and bikes stand in the rain by the fence",
    change: "Twelve covered racks by the back door",
    result: "Dry bikes, fewer cars in the car park",
    files: [plan],
  });
  await support(bikes, ["frank.green", "emma.foster", "henry.irwin", "isla.jones"]);

  const standups = await propose("daniel.evans", {
    title: "Shorter stand-ups",
    process: "Team meetings",
    flaw: "The daily stand-up takes 40 minutes for twelve people",
    change: "Fifteen minutes, blockers only; details after, with those who need them",
    result: "Half an hour a day back for everyone",
  });
  await support(standups, ["grace.hill", "henry.irwin"]);
  await move(standups, [{ status: "under_review" }]);
  await commentIdea(as("frank.green"), standups._id, "Engineering will try it for two weeks and report back.");

  const onboarding = await propose("emma.foster", {
    title: "A buddy for every newcomer",
    process: "Onboarding",
    flaw: "Newcomers do not know whom to ask in their first weeks",
    change: "Each newcomer gets a buddy from another team for a month",
    result: "Faster start, more links between teams",
  });
  await support(onboarding, ["grace.hill", "daniel.evans", "frank.green"]);
  await move(onboarding, [{ status: "under_review" }, { status: "accepted" }]);

  const kitchen = await propose("henry.irwin", {
    title: "A second coffee machine",
    process: "Breaks",
    flaw: "A queue at the kitchen at 10:00 every day",
    change: "A second machine on the third floor",
    result: "No queue, shorter breaks",
  });
  await move(kitchen, [{ status: "accepted" }, { status: "implemented" }]);

  const fridays = await propose("isla.jones", {
    title: "Four-day weeks in summer",
    process: "Working time",
    flaw: "Fridays in July are half empty anyway",
    change: "Work Monday to Thursday in July and August",
    result: "Rested people, the same work done",
  });
  await move(fridays, [
    { status: "declined", reason: "Our clients need us on Fridays; we will look at flexible hours instead." },
  ]);
}
