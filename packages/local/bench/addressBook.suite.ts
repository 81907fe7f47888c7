import type { Actor } from "@intranet/contracts";
import type { AddressBookPage } from "@intranet/contracts/addressBook";
import { createDepartmentBodySchema } from "@intranet/contracts/structure";
import { mapLimited } from "@intranet/core/platform";
import { addDeptUsers, createDepartment } from "@intranet/core/structure";
import { countDynamoCalls, ensureTestTenant, tokenFor } from "@intranet/core/testing";
import { createUser } from "@intranet/core/users";
import "@intranet/functions/search-sources";
import type { LocalRuntime } from "../src/runtime";
import { benchRuntime } from "./local-stack";
import { ms, table } from "./markdown";
import { summarize } from "./stats";
import type { BenchContext, Suite } from "./suite";

const large = Number(process.env.BENCH_ADDRESS_BOOK_PEOPLE ?? 10_000);
const small = 100;
const rounds = Number(process.env.BENCH_ADDRESS_BOOK_ROUNDS ?? 10);
const CHUNK = 250;

const firstNames = [
  "Anna",
  "John",
  "Olena",
  "Taras",
  "Chloe",
  "Daniel",
  "Мария",
  "Дмитрий",
  "Ольга",
  "Сергей",
  "Ирина",
  "Андрей",
];
const lastNames = [
  "Smith",
  "Johnson",
  "Davis",
  "Morgan",
  "Кузнецов",
  "Смирнова",
  "Шевченко",
  "Коваленко",
  "Бондаренко",
  "Попова",
  "Taylor",
  "Evans",
  "Мельник",
  "Ткаченко",
  "Wilson",
  "Brown",
];
const positions = [
  "Account manager",
  "Software engineer",
  "QA engineer",
  "Accountant",
  "Designer",
  "Sales manager",
  "Analyst",
  "Support engineer",
  "HR manager",
  "Lawyer",
  "Менеджер по продажам",
  "Бухгалтер",
];
const cities = ["London", "Manchester", "Berlin", "Москва", "Київ", "Львів", "Warsaw", "Riga"];

const syllables = ["ka", "lo", "mi", "ren", "sov", "tin", "var", "ber", "dol", "gan"];

/**
 * A person's last name: one of a few common ones for every fourth person, else a name of letters
 * made from the index's digits ("Renkamiov"), unique in the company as most real names are.
 */
function lastNameOf(index: number): string {
  if (index % 4 === 0) return lastNames[(index >> 2) % lastNames.length]!;
  const made = [...String(index)].map((digit) => syllables[Number(digit)]).join("");
  return `${made[0]!.toUpperCase()}${made.slice(1)}${index % 3 === 0 ? "son" : "ov"}`;
}

/**
 * A company of `size` people made through the services: a structure of 1 + 10 + 100 departments
 * (people spread over the bottom level), positions, cities and phones from small pools, last names
 * mostly unique (lastNameOf); the bus syncs the directory and indexes people as they come, as in
 * production.
 */
async function companyOf(context: BenchContext, runtime: LocalRuntime, size: number) {
  const tenantId = await ensureTestTenant();
  const tag = tenantId.slice(-8).toLowerCase();
  const admin: Actor = { userId: "bench-admin", tenantId, homeTenantId: tenantId, roles: ["admin"], rights: [] };
  const create = (name: string, parent: string | null) =>
    createDepartment(admin, createDepartmentBodySchema.parse({ name, parent }));
  const root = await create("Company", null);
  // One at a time: each creation is a change of the tree, conditioned on its revision.
  const divisions = [];
  for (let index = 0; index < 10; index++) divisions.push(await create(`Division ${index + 1}`, root._id));
  const teams: string[] = [];
  for (let index = 0; index < 100; index++)
    teams.push((await create(`Team ${index + 1}`, divisions[index % 10]!._id))._id);
  const createOne = async (index: number) => {
    const { user } = await createUser({
      clientId: tenantId,
      firstName: firstNames[index % firstNames.length]!,
      lastName: lastNameOf(index),
      // Logins and emails are unique across the platform: each company gets its own.
      email: `person${index}.${tag}@bench.example`,
      login: `p${index}.${tag}`,
      password: "bench-password-1",
      roles: ["employee"],
      rights: ["address_book"],
      profile: {
        position: positions[index % positions.length]!,
        city: cities[(index >> 3) % cities.length]!,
        phone: `+44 20 ${String(7000_0000 + index).replace(/(\d{4})(\d{4})/, "$1 $2")}`,
        internalPhone: String(1000 + (index % 9000)),
        office: `Office ${(index % 5) + 1}`,
      },
    });
    return user.userId;
  };
  // In chunks, letting the bus catch up after each (its subscribers sync and index every person):
  // an unbounded backlog of subscriber calls would only measure DynamoDB Local's connection queue.
  const ids: string[] = [];
  for (let start = 0; start < size; start += CHUNK) {
    const chunk = [...Array(Math.min(CHUNK, size - start)).keys()].map((offset) => start + offset);
    ids.push(...(await mapLimited(chunk, 4, createOne)));
    await runtime.bus.drain();
    if (start > 0 && start % 2000 === 0) context.log(`addressBook: ${start} of ${size} people`);
  }
  for (let team = 0; team < teams.length; team++) {
    const members = ids.filter((_, index) => index % teams.length === team);
    for (let start = 0; start < members.length; start += 100)
      await addDeptUsers(admin, { dept_id: teams[team]!, users: members.slice(start, start + 100) });
    if (team % 10 === 9) await runtime.bus.drain();
  }
  // The bus syncs each person's card and indexes them as they are created and placed.
  context.log(`addressBook: waiting for the directory sync and the search index of ${size} people`);
  await runtime.bus.drain();
  const reader = await tokenFor({ tenantId, role: "employee", rights: ["address_book"] });
  return { tenantId, reader, division: divisions[3]!._id, team: teams[42]! };
}

