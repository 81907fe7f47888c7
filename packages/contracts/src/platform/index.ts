export * from "./views";
export * from "./routes";
