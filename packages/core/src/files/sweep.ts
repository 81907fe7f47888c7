import { ONCE, describeCancellation, writeTransaction } from "../db";
import { mapLimited } from "../platform";
import { db } from "./entities";
import { claimPending } from "./pending-claim";
import { deleteObject } from "./storage";

/**
 * Sweeping uploads that were never confirmed (DESIGN §7, §10; docs/architecture.md "Jobs").
 *
 * `POST /api/upload` writes a pending upload (TTL at its deadline) and a sweep marker under the
 * deadline's hour (TTL 3 days later). The hourly job reads the markers of the hours behind it
 * (one Query per hour) and, for each upload past its deadline:
 * - pending upload still there: delete it under a condition — the single-use lock confirm uses —
 *   and, having won it, delete the object (confirm refuses an expired upload, and a confirm racing
 *   the deadline loses the lock and records nothing);
 * - pending upload gone and a file record exists: it was confirmed, the object stays;
 * - pending upload gone (TTL or a refused confirm) and no file record: delete the object
 *   (idempotent; usually already gone after a refusal).
 * Then the marker goes. Running it again finds nothing more to do.
 */
export const SWEEP_MARKER_TTL_SECONDS = 3 * 24 * 60 * 60;
/** How far back the sweep looks: the markers' lifetime. */
export const SWEEP_LOOKBACK_HOURS = 72;
/** Uploads are swept this long after their deadline, so a confirm in flight at the deadline ends first. */
export const SWEEP_MARGIN_SECONDS = 5 * 60;

export const deadlineHour = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString().slice(0, 13);

export function sweepMarker(upload: { clientId: string; fileId: string; key: string; expiresAt: number }) {
  return {
    hour: deadlineHour(upload.expiresAt),
    clientId: upload.clientId,
    fileId: upload.fileId,
    key: upload.key,
    deadline: upload.expiresAt,
    expiresAt: upload.expiresAt + SWEEP_MARKER_TTL_SECONDS,
  };
}

export interface SweepResult {
  /** Markers past their deadline that were looked at. */
  checked: number;
  /** Objects deleted (uploads never confirmed). */
  deleted: number;
  /** Uploads that had been confirmed: object kept. */
  confirmed: number;
}

type Marker = ReturnType<typeof sweepMarker>;

export async function sweepUnconfirmedUploads(nowMs = Date.now()): Promise<SweepResult> {
  const nowSeconds = Math.floor(nowMs / 1000);
  const result: SweepResult = { checked: 0, deleted: 0, confirmed: 0 };
  const lastHourStart = Math.floor((nowSeconds - SWEEP_MARGIN_SECONDS) / 3600) * 3600;
  for (let hour = lastHourStart - (SWEEP_LOOKBACK_HOURS - 1) * 3600; hour <= lastHourStart; hour += 3600) {
    const { data } = await db()
      .entities.uploadSweep.query.byHour({ hour: deadlineHour(hour) })
      .go({ pages: "all" });
    const due = data.filter((marker) => marker.deadline + SWEEP_MARGIN_SECONDS <= nowSeconds);
    const outcomes = await mapLimited(due, 8, sweepOne);
    result.checked += due.length;
    for (const outcome of outcomes) result[outcome] += 1;
  }
  return result;
}

async function sweepOne(marker: Marker): Promise<"deleted" | "confirmed"> {
  const { clientId, fileId } = marker;
  const outcome = await takePendingOrFindFile(clientId, fileId);
  if (outcome === "deleted") await deleteObject(clientId, marker.key);
  await db().entities.uploadSweep.delete(marker).go({ response: "none" });
  return outcome;
}

/** "deleted" when the object is an orphan this sweep may delete; "confirmed" when a file owns it. */
async function takePendingOrFindFile(clientId: string, fileId: string): Promise<"deleted" | "confirmed"> {
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const outcome = await writeTransaction(
      (entities) => [claimPending(entities, clientId, fileId)],
      ONCE, // this loop retries conflicts itself
    );
    if (outcome.ok) return "deleted"; // we hold the lock: nobody can record this object any more
    if (outcome.failed("pending")) {
      const { data: file } = await db().entities.file.get({ clientId, fileId }).go({ consistent: true });
      return file ? "confirmed" : "deleted";
    }
    if (!outcome.conflicted) throw new Error(`sweeping an upload cancelled: ${describeCancellation(outcome)}`);
  }
  throw new Error(`sweeping upload ${clientId}/${fileId}: too many transaction conflicts`);
}
