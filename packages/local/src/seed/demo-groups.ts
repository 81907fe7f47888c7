import { demoCast } from "./demo-cast";
import type { FeatureRight } from "@intranet/contracts";
import { createGroupBodySchema, type GroupView } from "@intranet/contracts/groups";
import { createGroup, grantUser, invite, join } from "@intranet/core/groups";
import { createPost } from "@intranet/core/posts";
// The wall asks the groups module who may post on a group's wall (the composition root's parent table).
import "@intranet/functions/post-parents";
import type { SeededPerson } from "./demo-cast";
import type { DemoStep } from "./demo-step";

export const demoStep: DemoStep = {
  name: "groups",
  order: 20,
  run: ({ clientId, people, rights }) => seedDemoGroups(clientId, people, rights),
};

/**
 * The demo groups (issue 17), through the groups' and the wall's services like the API, so
 * memberships, counts, feeds and notifications are real: a public running club (five members, two
 * posts, an invitation waiting for Isla), a closed product council (an administrator besides the
 * owner, a post, and Grace Hill's request waiting for approval) and a private leadership group
 * (three members, one post) that nobody else finds.
 */
export async function seedDemoGroups(clientId: string, people: SeededPerson[], rights: FeatureRight[]): Promise<void> {
  const cast = demoCast(clientId, people, rights);
  const find = cast.find;
  const actorOf = (login: string) => cast.actorOf(login, ["groups", "wall"]);
  const post = (login: string, group: GroupView, message: string) =>
    createPost(actorOf(login), {
      kind: "news",
      message,
      attachments: [],
      mentions: [],
      parent: { type: "group", id: group._id },
    });

  const running = await createGroup(
    actorOf("daniel.evans"),
    createGroupBodySchema.parse({
      name: "Running club",
      description: "Easy 5 km runs in the park on Saturday mornings and a race or two each season. All paces welcome!",
      type: "public",
    }),
  );
  for (const login of ["grace.hill", "emma.foster", "liam.moore", "mia.nash"]) await join(actorOf(login), running._id);
  await post(
    "daniel.evans",
    running,
    "<p>This Saturday: meet at the park gates at <b>9:00</b>, two laps of the lake, coffee afterwards.</p>",
  );
  await post(
    "emma.foster",
    running,
    "<p>Who is up for the city 10K in spring? Early-bird entries close at the end of the month.</p>",
  );
  await invite(actorOf("daniel.evans"), running._id, [find("isla.jones").userId]);

  const council = await createGroup(
    actorOf("frank.green"),
    createGroupBodySchema.parse({
      name: "Product council",
      description: "Roadmap priorities, customer feedback and release decisions. Ask to join if you want a say.",
      type: "closed",
    }),
  );
  await grantUser(actorOf("frank.green"), council._id, find("chloe.davis").userId, "admin");
  for (const login of ["ben.carter", "liam.moore"])
    await grantUser(actorOf("frank.green"), council._id, find(login).userId, "member");
  await post(
    "chloe.davis",
    council,
    "<p>Top three requests from customers this quarter: single sign-on, an offline mode and Excel export of reports. Let's rank them on Thursday.</p>",
  );
  await join(actorOf("grace.hill"), council._id);

  const leadership = await createGroup(
    actorOf("ben.carter"),
    createGroupBodySchema.parse({
      name: "Leadership",
      description: "The management team's private space: plans, budgets and people matters.",
      type: "private",
      postPolicy: "admins",
    }),
  );
  await grantUser(actorOf("ben.carter"), leadership._id, find("demo-admin").userId, "admin");
  await grantUser(actorOf("ben.carter"), leadership._id, find("jack.king").userId, "member");
  await post(
    "ben.carter",
    leadership,
    "<p>Budget review for next year is on the 15th. Please send me your department's draft by Friday.</p>",
  );
}
