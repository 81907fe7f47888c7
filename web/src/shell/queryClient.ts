import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "../api/errors";

/**
 * Server state for the signed-in app. The API client already showed any error, so queries do not
 * retry answers the server gave on purpose (4xx); a dropped connection is retried once.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) => failures < 1 && isApiError(error) && error.kind === "network",
      refetchOnWindowFocus: false,
      staleTime: 60_000,
    },
    mutations: { retry: false },
  },
});
