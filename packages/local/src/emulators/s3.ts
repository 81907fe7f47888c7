import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import type { Emulator } from "./emulator";

/**
 * s3rver in-process on 127.0.0.1. Accepts only the credentials S3RVER/S3RVER. It does not enforce
 * presigned-POST policies, which is why the app checks sizes itself after upload (DESIGN §6).
 */
export const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

export async function startS3rver(options: { dataDir?: string } = {}): Promise<Emulator> {
  const directory = options.dataDir ?? mkdtempSync(join(tmpdir(), "intranet-s3-"));
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    stop: async () => {
      await server.close();
      if (!options.dataDir) rmSync(directory, { recursive: true, force: true });
    },
  };
}
