/** The wall's own paths (product-spec §2): the wall and a post's page. */
export const postPath = (id: string) => `/post/${encodeURIComponent(id)}`;
