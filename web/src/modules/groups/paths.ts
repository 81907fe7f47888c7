/** The groups' own paths (product-spec §2): the list (`/groups/`, `?tab=all`) and a group's page. */
export const groupsPath = "/groups/";
export const allGroupsPath = "/groups/?tab=all";
export const groupPath = (id: string) => `/group/${encodeURIComponent(id)}`;
