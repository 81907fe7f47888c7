import { describe, expect, it } from "vitest";
import { newId } from "../platform/ids";
import { countDynamoCalls } from "../testing/dynamo-calls";
import { ask, idsFound, postDoc, searcher } from "./test-support";
import { getAll } from "../db";
import { db } from "./entities";
import { forgivesTypos, typoKeysOf } from "./text";
import { termWeights } from "./weights";
import { indexNewScopes, replaceScope } from "./write";

const tenant = () => newId();
const index = (clientId: string, ...docs: ReturnType<typeof postDoc>[]) =>
  Promise.all(docs.map((doc) => replaceScope(clientId, "test", `s:${doc.id}`, [doc])));

describe("search: words, stems, typos", () => {
  it("finds Russian and Ukrainian word forms of each other, and English stems", async () => {
    const clientId = tenant();
    const ru = postDoc("Кто уже оформил отпуска на лето?");
    const ua = postDoc("Графік відпусток на серпень готовий");
    const en = postDoc("The new employees started on Monday");
    await index(clientId, ru, ua, en);
    const me = searcher(clientId);
    expect(await idsFound(me, "отпуск")).toEqual([ru.id]);
    expect(await idsFound(me, "отпуском")).toEqual([ru.id]);
    expect(await idsFound(me, "відпустки")).toEqual([ua.id]);
    expect(await idsFound(me, "employee starting")).toEqual([en.id]);
  });

  it("forgives one typo anywhere in a word of six letters or more", async () => {
    const clientId = tenant();
    const doc = postDoc("Квартальный отчёт Александра по бюджету");
    await index(clientId, doc);
    const me = searcher(clientId);
    expect(await idsFound(me, "Алекасндра")).toEqual([doc.id]); // swapped letters
    expect(await idsFound(me, "квартальнй")).toEqual([doc.id]); // a letter missing
    expect(await idsFound(me, "бюджэту")).toEqual([doc.id]); // a letter wrong
    expect(await idsFound(me, "ылександра")).toEqual([doc.id]); // the first letter wrong
    expect(await idsFound(me, "лександра")).toEqual([doc.id]); // the first letter missing
  });

  it("forgives one typo in a short word of 4–5 letters too, none in a word of 3", async () => {
    const clientId = tenant();
    const grace = postDoc("Grace Hill joined the design team");
    const plan = postDoc("Квартальный отчёт и план по бюджету");
    await index(clientId, grace, plan);
    const me = searcher(clientId);
    expect(await idsFound(me, "Grase")).toEqual([grace.id]); // 5 letters, one wrong
    expect(await idsFound(me, "Hilt Grace")).toEqual([grace.id]); // 4 letters, one wrong, not the last word
    expect(await idsFound(me, "dsign")).toEqual([grace.id]); // a letter missing
    expect(await idsFound(me, "отчот бюджет")).toEqual([plan.id]); // "отчот": 5 letters
    expect(await idsFound(me, "плна бюджет")).toEqual([plan.id]); // 4 letters, neighbours swapped
    expect(await idsFound(me, "пан бюджет")).toEqual([]); // "пан": 3 letters, no typo allowed
  });

  it("writes every new word's typo index items, a bulk index's a hundred to a transaction beside a writer of the same words", async () => {
    const clientId = tenant();
    const words =
      "quarterly workshop tomorrow afternoon budget marketing engineering finance management customer support " +
      "holiday calendar meeting project release version feature dashboard report invoice payment contract " +
      "partner supplier training onboarding handbook policy";
    const bulk = postDoc(words);
    const event = postDoc(words.split(" ").slice(0, 10).join(" "));
    // The bulk index (a tenant's first) and an event's writer add the same new words at once.
    await Promise.all([
      indexNewScopes(clientId, "test", [{ scope: `s:${bulk.id}`, docs: [bulk] }]),
      index(clientId, event),
    ]);
    const terms = Object.keys(termWeights(bulk.text)).filter(forgivesTypos);
    const keys = terms.flatMap((term) => typoKeysOf(term).map((variant) => ({ clientId, variant })));
    expect(new Set(keys.map((key) => key.variant)).size).toBeGreaterThan(200); // three transactions
    const items = await getAll(keys, (batch) => db().entities.searchVariant.get(batch).go());
    const members = new Map(items.map((item) => [item.variant, new Set(item.terms)]));
    for (const term of terms)
      for (const variant of typoKeysOf(term)) expect(members.get(variant)?.has(term), variant).toBe(true);
    const me = searcher(clientId);
    expect(await idsFound(me, "Quartrly dashbaord")).toEqual([bulk.id]);
    expect((await idsFound(me, "worksop")).sort()).toEqual([bulk.id, event.id].sort());
  });

  it("matches the Russian and the Ukrainian spelling of one word, in every form", async () => {
    const clientId = tenant();
    const ru = postDoc("Встреча с клиентами в пятницу");
    const ua = postDoc("Зустріч із клієнтами у пʼятницю");
    const other = postDoc("Клинические испытания");
    await index(clientId, ru, ua, other);
    const me = searcher(clientId);
    const both = [ru.id, ua.id].sort();
    for (const q of ["клиент", "клиентами", "клиентов", "клієнт", "клієнтами", "клієнтів", "клієнти"])
      expect((await idsFound(me, q)).sort(), q).toEqual(both);
    expect((await idsFound(me, "кліє")).sort()).toEqual(both); // a Ukrainian word as typed completes either
  });

  it("completes the last word typed, and needs every word", async () => {
    const clientId = tenant();
    const a = postDoc("Презентация квартального плана");
    const b = postDoc("План на квартал и бюджет");
    await index(clientId, a, b);
    const me = searcher(clientId);
    expect((await idsFound(me, "презент")).sort()).toEqual([a.id]);
    expect((await idsFound(me, "план кварт")).sort()).toEqual([a.id, b.id].sort());
    expect(await idsFound(me, "план бюдж")).toEqual([b.id]);
    expect(await idsFound(me, "план отпуск")).toEqual([]);
  });

  it("ranks a title match above a body match and highlights the words that matched", async () => {
    const clientId = tenant();
    const body = postDoc("Отчёт готов, завтра обсудим", { title: "Обсуждение" });
    const title = postDoc("Подробности внутри", {
      title: "Отчёт за квартал",
      text: { title: "Отчёт за квартал", body: "Подробности внутри" },
    });
    await index(clientId, body, title);
    const answer = await ask(searcher(clientId), { q: "отчёты", types: "post" });
    const hits = answer.groups[0]!.hits;
    expect(hits.map((hit) => hit.id)).toEqual([title.id, body.id]);
    const first = hits[0]!.title;
    expect(first.highlights.map((range) => first.text.slice(range.start, range.end))).toEqual(["Отчёт"]);
    const snippet = hits[1]!.snippet!;
    expect(snippet.highlights.map((range) => snippet.text.slice(range.start, range.end))).toEqual(["Отчёт"]);
  });
});

