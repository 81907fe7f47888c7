import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { Actor, BirthdaysView } from "@intranet/contracts";
import { authenticate } from "../auth";
import { dynamo } from "../db";
import { db } from "./entities";
import { config, newId } from "../platform";
import { tokenFor } from "../testing/actors";
import {
  reindexBirthdays,
  createUser,
  removeEmployee,
  restoreEmployee,
  findUser,
  writeUserStatus,
  updateUser,
} from "../users";
import { member, refusal, tenantWithAdmin, type Member } from "../users/test-support";
import { birthdays } from "./birthdays";

const at = (iso: string) => () => new Date(iso);
/** 20 December 2026, a Sunday in a common year; 2028 is the next leap year. */
const DEC_20 = at("2026-12-20T10:00:00Z");

async function person(tenantId: string, lastName: string, birthDate?: string, firstName = "Test") {
  const id = newId().toLowerCase();
  const { user } = await createUser({
    clientId: tenantId,
    firstName,
    lastName,
    email: `b.${id}@example.test`,
    roles: ["employee"],
    rights: [],
    ...(birthDate ? { profile: { birthDate } } : {}),
  });
  return user.userId;
}

/** The user item's raw birthday index key (undefined when the user is not in the index). */
async function birthdayKey(tenantId: string, userId: string): Promise<string | undefined> {
  const { Key } = db().entities.user.get({ clientId: tenantId, userId }).params<{ Key: Record<string, string> }>();
  const { Item } = await dynamo().send(new GetCommand({ TableName: config.tableName(), Key, ConsistentRead: true }));
  return Item?.gsi2pk === undefined ? undefined : `${Item.gsi2pk} ${Item.gsi2sk}`;
}

const todayNames = (view: BirthdaysView) => view.today.map((user) => user.lastName);
const upcomingOf = (view: BirthdaysView) =>
  view.upcoming.map(({ user, date, inDays }) => [user.lastName, date, inDays]);

/** Records every command the process's DynamoDB client sends while `run` runs. */
async function commandsDuring<T>(
  run: () => Promise<T>,
): Promise<{ result: T; commands: Array<{ name: string; input: { IndexName?: string } }> }> {
  const send = vi.spyOn(dynamo(), "send");
  try {
    const result = await run();
    const commands = send.mock.calls.map(([command]) => ({
      name: (command as object).constructor.name,
      input: (command as { input: { IndexName?: string } }).input,
    }));
    return { result, commands };
  } finally {
    send.mockRestore();
  }
}

