// The words of every mail, in the four languages of the product. A mail is written in the language
// the member last used (users.language); French is the default and the reference wording.
import type { Language } from '@affinia/contract';

export type MailTexts = {
  greeting: (name: string) => string;
  signature: string;
  footerReason: string;
  unsubscribe: string;
  confirmEmail: { subject: string; intro: string; action: string; validity: string };
  changeEmail: { subject: string; intro: string; action: string; validity: string };
  emailChangeNotice: { subject: string; intro: (newAddress: string) => string; notYou: string };
  passwordReset: { subject: string; intro: string; action: string; validity: string; notYou: string };
  passwordChanged: { subject: string; intro: string; notYou: string; action: string };
  signInLink: MailTexts['passwordReset'];
  newMatch: { subject: (other: string) => string; intro: (other: string) => string; action: string };
  newMessage: { subject: (sender: string) => string; intro: (sender: string) => string; action: string };
  replyWaiting: { subject: (other: string) => string; intro: (other: string) => string; action: string };
  ratingsPublished: { subject: string; intro: string; action: string };
  /** "Préviens-moi" (decision 043): someone new matches; never who, nor where. */
  newArrival: { subject: string; intro: string; action: string; stop: string };
  /** The receipt of a payment made before sign-up, with the link that restores its credit anywhere. */
  paymentReceipt: {
    locale: string;
    subject: string;
    intro: string;
    product: string;
    amountLabel: string;
    dateLabel: string;
    referenceLabel: string;
    restore: (days: number) => string;
    action: string;
    footer: string;
  };
  /** A moderation decision and its statement of reasons (DSA Art. 17). */
  moderationDecision: {
    subject: { warn: string; suspend: string; ban: string; remove_photo: string };
    intro: { warn: string; suspend: (until: string) => string; ban: string; remove_photo: string };
    statementLabel: string;
    groundLabel: string;
    grounds: { terms: string; illegal_content: string };
    human: string;
    redress: string;
    action: string;
  };
  messageDigest: {
    subject: (messages: number) => string;
    intro: (messages: number, conversations: number) => string;
    action: string;
  };
};

