import { demoCast, type SeededPerson } from "./demo-cast";
import type { FeatureRight } from "@intranet/contracts";
import { createComment, createPost } from "@intranet/core/posts";
import { addLink } from "@intranet/core/widgets";
import type { DemoStep } from "./demo-step";

const mention = (person: SeededPerson, name: string) => `<span data-mention="${person.userId}">@${name}</span>`;

export const demoStep: DemoStep = {
  name: "wall",
  order: 10,
  run: ({ clientId, people, rights }) => seedDemoWall(clientId, people, rights),
};

/**
 * The demo wall, written through the same services as the API (so feeds, counters, mentions and
 * notifications are real): a welcome from the administrator, a thanks post, a post with a comment
 * thread, and the wall's links block.
 */
export async function seedDemoWall(clientId: string, people: SeededPerson[], rights: FeatureRight[]): Promise<void> {
  const { find, actorOf } = demoCast(clientId, people, rights);
  const admin = actorOf(find("demo-admin"));
  const chloe = find("chloe.davis");
  const frank = find("frank.green");
  const grace = find("grace.hill");

  await createPost(admin, {
    kind: "news",
    message:
      "<h3>Welcome to our new intranet!</h3><p>This is the company wall: news, thanks to colleagues and " +
      "everything worth knowing. Like, comment, and mention a colleague with <b>@</b>.</p>",
    attachments: [],
    mentions: [],
  });
  await createPost(actorOf(frank), {
    kind: "thanks",
    message: `<p>${mention(grace, "Grace Hill")} thank you for fixing the release pipeline over the weekend — the launch went without a hitch!</p>`,
    attachments: [],
    mentions: [grace.userId],
  });
  const quarter = await createPost(actorOf(chloe), {
    kind: "news",
    message: `<p>Sales closed the quarter 12% above plan. Thanks to everyone who helped, especially ${mention(frank, "Frank Green")}'s team for the new demo environment.</p>`,
    attachments: [],
    mentions: [frank.userId],
  });
  const comment = await createComment(actorOf(frank), {
    postId: quarter._id,
    text: "<p>Great work, everyone! Cake on Friday?</p>",
    mentions: [],
  });
  await createComment(actorOf(chloe), {
    postId: quarter._id,
    text: "<p>Absolutely — I'll order it.</p>",
    parentCommentId: comment._id,
    mentions: [],
  });
  await addLink(admin, clientId, "wall", {
    title: "Company handbook",
    link: "https://example.com/handbook",
    kind: "external",
  });
  await addLink(admin, clientId, "wall", {
    title: "IT help desk",
    link: "https://example.com/helpdesk",
    kind: "external",
  });
}
