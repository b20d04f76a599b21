// The Node flags every server process runs with: `npm start` passes them, the cluster's workers inherit
// them (SERVER_PROCESSES), and the benchmarks start their servers with them (decision 078).
//
// A young generation of 64 MiB a semi-space instead of V8's 16: with a hundred requests in flight, what
// a request allocates lives as long as it waits (~200 ms), outlives a 16 MiB nursery's scavenges and is
// copied, promoted and marked again; the mixed soak made 7–25 % more answers with it, at the same peak
// memory (docs/benchmarks.md, "Hot paths, sixth round").
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
