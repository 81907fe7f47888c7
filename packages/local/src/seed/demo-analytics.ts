import type { Actor, FeatureRight } from "@intranet/contracts";
import {
  rebuildPeopleTallies,
  syncPeople,
  writeUsageHistory,
  type PastSession,
  type PastVisit,
} from "@intranet/core/analytics";
import { db, writeTransaction } from "@intranet/core/db";
import { mapLimited, seededRandom } from "@intranet/core/platform";
import { findGuard } from "@intranet/core/identity";
import { addDeptUsers, departmentOutline, removeDeptUsers } from "@intranet/core/structure";
import {
  type NewUserInput,
  creationConflict,
  findUser,
  prepareUser,
  setUserRights,
  userCreationCommits,
  writeUserStatus,
} from "@intranet/core/users";
import { demoHrOfficer } from "./demo-profiles";
import type { SeededPerson } from "./demo-cast";
import type { DemoStep } from "./demo-step";

export const demoStep: DemoStep = {
  name: "analytics",
  // After the structure (people's departments) and the other modules' people; the chat stays last.
  order: 93,
  run: ({ clientId, people, rights }) => seedDemoAnalytics(clientId, people, rights),
};

const DAY = 86_400_000;
const dayAgo = (days: number, now: number) => new Date(now - days * DAY).toISOString().slice(0, 10);

/** Former employees: name, department, position, gender, birth year, hired and left (days ago). */
const formers: Array<[string, string, string, string, "man" | "woman", number, number, number]> = [
  ["Oliver", "Price", "Sales", "Account manager", "man", 1992, 1400, 690],
  ["Sophie", "Reed", "Engineering", "Software engineer", "woman", 1995, 900, 640],
  ["Noah", "Stone", "Sales", "Sales intern", "man", 2002, 700, 600],
  ["Ava", "Turner", "Marketing", "Content writer", "woman", 1998, 1200, 560],
  ["Lucas", "Underwood", "Engineering", "QA engineer", "man", 1993, 2100, 520],
  ["Zoe", "Vaughn", "Finance", "Accountant", "woman", 1987, 3000, 470],
  ["Ethan", "Walsh", "Sales", "Account manager", "man", 1990, 800, 430],
  ["Lily", "Young", "Engineering", "Software engineer", "woman", 1996, 600, 400],
  ["Mason", "Abbott", "Sales", "Sales intern", "man", 2003, 430, 360],
  ["Ella", "Baker", "Marketing", "Designer", "woman", 1994, 1500, 330],
  ["James", "Cole", "Engineering", "Software engineer", "man", 1989, 2500, 290],
  ["Chloe", "Dunn", "Sales", "Account manager", "woman", 1997, 500, 250],
  ["Leo", "Ellis", "Engineering", "DevOps engineer", "man", 1991, 1100, 210],
  ["Ruby", "Fox", "Finance", "Payroll specialist", "woman", 1985, 1800, 180],
  ["Jacob", "Gray", "Sales", "Account manager", "man", 1994, 380, 150],
  ["Amelia", "Hayes", "Engineering", "Software engineer", "woman", 1999, 700, 120],
  ["Harry", "Ivers", "Marketing", "Marketing assistant", "man", 2000, 260, 95],
  ["Grace", "Jordan", "Sales", "Sales intern", "woman", 2004, 160, 70],
  ["Thomas", "Knight", "Engineering", "QA engineer", "man", 1992, 1300, 45],
  ["Isabel", "Lane", "Sales", "Account manager", "woman", 1993, 900, 20],
];

/** Modules people visit, the first most (built ones only). */
const modules = [
  "wall",
  "address_book",
  "calendar",
  "articles",
  "task_tracker",
  "shop",
  "groups",
  "polls",
  "vacations",
  "services",
  "ideas",
  "vacancies",
  "structures",
  "adaptation",
];

/**
 * A person created without an event, as HR had them: the first sync must see them placed in their
 * department (an event delivered before the placement would start their history nowhere).
 */
async function createQuietly(clientId: string, input: NewUserInput): Promise<string> {
  const { user } = await prepareUser(input);
  const conflict = creationConflict(await writeTransaction((e) => userCreationCommits(e, user)));
  if (conflict) throw conflict;
  return user.userId;
}

