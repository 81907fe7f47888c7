import type { Actor, FeatureRight } from "@intranet/contracts";
import {
  passStepBodySchema,
  serviceBodySchema,
  type FieldValues,
  type PassStepBody,
  type RequestView,
  type ServiceBodyInput,
  type ServiceView,
} from "@intranet/contracts/services";
import {
  catalogue,
  createGroup,
  createService,
  getService,
  listGroups,
  passStep,
  runnedRequests,
  startRequest,
} from "@intranet/core/services";
import { departmentOutline } from "@intranet/core/structure";
import { demoCast, type SeededPerson } from "./demo-cast";
import { uploadDemoFile } from "./demo-upload";
import type { DemoStep } from "./demo-step";

const rights: FeatureRight[] = ["services"];

/** After the structure (the chain of chiefs routes the trips and equipment) and the articles. */
export const demoStep: DemoStep = {
  name: "services",
  order: 95,
  run: ({ clientId, people, rights: defaultRights }) => seedDemoServices(clientId, people, defaultRights),
};

/**
 * The demo services (issue 32), through the module's services like the API, so numbers, inboxes,
 * histories and notifications are real:
 * - an employment certificate from HR (simple: one step, the HR director answers it);
 * - a business trip approved by the chief (a review step: it may come back for changes), then by
 *   finance (either accountant; they fill in the advance);
 * - an equipment request approved by the chief, then issued by IT, with a quote file;
 * - an access request template.
 * Requests in every state: waiting for Frank (Grace's trip) and for the finance team (Daniel's),
 * done (Emma's certificate), rejected (Henry's monitor, with the reason), returned to Isla for
 * changes, and waiting for the demo admin (Grace's certificate). Run again (after an interrupted
 * start or not), it adds only what is missing: groups and services by name, and the requests only
 * when Grace has ordered nothing yet.
 */
export async function seedDemoServices(clientId: string, people: SeededPerson[], defaultRights: FeatureRight[]) {
  const cast = demoCast(clientId, people, defaultRights);
  const admin = cast.actorOf("demo-admin", rights);
  const as = (login: string) => cast.actorOf(login, rights);
  const departments = await departmentOutline(clientId, "administrative");
  const deptId = (name: string) => departments.find((department) => department.name === name)?._id ?? null;
  const groups = await listGroups(admin, clientId);
  const group = async (name: string) =>
    (groups.find((existing) => existing.name === name) ?? (await createGroup(admin, { name })))._id;
  const [hr, finance, it] = [await group("HR and documents"), await group("Travel and money"), await group("IT")];
  const existing = (await catalogue(admin, clientId, {})).services;
  const service = async (input: ServiceBodyInput) => {
    const found = existing.find((summary) => summary.name === input.name);
    return found ? getService(admin, found._id) : createService(admin, serviceBodySchema.parse(input));
  };

  const certificate = await service({
    name: "Employment certificate",
    groupId: hr,
    description:
      "<p>A certificate that you work here, with your position and start date, for a bank, an embassy or a landlord. Ready in two working days.</p>",
    type: "simple",
    departmentId: deptId("Management"),
    dayLimit: 2,
    fields: [
      {
        id: "purpose",
        name: "Where it goes",
        type: "select",
        required: true,
        options: ["Bank", "Embassy", "Landlord", "Other"],
      },
      { id: "copies", name: "Copies", type: "number", required: true },
      { id: "salary", name: "Show my salary", type: "checkbox" },
      { id: "note", name: "Anything else", type: "string", hint: "Up to 49 characters" },
    ],
    steps: [
      {
        name: "HR prepares the certificate",
        performer: { kind: "user", userId: cast.find("demo-admin").userId },
        dayLimit: 2,
      },
    ],
  });

  const trip = await service({
    name: "Business trip",
    groupId: finance,
    description:
      "<p>Plan a trip: your chief approves it, then finance books the tickets and pays the advance. Order it at least a week ahead.</p>",
    type: "multi",
    departmentId: deptId("Finance"),
    dayLimit: 5,
    fields: [
      { id: "destination", name: "Destination", type: "string", required: true },
      { id: "dates", name: "Dates", type: "period", required: true },
      { id: "purpose", name: "Purpose", type: "text", required: true },
      { id: "budget", name: "Estimated budget, EUR", type: "number" },
    ],
    steps: [
      { name: "Chief approves", performer: { kind: "chief" }, review: true, dayLimit: 2 },
      {
        name: "Finance books and pays",
        performer: { kind: "users", userIds: [cast.find("jack.king").userId, cast.find("kate.lewis").userId] },
        fields: [{ id: "advance", name: "Advance paid, EUR", type: "number", required: true }],
        dayLimit: 3,
      },
    ],
  });

  const equipment = await service({
    name: "Equipment request",
    groupId: it,
    description: "<p>A laptop, a monitor or a headset: your chief approves, IT orders and hands it over.</p>",
    type: "multi",
    departmentId: deptId("Engineering"),
    dayLimit: 10,
    fields: [
      {
        id: "item",
        name: "What you need",
        type: "select",
        required: true,
        options: ["Laptop", "Monitor", "Headset", "Other"],
      },
      { id: "why", name: "Why", type: "text", required: true },
      { id: "by", name: "Needed by", type: "date" },
      { id: "quote", name: "Quote or link", type: "file" },
    ],
    steps: [
      { name: "Chief approves", performer: { kind: "chief" }, dayLimit: 2 },
      {
        name: "IT orders and hands it over",
        performer: { kind: "user", userId: cast.find("henry.irwin").userId },
        dayLimit: 5,
      },
    ],
  });

  await service({
    name: "Access to a system (template)",
    groupId: it,
    description: "<p>Start a new access service from this: the chief approves, the system's owner grants it.</p>",
    type: "multi",
    template: true,
    fields: [
      { id: "system", name: "System", type: "string", required: true },
      { id: "role", name: "Role needed", type: "select", required: true, options: ["Read", "Write", "Admin"] },
    ],
    steps: [
      { name: "Chief approves", performer: { kind: "chief" } },
      { name: "Owner grants access", performer: { kind: "user", userId: cast.find("frank.green").userId } },
    ],
  });

  const grace = as("grace.hill");
  if ((await runnedRequests(grace, grace.userId, { limit: 1 })).items.length > 0) return;
  await seedDemoRequests({ as, certificate, trip, equipment });
}

