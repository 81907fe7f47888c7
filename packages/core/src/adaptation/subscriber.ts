import * as z from "zod/mini";
import { backoff, defaultRetry, named, writeTransaction } from "../db";
import { getUsers } from "../users";
import type { AdaptationRecord } from "./adaptation.entity";
import { db } from "./entities";
import { planOf, type Progress, stagesFor } from "./plan";
import { saveAdaptation } from "./save";
import { findAdaptation, findTrack } from "./store";
import { type Notice, pushChanged, tell } from "./tell";
import { adaptationsChanged } from "./events";
import { finishedNotice, followTimer } from "./timer";
import type { AdaptTrackRecord } from "./track.entity";
import { today } from "./views";

const id = z.string().check(z.minLength(1), z.maxLength(64));
const answered = z.object({ tenantId: id, pollId: id, userId: id });
const ofAdaptation = z.object({ tenantId: id, adaptId: id });
const changed = z.object({ tenantId: id, userIds: z.array(id).check(z.maxLength(1000)) });

/**
 * The adaptation's bus subscriber: a changed adaptation's timer follows it; a poll answered finishes the newcomer's open steps of that poll;
 * a person who left the company (fired or deleted) leaves their newcomers without a mentor — HR is
 * told to choose one — and their own running adaptations stop.
 */
export async function handleAdaptationEvent(type: string, detail: unknown): Promise<string> {
  if (type === "adaptation.changed") {
    const parsed = ofAdaptation.safeParse(detail);
    return parsed.success ? followTimer(parsed.data.tenantId, parsed.data.adaptId) : "ignored";
  }
  if (type === "poll.answered") {
    const parsed = answered.safeParse(detail);
    return parsed.success ? `answered ${await pollAnswered(parsed.data)}` : "ignored";
  }
  if (type === "user.changed") {
    const parsed = changed.safeParse(detail);
    return parsed.success ? `changed ${await leavers(parsed.data.tenantId, parsed.data.userIds)}` : "ignored";
  }
  return "ignored";
}

const linksOf = async (clientId: string, userId: string, role: "newcomer" | "mentor") =>
  (await db().entities.adaptLink.query.byUser({ clientId, userId, role }).go({ pages: "all" })).data;

type Edit = (
  adaptation: AdaptationRecord,
  track: AdaptTrackRecord,
  day: string,
) => { next: AdaptationRecord; notices: Notice[] } | undefined;

/** Re-reads and changes one adaptation until the write holds (the timer or a person may write meanwhile). */
async function change(clientId: string, adaptId: string, edit: Edit, by: string): Promise<boolean> {
  for (let attempt = 0; attempt < defaultRetry.maxAttempts; attempt++) {
    const adaptation = await findAdaptation(clientId, adaptId);
    const track = adaptation && (await findTrack(clientId, adaptation.trackId));
    if (!adaptation || !track) return false;
    const day = today();
    const edited = edit(adaptation, track, day);
    if (!edited) return false;
    const saved = await saveAdaptation(track, adaptation, edited.next, day);
    if (!saved) {
      await backoff(attempt);
      continue;
    }
    const notices = [...edited.notices, ...(saved.finishedNow ? [finishedNotice(saved.adaptation)] : [])];
    await tell(saved.adaptation, track, notices);
    await adaptationsChanged(clientId, [adaptId]);
    await pushChanged(saved.adaptation, by);
    return true;
  }
  return false;
}

/** The newcomer's open steps of the poll are done (they answered it, wherever). */
async function pollAnswered({ tenantId, pollId, userId }: z.infer<typeof answered>): Promise<number> {
  let done = 0;
  for (const link of await linksOf(tenantId, userId, "newcomer")) {
    const wrote = await change(
      tenantId,
      link.adaptId,
      (adaptation, track, day) => {
        if (adaptation.status !== "running") return undefined;
        const plan = planOf(stagesFor(track, adaptation.scenarioId), adaptation, day);
        const steps = plan.steps.filter(
          (step) => step.kind === "poll" && step.pollId === pollId && step.state === "open",
        );
        if (!steps.length) return undefined;
        const progress: Progress = structuredClone(adaptation.progress as Progress);
        const at = new Date().toISOString();
        for (const step of steps) progress[step._id] = { ...progress[step._id], s: "done", at, by: userId };
        const notices = steps.map((step): Notice => ({
          template: "adapt.step_finished",
          to: [adaptation.mentorId, adaptation.hrId],
          step: { id: step._id, name: step.name },
          key: `${step._id}:done:${day}`,
          actorId: userId,
        }));
        return {
          next: { ...adaptation, progress, doneOrder: [...adaptation.doneOrder, ...steps.map((step) => step._id)] },
          notices,
        };
      },
      userId,
    );
    if (wrote) done++;
  }
  return done;
}

async function leavers(clientId: string, userIds: string[]): Promise<number> {
  const gone = (await getUsers(clientId, userIds)).filter((user) => (user.status ?? "active") !== "active");
  let count = 0;
  for (const { userId } of gone) {
    for (const link of await linksOf(clientId, userId, "mentor"))
      if (await dropMentor(clientId, link.adaptId, userId)) count++;
    for (const link of await linksOf(clientId, userId, "newcomer")) {
      const stopped = await change(
        clientId,
        link.adaptId,
        (adaptation, _track, day) =>
          adaptation.status === "running"
            ? { next: { ...adaptation, status: "stopped", stoppedOn: day }, notices: [] }
            : undefined,
        "system",
      );
      if (stopped) count++;
    }
  }
  return count;
}

/** A mentor who left: the adaptation has none until HR chooses one (`PUT {id}/people`), and HR is told. */
async function dropMentor(clientId: string, adaptId: string, mentorId: string): Promise<boolean> {
  for (let attempt = 0; attempt < defaultRetry.maxAttempts; attempt++) {
    const adaptation = await findAdaptation(clientId, adaptId);
    const track = adaptation && (await findTrack(clientId, adaptation.trackId));
    if (!adaptation || !track || adaptation.mentorId !== mentorId) return false;
    const outcome = await writeTransaction((e) => [
      named(
        "adaptation",
        e.adaptation
          .patch({ clientId, adaptId })
          .set({ revision: adaptation.revision + 1 })
          .remove(["mentorId"])
          .where((a, op) => op.eq(a.revision, adaptation.revision))
          .commit(),
      ),
      named("link", e.adaptLink.delete({ clientId, userId: mentorId, role: "mentor", adaptId }).commit()),
    ]);
    if (!outcome.ok) {
      await backoff(attempt);
      continue;
    }
    const next = { ...adaptation, revision: adaptation.revision + 1, mentorId: undefined };
    await adaptationsChanged(clientId, [adaptId]);
    if (adaptation.status !== "finished")
      await tell(next, track, [
        { template: "adapt.mentor_left", to: [adaptation.hrId, ...track.hrIds], key: `mentor-left:${mentorId}` },
      ]);
    await pushChanged(next, "system");
    return true;
  }
  return false;
}
