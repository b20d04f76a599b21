// Registers the service worker (/sw.js, built by scripts/service-worker.mjs) once the page has loaded,
// so its first download of the files it keeps offline never competes with the page's own. Production
// builds only: the dev server has no sw.js.
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register('/sw.js').catch(() => {
      // Private windows of some browsers refuse workers: the app works the same without one.
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
