export * from "./auth";
export * from "./billing";
export * from "./generator";
export * from "./profiles";
export * from "./rate-limits";
export * from "./tokens";
export * from "./typewriter";
export * from "./results";