describe("the birthdays widget", () => {
  let tenantId: string;
  let admin: Member;
  let reader: Actor;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ({ tenantId, admin } = await tenantWithAdmin());
    reader = (await member(tenantId)).actor;
    const people: Array<[string, string | undefined, string?]> = [
      ["Today", "1990-12-20", "Zoe"],
      ["Alsotoday", "1991-12-20", "Amy"],
      ["Christmas", "1985-12-25"],
      ["Newyear", "1992-01-02"],
      ["Leapling", "1988-02-29"],
      ["Yesterday", "1980-12-19"],
      ["Fired", "1979-12-21"],
      ["Deleted", "1978-12-22"],
      ["Nodate", undefined],
    ];
    for (const [lastName, birthDate, firstName] of people)
      ids[lastName] = await person(tenantId, lastName, birthDate, firstName);
    await removeEmployee(admin.actor, ids.Fired!, "fire");
    await removeEmployee(admin.actor, ids.Deleted!, "delete");
    // Another tenant's people never show.
    const other = await tenantWithAdmin();
    await person(other.tenantId, "Stranger", "1990-12-20");
  });

  afterEach(() => vi.restoreAllMocks());

  it("lists today's and the next 30 days' birthdays across New Year, sorted by date, then name", async () => {
    const view = await birthdays(reader, tenantId, { days: 30 }, DEC_20);
    expect(view.date).toBe("2026-12-20");
    expect(todayNames(view)).toEqual(["Alsotoday", "Today"]);
    expect(upcomingOf(view)).toEqual([
      ["Christmas", "2026-12-25", 5],
      ["Newyear", "2027-01-02", 13],
    ]);
    expect(view.today[1]).toEqual({
      _id: ids.Today,
      fullName: "Today Zoe",
      firstName: "Zoe",
      lastName: "Today",
      birthday: "12-20",
    });
    expect(JSON.stringify(view)).not.toMatch(/passwordHash|email|1990/);
  });

  it("serves the window with at most two Queries of the birthday index, never a Scan", async () => {
    const { result, commands } = await commandsDuring(() => birthdays(reader, tenantId, { days: 30 }, DEC_20));
    expect(result.upcoming).toHaveLength(2);
    expect(commands.map((command) => [command.name, command.input.IndexName])).toEqual([
      ["QueryCommand", "gsi2"],
      ["QueryCommand", "gsi2"],
    ]);
    // Within one year: one Query.
    const march = await commandsDuring(() => birthdays(reader, tenantId, { days: 30 }, at("2027-03-10T08:00:00Z")));
    expect(march.commands.map((command) => command.name)).toEqual(["QueryCommand"]);
    // A whole year: one Query too.
    const year = await commandsDuring(() => birthdays(reader, tenantId, { days: 366 }, DEC_20));
    expect(year.commands.map((command) => command.name)).toEqual(["QueryCommand"]);
  });

  it("shows everyone once within a year's window, yesterday's birthday 364 days away", async () => {
    const view = await birthdays(reader, tenantId, { days: 366 }, DEC_20);
    expect(todayNames(view)).toEqual(["Alsotoday", "Today"]);
    expect(upcomingOf(view)).toEqual([
      ["Christmas", "2026-12-25", 5],
      ["Newyear", "2027-01-02", 13],
      ["Leapling", "2027-02-28", 70],
      ["Yesterday", "2027-12-19", 364],
    ]);
  });

  it("celebrates 29 February on 28 February in common years, on the day in leap years", async () => {
    expect(upcomingOf(await birthdays(reader, tenantId, { days: 70 }, DEC_20)).at(-1)).toEqual([
      "Leapling",
      "2027-02-28",
      70,
    ]);
    expect(upcomingOf(await birthdays(reader, tenantId, { days: 69 }, DEC_20)).map(([name]) => name)).not.toContain(
      "Leapling",
    );
    expect(todayNames(await birthdays(reader, tenantId, { days: 0 }, at("2027-02-28T12:00:00Z")))).toEqual([
      "Leapling",
    ]);
    expect(todayNames(await birthdays(reader, tenantId, { days: 0 }, at("2028-02-28T12:00:00Z")))).toEqual([]);
    expect(todayNames(await birthdays(reader, tenantId, { days: 0 }, at("2028-02-29T12:00:00Z")))).toEqual([
      "Leapling",
    ]);
    expect(upcomingOf(await birthdays(reader, tenantId, { days: 366 }, at("2027-03-01T12:00:00Z")))).toContainEqual([
      "Leapling",
      "2028-02-29",
      365,
    ]);
  });

  it("takes today in the caller's time zone", async () => {
    const lateEvening = at("2026-12-19T22:30:00Z");
    expect(todayNames(await birthdays(reader, tenantId, { days: 0 }, lateEvening))).toEqual(["Yesterday"]);
    expect(todayNames(await birthdays(reader, tenantId, { days: 0, tz: "Europe/Moscow" }, lateEvening))).toEqual([
      "Alsotoday",
      "Today",
    ]);
  });

  it("moves a person when their birth date changes, drops them when it is cleared", async () => {
    const id = await person(tenantId, "Mover", "1990-06-01");
    const names = async () => upcomingOf(await birthdays(reader, tenantId, { days: 30 }, DEC_20));
    expect((await names()).map(([name]) => name)).not.toContain("Mover");

    await updateUser(admin.actor, id, { birthDate: "1990-12-23" });
    expect(await names()).toContainEqual(["Mover", "2026-12-23", 3]);
    expect(await birthdayKey(tenantId, id)).toMatch(/#birthmonthday_1223#userid_/);

    await updateUser(admin.actor, id, { birthDate: "1990-01-05" });
    expect(await names()).toContainEqual(["Mover", "2027-01-05", 16]);
    expect((await names()).filter(([name]) => name === "Mover")).toHaveLength(1);

    // An unrelated edit keeps them in place.
    await updateUser(admin.actor, id, { position: "Engineer" });
    expect(await names()).toContainEqual(["Mover", "2027-01-05", 16]);

    await updateUser(admin.actor, id, { birthDate: "" });
    expect((await names()).map(([name]) => name)).not.toContain("Mover");
    expect((await findUser(tenantId, id))?.birthMonthDay).toBe("-");
    expect(await birthdayKey(tenantId, id)).toBeUndefined();
  });

  it("drops fired and deleted people and brings them back when restored", async () => {
    const names = async () => upcomingOf(await birthdays(reader, tenantId, { days: 30 }, DEC_20)).map(([n]) => n);
    expect(await names()).not.toContain("Fired");
    expect(await names()).not.toContain("Deleted");

    const id = await person(tenantId, "Leaver", "1990-12-24");
    expect(await names()).toContain("Leaver");
    // The index itself follows (not only the status filter): fired people leave the sparse index.
    await removeEmployee(admin.actor, id, "fire");
    expect(await names()).not.toContain("Leaver");
    expect(await birthdayKey(tenantId, id)).toBeUndefined();
    await restoreEmployee(admin.actor, id);
    expect(await names()).toContain("Leaver");
    expect(await birthdayKey(tenantId, id)).toMatch(/#birthmonthday_1224#userid_/);
    await writeUserStatus(tenantId, id, "deleted");
    expect(await names()).not.toContain("Leaver");
    expect(await birthdayKey(tenantId, id)).toBeUndefined();
    await writeUserStatus(tenantId, id, "active");
    expect(await names()).toContain("Leaver");
    expect(await birthdayKey(tenantId, id)).toMatch(/#birthmonthday_1224#userid_/);
    // People without a birth date, and the fired and deleted ones, were never in it.
    for (const name of ["Nodate", "Fired", "Deleted"]) expect(await birthdayKey(tenantId, ids[name]!)).toBeUndefined();
  });

  it("indexes older records with reindexBirthdays", async () => {
    const id = await person(tenantId, "Oldtimer", "1970-12-27");
    // As written before the index existed: a birth date, no birthMonthDay, no gsi2 keys.
    await db().entities.user.patch({ clientId: tenantId, userId: id }).remove(["birthMonthDay"]).go();
    const names = async () => upcomingOf(await birthdays(reader, tenantId, { days: 30 }, DEC_20)).map(([n]) => n);
    expect(await names()).not.toContain("Oldtimer");
    expect(await reindexBirthdays(tenantId)).toBeGreaterThanOrEqual(1);
    expect(await names()).toContain("Oldtimer");
    expect(await reindexBirthdays(tenantId)).toBe(0);
  });

  it("answers only inside the caller's tenant; a superadmin may read any", async () => {
    const stranger = await tenantWithAdmin();
    expect(await refusal(() => birthdays(stranger.admin.actor, tenantId, {}, DEC_20))).toBe("common.no_access");
    const root = await tokenFor({ role: "superadmin" });
    const superadmin = await authenticate(`Bearer ${root.token}`, tenantId);
    expect(todayNames(await birthdays(superadmin, tenantId, { days: 0 }, DEC_20))).toEqual(["Alsotoday", "Today"]);
  });
});
