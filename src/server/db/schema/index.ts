export * from "./auth";
export * from "./billing";
export * from "./generator";
export * from "./profiles";
export * from "./tokens";
export * from "./typewriter";
export * from "./results";
export * from "./audit";