const fr: MailTexts = {
  greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  signature: 'L’équipe Affinia',
  footerReason: 'Vous recevez cet e-mail parce que vous avez un compte Affinia.',
  unsubscribe: 'Ne plus recevoir ce type d’e-mails',
  confirmEmail: {
    subject: 'Confirmez votre adresse e-mail',
    intro:
      'Confirmez votre adresse e-mail pour sécuriser votre compte et pouvoir le récupérer si vous oubliez votre mot de passe.',
    action: 'Confirmer mon adresse',
    validity: 'Ce lien est valable 7 jours.',
  },
  changeEmail: {
    subject: 'Confirmez votre nouvelle adresse e-mail',
    intro:
      'Vous avez demandé à utiliser cette adresse pour votre compte Affinia. Le changement prendra effet dès que vous l’aurez confirmé.',
    action: 'Confirmer ma nouvelle adresse',
    validity: 'Ce lien est valable 7 jours.',
  },
  emailChangeNotice: {
    subject: 'Changement d’adresse e-mail demandé',
    intro: (address) =>
      `Une demande a été faite pour remplacer l’adresse de votre compte par ${address}. Elle ne changera que lorsque la nouvelle adresse aura été confirmée.`,
    notYou: 'Si vous n’êtes pas à l’origine de cette demande, changez votre mot de passe dès maintenant.',
  },
  passwordReset: {
    subject: 'Réinitialisation de votre mot de passe',
    intro: 'Vous avez demandé à choisir un nouveau mot de passe pour votre compte Affinia.',
    action: 'Choisir un nouveau mot de passe',
    validity: 'Ce lien est valable 30 minutes et ne peut servir qu’une fois.',
    notYou: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe ne change pas.',
  },
  signInLink: {
    subject: 'Votre lien de connexion',
    intro: 'Vous avez demandé un lien pour vous connecter à votre compte Affinia sans mot de passe.',
    action: 'Me connecter',
    validity: 'Ce lien est valable 15 minutes et ne peut servir qu’une fois.',
    notYou:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : sans ce lien, personne ne se connecte à votre place.',
  },
  passwordChanged: {
    subject: 'Votre mot de passe a été modifié',
    intro: 'Le mot de passe de votre compte Affinia vient d’être modifié et vos autres sessions ont été fermées.',
    notYou: 'Si ce n’était pas vous, réinitialisez votre mot de passe immédiatement.',
    action: 'Réinitialiser mon mot de passe',
  },
  newMatch: {
    subject: (other) => `C’est un match avec ${other} !`,
    intro: (other) => `${other} et vous vous êtes plu mutuellement. Lancez la conversation !`,
    action: 'Voir mes matchs',
  },
  newMessage: {
    subject: (sender) => `Nouveau message de ${sender}`,
    intro: (sender) => `${sender} vous a écrit sur Affinia.`,
    action: 'Lire le message',
  },
  replyWaiting: {
    subject: (other) => `${other} attend votre réponse`,
    intro: (other) => `${other} vous a écrit il y a un jour. Un petit mot suffit pour garder le lien.`,
    action: 'Répondre',
  },
  moderationDecision: {
    subject: {
      warn: 'Avertissement de l’équipe de modération',
      remove_photo: 'Une de vos photos a été retirée',
      suspend: 'Votre compte est suspendu',
      ban: 'Votre compte a été fermé',
    },
    intro: {
      warn: 'L’équipe de modération d’Affinia vous adresse un avertissement. Votre compte reste actif.',
      remove_photo: 'L’équipe de modération d’Affinia a retiré une photo de votre profil. Votre compte reste actif.',
      suspend: (until) =>
        `L’équipe de modération d’Affinia a suspendu votre compte jusqu’au ${until}. D’ici là, vous ne pouvez plus vous connecter et votre profil n’est plus montré.`,
      ban: 'L’équipe de modération d’Affinia a fermé votre compte. Vous ne pouvez plus vous connecter et votre profil n’est plus montré.',
    },
    statementLabel: 'Les faits qui motivent cette décision :',
    groundLabel: 'Fondement :',
    grounds: {
      terms: 'nos conditions générales d’utilisation',
      illegal_content: 'un contenu illicite au regard de la loi',
    },
    human: 'Cette décision a été prise par une personne de notre équipe, pas par un système automatisé.',
    redress:
      'Vous pouvez la contester dans les six mois en écrivant à l’équipe Affinia : une autre personne la réexaminera. Vous pouvez aussi saisir un organisme de règlement extrajudiciaire des litiges ou un tribunal.',
    action: 'Lire nos conditions générales',
  },
  paymentReceipt: {
    locale: 'fr-FR',
    subject: 'Votre reçu Affinia : inscription Premium',
    intro: 'Merci ! Nous avons bien reçu votre paiement.',
    product: 'Inscription Premium Affinia, paiement unique',
    amountLabel: 'Montant :',
    dateLabel: 'Date :',
    referenceLabel: 'Référence du paiement :',
    restore: (days) =>
      `Si vous n’avez pas encore créé votre compte, le lien ci-dessous retrouve votre paiement dans n’importe quel navigateur. Il est personnel : ne le partagez pas. Il sert une seule fois, pour une seule inscription, pendant ${days} jours après le paiement.`,
    action: 'Créer mon compte Premium',
    footer: 'Vous recevez cet e-mail parce que cette adresse a été indiquée lors d’un paiement sur Affinia.',
  },
  newArrival: {
    subject: 'Un nouveau profil correspond à vos critères',
    intro: 'Quelqu’un de nouveau qui correspond à vos critères est arrivé sur Affinia. Venez découvrir son profil.',
    action: 'Découvrir les profils',
    stop: 'Vous recevez ce message parce que vous avez choisi « Préviens-moi ». Pour l’arrêter, désactivez-le sur la page Découvrir.',
  },
  ratingsPublished: {
    subject: 'Vos notes ont été mises à jour',
    intro:
      'De nouvelles évaluations anonymes de vos matchs ont été publiées. Elles apparaissent par lots, jamais une par une : personne ne peut savoir qui a noté quoi.',
    action: 'Voir mes notes',
  },
  messageDigest: {
    subject: (n) => (n === 1 ? 'Un nouveau message vous attend' : `${n} nouveaux messages vous attendent`),
    intro: (n, c) =>
      `Depuis hier, vous avez reçu ${n === 1 ? 'un message' : `${n} messages`} dans ${c === 1 ? 'une conversation' : `${c} conversations`}.`,
    action: 'Voir mes conversations',
  },
};

