/** The polls' own paths (product-spec §2): the lists, the editor, taking a poll and its results. */
export const pollsPath = "/polls";
export const newPollPath = "/poll/new";
export const pollPath = (id: string) => `/poll/${encodeURIComponent(id)}`;
export const editPollPath = (id: string) => `${pollPath(id)}?edit`;
export const resultsPath = (id: string) => `${pollPath(id)}/results`;
