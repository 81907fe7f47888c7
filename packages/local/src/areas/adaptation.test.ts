import { beforeAll, describe, expect, it } from "vitest";
import type {
  AdaptPage,
  AdaptSummary,
  AdaptView,
  TrackAnalyticsView,
  TrackSummary,
  TrackView,
} from "@intranet/contracts/adaptation";
import { syncPeople } from "@intranet/core/audiences";
import { recordingScheduler } from "@intranet/core/scheduler/test-support";
import { member, type Member } from "@intranet/core/users/test-support";
import { useTestApi, type Caller, type TestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { connectSocket, until } from "../testing/sockets";
import { ensureTestTenant, tokenFor } from "../testing/tokens";

/**
 * The adaptation over HTTP and the socket: a track as an admin, its HR, the superadmin inside the
 * workspace and another tenant; one newcomer's adaptation as the newcomer, their mentor, their HR,
 * an outsider and another tenant; a step finished reaches the mentor's open page.
 */
const api = useTestApi();
/** A body refused by its schema: `common.validation`, the field's own message in the details. */
const expectInvalid = (response: Awaited<ReturnType<TestApi["as"]>>, message: string) => {
  expectError(response, 400, "common.validation");
  expect(response.body.error.details.issues[0].message).toBe(message);
};
const as: TestApi["as"] = (...args) => api.as(...args);

let tenantId: string;
let admin: Member, hr: Member, mentor: Member, newcomer: Member, outsider: Member, noRight: Member;
let stranger: Member;
let superadmin: Caller;

beforeAll(async () => {
  recordingScheduler();
  tenantId = await ensureTestTenant();
  const rights = { rights: ["adaptation" as const] };
  [admin, hr, mentor, newcomer, outsider, noRight] = await Promise.all([
    member(tenantId, { role: "admin", profile: { firstName: "Ada", lastName: "Admin" } }),
    member(tenantId, { ...rights, profile: { firstName: "Hanna", lastName: "Hr" } }),
    member(tenantId, { ...rights, profile: { firstName: "Max", lastName: "Mentor" } }),
    member(tenantId, { ...rights, profile: { firstName: "Nina", lastName: "Newcomer" } }),
    member(tenantId, { ...rights, profile: { firstName: "Otto", lastName: "Outsider" } }),
    member(tenantId, { profile: { firstName: "No", lastName: "Right" } }),
  ]);
  stranger = await member(await ensureTestTenant(), { role: "admin", rights: ["adaptation"] });
  superadmin = { token: (await tokenFor({ role: "superadmin" })).token, tenantId };
  await syncPeople(
    tenantId,
    [admin, hr, mentor, newcomer, outsider, noRight].map((person) => person.userId),
  );
});

describe("adaptation over HTTP", () => {
  let track: TrackView;
  let adaptation: AdaptView;
  const stepId = (view: AdaptView | TrackView, name: string) =>
    ("scenarios" in view ? view.scenarios[0]!.stages : view.stages)
      .flatMap((stage) => stage.steps)
      .find((step) => step.name === name)!._id;

  it("makes a track as an admin only, edits it as its HR, and shows it to nobody else", async () => {
    const path = `/api/adaptation/tracks/${tenantId}`;
    const body = { name: "Welcome aboard", hrIds: [hr.userId] };
    expectError(await as(hr, "POST", path, { body }), 403, "common.no_access");
    expectError(await as(noRight, "GET", path), 403, "common.no_access");
    expectError(await as(stranger, "GET", path), 403, "common.wrong_client");
    expectInvalid(await as(admin, "POST", path, { body: { name: " " } }), "adapt.name_required");
    track = await ok(as(admin, "POST", path, { body }), 201);
    const scenario = track.scenarios[0]!._id;
    track = await ok(
      as(hr, "POST", `/api/adaptation/track/${track._id}/stage`, {
        body: { scenarioId: scenario, name: "First day", revision: track.revision },
      }),
      201,
    );
    const stageId = track.scenarios[0]!.stages[0]!._id;
    for (const step of [
      { kind: "task", name: "Meet the team" },
      { kind: "link", name: "Read the handbook", url: "https://example.com/handbook", daysBeforeRun: 2 },
    ])
      track = await ok(
        as(hr, "POST", `/api/adaptation/track/${track._id}/step`, {
          body: { stageId, step, revision: track.revision },
        }),
        201,
      );
    expectError(
      await as(hr, "POST", `/api/adaptation/track/${track._id}/step`, {
        body: { stageId, step: { kind: "poll", name: "No poll" }, revision: track.revision },
      }),
      400,
      "adapt.bad_step",
    );
    const listed = async (who: Member | Caller) =>
      ((await ok(as(who, "GET", path))) as TrackSummary[]).map((one) => one._id);
    expect(await listed(hr)).toContain(track._id);
    expect(await listed(superadmin)).toContain(track._id);
    expect(await listed(outsider)).not.toContain(track._id);
    expectError(await as(outsider, "GET", `/api/adaptation/track/${track._id}`), 404, "adapt.not_found");
    expectError(await as(stranger, "GET", `/api/adaptation/track/${track._id}`), 404, "adapt.not_found");
    expect(((await ok(as(superadmin, "GET", `/api/adaptation/track/${track._id}`))) as TrackView).can.edit).toBe(true);
  });

  it("adds a newcomer by the rules, and shows them to the people on it", async () => {
    const body = { track: track._id, user: newcomer.userId, mentor: mentor.userId };
    expectInvalid(
      await as(hr, "POST", "/api/adaptation/add_user", { body: { track: track._id, mentor: mentor.userId } }),
      "adapt.user_required",
    );
    expectInvalid(
      await as(hr, "POST", "/api/adaptation/add_user", { body: { track: track._id, user: newcomer.userId } }),
      "adapt.mentor_required",
    );
    expectError(
      await as(hr, "POST", "/api/adaptation/add_user", { body: { ...body, mentor: newcomer.userId } }),
      400,
      "adapt.mentor_is_newcomer",
    );
    expectError(await as(outsider, "POST", "/api/adaptation/add_user", { body }), 404, "adapt.not_found");
    expectError(await as(stranger, "POST", "/api/adaptation/add_user", { body }), 404, "adapt.not_found");
    adaptation = await ok(as(hr, "POST", "/api/adaptation/add_user", { body }), 201);
    expectError(await as(hr, "POST", "/api/adaptation/add_user", { body }), 409, "adapt.already_on_track");
    expect(adaptation).toMatchObject({
      userId: newcomer.userId,
      mentorId: mentor.userId,
      hrId: hr.userId,
      status: "running",
    });

    const mine: AdaptSummary[] = await ok(as(newcomer, "GET", `/api/adaptation/list_for/${newcomer.userId}`));
    expect(mine.map((one) => one._id)).toEqual([adaptation._id]);
    const followed: AdaptPage = await ok(as(mentor, "GET", `/api/adaptation/on/${mentor.userId}/as/mentor`));
    expect(followed.items.map((one) => one._id)).toEqual([adaptation._id]);
    expectError(await as(outsider, "GET", `/api/adaptation/on/${mentor.userId}/as/mentor`), 403, "adapt.no_access");
    expectInvalid(await as(mentor, "GET", `/api/adaptation/on/${mentor.userId}/as/boss`), "adapt.bad_role");
    expect(await ok(as(outsider, "GET", `/api/adaptation/list_for/${newcomer.userId}`))).toEqual([]);
    const onTrack = `/api/adaptation/on_track/${adaptation._id}`;
    expect(((await ok(as(newcomer, "GET", onTrack))) as AdaptView).can).toEqual({
      finish: true,
      manage: false,
      track: false,
    });
    expect(((await ok(as(superadmin, "GET", onTrack))) as AdaptView).can).toEqual({
      finish: true,
      manage: true,
      track: true,
    });
    expectError(await as(outsider, "GET", onTrack), 404, "adapt.adaptation_not_found");
    expectError(await as(stranger, "GET", onTrack), 404, "adapt.adaptation_not_found");
    const members: AdaptPage = await ok(as(hr, "GET", `/api/adaptation/track/${track._id}/members`));
    expect(members.items.map((one) => one._id)).toEqual([adaptation._id]);
    expectError(
      await as(hr, "GET", `/api/adaptation/track/${track._id}/members?cursor=nonsense`),
      400,
      "common.validation",
    );
  });

  it("tells the mentor's open page when the newcomer finishes a step; outsiders cannot act", async () => {
    const mentorTab = await connectSocket(api.gateway.wsUrl, mentor);
    const outsiderTab = await connectSocket(api.gateway.wsUrl, outsider);
    try {
      const meet = stepId(adaptation, "Meet the team");
      expectError(
        await as(outsider, "POST", `/api/adaptation/${adaptation._id}/finish/${meet}`),
        404,
        "adapt.adaptation_not_found",
      );
      expectError(
        await as(
          newcomer,
          "POST",
          `/api/adaptation/${adaptation._id}/finish/${stepId(adaptation, "Read the handbook")}`,
        ),
        409,
        "adapt.step_locked",
      );
      const done: AdaptView = await ok(as(newcomer, "POST", `/api/adaptation/${adaptation._id}/finish/${meet}`));
      expect(done.progress).toMatchObject({ done: 1, total: 2 });
      const heard = await until(
        () => mentorTab.received.filter((event) => event.type === "adaptation.changed"),
        (list) => list.length >= 1,
      );
      expect(heard[0]).toEqual({ type: "adaptation.changed", adaptationId: adaptation._id, by: newcomer.userId });
      expect(outsiderTab.received.filter((event) => event.type === "adaptation.changed")).toEqual([]);
      expectError(await as(newcomer, "POST", `/api/adaptation/${adaptation._id}/unfinish`), 403, "adapt.no_access");
      const back: AdaptView = await ok(as(mentor, "POST", `/api/adaptation/${adaptation._id}/unfinish`));
      expect(back.progress.done).toBe(0);
    } finally {
      await Promise.all([mentorTab.close(), outsiderTab.close()]);
    }
  });

  it("refuses to delete a track in progress or its steps, stops and runs a person, then lets it go", async () => {
    expectError(await as(hr, "POST", `/api/adaptation/delete/${track._id}`), 409, "adapt.track_has_adaptations");
    const current: TrackView = await ok(as(hr, "GET", `/api/adaptation/track/${track._id}`));
    expectError(
      await as(
        hr,
        "DELETE",
        `/api/adaptation/track/${track._id}/step/${stepId(current, "Meet the team")}?revision=${current.revision}`,
      ),
      409,
      "adapt.step_in_progress",
    );
    await ok(as(mentor, "PUT", "/api/adaptation/active", { body: { adaptation: adaptation._id, active: false } }));
    expectError(
      await as(newcomer, "POST", `/api/adaptation/${adaptation._id}/finish/${stepId(adaptation, "Meet the team")}`),
      409,
      "adapt.not_running",
    );
    const analytics: TrackAnalyticsView = await ok(as(hr, "GET", `/api/adaptation/track/${track._id}/analytics`));
    expect(analytics).toMatchObject({ running: 0, stopped: 1, finished: 0 });
    expectError(await as(outsider, "GET", `/api/adaptation/track/${track._id}/analytics`), 404, "adapt.not_found");
    expectError(await as(mentor, "DELETE", `/api/adaptation/${track._id}/${adaptation._id}`), 403, "adapt.no_access");
    await ok(as(hr, "DELETE", `/api/adaptation/${track._id}/${adaptation._id}`));
    await ok(as(hr, "POST", `/api/adaptation/delete/${track._id}`));
    expectError(await as(admin, "GET", `/api/adaptation/track/${track._id}`), 404, "adapt.not_found");
  });
});

describe("the track editor over HTTP", () => {
  it("edits scenarios, stages, steps, their order and the extra tab as the track's HR; outsiders and another tenant get 404", async () => {
    let track: TrackView = await ok(
      as(admin, "POST", `/api/adaptation/tracks/${tenantId}`, { body: { name: "Editor walk", hrIds: [hr.userId] } }),
      201,
    );
    const base = `/api/adaptation/track/${track._id}`;
    const scenario = track.scenarios[0]!._id;
    const stage = async (name: string) => {
      track = await ok(
        as(hr, "POST", `${base}/stage`, { body: { scenarioId: scenario, name, revision: track.revision } }),
        201,
      );
      return track.scenarios[0]!.stages.at(-1)!._id;
    };
    const [first, second] = [await stage("First day"), await stage("First week")];
    for (const name of ["One", "Two"])
      track = await ok(
        as(hr, "POST", `${base}/step`, {
          body: { stageId: first, step: { kind: "task", name }, revision: track.revision },
        }),
        201,
      );
    const [one, two] = track.scenarios[0]!.stages[0]!.steps.map((step) => step._id);
    // Two moves to the second stage; the stages swap; a stage and a step are renamed.
    track = await ok(
      as(hr, "PUT", `${base}/${scenario}/${second}/steps`, { body: { steps: [two], revision: track.revision } }),
    );
    track = await ok(
      as(hr, "PUT", `${base}/${scenario}/stages`, { body: { stages: [second, first], revision: track.revision } }),
    );
    track = await ok(as(hr, "PUT", `${base}/stage/${first}`, { body: { name: "Day one", revision: track.revision } }));
    track = await ok(
      as(hr, "PUT", `${base}/step/${one}`, {
        body: { step: { kind: "link", name: "One, read", url: "https://example.com/one" }, revision: track.revision },
      }),
    );
    expect(track.scenarios[0]!.stages.map((one) => [one.name, one.steps.map((step) => step.name)])).toEqual([
      ["First week", ["Two"]],
      ["Day one", ["One, read"]],
    ]);
    expectError(
      await as(hr, "PUT", `${base}/step/${one}`, { body: { step: { kind: "task", name: "x" }, revision: 0 } }),
      409,
      "adapt.already_changed",
    );
    // A second scenario as a copy, renamed and deleted; the last one stays.
    track = await ok(
      as(hr, "POST", `${base}/scenario`, { body: { name: "Remote", copyFrom: scenario, revision: track.revision } }),
      201,
    );
    const remote = track.scenarios[1]!;
    expect(remote.stages.map((one) => one.steps.length)).toEqual([1, 1]);
    track = await ok(
      as(hr, "PUT", `${base}/scenario/${remote._id}`, { body: { name: "Remote staff", revision: track.revision } }),
    );
    track = await ok(as(hr, "DELETE", `${base}/scenario/${remote._id}?revision=${track.revision}`));
    expectError(
      await as(hr, "DELETE", `${base}/scenario/${scenario}?revision=${track.revision}`),
      409,
      "adapt.last_scenario",
    );
    // The extra tab; a step and a stage deleted while nobody is on the track.
    expect(await ok(as(hr, "GET", `/api/adaptation/${track._id}/settings`))).toEqual({ awardDays: [], polls: [] });
    track = await ok(
      as(hr, "POST", `/api/adaptation/${track._id}/settings`, {
        body: { awardDays: [{ day: 30, amount: 25 }], polls: [], revision: track.revision },
      }),
    );
    expectError(
      await as(hr, "POST", `/api/adaptation/${track._id}/settings`, {
        body: {
          awardDays: [
            { day: 30, amount: 25 },
            { day: 30, amount: 5 },
          ],
          polls: [],
          revision: track.revision,
        },
      }),
      400,
      "adapt.award_day_repeated",
    );
    track = await ok(as(hr, "DELETE", `${base}/step/${two}?revision=${track.revision}`));
    track = await ok(as(hr, "DELETE", `${base}/stage/${second}?revision=${track.revision}`));
    expect(track.scenarios[0]!.stages.map((one) => one.name)).toEqual(["Day one"]);
    // The info tab, switching off and copying.
    track = await ok(
      as(hr, "PUT", base, {
        body: { name: "Editor walk 2", description: "", hrIds: [hr.userId], revision: track.revision },
      }),
    );
    await ok(as(hr, "PUT", "/api/adaptation/active", { body: { track: track._id, active: false } }));
    expectError(
      await as(hr, "POST", "/api/adaptation/add_user", {
        body: { track: track._id, user: outsider.userId, mentor: mentor.userId },
      }),
      409,
      "adapt.track_inactive",
    );
    const copy: TrackView = await ok(as(hr, "POST", `/api/adaptation/copy/${track._id}`), 201);
    expect(copy).toMatchObject({ name: "Editor walk 2", active: false });
    // Nobody else edits it, and another tenant does not find it.
    for (const who of [outsider, mentor, stranger] as const) {
      expectError(
        await as(who, "PUT", `${base}/stage/${first}`, { body: { name: "x", revision: track.revision } }),
        404,
        "adapt.not_found",
      );
      expectError(await as(who, "GET", `/api/adaptation/${track._id}/settings`), 404, "adapt.not_found");
      expectError(await as(who, "POST", `/api/adaptation/copy/${track._id}`), 404, "adapt.not_found");
    }
  });

  it("lets the mentor or HR delete a step for one person, open it again, and change the mentor", async () => {
    let track: TrackView = await ok(
      as(admin, "POST", `/api/adaptation/tracks/${tenantId}`, { body: { name: "Per person", hrIds: [hr.userId] } }),
      201,
    );
    track = await ok(
      as(hr, "POST", `/api/adaptation/track/${track._id}/stage`, {
        body: { scenarioId: track.scenarios[0]!._id, name: "Day one", revision: track.revision },
      }),
      201,
    );
    track = await ok(
      as(hr, "POST", `/api/adaptation/track/${track._id}/step`, {
        body: {
          stageId: track.scenarios[0]!.stages[0]!._id,
          step: { kind: "task", name: "Badge" },
          revision: track.revision,
        },
      }),
      201,
    );
    const view: AdaptView = await ok(
      as(hr, "POST", "/api/adaptation/add_user", {
        body: { track: track._id, user: outsider.userId, mentor: mentor.userId },
      }),
      201,
    );
    const badge = view.stages[0]!.steps[0]!._id;
    expectError(await as(outsider, "POST", `/api/adaptation/${view._id}/del/${badge}`), 403, "adapt.no_access");
    const skipped: AdaptView = await ok(as(mentor, "POST", `/api/adaptation/${view._id}/del/${badge}`));
    expect(skipped.stages[0]!.steps[0]!.state).toBe("skipped");
    expect(skipped.status).toBe("finished"); // its only step is deleted for them
    const resumed: AdaptView = await ok(as(hr, "POST", `/api/adaptation/${view._id}/resume/${badge}`));
    expect([resumed.stages[0]!.steps[0]!.state, resumed.status]).toEqual(["open", "running"]);
    expectError(
      await as(mentor, "PUT", `/api/adaptation/${view._id}/people`, { body: { mentor: outsider.userId } }),
      400,
      "adapt.mentor_is_newcomer",
    );
    const changed: AdaptView = await ok(
      as(mentor, "PUT", `/api/adaptation/${view._id}/people`, { body: { mentor: admin.userId } }),
    );
    expect(changed.mentorId).toBe(admin.userId);
    // The old mentor no longer follows them.
    expectError(await as(mentor, "GET", `/api/adaptation/on_track/${view._id}`), 404, "adapt.adaptation_not_found");
    await ok(as(hr, "DELETE", `/api/adaptation/${track._id}/${view._id}`));
  });
});