const en: MailTexts = {
  greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
  signature: 'The Affinia team',
  footerReason: 'You are receiving this e-mail because you have an Affinia account.',
  unsubscribe: 'Stop receiving this kind of e-mail',
  confirmEmail: {
    subject: 'Confirm your e-mail address',
    intro:
      'Confirm your e-mail address to secure your account and to be able to recover it if you forget your password.',
    action: 'Confirm my address',
    validity: 'This link is valid for 7 days.',
  },
  changeEmail: {
    subject: 'Confirm your new e-mail address',
    intro: 'You asked to use this address for your Affinia account. The change takes effect as soon as you confirm it.',
    action: 'Confirm my new address',
    validity: 'This link is valid for 7 days.',
  },
  emailChangeNotice: {
    subject: 'E-mail address change requested',
    intro: (address) =>
      `Someone asked to replace your account's address with ${address}. It will only change once the new address is confirmed.`,
    notYou: 'If this was not you, change your password now.',
  },
  passwordReset: {
    subject: 'Reset your password',
    intro: 'You asked to choose a new password for your Affinia account.',
    action: 'Choose a new password',
    validity: 'This link is valid for 30 minutes and works only once.',
    notYou: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
  },
  signInLink: {
    subject: 'Your sign-in link',
    intro: 'You asked for a link to sign in to your Affinia account without your password.',
    action: 'Sign me in',
    validity: 'This link is valid for 15 minutes and works only once.',
    notYou: 'If you did not ask for this, ignore this e-mail: without this link nobody can sign in as you.',
  },
  passwordChanged: {
    subject: 'Your password was changed',
    intro: 'The password of your Affinia account was just changed and your other sessions were signed out.',
    notYou: 'If this was not you, reset your password right away.',
    action: 'Reset my password',
  },
  newMatch: {
    subject: (other) => `It's a match with ${other}!`,
    intro: (other) => `You and ${other} like each other. Start the conversation!`,
    action: 'See my matches',
  },
  newMessage: {
    subject: (sender) => `New message from ${sender}`,
    intro: (sender) => `${sender} wrote to you on Affinia.`,
    action: 'Read the message',
  },
  replyWaiting: {
    subject: (other) => `${other} is waiting for your reply`,
    intro: (other) => `${other} wrote to you a day ago. A few words are enough to keep in touch.`,
    action: 'Reply',
  },
  moderationDecision: {
    subject: {
      warn: 'A warning from the moderation team',
      remove_photo: 'One of your photos has been removed',
      suspend: 'Your account is suspended',
      ban: 'Your account has been closed',
    },
    intro: {
      warn: 'Affinia’s moderation team is sending you a warning. Your account stays active.',
      remove_photo: 'Affinia’s moderation team has removed a photo from your profile. Your account stays active.',
      suspend: (until) =>
        `Affinia’s moderation team has suspended your account until ${until}. Until then you cannot sign in and your profile is not shown.`,
      ban: 'Affinia’s moderation team has closed your account. You can no longer sign in and your profile is not shown.',
    },
    statementLabel: 'The facts behind this decision:',
    groundLabel: 'Ground:',
    grounds: { terms: 'our terms of use', illegal_content: 'content that is illegal under the law' },
    human: 'This decision was taken by a person on our team, not by an automated system.',
    redress:
      'You can contest it within six months by writing to the Affinia team: another person will review it. You can also turn to an out-of-court dispute settlement body or a court.',
    action: 'Read our terms of use',
  },
  paymentReceipt: {
    locale: 'en-US',
    subject: 'Your Affinia receipt: Premium sign-up',
    intro: 'Thank you! We have received your payment.',
    product: 'Affinia Premium sign-up, one-time payment',
    amountLabel: 'Amount:',
    dateLabel: 'Date:',
    referenceLabel: 'Payment reference:',
    restore: (days) =>
      `If you have not created your account yet, the link below brings your payment back in any browser. It is private: do not share it. It works once, for one sign-up, for ${days} days after the payment.`,
    action: 'Create my Premium account',
    footer: 'You are receiving this e-mail because this address was given for a payment on Affinia.',
  },
  newArrival: {
    subject: 'A new profile matches your criteria',
    intro: 'Someone new who matches your criteria has joined Affinia. Come and see their profile.',
    action: 'Discover profiles',
    stop: 'You are receiving this because you chose “Notify me”. To stop it, turn it off on the Discover page.',
  },
  ratingsPublished: {
    subject: 'Your ratings have been updated',
    intro:
      'New anonymous ratings from your matches have been published. They appear in batches, never one at a time: nobody can tell who rated what.',
    action: 'See my ratings',
  },
  messageDigest: {
    subject: (n) => (n === 1 ? 'A new message is waiting for you' : `${n} new messages are waiting for you`),
    intro: (n, c) =>
      `Since yesterday you have received ${n === 1 ? 'one message' : `${n} messages`} in ${c === 1 ? 'one conversation' : `${c} conversations`}.`,
    action: 'See my conversations',
  },
};

