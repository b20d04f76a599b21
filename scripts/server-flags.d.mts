// Types of server-flags.mjs, for the TypeScript benchmarks that import it.
export declare const SERVER_NODE_FLAGS: string[];