describe("search: who may find what", () => {
  it("answers a document only to its readers, and never across tenants", async () => {
    const clientId = tenant();
    const owner = searcher(clientId);
    const everyone = postDoc("Общий документ про бюджет");
    const admins = postDoc("Бюджет для администрации", { readers: ["admins"] });
    const mine = postDoc("Мой бюджет", { readers: [`user:${owner.userId}`] });
    await index(clientId, everyone, admins, mine);

    expect((await idsFound(searcher(clientId), "бюджет")).sort()).toEqual([everyone.id]);
    expect((await idsFound(owner, "бюджет")).sort()).toEqual([everyone.id, mine.id].sort());
    expect((await idsFound(searcher(clientId, { role: "admin" }), "бюджет")).sort()).toEqual(
      [everyone.id, admins.id].sort(),
    );
    expect(await idsFound(searcher(tenant(), { role: "admin" }), "бюджет")).toEqual([]);
  });

  it("leaves out types the searcher may not open (posts need the wall right)", async () => {
    const clientId = tenant();
    await index(clientId, postDoc("Новости компании"));
    const noWall = searcher(clientId, { rights: [] });
    expect(await ask(noWall, { q: "новости" })).toEqual({ q: "новости", mode: "full", groups: [] });
  });

  it("forgets a removed document at once, and an edited one's old words", async () => {
    const clientId = tenant();
    const doc = postDoc("Старый текст про парковку");
    await index(clientId, doc);
    const me = searcher(clientId);
    expect(await idsFound(me, "парковка")).toEqual([doc.id]);
    await replaceScope(clientId, "test", `s:${doc.id}`, [{ ...doc, text: { body: "Новый текст про столовую" } }]);
    expect(await idsFound(me, "парковка")).toEqual([]);
    expect(await idsFound(me, "столовая")).toEqual([doc.id]);
    await replaceScope(clientId, "test", `s:${doc.id}`, []);
    expect(await idsFound(me, "столовая")).toEqual([]);
  });
});

