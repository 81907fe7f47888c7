export * from "./errors";
export * from "./http";
export * from "./roles";
export * from "./env";
export * from "./limits";
export * from "./realtime";
