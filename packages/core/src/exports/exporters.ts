import type { Actor } from "@intranet/contracts";

/**
 * What a module plugs in to be exported: its columns in the reader's language and its rows, page
 * after page. Registered by the module's door at import (like search sources), so the export
 * subscriber's Lambda bundles the exporters it imports and nothing else.
 */
export interface ExportColumn {
  header: string;
  /** Column width in characters. */
  width?: number;
}

/** What an exporter reads with: the requester as the request saw them, and the parameters they sent. */
export interface ExportRequest<P> {
  clientId: string;
  actor: Actor;
  params: P;
}

/** An Excel table: the reader's columns and the rows, page after page. */
export interface TableExporter<P = unknown> {
  kind: string;
  sheetName(params: P): string;
  columns(params: P): ExportColumn[];
  /** Rows expected, when the exporter can tell cheaply (progress shows "n of total"). */
  total?(request: ExportRequest<P>): Promise<number | undefined>;
  rows(request: ExportRequest<P>): AsyncIterable<Array<Array<string | number | null>>>;
}

/**
 * A file of the exporter's own making (the company archive): it writes the bytes to the sink,
 * calls `progress` with the items written so far, and answers how many it wrote.
 */
export interface FileExporter<P = unknown> {
  kind: string;
  contentType: string;
  write(
    request: ExportRequest<P>,
    sink: NodeJS.WritableStream,
    progress: (items: number) => Promise<void>,
  ): Promise<{ items: number }>;
}

export type Exporter<P = unknown> = TableExporter<P> | FileExporter<P>;

export const isFileExporter = (exporter: Exporter): exporter is FileExporter => "write" in exporter;

const exporters = new Map<string, Exporter>();

export function registerExporter<P>(exporter: Exporter<P>): void {
  exporters.set(exporter.kind, exporter as Exporter);
}

export function exporterOf(kind: string): Exporter | undefined {
  return exporters.get(kind);
}
