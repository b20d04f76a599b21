// What the app does when the API rejects the session (api-client.ts calls it on a 401). Its own module
// so that the router can plug in its handler without the app shell, which every public page loads,
// carrying the API client itself.
type UnauthorizedHandler = () => void;

let handler: UnauthorizedHandler = () => window.location.assign('/auth');

/** Where to go when the session is rejected; the app layer plugs in its router. */
export function setUnauthorizedHandler(next: UnauthorizedHandler): void {
  handler = next;
}

export function onUnauthorized(): void {
  handler();
}
