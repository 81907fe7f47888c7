import type { Actor } from "@intranet/contracts";
import { PassThrough } from "node:stream";
import { exportLimits } from "@intranet/contracts/exports";
import { isConditionFailure } from "../db";
import { generatedKey, storeGeneratedFile } from "../files";
import { isAppError } from "../platform";
import { db } from "./entities";
import { exporterOf, isFileExporter } from "./exporters";
import type { ExportRecord } from "./export.entity";
import { XLSX_TYPE } from "./views";

/** Progress is written every this many rows (one small UpdateItem), so polling sees it move. */
const PROGRESS_EVERY = 500;

/**
 * Runs one export (the exports subscriber, on `export.requested`): pages the exporter's rows into
 * an .xlsx with exceljs's streaming writer (loaded here only), stores it under the tenant's
 * generated files, and ends the record done with its key, or failed with a catalogue code. A
 * repeated event finds the record no longer running and does nothing.
 */
export async function runExport(clientId: string, exportId: string): Promise<ExportRecord["status"] | "ignored"> {
  const { entities } = db();
  const { data: record } = await entities.export.get({ clientId, exportId }).go({ consistent: true });
  if (!record || record.status !== "running") return "ignored";
  try {
    const exporter = exporterOf(record.kind);
    if (!exporter) throw new Error(`no exporter of kind ${record.kind}`);
    const request = { clientId, actor: record.actor as Actor, params: record.params };
    if (isFileExporter(exporter)) {
      const { body, items } = await collect((sink) =>
        exporter.write(request, sink, async (written) => void (await progress(record, { rows: written }))),
      );
      const key = generatedKey(clientId, exportId, record.fileName);
      await storeGeneratedFile(clientId, { key, body, contentType: exporter.contentType });
      await finish(record, { status: "done", rows: items, key });
      return "done";
    }
    const total = await exporter.total?.(request);
    if (total !== undefined) await progress(record, { total });
    const { default: ExcelJS } = await import("exceljs");
    const sink = new PassThrough();
    const chunks: Buffer[] = [];
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true });
    const sheet = workbook.addWorksheet(exporter.sheetName(record.params).slice(0, 31), {
      views: [{ state: "frozen", ySplit: 1 }],
    });
    const columns = exporter.columns(record.params);
    sheet.columns = columns.map((column) => ({ header: column.header, width: column.width ?? 20 }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    let rows = 0;
    for await (const page of exporter.rows(request)) {
      for (const row of page) {
        if (rows >= exportLimits.rowsMax) break;
        sheet.addRow(row).commit();
        rows += 1;
        if (rows % PROGRESS_EVERY === 0) await progress(record, { rows });
      }
      if (rows >= exportLimits.rowsMax) break;
    }
    sheet.commit();
    await workbook.commit();
    const key = generatedKey(clientId, exportId, record.fileName);
    await storeGeneratedFile(clientId, { key, body: Buffer.concat(chunks), contentType: XLSX_TYPE });
    await finish(record, { status: "done", rows, key });
    return "done";
  } catch (error) {
    console.error(JSON.stringify({ level: "error", msg: "export failed", clientId, exportId, error: String(error) }));
    await finish(record, { status: "failed", error: isAppError(error) ? error.code : "exports.failed" });
    return "failed";
  }
}

function progress(record: ExportRecord, change: { rows?: number; total?: number }) {
  return db()
    .entities.export.patch({ clientId: record.clientId, exportId: record.exportId })
    .set({ ...change, updatedAt: new Date().toISOString() })
    .go();
}

/** Ends the record once: only a running export can become done or failed. */
async function finish(
  record: ExportRecord,
  end: { status: "done"; rows: number; key: string } | { status: "failed"; error: string },
): Promise<void> {
  await db()
    .entities.export.patch({ clientId: record.clientId, exportId: record.exportId })
    .set({ ...end, updatedAt: new Date().toISOString() })
    .where(({ status }, { eq }) => eq(status, "running"))
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}

/** A file exporter's bytes, gathered as it writes them (the sink ends when its writer ends it). */
async function collect(
  write: (sink: PassThrough) => Promise<{ items: number }>,
): Promise<{ body: Buffer; items: number }> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    sink.on("end", resolve);
    sink.on("error", reject);
  });
  const { items } = await write(sink);
  await ended;
  return { body: Buffer.concat(chunks), items };
}
