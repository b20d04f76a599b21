// The sandbox's checkout page: server-rendered HTML, plainly marked as test mode, that works under the
// app's Content-Security-Policy (no script at all: a plain form POST answered by a 303 redirect).
import { languageOf } from '../../lib/accept-language.js';
import { LANGUAGES, PREMIUM_PRICE_USD, type Language } from '@affinia/contract';
import { SANDBOX_CARDS } from './sandbox-provider.js';

type InvalidField = 'card_number' | 'expiry' | 'cvc' | 'email';

type Texts = {
  locale: string;
  title: string;
  testBanner: string;
  heading: string;
  product: string;
  oneTime: string;
  cardNumber: string;
  expiry: string;
  expiryHint: string;
  cvc: string;
  email: string;
  emailHint: string;
  pay: (amount: string) => string;
  cancel: string;
  testCards: string;
  succeeds: string;
  declines: string;
  anyFuture: string;
  declined: string;
  invalid: Record<InvalidField, string>;
  expiredTitle: string;
  expiredText: string;
  backToPayment: string;
  paidTitle: string;
  paidText: string;
  continue: string;
  notFoundTitle: string;
  notFoundText: string;
};

const TEXTS: Record<Language, Texts> = {
  fr: {
    locale: 'fr-FR',
    title: 'Paiement test — Affinia',
    testBanner: 'MODE TEST — aucun paiement réel ne sera effectué',
    heading: 'Paiement sécurisé (simulation)',
    product: 'Inscription Premium Affinia',
    oneTime: 'Paiement unique',
    cardNumber: 'Numéro de carte',
    expiry: 'Date d’expiration',
    expiryHint: 'MM/AA',
    cvc: 'Code de sécurité (CVC)',
    email: 'Adresse e-mail pour le reçu (facultatif)',
    emailHint: 'Nous y envoyons le reçu et un lien pour retrouver votre paiement dans un autre navigateur.',
    pay: (amount) => `Payer ${amount}`,
    cancel: 'Annuler et revenir à Affinia',
    testCards: 'Cartes de test',
    succeeds: 'paiement accepté',
    declines: 'carte refusée',
    anyFuture: 'N’importe quelle date d’expiration future et n’importe quel code à 3 chiffres.',
    declined: 'Votre carte a été refusée. Essayez une autre carte.',
    invalid: {
      card_number: 'Numéro de carte de test inconnu : utilisez l’une des cartes de test ci-dessous.',
      expiry: 'Date d’expiration invalide : indiquez un mois futur au format MM/AA.',
      cvc: 'Code de sécurité invalide : 3 ou 4 chiffres.',
      email: 'Adresse e-mail invalide : vérifiez-la ou laissez le champ vide.',
    },
    expiredTitle: 'Session de paiement expirée',
    expiredText: 'Cette session de paiement a expiré. Vous pouvez recommencer le paiement depuis Affinia.',
    backToPayment: 'Revenir au paiement',
    paidTitle: 'Paiement déjà effectué',
    paidText: 'Cette session de paiement est déjà réglée.',
    continue: 'Continuer l’inscription',
    notFoundTitle: 'Session de paiement introuvable',
    notFoundText: 'Ce lien de paiement n’existe pas ou n’est plus valable.',
  },
  en: {
    locale: 'en-US',
    title: 'Test payment — Affinia',
    testBanner: 'TEST MODE — no real payment will be made',
    heading: 'Secure payment (simulation)',
    product: 'Affinia Premium sign-up',
    oneTime: 'One-time payment',
    cardNumber: 'Card number',
    expiry: 'Expiry date',
    expiryHint: 'MM/YY',
    cvc: 'Security code (CVC)',
    email: 'E-mail address for the receipt (optional)',
    emailHint: 'We send the receipt there, with a link to get your payment back in another browser.',
    pay: (amount) => `Pay ${amount}`,
    cancel: 'Cancel and return to Affinia',
    testCards: 'Test cards',
    succeeds: 'payment succeeds',
    declines: 'card declined',
    anyFuture: 'Any future expiry date and any 3-digit code.',
    declined: 'Your card was declined. Try another card.',
    invalid: {
      card_number: 'Unknown test card number: use one of the test cards below.',
      expiry: 'Invalid expiry date: enter a future month as MM/YY.',
      cvc: 'Invalid security code: 3 or 4 digits.',
      email: 'Invalid e-mail address: check it or leave the field empty.',
    },
    expiredTitle: 'Payment session expired',
    expiredText: 'This payment session has expired. You can start the payment again from Affinia.',
    backToPayment: 'Back to payment',
    paidTitle: 'Payment already made',
    paidText: 'This payment session has already been paid.',
    continue: 'Continue registration',
    notFoundTitle: 'Payment session not found',
    notFoundText: 'This payment link does not exist or is no longer valid.',
  },
  es: {
    locale: 'es-ES',
    title: 'Pago de prueba — Affinia',
    testBanner: 'MODO DE PRUEBA — no se realizará ningún pago real',
    heading: 'Pago seguro (simulación)',
    product: 'Registro Premium de Affinia',
    oneTime: 'Pago único',
    cardNumber: 'Número de tarjeta',
    expiry: 'Fecha de caducidad',
    expiryHint: 'MM/AA',
    cvc: 'Código de seguridad (CVC)',
    email: 'Correo electrónico para el recibo (opcional)',
    emailHint: 'Te enviamos el recibo y un enlace para recuperar tu pago en otro navegador.',
    pay: (amount) => `Pagar ${amount}`,
    cancel: 'Cancelar y volver a Affinia',
    testCards: 'Tarjetas de prueba',
    succeeds: 'pago aceptado',
    declines: 'tarjeta rechazada',
    anyFuture: 'Cualquier fecha de caducidad futura y cualquier código de 3 cifras.',
    declined: 'Tu tarjeta ha sido rechazada. Prueba con otra tarjeta.',
    invalid: {
      card_number: 'Número de tarjeta de prueba desconocido: usa una de las tarjetas de prueba de abajo.',
      expiry: 'Fecha de caducidad no válida: indica un mes futuro con el formato MM/AA.',
      cvc: 'Código de seguridad no válido: 3 o 4 cifras.',
      email: 'Correo electrónico no válido: revísalo o deja el campo vacío.',
    },
    expiredTitle: 'Sesión de pago caducada',
    expiredText: 'Esta sesión de pago ha caducado. Puedes volver a iniciar el pago desde Affinia.',
    backToPayment: 'Volver al pago',
    paidTitle: 'Pago ya realizado',
    paidText: 'Esta sesión de pago ya está pagada.',
    continue: 'Continuar el registro',
    notFoundTitle: 'Sesión de pago no encontrada',
    notFoundText: 'Este enlace de pago no existe o ya no es válido.',
  },
  de: {
    locale: 'de-DE',
    title: 'Testzahlung — Affinia',
    testBanner: 'TESTMODUS — es wird keine echte Zahlung ausgeführt',
    heading: 'Sichere Zahlung (Simulation)',
    product: 'Affinia Premium-Registrierung',
    oneTime: 'Einmalige Zahlung',
    cardNumber: 'Kartennummer',
    expiry: 'Ablaufdatum',
    expiryHint: 'MM/JJ',
    cvc: 'Sicherheitscode (CVC)',
    email: 'E-Mail-Adresse für die Quittung (optional)',
    emailHint:
      'Wir senden dir dorthin die Quittung und einen Link, mit dem du deine Zahlung in einem anderen Browser wiederfindest.',
    pay: (amount) => `${amount} bezahlen`,
    cancel: 'Abbrechen und zu Affinia zurückkehren',
    testCards: 'Testkarten',
    succeeds: 'Zahlung erfolgreich',
    declines: 'Karte abgelehnt',
    anyFuture: 'Beliebiges zukünftiges Ablaufdatum und beliebiger dreistelliger Code.',
    declined: 'Ihre Karte wurde abgelehnt. Versuchen Sie es mit einer anderen Karte.',
    invalid: {
      card_number: 'Unbekannte Testkartennummer: Verwenden Sie eine der Testkarten unten.',
      expiry: 'Ungültiges Ablaufdatum: Geben Sie einen zukünftigen Monat im Format MM/JJ an.',
      cvc: 'Ungültiger Sicherheitscode: 3 oder 4 Ziffern.',
      email: 'Ungültige E-Mail-Adresse: Prüfe sie oder lass das Feld leer.',
    },
    expiredTitle: 'Zahlungssitzung abgelaufen',
    expiredText: 'Diese Zahlungssitzung ist abgelaufen. Sie können die Zahlung in Affinia neu starten.',
    backToPayment: 'Zurück zur Zahlung',
    paidTitle: 'Zahlung bereits erfolgt',
    paidText: 'Diese Zahlungssitzung ist bereits bezahlt.',
    continue: 'Registrierung fortsetzen',
    notFoundTitle: 'Zahlungssitzung nicht gefunden',
    notFoundText: 'Dieser Zahlungslink existiert nicht oder ist nicht mehr gültig.',
  },
};

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** `?lang=` first (the web app passes its language), then the browser's Accept-Language, then French. */
export function pickLanguage(queryLang: unknown, acceptLanguage: string | undefined): Language {
  return isLanguage(queryLang) ? queryLang : languageOf(acceptLanguage);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const groupCard = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

const STYLE = `
*{box-sizing:border-box}
button,input{font:inherit}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f3f7;color:#1f1a24;line-height:1.5}
.banner{background:#8a4b00;color:#fff;text-align:center;font-weight:700;padding:.6rem 1rem;letter-spacing:.02em}
main{max-width:28rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border-radius:1rem;box-shadow:0 4px 24px rgba(31,26,36,.08);padding:1.5rem}
h1{font-size:1.35rem;margin:0 0 1rem}
.summary{display:flex;justify-content:space-between;align-items:baseline;border-bottom:1px solid #e6e1ea;padding-bottom:1rem;margin-bottom:1rem}
.amount{font-size:1.5rem;font-weight:700}
.muted{color:#5c5366;font-size:.9rem}
label{display:block;font-weight:600;margin:.8rem 0 .3rem}
input{width:100%;font-size:1rem;padding:.65rem .75rem;border:1px solid #8d8496;border-radius:.5rem}
input:focus{outline:3px solid #b3262e55;border-color:#b3262e}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button,.button{display:block;width:100%;margin-top:1.25rem;padding:.8rem;border:0;border-radius:.6rem;background:#b3262e;color:#fff;font-size:1rem;font-weight:700;text-align:center;text-decoration:none;cursor:pointer}
.link{display:block;text-align:center;margin-top:1rem;color:#5a1f8a}
.error{background:#fdecec;color:#8c1d18;border:1px solid #f2b8b5;border-radius:.5rem;padding:.7rem .9rem;margin-bottom:1rem}
.hint{margin-top:1.25rem;background:#f6f2fa;border-radius:.5rem;padding:.75rem .9rem;font-size:.9rem}
.field-hint{margin:.3rem 0 0;color:#5c5366;font-size:.85rem}
.hint ul{margin:.3rem 0;padding-left:1.2rem}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace}
`;

function layout(lang: Language, title: string, body: string): string {
  const t = TEXTS[lang];
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)} — ${escapeHtml(t.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="note">${escapeHtml(t.testBanner)}</div>
<main>
<div class="card">
${body}
</div>
</main>
</body>
</html>`;
}

export function formatPrice(lang: Language): string {
  return new Intl.NumberFormat(TEXTS[lang].locale, { style: 'currency', currency: 'USD' }).format(PREMIUM_PRICE_USD);
}

export function checkoutPage(opts: {
  lang: Language;
  sessionId: string;
  cancelUrl: string;
  error?: { kind: 'declined' } | { kind: 'invalid'; field: InvalidField };
  /** What the payer typed, kept when the page comes back with an error. */
  email?: string;
}): string {
  const { lang } = opts;
  const t = TEXTS[lang];
  const price = formatPrice(lang);
  const action = `/api/payments/sandbox/${encodeURIComponent(opts.sessionId)}/pay?lang=${lang}`;
  const errorText = opts.error ? (opts.error.kind === 'declined' ? t.declined : t.invalid[opts.error.field]) : null;
  const invalidField = opts.error?.kind === 'invalid' ? opts.error.field : opts.error ? 'card_number' : null;
  const aria = (field: InvalidField) =>
    invalidField === field ? ' aria-invalid="true" aria-describedby="payment-error"' : '';
  return layout(
    lang,
    t.heading,
    `<h1>${escapeHtml(t.heading)}</h1>
<div class="summary">
  <div><div>${escapeHtml(t.product)}</div><div class="muted">${escapeHtml(t.oneTime)}</div></div>
  <div class="amount">${escapeHtml(price)}</div>
</div>
${errorText ? `<div class="error" role="alert" id="payment-error">${escapeHtml(errorText)}</div>` : ''}
<form method="post" action="${escapeHtml(action)}">
  <label for="card_number">${escapeHtml(t.cardNumber)}</label>
  <input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required maxlength="23" placeholder="4242 4242 4242 4242"${aria('card_number')}>
  <div class="row">
    <div>
      <label for="expiry">${escapeHtml(t.expiry)}</label>
      <input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" required maxlength="7" placeholder="${escapeHtml(t.expiryHint)}"${aria('expiry')}>
    </div>
    <div>
      <label for="cvc">${escapeHtml(t.cvc)}</label>
      <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required maxlength="4" placeholder="123"${aria('cvc')}>
    </div>
  </div>
  <label for="email">${escapeHtml(t.email)}</label>
  <input id="email" name="email" type="email" autocomplete="email" maxlength="254" value="${escapeHtml(opts.email ?? '')}" aria-describedby="${invalidField === 'email' ? 'payment-error ' : ''}email-hint"${invalidField === 'email' ? ' aria-invalid="true"' : ''}>
  <p class="field-hint" id="email-hint">${escapeHtml(t.emailHint)}</p>
  <button type="submit">${escapeHtml(t.pay(price))}</button>
</form>
<a class="link" href="${escapeHtml(opts.cancelUrl)}">${escapeHtml(t.cancel)}</a>
<div class="hint">
  <strong>${escapeHtml(t.testCards)}</strong>
  <ul>
    <li><code>${groupCard(SANDBOX_CARDS.success)}</code> — ${escapeHtml(t.succeeds)}</li>
    <li><code>${groupCard(SANDBOX_CARDS.declined)}</code> — ${escapeHtml(t.declines)}</li>
  </ul>
  ${escapeHtml(t.anyFuture)}
</div>`,
  );
}

export function expiredPage(lang: Language, paymentUrl: string): string {
  const t = TEXTS[lang];
  return layout(
    lang,
    t.expiredTitle,
    `<h1>${escapeHtml(t.expiredTitle)}</h1>
<p>${escapeHtml(t.expiredText)}</p>
<a class="button" href="${escapeHtml(paymentUrl)}">${escapeHtml(t.backToPayment)}</a>`,
  );
}

export function alreadyPaidPage(lang: Language, successUrl: string): string {
  const t = TEXTS[lang];
  return layout(
    lang,
    t.paidTitle,
    `<h1>${escapeHtml(t.paidTitle)}</h1>
<p>${escapeHtml(t.paidText)}</p>
<a class="button" href="${escapeHtml(successUrl)}">${escapeHtml(t.continue)}</a>`,
  );
}

export function notFoundPage(lang: Language, paymentUrl: string): string {
  const t = TEXTS[lang];
  return layout(
    lang,
    t.notFoundTitle,
    `<h1>${escapeHtml(t.notFoundTitle)}</h1>
<p>${escapeHtml(t.notFoundText)}</p>
<a class="button" href="${escapeHtml(paymentUrl)}">${escapeHtml(t.backToPayment)}</a>`,
  );
}
