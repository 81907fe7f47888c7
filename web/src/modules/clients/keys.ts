/** TanStack Query keys of client management; the shell's own company is under ["client", id]. */
export const clientKeys = {
  all: ["clients"] as const,
  one: (id: string) => ["clients", "one", id] as const,
  stat: (id: string) => ["clients", "stat", id] as const,
  features: ["clients", "features"] as const,
};