const es: MailTexts = {
  greeting: (name) => (name ? `Hola ${name}:` : 'Hola:'),
  signature: 'El equipo de Affinia',
  footerReason: 'Recibes este correo porque tienes una cuenta en Affinia.',
  unsubscribe: 'No recibir más este tipo de correos',
  confirmEmail: {
    subject: 'Confirma tu dirección de correo',
    intro: 'Confirma tu dirección de correo para proteger tu cuenta y poder recuperarla si olvidas tu contraseña.',
    action: 'Confirmar mi dirección',
    validity: 'Este enlace es válido durante 7 días.',
  },
  changeEmail: {
    subject: 'Confirma tu nueva dirección de correo',
    intro: 'Has pedido usar esta dirección para tu cuenta de Affinia. El cambio se aplicará en cuanto la confirmes.',
    action: 'Confirmar mi nueva dirección',
    validity: 'Este enlace es válido durante 7 días.',
  },
  emailChangeNotice: {
    subject: 'Solicitud de cambio de dirección de correo',
    intro: (address) =>
      `Se ha pedido sustituir la dirección de tu cuenta por ${address}. Solo cambiará cuando se confirme la nueva dirección.`,
    notYou: 'Si no has sido tú, cambia tu contraseña ahora mismo.',
  },
  passwordReset: {
    subject: 'Restablece tu contraseña',
    intro: 'Has pedido elegir una nueva contraseña para tu cuenta de Affinia.',
    action: 'Elegir una nueva contraseña',
    validity: 'Este enlace es válido durante 30 minutos y solo funciona una vez.',
    notYou: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
  },
  signInLink: {
    subject: 'Tu enlace de inicio de sesión',
    intro: 'Has pedido un enlace para entrar en tu cuenta de Affinia sin contraseña.',
    action: 'Iniciar sesión',
    validity: 'Este enlace es válido durante 15 minutos y solo funciona una vez.',
    notYou: 'Si no lo has pedido tú, ignora este correo: sin este enlace nadie puede entrar en tu lugar.',
  },
  passwordChanged: {
    subject: 'Tu contraseña ha cambiado',
    intro: 'La contraseña de tu cuenta de Affinia acaba de cambiar y tus otras sesiones se han cerrado.',
    notYou: 'Si no has sido tú, restablece tu contraseña de inmediato.',
    action: 'Restablecer mi contraseña',
  },
  newMatch: {
    subject: (other) => `¡Tienes un match con ${other}!`,
    intro: (other) => `${other} y tú os habéis gustado. ¡Empezad a hablar!`,
    action: 'Ver mis matches',
  },
  newMessage: {
    subject: (sender) => `Nuevo mensaje de ${sender}`,
    intro: (sender) => `${sender} te ha escrito en Affinia.`,
    action: 'Leer el mensaje',
  },
  replyWaiting: {
    subject: (other) => `${other} espera tu respuesta`,
    intro: (other) => `${other} te escribió hace un día. Unas pocas palabras bastan para mantener el contacto.`,
    action: 'Responder',
  },
  moderationDecision: {
    subject: {
      warn: 'Advertencia del equipo de moderación',
      remove_photo: 'Hemos retirado una de tus fotos',
      suspend: 'Tu cuenta está suspendida',
      ban: 'Tu cuenta ha sido cerrada',
    },
    intro: {
      warn: 'El equipo de moderación de Affinia te envía una advertencia. Tu cuenta sigue activa.',
      remove_photo: 'El equipo de moderación de Affinia ha retirado una foto de tu perfil. Tu cuenta sigue activa.',
      suspend: (until) =>
        `El equipo de moderación de Affinia ha suspendido tu cuenta hasta el ${until}. Hasta entonces no puedes iniciar sesión y tu perfil no se muestra.`,
      ban: 'El equipo de moderación de Affinia ha cerrado tu cuenta. Ya no puedes iniciar sesión y tu perfil no se muestra.',
    },
    statementLabel: 'Los hechos que motivan esta decisión:',
    groundLabel: 'Fundamento:',
    grounds: { terms: 'nuestras condiciones de uso', illegal_content: 'un contenido ilícito según la ley' },
    human: 'Esta decisión la ha tomado una persona de nuestro equipo, no un sistema automatizado.',
    redress:
      'Puedes impugnarla en un plazo de seis meses escribiendo al equipo de Affinia: otra persona la revisará. También puedes acudir a un organismo de resolución extrajudicial de litigios o a un tribunal.',
    action: 'Leer nuestras condiciones de uso',
  },
  paymentReceipt: {
    locale: 'es-ES',
    subject: 'Tu recibo de Affinia: registro Premium',
    intro: '¡Gracias! Hemos recibido tu pago.',
    product: 'Registro Premium de Affinia, pago único',
    amountLabel: 'Importe:',
    dateLabel: 'Fecha:',
    referenceLabel: 'Referencia del pago:',
    restore: (days) =>
      `Si todavía no has creado tu cuenta, el enlace de abajo recupera tu pago en cualquier navegador. Es privado: no lo compartas. Sirve una sola vez, para un solo registro, durante ${days} días después del pago.`,
    action: 'Crear mi cuenta Premium',
    footer: 'Recibes este correo porque esta dirección se indicó en un pago en Affinia.',
  },
  newArrival: {
    subject: 'Un nuevo perfil encaja con tus criterios',
    intro: 'Alguien nuevo que encaja con tus criterios ha llegado a Affinia. Ven a descubrir su perfil.',
    action: 'Descubrir perfiles',
    stop: 'Recibes este mensaje porque elegiste «Avísame». Para dejar de recibirlo, desactívalo en la página Descubrir.',
  },
  ratingsPublished: {
    subject: 'Tus valoraciones se han actualizado',
    intro:
      'Se han publicado nuevas valoraciones anónimas de tus matches. Aparecen por tandas, nunca una a una: nadie puede saber quién valoró qué.',
    action: 'Ver mis valoraciones',
  },
  messageDigest: {
    subject: (n) => (n === 1 ? 'Te espera un mensaje nuevo' : `Te esperan ${n} mensajes nuevos`),
    intro: (n, c) =>
      `Desde ayer has recibido ${n === 1 ? 'un mensaje' : `${n} mensajes`} en ${c === 1 ? 'una conversación' : `${c} conversaciones`}.`,
    action: 'Ver mis conversaciones',
  },
};

