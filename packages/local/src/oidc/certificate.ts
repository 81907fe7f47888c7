import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import selfsigned from "selfsigned";

export interface Certificate {
  key: string;
  cert: string;
}

/**
 * A self-signed certificate for 127.0.0.1 (Amplify only builds `https://{domain}/oauth2/...`),
 * made once and kept in the data dir so a browser told to trust it keeps trusting it; a fresh
 * one per run without a data dir (tests).
 */
export async function localCertificate(dataDir: string | undefined): Promise<Certificate> {
  const file = dataDir && join(dataDir, "oidc", "tls.json");
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as Certificate;
  const notAfter = new Date();
  notAfter.setFullYear(notAfter.getFullYear() + 5);
  const pems = await selfsigned.generate([{ name: "commonName", value: "127.0.0.1" }], {
    keySize: 2048,
    algorithm: "sha256",
    notAfterDate: notAfter,
    extensions: [
      {
        name: "subjectAltName",
        altNames: [
          { type: 7, ip: "127.0.0.1" },
          { type: 2, value: "localhost" },
        ],
      },
    ],
  });
  const made = { key: pems.private, cert: pems.cert };
  if (file) {
    mkdirSync(join(dataDir, "oidc"), { recursive: true });
    writeFileSync(file, JSON.stringify(made), { mode: 0o600 });
  }
  return made;
}
