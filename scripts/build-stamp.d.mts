// Types of build-stamp.mjs, for the TypeScript tests that import it.
export declare const ROOT: string;
export declare const STAMP_FILE: string;
export type Target = 'web' | 'server';
export declare const TARGETS: Record<Target, { workspace: string; out: string; inputs: string[] }>;
export declare function sourceHash(target: Target, root?: string): string;
export declare function readStamp(target: Target, root?: string): string | null;
export declare function writeStamp(target: Target, hash: string, root?: string): void;
export declare function staleTargets(root?: string): { target: Target; hash: string }[];