interface DemoServices {
  as: (login: string) => Actor;
  certificate: ServiceView;
  trip: ServiceView;
  equipment: ServiceView;
}

async function seedDemoRequests({ as, certificate, trip, equipment }: DemoServices): Promise<void> {
  const order = (login: string, service: ServiceView, values: FieldValues) =>
    startRequest(as(login), { serviceId: service._id, values });
  const answer = (login: string, request: RequestView, body: Omit<Partial<PassStepBody>, "revision">) =>
    passStep(as(login), request._id, passStepBodySchema.parse({ ...body, revision: request.revision }));
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  await order("grace.hill", trip, {
    destination: "Berlin",
    dates: { from: inDays(14), to: inDays(16) },
    purpose: "JSConf EU: two talks on our frontend stack, and a meeting with the agency.",
    budget: 900,
  });

  const daniel = await order("daniel.evans", trip, {
    destination: "Manchester",
    dates: { from: inDays(7), to: inDays(8) },
    purpose: "Contract signing with Northwind.",
    budget: 350,
  });
  await answer("chloe.davis", daniel, { action: "approve" });

  const emma = await order("emma.foster", certificate, { purpose: "Bank", copies: 1, salary: true });
  await answer("demo-admin", emma, { action: "approve" });

  const henryQuote = await uploadDemoFile(as("henry.irwin"), {
    module: "services",
    name: "monitor-quote.txt",
    contentType: "text/plain",
    bytes: new TextEncoder().encode("Dell U2723QE, 27-inch 4K: 589 EUR incl. VAT, delivery in 3 days.\n"),
  });
  const henry = await order("henry.irwin", equipment, {
    item: "Monitor",
    why: "A second 4K monitor for reviewing designs side by side.",
    quote: [henryQuote],
  });
  await answer("frank.green", henry, {
    action: "decline",
    reason: "We get new monitors for the whole team in January: please wait for that order.",
  });

  const isla = await order("isla.jones", trip, {
    destination: "Paris",
    dates: { from: inDays(20), to: inDays(23) },
    purpose: "Testing conference.",
  });
  await answer("frank.green", isla, {
    action: "return",
    reason: "Please add the budget and which talks you plan to attend.",
  });

  await order("grace.hill", certificate, { purpose: "Embassy", copies: 2, note: "In English, please" });
  await order("mia.nash", equipment, {
    item: "Headset",
    why: "Calls with clients from the open space.",
    by: inDays(10),
  });
}