describe("search: pages and cost", () => {
  it("pages a type with cursors without repeats, and refuses a cursor of another query", async () => {
    const clientId = tenant();
    await index(clientId, ...Array.from({ length: 45 }, (_, i) => postDoc(`Совещание номер ${i}`)));
    const me = searcher(clientId);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const answer = await ask(me, { q: "совещание", types: "post", ...(cursor ? { cursor } : {}) });
      const group = answer.groups[0]!;
      seen.push(...group.hits.map((hit) => hit.id));
      cursor = group.cursor ?? undefined;
    } while (cursor);
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);

    const first = await ask(me, { q: "совещание", types: "post" });
    await expect(ask(me, { q: "другое", cursor: first.groups[0]!.cursor! })).rejects.toMatchObject({
      code: "search.bad_cursor",
    });
    await expect(ask(me, { q: "совещание", cursor: "bm9wZQ" })).rejects.toMatchObject({ code: "search.bad_cursor" });
  });

  it("looks every misspelt word of a query up in one BatchGet of the typo index", async () => {
    const clientId = tenant();
    const doc = postDoc("Квартальный отчёт Александра по бюджету");
    await index(clientId, doc);
    const calls = countDynamoCalls();
    try {
      expect(await idsFound(searcher(clientId), "Алекасндра кавртальный бюдгету")).toEqual([doc.id]);
      // The words' stems (≤ 2 Queries a word: a Cyrillic word's Russian and Ukrainian stems may
      // differ), the last word's completions (1), the typo index for all three words (1 BatchGet),
      // the terms found a typo away (≤ 4 Queries a word), the candidates (1 BatchGet) and their
      // bodies for snippets (1 BatchGet).
      expect(calls.counts.BatchGetItemCommand).toBe(3);
      expect(calls.counts.QueryCommand).toBeLessThanOrEqual(3 * 2 + 1 + 3 * 4);
    } finally {
      calls.stop();
    }
  });

  it("costs the same DynamoDB calls for 3 matches as for 60: one BatchGet of candidates (+ one of bodies in full mode)", async () => {
    const [few, many] = [tenant(), tenant()];
    await index(few, ...Array.from({ length: 3 }, (_, i) => postDoc(`Проект ${i} команда`)));
    await index(many, ...Array.from({ length: 60 }, (_, i) => postDoc(`Проект ${i} команда`)));
    const calls = countDynamoCalls();
    const cost = async (clientId: string, mode: "suggest" | "full") => {
      calls.reset();
      await ask(searcher(clientId), { q: "проект команд", mode });
      return { ...calls.counts };
    };
    try {
      const small = await cost(few, "suggest");
      expect(await cost(many, "suggest")).toEqual(small);
      expect(await cost(many, "full")).toEqual({ ...small, BatchGetItemCommand: 2 });
      // Stems of both words (2 Queries), the last word's completions (1) and their postings (≤ 8;
      // no typo lookups: both words matched as typed); the candidates (1 BatchGet).
      expect(small.BatchGetItemCommand).toBe(1);
      expect(small.QueryCommand).toBeLessThanOrEqual(11);
    } finally {
      calls.stop();
    }
  });
});
