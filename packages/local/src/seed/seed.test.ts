import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { directoryPage } from "@intranet/core/audiences";
import { describe, expect, it } from "vitest";
import type { Actor, FeatureRight } from "@intranet/contracts";
import { captureEvents } from "@intranet/core/testing/capture";
import { clientIdByWorkspace } from "@intranet/core/clients";
import { groupFeed, groupPeople, groupsOfUser, listGroups } from "@intranet/core/groups";
import { listMine } from "@intranet/core/calendar";
import { history, listRooms } from "@intranet/core/chat";
import { getArticle, listArticles } from "@intranet/core/articles";
import { listResponses, listVacancies } from "@intranet/core/vacancies";
import { moodStats } from "@intranet/core/mood";
import { listPolls, pollResults } from "@intranet/core/polls";
import { listAchievements, listItems } from "@intranet/core/shop";
import { chiefsOf, getStructure } from "@intranet/core/structure";
import { db } from "@intranet/core/db";
import { listJournal } from "@intranet/core/admin";
import { verifyPassword } from "@intranet/core/platform";
import { DEMO_SUPERADMIN_TOTP_SECRET } from "./superadmin";
import { wallFeed } from "@intranet/core/posts";
import { getLinksBlock } from "@intranet/core/widgets";
import { getDesk, listDesks, myTasks } from "@intranet/core/taskTracker";
import { asRole, listTracks, trackMembers } from "@intranet/core/adaptation";
import { listCourses } from "@intranet/core/courses";
import { ledgerOf, myVacations, vacationChart, waitingRequests } from "@intranet/core/vacations";
import {
  demographyReport,
  departmentsReport,
  modulesReport,
  turnoverReport,
  visitorsReport,
} from "@intranet/core/analytics";
import { DEMO_PASSWORD, DEMO_WORKSPACE, seedDemo } from "./seed";

