import type { GroupView } from "@intranet/contracts/groups";
import type { ProfileImageKind } from "@intranet/contracts/users";
import { useQueryClient } from "@tanstack/react-query";
import { usePictureChange, type PictureChange } from "../profile/public";
import { groupsApi, groupsKeys } from "./api";

/**
 * A group's avatar or cover, changed by its managers with the profile's picture editors (the same
 * rules and browser-side scaling; PUT/DELETE /api/group/{id}/image/{kind}). The answered group
 * replaces the page's, and the lists are refreshed.
 */
export function useGroupPicture(group: GroupView, kind: ProfileImageKind): PictureChange {
  const queryClient = useQueryClient();
  return usePictureChange({
    kind,
    url: group[kind],
    owner: { type: "group", id: group._id },
    save: (fileId) => groupsApi.setImage(group._id, kind, fileId),
    remove: () => groupsApi.removeImage(group._id, kind),
    onSaved: (next) => {
      queryClient.setQueryData(groupsKeys.group(group._id), next);
      void queryClient.invalidateQueries({ queryKey: ["groups", "byUser"] });
      void queryClient.invalidateQueries({ queryKey: ["groups", "byClient"] });
    },
  });
}
