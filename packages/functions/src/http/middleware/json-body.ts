import { AppError } from "@intranet/core/platform";
import { type ApiMiddleware, header } from "../context";

/**
 * Parses a JSON body within a size limit. An empty body is `undefined` (the route's schema decides
 * whether that is allowed); anything that is not JSON is refused with a catalogue code.
 */
export function jsonBody(maxBytes: number): ApiMiddleware {
  return {
    before: (request) => {
      const { event } = request;
      request.context.rawBody = undefined;
      if (event.body === undefined || event.body === null || event.body === "") return;
      const raw = event.isBase64Encoded ? Buffer.from(event.body, "base64") : Buffer.from(event.body, "utf8");
      if (raw.byteLength > maxBytes) throw new AppError("common.payload_too_large", { limit: maxBytes });
      const contentType = header(event, "content-type") ?? "application/json";
      if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) throw new AppError("common.unsupported_media_type");
      try {
        request.context.rawBody = JSON.parse(raw.toString("utf8"));
      } catch {
        throw new AppError("common.malformed_json");
      }
    },
  };
}