describe("the demo seed", () => {
  const events = captureEvents();

  it("creates a superadmin and the demo workspace once, and a restart duplicates nothing", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "intranet-seed-"));
    process.env.INTRANET_SUPERADMIN_LOGIN = "seed-root";
    delete process.env.INTRANET_SUPERADMIN_PASSWORD;
    const first = await seedDemo({ dataDir });
    expect(first.created).toEqual({ superadmin: true, demo: true });
    expect(first.superadmin.password).toMatch(/^.{10,}$/);
    expect(JSON.parse(readFileSync(join(dataDir, "seed-credentials.json"), "utf8"))).toEqual({
      login: "seed-root",
      password: first.superadmin.password,
    });

    const second = await seedDemo({ dataDir });
    expect(second.created).toEqual({ superadmin: false, demo: false });
    expect(second.superadmin.password).toBe(first.superadmin.password);

    const clientId = (await clientIdByWorkspace(DEMO_WORKSPACE))!;
    const { data: everyone } = await db().entities.user.query.byTenant({ clientId }).go({ pages: "all" });
    // Today's 13 people, and the 20 former employees analytics' history is made of (demo-analytics.ts).
    const users = everyone.filter((user) => user.status === "active");
    expect(users).toHaveLength(13);
    expect(everyone.filter((user) => user.status === "fired")).toHaveLength(20);
    // The journal: the company's creation by the superadmin, the admin's settings once (the rerun
    // changed nothing, so it wrote nothing), each by name.
    const platform: Actor = { userId: "reader", tenantId: null, homeTenantId: null, roles: ["superadmin"], rights: [] };
    const journal = await listJournal(platform, clientId, { limit: 100 });
    const said = (action: string) => journal.entries.filter((entry) => entry.action === action);
    expect(said("client.create").map((entry) => [entry.actor.firstName, entry.actor.superadmin])).toEqual([
      ["Platform", true],
    ]);
    expect(said("company.ai").map((entry) => entry.actor.lastName)).toEqual(["Morgan"]);
    expect(said("company.settings")).toHaveLength(1);
    expect(users.filter((user) => user.roles.includes("admin")).map((user) => user.login)).toEqual(["demo-admin"]);
    expect(new Set(users.map((user) => user.department))).toEqual(
      new Set(["Management", "Sales", "Engineering", "Finance", "Marketing"]),
    );
    expect(users.every((user) => /^\d{4}-\d{2}-\d{2}$/.test(user.birthDate ?? ""))).toBe(true);
    const employee = users.find((user) => user.login === "chloe.davis")!;
    expect(await verifyPassword(DEMO_PASSWORD, employee.passwordHash)).toBe(true);

    // The demo wall: two news posts (one with a comment thread), a thanks post, the links block.
    const reader: Actor = {
      userId: employee.userId,
      tenantId: clientId,
      homeTenantId: clientId,
      roles: ["employee"],
      rights: employee.rights as FeatureRight[],
    };
    const news = (await wallFeed(reader, clientId, null, "news")).items;
    // The welcome, the post with a thread, the shop's accrual published on the wall (demo-shop.ts)
    // and the three vacancies' announcements (demo-vacancies.ts).
    expect(news).toHaveLength(6);
    expect(news.find((post) => post.authorId === employee.userId)?.commentsCount).toBe(2);
    const thanks = (await wallFeed(reader, clientId, null, "thanks")).items;
    expect(thanks.map((post) => post.kind)).toEqual(["thanks"]);
    // Seven on the company wall (with the shop's accrual and the vacancies) and four on group walls (demo-groups.ts).
    expect(events.filter((event) => event.type === "post.created")).toHaveLength(11);
    const shopReader = { ...reader, rights: [...reader.rights, "shop" as const] };
    expect((await listItems(shopReader, clientId, { sort: "name", order: "asc" })).items).toHaveLength(5);
    expect((await listAchievements(shopReader, clientId)).items).toHaveLength(3);
    expect(events.filter((event) => event.type === "shop.purchased")).toHaveLength(2);
    expect((await getLinksBlock(reader, clientId, "wall")).links.map((link) => link.title)).toEqual([
      "Company handbook",
      "IT help desk",
    ]);
    // The structure (demo-structure.ts): the company headed by its CEO, five departments with heads, every person placed.
    const tree = (await getStructure(reader, clientId, "administrative")).departments;
    expect(tree.map((dept) => dept.name).sort()).toEqual(
      ["Demo Company", "Engineering", "Finance", "Management", "Marketing", "Sales"].sort(),
    );
    expect(tree.reduce((sum, dept) => sum + dept.employees, 0)).toBe(13);
    expect(tree.every((dept) => dept.headUser)).toBe(true);
    const ben = users.find((user) => user.login === "ben.carter")!;
    // Chloe heads Sales, so her chief is the head of the company above it.
    expect((await chiefsOf(clientId, employee.userId)).chiefs.map((chief) => chief.userId)).toEqual([ben.userId]);
    // The address book's cards: everyone, each with their structure department and an extension.
    const { cards } = await directoryPage(clientId, {}, { size: 50 });
    expect(cards).toHaveLength(13);
    expect(cards.every((card) => card.department && card.internalPhone && card.office)).toBe(true);
    expect(cards.find((card) => card.userId === employee.userId)?.department).toBe("Sales");
    // Profiles (demo-profiles.ts): an HR officer, filled-in extra and social tabs, vacation days for all.
    expect(users.find((user) => user.login === "kate.lewis")?.roles).toEqual(["hr", "employee"]);
    const grace = users.find((user) => user.login === "grace.hill")!;
    expect(grace.skills).toContain("React");
    expect(grace.socialLinks?.github).toMatch(/^https:\/\/github\.com\//);
    expect(users.every((user) => user.roles.includes("superadmin") || (user.vacationDaysLeft ?? 0) > 0)).toBe(true);
    // Groups (demo-groups.ts): a public club Grace is in, a closed council she asked to join, a private
    // leadership group she does not find; their walls have posts.
    const actorOf = (login: string): Actor => {
      const user = users.find((candidate) => candidate.login === login)!;
      return { ...reader, userId: user.userId, roles: user.roles as Actor["roles"] };
    };
    const asGrace = actorOf("grace.hill");
    const found = (await listGroups(asGrace, clientId, { limit: 30 })).items;
    expect(found.map((group) => [group.name, group.type, group.standing]).sort()).toEqual([
      ["Product council", "closed", "requested"],
      ["Running club", "public", "member"],
    ]);
    const running = found.find((group) => group.name === "Running club")!;
    const council = found.find((group) => group.name === "Product council")!;
    expect(running.membersCount).toBe(5);
    expect(council.membersCount).toBe(4);
    expect((await groupsOfUser(asGrace, grace.userId, { limit: 30 })).items.map((group) => group.name).sort()).toEqual([
      "Product council",
      "Running club",
    ]);
    expect((await groupFeed(asGrace, running._id, null)).items).toHaveLength(2);
    const asFrank = actorOf("frank.green");
    expect((await groupPeople(asFrank, council._id, "requested", { limit: 30 })).items.map((p) => p.userId)).toEqual([
      grace.userId,
    ]);
    const asBen = actorOf("ben.carter");
    const leadership = (await listGroups(asBen, clientId, { limit: 30 })).items.find(
      (group) => group.name === "Leadership",
    )!;
    expect(leadership).toMatchObject({ type: "private", standing: "owner", membersCount: 3 });
    expect((await groupPeople(asBen, leadership._id, "member", { limit: 30 })).items.map((p) => p.role)).toEqual([
      "owner",
      "admin",
      "member",
    ]);
    expect((await groupFeed(asBen, leadership._id, null)).items).toHaveLength(1);
    expect((await groupsOfUser(actorOf("isla.jones"), actorOf("isla.jones").userId, { limit: 30 })).items).toEqual([
      expect.objectContaining({ name: "Running club", standing: "invited" }),
    ]);
    // Polls (demo-polls.ts): Grace still has the mandatory anonymous survey to take; of its 7 answers a
    // batch of 5 is shown and 2 are held back until 3 more people answer (issue 30).
    const asPolls = (login: string) => ({ ...actorOf(login), rights: [...reader.rights, "polls" as const] });
    const gracePolls = (await listPolls(asPolls("grace.hill"), clientId, grace.userId, { tab: "available", limit: 20 }))
      .items;
    const engagement = gracePolls.find((poll) => poll.name === "Engagement survey 2026")!;
    expect(engagement).toMatchObject({ type: "anonymous", mandatory: true, answersCount: 7, can: { answer: true } });
    expect(gracePolls.find((poll) => poll.name === "Office pulse: November")?.answeredAt).toBeDefined();
    const admin = users.find((user) => user.roles.includes("admin"))!;
    const asAdmin = { ...asPolls(admin.login), roles: admin.roles as Actor["roles"] };
    expect(await pollResults(asAdmin, engagement._id, {})).toMatchObject({
      hidden: false,
      total: 5,
      anonymous: { mode: "batches", shown: 5, heldBack: 2 },
    });
    // Moods (demo-moods.ts): two weeks of ratings before today, company averages on weekdays.
    const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
    const moods = await moodStats(asAdmin, clientId, day(14), day(1));
    expect(moods.company.count).toBeGreaterThan(80);
    expect(moods.company.days.filter((entry) => entry.average !== undefined).length).toBeGreaterThanOrEqual(8);
    // Calendar (demo-calendar.ts): Grace's next fortnight has the stand-up, the all-hands and the
    // design review; Kate's has the all-hands only, and Manchester's breakfast is Grace's, not Kate's.
    const fortnight = { from: day(0), to: day(-14), tz: "Europe/London" };
    const calendarOf = async (login: string) => {
      const person = users.find((user) => user.login === login)!;
      const actor = { ...actorOf(login), rights: [...reader.rights, "calendar" as const] };
      return new Set((await listMine(actor, clientId, person.userId, fortnight)).items.map((item) => item.name));
    };
    expect([...(await calendarOf("grace.hill"))]).toEqual(
      expect.arrayContaining([
        "Engineering stand-up",
        "Company all-hands: Q4 results",
        "Website relaunch: design review",
        "Manchester office breakfast",
      ]),
    );
    expect([...(await calendarOf("kate.lewis"))].sort()).toEqual(["Company all-hands: Q4 results"]);
    // Knowledge base (demo-articles.ts): three sections; the commission policy is Sales' (Daniel reads
    // it, Grace in Engineering does not); the welcome page has three revisions and its table.
    const kbOf = async (login: string) => {
      const actor = { ...actorOf(login), rights: [...reader.rights, "knowl_base" as const] };
      return { actor, items: (await listArticles(actor, clientId, actor.userId, {})).items };
    };
    const daniel = await kbOf("daniel.evans");
    const graceKb = await kbOf("grace.hill");
    expect(daniel.items.filter((item) => item.parentId === null).map((item) => item.title)).toEqual([
      "Handbook",
      "Policies",
      "IT how-tos",
    ]);
    expect(daniel.items.map((item) => item.title)).toContain("Commission policy (Sales)");
    expect(graceKb.items.map((item) => item.title)).not.toContain("Commission policy (Sales)");
    const welcomeId = graceKb.items.find((item) => item.title === "Welcome to the team!")!.id;
    const welcome = await getArticle(graceKb.actor, welcomeId);
    expect(welcome.revision).toBe(3);
    expect(welcome.cover).toMatch(/^https?:\/\/.+\/media\/articles\/.+\.png$/);
    expect(welcome.headings.map((heading) => heading.text)).toContain("Your first week");
    // Vacancies (demo-vacancies.ts): two open ones for employees, the closed one for admins too;
    // Daniel's response with his CV counted on the sales one, its notification to the admin.
    const asVacancies = (login: string) => ({ ...actorOf(login), rights: [...reader.rights, "vacancies" as const] });
    const open = (await listVacancies(asVacancies("grace.hill"), clientId, { status: "open", limit: 20 })).items;
    expect(open.map((vacancy) => vacancy.title)).toEqual(["Sales manager", "Senior frontend engineer"]);
    expect(open[1]).toMatchObject({ salaryFrom: 70_000, salaryTo: 90_000, city: "London" });
    expect(open[1]!.departmentId).toBe(tree.find((dept) => dept.name === "Engineering")?._id);
    const all = (await listVacancies(asAdmin, clientId, { status: "all", limit: 20 })).items;
    expect(all.map((vacancy) => [vacancy.title, vacancy.status, vacancy.responsesCount])).toEqual([
      ["Office manager", "closed", 0],
      ["Sales manager", "open", 1],
      ["Senior frontend engineer", "open", 0],
    ]);
    const [response] = await listResponses(asAdmin, all[1]!.id);
    expect(response?.cv).toMatchObject({ name: "daniel-evans-cv.txt", contentType: "text/plain" });
    expect(events.filter((event) => event.type === "vacancy.responded")).toHaveLength(1);
    // Chat (demo-chat.ts): Grace has two rooms to read — the company room (a mention among five
    // unread) and Mia's (two) — and Frank's read to the end; the company room's history spans days,
    // with a reply and a picture.
    const asChat = { ...asGrace, rights: [...reader.rights, "chat" as const] };
    const rooms = await listRooms(asChat, clientId);
    const peerLogin = (userId: string | null) => users.find((user) => user.userId === userId)?.login;
    expect(rooms.items.map((room) => [room.name || peerLogin(room.peerId), room.unread, room.mentions])).toEqual([
      ["mia.nash", 2, 0],
      ["Company chat", 5, 1],
      ["frank.green", 0, 0],
    ]);
    expect(rooms.unreadRooms).toBe(2);
    const company = rooms.items[1]!;
    expect(company.memberCount).toBe(11);
    const { items: messages } = await history(asChat, company.id, { limit: 100 });
    expect(messages).toHaveLength(27);
    expect(messages.filter((message) => message.replyTo)).toHaveLength(1);
    expect(messages.flatMap((message) => message.files)).toEqual([
      expect.objectContaining({ name: "office-poster-drafts.png", image: true }),
    ]);
    expect(messages.find((message) => message.mentions.includes(grace.userId))).toBeDefined();
    // Three working days back and today (just after midnight, today's messages may still be yesterday's).
    expect(new Set(messages.map((message) => message.at.slice(0, 10))).size).toBeGreaterThanOrEqual(3);
    expect(messages.every((message) => Date.parse(message.at) < Date.now())).toBe(true);
    expect(events.filter((event) => event.type === "chat.message_sent")).toHaveLength(27 + 6 + 5);
    // Task tracker (demo-taskTracker.ts): Grace sees the sprint (its admin) and the finished office
    // move, not the hidden hiring pipeline; her tasks are on the sprint; the sprint has a card in
    // every lane, overdue and finished ones, a checklist half ticked; HR sees the pipeline.
    const asTasks = (login: string) => ({ ...actorOf(login), rights: [...reader.rights, "task_tracker" as const] });
    const boards = await listDesks(asTasks("grace.hill"), clientId);
    expect(boards.map((desk) => [desk.name, desk.status, desk.role])).toEqual([
      ["Office move", "finished", "viewer"],
      ["Product sprint 14", "active", "admin"],
    ]);
    const sprint = await getDesk(asTasks("grace.hill"), boards[1]!._id);
    expect(new Set(sprint.cards.map((card) => card.laneId)).size).toBe(5);
    expect(sprint.cards.filter((card) => card.finished)).toHaveLength(2);
    expect(sprint.cards.find((card) => card.name === "Password rules")?.checklist).toEqual({ done: 2, total: 3 });
    expect((await myTasks(asTasks("grace.hill"), { filter: "assigned" })).map((task) => task.name).sort()).toEqual([
      "New sign-up form",
      "Password rules",
    ]);
    expect((await listDesks(asTasks("demo-admin"), clientId)).map((desk) => desk.name)).toContain("Hiring pipeline");
    // Adaptation (demo-adaptation.ts): Alice runs the welcome track with Mia (day one) and Isla (ten
    // days in: first days done, one step overdue); Henry follows Isla as her mentor; both were paid the welcome gift.
    const idOf = (login: string) => users.find((user) => user.login === login)!.userId;
    const asAdapt = (login: string) => ({ ...actorOf(login), rights: [...reader.rights, "adaptation" as const] });
    const [onboarding] = await listTracks(asAdapt("demo-admin"), clientId);
    expect(onboarding).toMatchObject({
      name: "Welcome to Demo Company",
      counts: { running: 2, stopped: 0, finished: 0 },
    });
    const people = (await trackMembers(asAdapt("demo-admin"), onboarding!._id)).items;
    const progressOf = (login: string) => people.find((one) => one.userId === idOf(login))!.progress;
    expect(progressOf("mia.nash")).toMatchObject({ done: 1, overdue: 0 });
    expect(progressOf("isla.jones")).toMatchObject({ done: 5, overdue: 1 });
    const followed = await asRole(asAdapt("henry.irwin"), idOf("henry.irwin"), "mentor");
    expect(followed.items.map((one) => one.userId)).toEqual([idOf("isla.jones")]);
    // Learning (demo-courses.ts): the onboarding course has a learner in each status; Isla learned it.
    const asLearning = (login: string) => ({ ...actorOf(login), rights: [...reader.rights, "lms" as const] });
    const courses = (await listCourses(asLearning("chloe.davis"), { scope: "all" })).items;
    expect(courses.map((course) => [course.title, course.status]).sort()).toEqual([
      ["Information security basics", "published"],
      ["Sales playbook", "draft"],
      ["Welcome to Demo Company", "published"],
    ]);
    expect(courses.find((course) => course.title === "Welcome to Demo Company")!.learners).toEqual({
      appointed: 1,
      started: 1,
      in_progress: 2,
      not_started: 0,
      learned: 1,
    });
    // Vacations (demo-vacations.ts): balances open with each profile's days left (the HR import's);
    // Grace carried 5 over and takes 7; Grace and Henry overlap next month in Engineering; Isla's
    // request of 5 days waits for Frank.
    const asAway = (login: string) => ({ ...actorOf(login), rights: [...reader.rights, "vacations" as const] });
    const ledgerKinds = async (login: string) =>
      (await ledgerOf(asAway(login), idOf(login))).items.map((entry) => [entry.kind, entry.delta]);
    const graceOpened = (await ledgerKinds("grace.hill")).find(([kind]) => kind === "opening")![1] as number;
    expect(await ledgerKinds("grace.hill")).toEqual([
      ["vacation", -7],
      ["adjustment", 5],
      ["opening", graceOpened],
    ]);
    expect((await myVacations(asAway("grace.hill"))).balance).toMatchObject({ days: graceOpened - 2, pending: 0 });
    expect((await myVacations(asAway("isla.jones"))).balance.pending).toBe(5);
    expect((await waitingRequests(asAway("frank.green"))).map((request) => request.person.firstName)).toEqual(["Isla"]);
    const month = {
      from: new Date().toISOString().slice(0, 10),
      to: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
    };
    const away = await vacationChart(asAway("grace.hill"), month);
    const engineers = new Set([idOf("grace.hill"), idOf("henry.irwin")]);
    expect(away.vacations.filter((vacation) => engineers.has(vacation.userId))).toHaveLength(2);
    // Analytics (demo-analytics.ts): 12 of the former employees left in the last year; today's 13
    // people came on most days of the last 90; the HR officer reads the reports.
    const analyst: Actor = { ...actorOf("kate.lewis"), rights: [...reader.rights, "analytics"] };
    expect(users.find((user) => user.login === "kate.lewis")?.rights).toContain("analytics");
    const year = { dateFrom: day(364), dateTo: day(0) };
    const turnover = await turnoverReport(analyst, clientId, year);
    expect(turnover.totals).toMatchObject({ leavers: 12, headcountEnd: 13 });
    expect(turnover.previous.leavers).toBe(8);
    expect((await demographyReport(analyst, clientId, {})).headcount).toBe(13);
    const departments = await departmentsReport(analyst, clientId, year);
    expect(departments.rows.find((row) => row.name === "Sales")).toMatchObject({ headcount: 3, leavers: 5 });
    const visitors = await visitorsReport(analyst, clientId, { dateFrom: day(30), dateTo: day(1) });
    expect(visitors.totals.averageDaily).toBeGreaterThan(4);
    expect(visitors.totals.sessions).toBeGreaterThan(200);
    expect((await modulesReport(analyst, clientId, { dateFrom: day(30), dateTo: day(1) })).modules[0]!.module).toBe(
      "wall",
    );
    // The whole demo workspace goes through the services (≈ 17 s alone, more beside other test files).
  }, 120_000);

  it("takes the superadmin's credentials from the environment when set", async () => {
    process.env.INTRANET_SUPERADMIN_LOGIN = "env-root";
    process.env.INTRANET_SUPERADMIN_PASSWORD = "from-the-env-1";
    try {
      const logins = await seedDemo();
      expect(logins.superadmin).toEqual({
        login: "env-root",
        password: "from-the-env-1",
        twoFactorSecret: DEMO_SUPERADMIN_TOTP_SECRET, // the superadmin always signs in with two factors
      });
      const { data: guard } = await db().entities.unique.get({ scope: "login", value: "env-root" }).go();
      const { data: root } = await db().entities.user.get({ clientId: guard!.clientId, userId: guard!.ownerId }).go();
      expect(root?.roles).toEqual(["superadmin"]);
      expect(await verifyPassword("from-the-env-1", root!.passwordHash)).toBe(true);
    } finally {
      delete process.env.INTRANET_SUPERADMIN_LOGIN;
      delete process.env.INTRANET_SUPERADMIN_PASSWORD;
    }
  });
});
