// The words of push notifications, in the four languages of the product and the member's language
// (users.language, like the mails). A push names who, never what: no message text ever leaves in one.
import type { Language } from '@affinia/contract';

export type PushTexts = {
  newMatch: { title: (other: string) => string; body: string };
  newMessage: { title: (sender: string) => string; body: string };
  replyWaiting: { title: (other: string) => string; body: string };
  ratingsPublished: { title: string; body: string };
  /** "Préviens-moi": never who, nor where. */
  newArrival: { title: string; body: string };
};

const fr: PushTexts = {
  newMatch: { title: (other) => `C’est un match avec ${other} !`, body: 'Lancez la conversation.' },
  newMessage: { title: (sender) => `Nouveau message de ${sender}`, body: 'Ouvrez la conversation pour le lire.' },
  replyWaiting: { title: (other) => `${other} attend votre réponse`, body: 'Reprenez la conversation.' },
  ratingsPublished: {
    title: 'Vos notes ont été mises à jour',
    body: 'Découvrez votre note sur votre tableau de bord.',
  },
  newArrival: { title: 'Un nouveau profil correspond à vos critères', body: 'Venez le découvrir.' },
};

const en: PushTexts = {
  newMatch: { title: (other) => `It’s a match with ${other}!`, body: 'Start the conversation.' },
  newMessage: { title: (sender) => `New message from ${sender}`, body: 'Open the conversation to read it.' },
  replyWaiting: { title: (other) => `${other} is waiting for your reply`, body: 'Pick the conversation back up.' },
  ratingsPublished: { title: 'Your ratings were updated', body: 'See your score on your dashboard.' },
  newArrival: { title: 'A new profile matches your criteria', body: 'Come and discover it.' },
};

const es: PushTexts = {
  newMatch: { title: (other) => `¡Es un match con ${other}!`, body: 'Empieza la conversación.' },
  newMessage: { title: (sender) => `Nuevo mensaje de ${sender}`, body: 'Abre la conversación para leerlo.' },
  replyWaiting: { title: (other) => `${other} espera tu respuesta`, body: 'Retoma la conversación.' },
  ratingsPublished: { title: 'Tus valoraciones se han actualizado', body: 'Mira tu puntuación en tu panel.' },
  newArrival: { title: 'Un nuevo perfil encaja con tus criterios', body: 'Ven a descubrirlo.' },
};

const de: PushTexts = {
  newMatch: { title: (other) => `Es ist ein Match mit ${other}!`, body: 'Beginnt euer Gespräch.' },
  newMessage: { title: (sender) => `Neue Nachricht von ${sender}`, body: 'Öffne das Gespräch, um sie zu lesen.' },
  replyWaiting: { title: (other) => `${other} wartet auf deine Antwort`, body: 'Nimm das Gespräch wieder auf.' },
  ratingsPublished: { title: 'Deine Bewertungen wurden aktualisiert', body: 'Sieh dir deine Note im Dashboard an.' },
  newArrival: { title: 'Ein neues Profil passt zu deinen Kriterien', body: 'Schau es dir an.' },
};

export const PUSH_TEXTS: Record<Language, PushTexts> = { fr, en, es, de };
