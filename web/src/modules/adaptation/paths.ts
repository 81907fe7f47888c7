/** The adaptation's own paths (product-spec §2): the tabs, a track's editor, one person's progress. */
export const adaptationPath = "/adaptation";
export const trackPath = (id: string) => `${adaptationPath}/${encodeURIComponent(id)}`;
export const personPath = (id: string) => `${adaptationPath}/user/${encodeURIComponent(id)}`;

/* Other modules' pages a step leads to (their paths files are theirs: only the spec's addresses are shared). */
export const articlePath = (id: string) => `/article/${encodeURIComponent(id)}`;
export const pollPath = (id: string) => `/poll/${encodeURIComponent(id)}`;
