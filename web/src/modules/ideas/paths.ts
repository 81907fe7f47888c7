/** The ideas' own paths: the page with its tabs and one idea. */
export const ideasPath = "/idea";
export const proposePath = "/idea?tab=propose";
export const ideaPath = (id: string) => `/idea/${encodeURIComponent(id)}`;
