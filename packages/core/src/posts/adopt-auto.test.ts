import { describe, expect, it } from "vitest";
import { wallPost, wallCommits } from "./commits";
import { adoptAutoPosts } from "./adopt-auto";
import { writeTransaction } from "../db";
import { ensureTestTenant } from "../testing/actors";
import { newId } from "../platform";
import { asWrittenBeforeKinds, storedPost } from "./test-support";
import { updatePost } from "./write";
import { member } from "../users/test-support";

const opened = (title: string, vacancyId = "V1") => ({
  kind: "vacancy.opened",
  params: { title, link: `/vacancy/${vacancyId}` },
});

async function announced(clientId: string, authorId: string, title: string) {
  const post = wallPost({ clientId, authorId, auto: opened(title), language: "en", mentions: [] });
  const outcome = await writeTransaction((entities) => wallCommits.post(entities, post));
  expect(outcome.ok).toBe(true);
  return post;
}

describe("adopting a kind for posts written before kinds (data migrations)", () => {
  it("adopts a post whose text says exactly what the kind says in its language, and nothing else", async () => {
    const clientId = await ensureTestTenant();
    const admin = await member(clientId, { role: "admin" });
    const [old, russian, edited, renamed] = await Promise.all([
      announced(clientId, admin.userId, "Tom & Jerry <Sales>"),
      announced(clientId, admin.userId, "Бухгалтер"),
      announced(clientId, admin.userId, "Driver"),
      announced(clientId, admin.userId, "Cook"),
    ]);
    // As the code before kinds stored them: its own escaping, in the company's language.
    await asWrittenBeforeKinds(
      clientId,
      old.postId,
      '<p>New vacancy: Tom &#38; Jerry &#60;Sales&#62;</p><p><a href="/vacancy/V1">Open the vacancy</a></p>',
    );
    await asWrittenBeforeKinds(
      clientId,
      russian.postId,
      '<p>Новая вакансия: Бухгалтер</p><p><a href="/vacancy/V1">Открыть вакансию</a></p>',
    );
    await asWrittenBeforeKinds(clientId, edited.postId, "<p>New vacancy: Driver</p><p>Open the vacancy</p>");
    await updatePost(admin.actor, edited.postId, { message: "<p>New vacancy: Driver</p><p>Open the vacancy</p>" });
    await asWrittenBeforeKinds(clientId, renamed.postId, "<p>New vacancy: Cook</p><p>Open the vacancy</p>");

    const candidates = [
      { postId: old.postId, auto: opened("Tom & Jerry <Sales>") },
      { postId: russian.postId, auto: opened("Бухгалтер") },
      { postId: edited.postId, auto: opened("Driver") },
      { postId: renamed.postId, auto: opened("Head cook") },
      { postId: newId(), auto: opened("Gone") },
    ];
    expect(await adoptAutoPosts(clientId, candidates)).toBe(2);
    expect((await storedPost(clientId, old.postId))?.auto).toEqual(opened("Tom & Jerry <Sales>"));
    expect((await storedPost(clientId, russian.postId))?.auto).toEqual(opened("Бухгалтер"));
    expect((await storedPost(clientId, edited.postId))?.auto).toBeUndefined();
    expect((await storedPost(clientId, renamed.postId))?.auto).toBeUndefined();
    // The stored text is left as it was: readers without a language of their own read it.
    expect((await storedPost(clientId, russian.postId))?.message).toContain("Новая вакансия");
    // Once adopted, a second run adopts nothing.
    expect(await adoptAutoPosts(clientId, candidates)).toBe(0);
  });
});
