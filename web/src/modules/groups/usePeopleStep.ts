import { useMutation, useQueryClient } from "@tanstack/react-query";
import { groupsKeys } from "./api";
import { showToast } from "../../ui/toast";

/**
 * A manager's step on a person (approve, reject, make administrator, remove, hand over…): the call,
 * then a toast saying what happened, and the group's lists and counts read again. A refusal shows
 * the error dialog with the catalogue message.
 */
export function usePeopleStep() {
  const queryClient = useQueryClient();
  const step = useMutation({
    mutationFn: async ({ call }: { key: string; call: () => Promise<unknown>; done: string }) => call(),
    onSuccess: (_result, { done }) => void showToast(done),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupsKeys.all }),
  });
  return {
    run: (key: string, call: () => Promise<unknown>, done: string) => step.mutate({ key, call, done }),
    /** The key of the step being sent (e.g. `approve:<userId>`), if any. */
    pending: step.isPending ? step.variables.key : null,
  };
}
