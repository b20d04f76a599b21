// The instance's Prometheus metrics (prom-client), one registry per app so that several apps in one
// process (tests) never mix their figures. Request figures are taken at the HTTP edge for every route;
// the others are fed by the features (discover, chat streams, database) or read when scraped.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Seconds; from a cached read (1 ms) to a slow page under load (5 s). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const QUERY_BUCKETS = [0.0002, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

export type ScrapeSources = {
  /** People in the discover index of this process. */
  discoverIndexSize: () => number;
  /** Checkout sessions by state, read from the database when scraped. */
  paymentSessions: () => Promise<{ status: string; paymentStatus: string; count: number }[]>;
  /** Mails in the outbox by status (pending = the queue's depth, failed = given up after retries). */
  mailOutbox: () => Promise<{ status: string; count: number }[]>;
};

export function createMetrics() {
  const registry = new Registry();
  registry.setDefaultLabels({ app: 'affinia' });
  collectDefaultMetrics({ register: registry, prefix: 'affinia_' });

  const requests = new Counter({
    name: 'affinia_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'affinia_http_request_duration_seconds',
    help: 'Time from request to response, by route pattern and method',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'affinia_rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit, by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const paymentRequests = new Counter({
    name: 'affinia_payment_requests_total',
    help: 'Payment API calls by operation and outcome (ok, refused, provider_error)',
    labelNames: ['operation', 'outcome'] as const,
    registers: [registry],
  });
  const discoverRanking = new Histogram({
    name: 'affinia_discover_ranking_seconds',
    help: 'Time to rank the discover index for a viewer (three pages at once: the next pages come from the kept ranking)',
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const chatStreams = new Gauge({
    name: 'affinia_chat_streams_open',
    help: 'Live chat event streams held open by this process',
    registers: [registry],
  });
  const dbQueries = new Histogram({
    name: 'affinia_db_query_duration_seconds',
    help: 'Database round trips (a PGlite transaction counts as one), by database kind',
    labelNames: ['database', 'kind'] as const,
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const screenedMessages = new Counter({
    name: 'affinia_chat_screened_messages_total',
    help: 'Messages the screening flagged: asked (refused until confirmed) and confirmed (sent anyway), by category',
    labelNames: ['outcome', 'category'] as const,
    registers: [registry],
  });
  const screenedPhotos = new Counter({
    name: 'affinia_photos_screened_total',
    help: 'Uploaded photos by what nudity screening decided: visible, held for review, refused, or unscreened (the model failed; held)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const demoReplies = new Counter({
    name: 'affinia_demo_replies_total',
    help: 'Automatic first replies written by demo members',
    registers: [registry],
  });

  let sources: ScrapeSources | null = null;
  new Gauge({
    name: 'affinia_discover_index_size',
    help: 'Discoverable people held in the in-memory discover index',
    registers: [registry],
    collect() {
      if (sources) this.set(sources.discoverIndexSize());
    },
  });
  new Gauge({
    name: 'affinia_payment_sessions',
    help: 'Checkout sessions in the database by status and payment status',
    labelNames: ['status', 'payment_status'] as const,
    registers: [registry],
    async collect() {
      if (!sources) return;
      this.reset();
      for (const row of await sources.paymentSessions()) {
        this.set({ status: row.status, payment_status: row.paymentStatus }, row.count);
      }
    },
  });

  new Gauge({
    name: 'affinia_mail_outbox',
    help: 'Mails in the outbox by status: pending is the queue depth, failed are mails given up on',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      if (!sources) return;
      this.reset();
      for (const row of await sources.mailOutbox()) this.set({ status: row.status }, row.count);
    },
  });

  return {
    registry,
    /** Sources read at scrape time, set once the features exist. */
    readFrom(scrape: ScrapeSources): void {
      sources = scrape;
    },
    request(method: string, route: string, status: number, seconds: number): void {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
      if (status === 429) rateLimited.inc({ route });
      if (route.startsWith('/api/payments/')) {
        const outcome = status < 400 ? 'ok' : status === 502 ? 'provider_error' : 'refused';
        paymentRequests.inc({ operation: route.slice('/api/payments/'.length), outcome });
      }
    },
    discoverRanked(seconds: number): void {
      discoverRanking.observe(seconds);
    },
    chatStreamOpened(): () => void {
      chatStreams.inc();
      let open = true;
      return () => {
        if (open) chatStreams.dec();
        open = false;
      };
    },
    query(database: string, kind: 'query' | 'transaction', seconds: number): void {
      dbQueries.observe({ database, kind }, seconds);
    },
    messageScreened(outcome: 'asked' | 'confirmed', categories: readonly string[]): void {
      for (const category of categories) screenedMessages.inc({ outcome, category });
    },
    photoScreened(outcome: 'visible' | 'held' | 'refused' | 'unscreened'): void {
      screenedPhotos.inc({ outcome });
    },
    demoReplied(): void {
      demoReplies.inc();
    },
    text: () => registry.metrics(),
    contentType: registry.contentType,
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
