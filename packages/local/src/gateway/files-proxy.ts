import { request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";

/** The files bucket behind the gateway: its path-style prefix and the emulator that holds it. */
export interface FilesProxyOptions {
  bucket: string;
  /** The S3 emulator's own endpoint, e.g. http://127.0.0.1:41234. */
  target: string;
}

/**
 * Serves the bucket through the gateway's one port, as CloudFront would in front of S3: every
 * request under `/<bucket>` (presigned GETs, upload POSTs, the SDK's own calls) is passed to the
 * emulator unchanged, Host header included, so signatures made for the gateway's URL still verify.
 */
export function filesProxy({ bucket, target }: FilesProxyOptions) {
  const prefix = `/${bucket}`;
  const upstream = new URL(target);
  return {
    matches: (path: string) => path === prefix || path.startsWith(`${prefix}/`),
    forward: (request: IncomingMessage, response: ServerResponse) =>
      new Promise<void>((resolve, reject) => {
        const outgoing = httpRequest(
          {
            hostname: upstream.hostname,
            port: upstream.port,
            method: request.method,
            path: request.url,
            headers: request.headers,
          },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response).on("finish", resolve).on("error", reject);
          },
        );
        outgoing.on("error", reject);
        request.pipe(outgoing);
      }),
  };
}
