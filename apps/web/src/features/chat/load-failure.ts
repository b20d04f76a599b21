// When the chat says 'Erreur de chargement du chat' (spec section 8): only when a load left nothing to
// show. The messages refresh every 3 s and the spec ignores refresh errors, so a refresh that fails
// while the conversation is on screen says nothing (issue 35); the next refresh tries again. A 404
// (the match ended) and a 401 (the session handler already spoke) have their own handling.
export type ChatQueryState = { isError: boolean; hasData: boolean; status: number | null };

export function chatLoadFailed(messages: ChatQueryState, partner: ChatQueryState): boolean {
  const messagesFailed = messages.isError && !messages.hasData && messages.status !== 404 && messages.status !== 401;
  const partnerFailed = partner.isError && !partner.hasData && partner.status !== 401;
  return messagesFailed || partnerFailed;
}
