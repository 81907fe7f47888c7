/**
 * A form message is a key plus optional parameters, packed in one string because that is what zod
 * and react-hook-form carry: "validation.tooLong?max=20". Catalogue codes ("login.no_user") need none.
 */
export type MessageParams = Record<string, string | number>;

export function packMessage(key: string, params: MessageParams = {}): string {
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)])).toString();
  return query ? `${key}?${query}` : key;
}

export function unpackMessage(message: string): { key: string; params: MessageParams } {
  const [key = "", query] = message.split("?", 2);
  return { key, params: query ? Object.fromEntries(new URLSearchParams(query)) : {} };
}
