// When the connection returns, every screen recovers by itself (issue 35): a query that failed is asked
// again at once, whatever its own refetch settings, so no "Erreur de chargement…" stays on screen until
// "Réessayer" is tapped. TanStack Query hears the browser's "online" event (its onlineManager).

/**
 * A `refetchOnReconnect`: a failed query always ('always' fetches even when not stale); one with data
 * as `otherwise` says (stale ones by default; a screen that must not change under the member's finger,
 * discover's deck, passes false).
 */
export const recoverOnReconnect =
  (otherwise = true) =>
  (query: { state: { status: 'pending' | 'error' | 'success' } }): boolean | 'always' =>
    query.state.status === 'error' ? 'always' : otherwise;