const de: MailTexts = {
  greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
  signature: 'Dein Affinia-Team',
  footerReason: 'Du erhältst diese E-Mail, weil du ein Affinia-Konto hast.',
  unsubscribe: 'Diese Art von E-Mails nicht mehr erhalten',
  confirmEmail: {
    subject: 'Bestätige deine E-Mail-Adresse',
    intro:
      'Bestätige deine E-Mail-Adresse, um dein Konto zu schützen und es wiederherstellen zu können, falls du dein Passwort vergisst.',
    action: 'Adresse bestätigen',
    validity: 'Dieser Link ist 7 Tage gültig.',
  },
  changeEmail: {
    subject: 'Bestätige deine neue E-Mail-Adresse',
    intro: 'Du möchtest diese Adresse für dein Affinia-Konto verwenden. Die Änderung gilt, sobald du sie bestätigst.',
    action: 'Neue Adresse bestätigen',
    validity: 'Dieser Link ist 7 Tage gültig.',
  },
  emailChangeNotice: {
    subject: 'Änderung der E-Mail-Adresse angefragt',
    intro: (address) =>
      `Es wurde angefragt, die Adresse deines Kontos durch ${address} zu ersetzen. Sie ändert sich erst, wenn die neue Adresse bestätigt ist.`,
    notYou: 'Falls du das nicht warst, ändere jetzt dein Passwort.',
  },
  passwordReset: {
    subject: 'Passwort zurücksetzen',
    intro: 'Du möchtest ein neues Passwort für dein Affinia-Konto festlegen.',
    action: 'Neues Passwort wählen',
    validity: 'Dieser Link ist 30 Minuten gültig und funktioniert nur einmal.',
    notYou: 'Falls du das nicht angefragt hast, ignoriere diese E-Mail: dein Passwort bleibt unverändert.',
  },
  signInLink: {
    subject: 'Dein Anmeldelink',
    intro: 'Du hast einen Link angefordert, um dich ohne Passwort bei deinem Affinia-Konto anzumelden.',
    action: 'Jetzt anmelden',
    validity: 'Dieser Link ist 15 Minuten gültig und funktioniert nur einmal.',
    notYou:
      'Falls du das nicht angefragt hast, ignoriere diese E-Mail: ohne diesen Link kann sich niemand als du anmelden.',
  },
  passwordChanged: {
    subject: 'Dein Passwort wurde geändert',
    intro: 'Das Passwort deines Affinia-Kontos wurde soeben geändert und deine anderen Sitzungen wurden abgemeldet.',
    notYou: 'Falls du das nicht warst, setze dein Passwort sofort zurück.',
    action: 'Passwort zurücksetzen',
  },
  newMatch: {
    subject: (other) => `Es ist ein Match mit ${other}!`,
    intro: (other) => `Du und ${other} mögt euch gegenseitig. Beginnt das Gespräch!`,
    action: 'Meine Matches ansehen',
  },
  newMessage: {
    subject: (sender) => `Neue Nachricht von ${sender}`,
    intro: (sender) => `${sender} hat dir auf Affinia geschrieben.`,
    action: 'Nachricht lesen',
  },
  replyWaiting: {
    subject: (other) => `${other} wartet auf deine Antwort`,
    intro: (other) => `${other} hat dir vor einem Tag geschrieben. Ein paar Worte genügen, um in Kontakt zu bleiben.`,
    action: 'Antworten',
  },
  moderationDecision: {
    subject: {
      warn: 'Verwarnung durch das Moderationsteam',
      remove_photo: 'Eines deiner Fotos wurde entfernt',
      suspend: 'Dein Konto ist gesperrt',
      ban: 'Dein Konto wurde geschlossen',
    },
    intro: {
      warn: 'Das Moderationsteam von Affinia spricht dir eine Verwarnung aus. Dein Konto bleibt aktiv.',
      remove_photo: 'Das Moderationsteam von Affinia hat ein Foto aus deinem Profil entfernt. Dein Konto bleibt aktiv.',
      suspend: (until) =>
        `Das Moderationsteam von Affinia hat dein Konto bis zum ${until} gesperrt. Bis dahin kannst du dich nicht anmelden und dein Profil wird nicht angezeigt.`,
      ban: 'Das Moderationsteam von Affinia hat dein Konto geschlossen. Du kannst dich nicht mehr anmelden und dein Profil wird nicht angezeigt.',
    },
    statementLabel: 'Die Tatsachen, auf denen diese Entscheidung beruht:',
    groundLabel: 'Grundlage:',
    grounds: { terms: 'unsere Nutzungsbedingungen', illegal_content: 'ein nach dem Gesetz rechtswidriger Inhalt' },
    human: 'Diese Entscheidung hat eine Person aus unserem Team getroffen, kein automatisiertes System.',
    redress:
      'Du kannst sie innerhalb von sechs Monaten anfechten, indem du dem Affinia-Team schreibst: Eine andere Person prüft sie erneut. Du kannst dich auch an eine außergerichtliche Streitbeilegungsstelle oder ein Gericht wenden.',
    action: 'Unsere Nutzungsbedingungen lesen',
  },
  paymentReceipt: {
    locale: 'de-DE',
    subject: 'Deine Affinia-Quittung: Premium-Registrierung',
    intro: 'Vielen Dank! Wir haben deine Zahlung erhalten.',
    product: 'Affinia Premium-Registrierung, einmalige Zahlung',
    amountLabel: 'Betrag:',
    dateLabel: 'Datum:',
    referenceLabel: 'Zahlungsreferenz:',
    restore: (days) =>
      `Falls du dein Konto noch nicht erstellt hast, holt der Link unten deine Zahlung in jeden Browser zurück. Er ist privat: Teile ihn nicht. Er gilt einmal, für eine einzige Registrierung, ${days} Tage lang nach der Zahlung.`,
    action: 'Mein Premium-Konto erstellen',
    footer: 'Du erhältst diese E-Mail, weil diese Adresse bei einer Zahlung auf Affinia angegeben wurde.',
  },
  newArrival: {
    subject: 'Ein neues Profil passt zu deinen Kriterien',
    intro: 'Jemand Neues, der zu deinen Kriterien passt, ist bei Affinia angekommen. Schau dir das Profil an.',
    action: 'Profile entdecken',
    stop: 'Du erhältst diese Nachricht, weil du „Benachrichtige mich“ gewählt hast. Du kannst es auf der Seite Entdecken ausschalten.',
  },
  ratingsPublished: {
    subject: 'Deine Bewertungen wurden aktualisiert',
    intro:
      'Neue anonyme Bewertungen deiner Matches wurden veröffentlicht. Sie erscheinen gesammelt, nie einzeln: Niemand kann erkennen, wer was bewertet hat.',
    action: 'Meine Bewertungen ansehen',
  },
  messageDigest: {
    subject: (n) => (n === 1 ? 'Eine neue Nachricht wartet auf dich' : `${n} neue Nachrichten warten auf dich`),
    intro: (n, c) =>
      `Seit gestern hast du ${n === 1 ? 'eine Nachricht' : `${n} Nachrichten`} in ${c === 1 ? 'einer Unterhaltung' : `${c} Unterhaltungen`} erhalten.`,
    action: 'Meine Unterhaltungen ansehen',
  },
};

export const MAIL_TEXTS: Record<Language, MailTexts> = { fr, en, es, de };
