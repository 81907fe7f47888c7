import { type ApiMiddleware, type ApiRequest, header } from "../context";
import { corsHeaders } from "../cors";

/** Adds the CORS headers to every answer, errors included. */
export function cors(): ApiMiddleware {
  const add = (request: ApiRequest) => {
    if (!request.response) return;
    request.response.headers = { ...corsHeaders(header(request.event, "origin")), ...request.response.headers };
  };
  return { after: add, onError: add };
}