/**
 * The analytics demo (issue 38): two years of people leaving (and some of them joining) the
 * company, so turnover, positions and departments show a history; the last 90 days of sessions
 * and module visits of today's people; and the HR officer (Kate Lewis) holds the analytics right.
 * The former employees are created as HR would have had them (placed, then dismissed on their
 * day), each step re-done when an interrupted seed runs again; the usage months are written whole.
 */
export async function seedDemoAnalytics(clientId: string, people: SeededPerson[], rights: FeatureRight[]) {
  const now = Date.now();
  const admin: Actor = {
    userId: "demo-seed",
    tenantId: clientId,
    homeTenantId: clientId,
    roles: ["admin", "employee"],
    rights: [],
  };
  const departments = new Map(
    (await departmentOutline(clientId, "administrative")).map((dept) => [dept.name, dept._id]),
  );
  // Those not dismissed yet (all of them, or what an interrupted seed left), created if missing.
  const leaving: Array<{ userId: string; deptId: string | undefined; leftAgo: number }> = [];
  for (const [firstName, lastName, department, position, gender, birthYear, hiredAgo, leftAgo] of formers) {
    const login = `former.${firstName}.${lastName}`.toLowerCase();
    const userId =
      (await findGuard({ scope: "login", value: login }))?.ownerId ??
      (await createQuietly(clientId, {
        clientId,
        firstName,
        lastName,
        email: `${login}@demo.example`,
        login,
        roles: ["employee"],
        rights,
        profile: {
          department,
          position,
          gender,
          birthDate: `${birthYear}-0${1 + (birthYear % 9)}-1${birthYear % 10}`,
          workingSince: dayAgo(hiredAgo, now),
        },
      }));
    if ((await findUser(clientId, userId))?.status === "active")
      leaving.push({ userId, deptId: departments.get(department), leftAgo });
  }
  const byDept = new Map<string, typeof leaving>();
  for (const person of leaving)
    if (person.deptId) byDept.set(person.deptId, [...(byDept.get(person.deptId) ?? []), person]);
  const ids = leaving.map((person) => person.userId);
  for (const [deptId, members] of byDept)
    await addDeptUsers(admin, { dept_id: deptId, users: members.map((person) => person.userId) });
  await syncPeople(clientId, ids);
  await mapLimited(leaving, 4, async ({ userId, leftAgo }) => {
    await writeUserStatus(clientId, userId, "fired");
    await db()
      .entities.user.patch({ clientId, userId })
      .set({ firedAt: `${dayAgo(leftAgo, now)}T17:00:00.000Z` })
      .go();
  });
  await syncPeople(clientId, ids);
  // As the structure's leavers subscriber would (the seed does not wait for the bus).
  for (const [deptId, members] of byDept)
    await removeDeptUsers(admin, { dept_id: deptId, users: members.map((person) => person.userId) });
  await rebuildPeopleTallies(clientId);

  const kate = people.find((person) => person.login === demoHrOfficer);
  if (kate) await setUserRights(admin, kate.userId, [...new Set<FeatureRight>([...rights, "analytics"])]);

  const random = seededRandom(38);
  const sessions: PastSession[] = [];
  const visits: PastVisit[] = [];
  const midnight = Math.floor(now / DAY) * DAY;
  people.forEach((person, index) => {
    const keen = 55 + ((index * 17) % 40); // how often this person comes, in %
    for (let ago = 90; ago >= 1; ago--) {
      const dayStart = midnight - ago * DAY;
      const weekend = [0, 6].includes(new Date(dayStart).getUTCDay());
      if (random(100) >= (weekend ? keen / 8 : keen)) continue;
      for (let session = 1 + random(3), at = dayStart + (8 + random(3)) * 3_600_000; session > 0; session--) {
        const length = (4 + random(60)) * 60_000;
        sessions.push({ userId: person.userId, start: at, end: at + length });
        for (let visit = random(4); visit >= 0; visit--)
          visits.push({
            userId: person.userId,
            module: modules[Math.min(random(modules.length), random(modules.length))]!,
            at: at + random(length),
          });
        at += length + (30 + random(150)) * 60_000;
      }
    }
  });
  await writeUsageHistory(clientId, sessions, visits);
}
