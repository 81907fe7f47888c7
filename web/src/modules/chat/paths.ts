/** The chat's pages (product-spec §2): the list, and a room. */
export const chatPath = (roomId?: string) => (roomId ? `/chat/${encodeURIComponent(roomId)}` : "/chat");