interface Probe {
  label: string;
  query: string;
}

function probes(company: { division: string; team: string }, size: number): Probe[] {
  const rare = lastNameOf(size - 7);
  // The same name with two neighbouring letters swapped in its middle: one typo.
  const middle = Math.floor(rare.length / 2);
  const misspelt = rare.slice(0, middle) + rare[middle + 1] + rare[middle] + rare.slice(middle + 2);
  return [
    { label: "first page, no filter", query: "" },
    { label: "a division with its teams", query: `dept=${company.division}` },
    { label: "a team only", query: `dept=${company.team}&subdepartments=false` },
    { label: "a city + a position", query: `city=Berlin&position=${encodeURIComponent("Software engineer")}` },
    { label: "a last name", query: `q=${encodeURIComponent(rare)}` },
    { label: "a misspelt last name", query: `q=${encodeURIComponent(misspelt)}` },
    { label: "first + last name as typed", query: `q=${encodeURIComponent(`Anna ${lastNames[0]}`)}` },
    { label: "a position, as typed", query: `q=${encodeURIComponent("softw")}` },
    { label: "words + a division", query: `q=engineer&dept=${company.division}` },
    { label: "an extension", query: "q=1042" },
  ];
}

async function measure(url: string, company: Awaited<ReturnType<typeof companyOf>>, size: number) {
  const get = (query: string) =>
    fetch(`${url}/api/address_book/${company.tenantId}${query ? `?${query}` : ""}`, {
      headers: { authorization: `Bearer ${company.reader.token}`, "x-client-id": company.tenantId },
    });
  const list = probes(company, size);
  for (const probe of list) await (await get(probe.query)).arrayBuffer(); // warm
  const calls = countDynamoCalls();
  const all: number[] = [];
  const perProbe = list.map(() => ({ times: [] as number[], calls: 0, found: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (const [index, probe] of list.entries()) {
      calls.reset();
      const started = performance.now();
      const response = await get(probe.query);
      const text = await response.text();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`address book answered ${response.status}: ${text.slice(0, 200)}`);
      all.push(elapsed);
      perProbe[index]!.times.push(elapsed);
      perProbe[index]!.calls = Object.values(calls.counts).reduce((sum, count) => sum + count, 0);
      perProbe[index]!.found = (JSON.parse(text) as AddressBookPage).items.length;
    }
  }
  calls.stop();
  return { all: summarize(all), perProbe: perProbe.map((probe) => ({ ...probe, time: summarize(probe.times) })), list };
}

/**
 * Issue 15 target: address-book search at 10,000 employees p95 ≤ 150 ms and ≤ 1.2 × the time at 100,
 * with the DynamoDB calls per request counted and constant. Figures only, no pass/fail.
 */
export const addressBookSuite: Suite = {
  id: "addressBook",
  order: 146,
  title: "Address book: pages and searches at 100 and 10,000 employees",
  async run(context: BenchContext): Promise<string> {
    const runtime = await benchRuntime(context);
    const results = [];
    for (const size of [small, large]) {
      context.log(`addressBook: building ${size} people`);
      const company = await companyOf(context, runtime, size);
      results.push({ size, ...(await measure(runtime.gateway.url, company, size)) });
    }
    const [few, many] = results as [(typeof results)[number], (typeof results)[number]];
    const ratio = many.all.p95 / few.all.p95;
    return [
      `\`GET /api/address_book/{client}\` through the local gateway, a mix of ${few.list.length} requests (browsing with filters,`,
      `words with a typo, names as typed, words with a filter), ${rounds} rounds after one warm-up round, in companies of`,
      `${small} and ${large.toLocaleString("en-US")} people built through the services (111 departments; directory synced, search`,
      "index built). Calls = DynamoDB calls of the request, the sign-in check included.",
      "",
      table(
        ["Company", "n", "p50", "mean", "p95", "Notes"],
        results.map((result, index) => [
          `${result.size.toLocaleString("en-US")} people`,
          result.all.n,
          ms(result.all.p50),
          ms(result.all.mean),
          ms(result.all.p95),
          index === 0
            ? `target at ${large.toLocaleString("en-US")}: p95 ≤ 150 ms and ≤ 1.2 × this`
            : `p95 = ${ratio.toFixed(2)} × the small company's ${ratio <= 1.2 && many.all.p95 <= 150 ? "✓" : "✗"}`,
        ]),
      ),
      "",
      "Per request (p50 over the rounds; calls and people on the page, small / large):",
      "",
      table(
        ["Request", `${small}`, large.toLocaleString("en-US"), "Calls", "People shown"],
        few.list.map((probe, index) => [
          probe.label,
          ms(few.perProbe[index]!.time.p50),
          ms(many.perProbe[index]!.time.p50),
          `${few.perProbe[index]!.calls} / ${many.perProbe[index]!.calls}`,
          `${few.perProbe[index]!.found} / ${many.perProbe[index]!.found}`,
        ]),
      ),
    ].join("\n");
  },
};
