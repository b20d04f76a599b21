// The ten static reviews shown on /testimonials (spec section 3 "Static review"): eight rated 5, two
// rated 4. They are written in French; `translations` carries the text for the other languages.
import type { Language } from '@affinia/contract';
import { initialsAvatar } from './initials-avatar';

export type StaticReview = {
  id: number;
  name: string;
  age: number;
  location: string;
  rating: number;
  /** ISO date of the review. */
  date: string;
  /** A generated initials avatar (data: URL): nothing is fetched from elsewhere. */
  photo: string;
  text: string;
  /** Short label summing the story up. */
  highlight: string;
  translations: Record<Exclude<Language, 'fr'>, { text: string; highlight: string }>;
};

type ReviewInput = Omit<StaticReview, 'photo'>;

const reviews: ReviewInput[] = [
  {
    id: 1,
    name: 'Sophie M.',
    age: 32,
    location: 'Lyon',
    rating: 5,
    date: '2025-01-12',
    text: "J'avais abandonné les applications de rencontre, lassée des conversations qui ne menaient nulle part. Sur Affinia, le premier profil avec un score de 91 était celui de Thomas. L'explication parlait de notre goût commun pour la randonnée et de notre façon de gérer les désaccords : c'était tellement juste que je lui ai écrit tout de suite. Six mois plus tard, nous cherchons un appartement ensemble.",
    highlight: 'En couple depuis 6 mois',
    translations: {
      en: {
        text: "I had given up on dating apps, tired of conversations that led nowhere. On Affinia, the first profile with a score of 91 was Thomas's. The explanation mentioned our shared love of hiking and the way we both handle disagreements: it was so accurate that I wrote to him right away. Six months later, we are looking for a flat together.",
        highlight: 'Together for 6 months',
      },
      es: {
        text: 'Había abandonado las apps de citas, cansada de conversaciones que no llevaban a ninguna parte. En Affinia, el primer perfil con una puntuación de 91 era el de Thomas. La explicación hablaba de nuestro gusto compartido por el senderismo y de nuestra forma de gestionar los desacuerdos: era tan acertada que le escribí enseguida. Seis meses después, buscamos piso juntos.',
        highlight: 'En pareja desde hace 6 meses',
      },
      de: {
        text: 'Ich hatte Dating-Apps aufgegeben, weil mich Gespräche ermüdeten, die nirgendwohin führten. Auf Affinia war das erste Profil mit einem Wert von 91 das von Thomas. Die Erklärung erwähnte unsere gemeinsame Liebe zum Wandern und wie wir beide mit Meinungsverschiedenheiten umgehen: Das war so treffend, dass ich ihm sofort geschrieben habe. Sechs Monate später suchen wir gemeinsam eine Wohnung.',
        highlight: 'Seit 6 Monaten ein Paar',
      },
    },
  },
  {
    id: 2,
    name: 'Karim B.',
    age: 35,
    location: 'Paris',
    rating: 5,
    date: '2025-01-05',
    text: "Ce qui m'a convaincu, c'est le questionnaire. Il pose de vraies questions sur les valeurs et les projets, pas seulement sur les loisirs. J'ai rencontré Claire, qui voulait comme moi fonder une famille et quitter Paris dans quelques années. On en a parlé dès le deuxième rendez-vous, sans gêne, parce qu'on savait déjà qu'on était sur la même longueur d'onde.",
    highlight: 'Les mêmes projets de vie',
    translations: {
      en: {
        text: 'What won me over was the questionnaire. It asks real questions about values and plans, not just hobbies. I met Claire, who, like me, wanted to start a family and leave Paris in a few years. We talked about it from our second date, without any awkwardness, because we already knew we were on the same wavelength.',
        highlight: 'The same life plans',
      },
      es: {
        text: 'Lo que me convenció fue el cuestionario. Hace preguntas de verdad sobre los valores y los proyectos, no solo sobre el ocio. Conocí a Claire, que como yo quería formar una familia y dejar París dentro de unos años. Lo hablamos desde la segunda cita, sin incomodidad, porque ya sabíamos que estábamos en la misma onda.',
        highlight: 'Los mismos proyectos de vida',
      },
      de: {
        text: 'Überzeugt hat mich der Fragebogen. Er stellt echte Fragen zu Werten und Plänen, nicht nur zu Hobbys. Ich habe Claire kennengelernt, die wie ich eine Familie gründen und Paris in ein paar Jahren verlassen wollte. Wir haben schon beim zweiten Date darüber gesprochen, ganz ohne Verlegenheit, weil wir wussten, dass wir auf einer Wellenlänge sind.',
        highlight: 'Dieselben Lebenspläne',
      },
    },
  },
  {
    id: 3,
    name: 'Camille R.',
    age: 27,
    location: 'Bordeaux',
    rating: 5,
    date: '2024-12-18',
    text: "Je suis timide et le premier message a toujours été un calvaire pour moi. Les suggestions de conversation m'ont vraiment aidée : la première parlait de notre passion commune pour la photographie argentique. Louis m'a répondu avec une photo de son vieil appareil, et on ne s'est plus arrêtés de discuter.",
    highlight: 'Le premier message enfin facile',
    translations: {
      en: {
        text: 'I am shy and the first message has always been an ordeal for me. The conversation suggestions really helped: the first one was about our shared passion for film photography. Louis replied with a picture of his old camera, and we never stopped talking.',
        highlight: 'The first message, finally easy',
      },
      es: {
        text: 'Soy tímida y el primer mensaje siempre ha sido un suplicio para mí. Las sugerencias de conversación me ayudaron de verdad: la primera hablaba de nuestra pasión común por la fotografía analógica. Louis me respondió con una foto de su vieja cámara y ya no paramos de hablar.',
        highlight: 'El primer mensaje, por fin fácil',
      },
      de: {
        text: 'Ich bin schüchtern, und die erste Nachricht war für mich immer eine Qual. Die Gesprächsvorschläge haben mir wirklich geholfen: Der erste drehte sich um unsere gemeinsame Leidenschaft für analoge Fotografie. Louis antwortete mit einem Foto seiner alten Kamera, und wir haben seitdem nicht mehr aufgehört zu schreiben.',
        highlight: 'Die erste Nachricht, endlich leicht',
      },
    },
  },
  {
    id: 4,
    name: 'Julien D.',
    age: 41,
    location: 'Nantes',
    rating: 4,
    date: '2024-12-02',
    text: "Après mon divorce, je voulais une application sérieuse, sans jeux de séduction. Affinia correspond à ce que je cherchais : moins de profils, mais des profils pertinents, avec des explications claires. J'aurais aimé qu'il y ait davantage de membres dans ma région au début, mais j'ai fini par rencontrer Nathalie, et nous nous voyons depuis trois mois.",
    highlight: 'Une application sérieuse',
    translations: {
      en: {
        text: 'After my divorce, I wanted a serious app, without seduction games. Affinia is what I was looking for: fewer profiles, but relevant ones, with clear explanations. I would have liked more members in my area at the beginning, but I ended up meeting Nathalie, and we have been seeing each other for three months.',
        highlight: 'A serious app',
      },
      es: {
        text: 'Después de mi divorcio, quería una aplicación seria, sin juegos de seducción. Affinia es lo que buscaba: menos perfiles, pero pertinentes, con explicaciones claras. Me habría gustado que hubiera más miembros en mi región al principio, pero acabé conociendo a Nathalie y nos vemos desde hace tres meses.',
        highlight: 'Una aplicación seria',
      },
      de: {
        text: 'Nach meiner Scheidung wollte ich eine seriöse App ohne Flirtspielchen. Affinia ist genau das: weniger Profile, aber passende, mit klaren Erklärungen. Am Anfang hätte ich mir mehr Mitglieder in meiner Region gewünscht, aber schließlich habe ich Nathalie kennengelernt, und wir treffen uns seit drei Monaten.',
        highlight: 'Eine seriöse App',
      },
    },
  },
  {
    id: 5,
    name: 'Léa F.',
    age: 30,
    location: 'Marseille',
    rating: 5,
    date: '2024-11-21',
    text: "Le score d'affinité m'a d'abord fait sourire, puis il m'a surprise. Je n'aurais jamais remarqué Hugo sur une simple photo, mais notre score de 88 m'a donné envie de lire son profil. Nous avons la même façon de voir la vie sociale et les week-ends. Nous fêtons bientôt nos un an.",
    highlight: 'Bientôt un an ensemble',
    translations: {
      en: {
        text: 'The affinity score made me smile at first, then it surprised me. I would never have noticed Hugo from a single photo, but our score of 88 made me want to read his profile. We see social life and weekends the same way. We will soon celebrate our first year together.',
        highlight: 'Almost one year together',
      },
      es: {
        text: 'La puntuación de afinidad primero me hizo sonreír y luego me sorprendió. Nunca me habría fijado en Hugo por una simple foto, pero nuestra puntuación de 88 me animó a leer su perfil. Tenemos la misma forma de ver la vida social y los fines de semana. Pronto cumpliremos un año juntos.',
        highlight: 'Casi un año juntos',
      },
      de: {
        text: 'Der Affinitätswert hat mich zuerst zum Schmunzeln gebracht, dann hat er mich überrascht. Auf einem einzelnen Foto wäre mir Hugo nie aufgefallen, aber unser Wert von 88 hat mich neugierig auf sein Profil gemacht. Wir sehen Freizeit und Wochenenden genau gleich. Bald feiern wir unser erstes Jahr.',
        highlight: 'Bald ein Jahr zusammen',
      },
    },
  },
  {
    id: 6,
    name: 'Antoine G.',
    age: 38,
    location: 'Toulouse',
    rating: 5,
    date: '2024-11-08',
    text: "Ce que j'apprécie, c'est l'ambiance. La notation anonyme après un match pousse tout le monde à rester respectueux, et ça se sent dans les conversations. J'ai rencontré Émilie lors d'un premier rendez-vous dans un café près du Capitole ; nous partageons la même passion pour la cuisine et les voyages.",
    highlight: 'Des échanges respectueux',
    translations: {
      en: {
        text: 'What I like is the atmosphere. Anonymous ratings after a match encourage everyone to stay respectful, and you can feel it in the conversations. I met Émilie on a first date in a café near the Capitole; we share the same passion for cooking and travelling.',
        highlight: 'Respectful conversations',
      },
      es: {
        text: 'Lo que aprecio es el ambiente. La valoración anónima después de un match anima a todos a ser respetuosos, y se nota en las conversaciones. Conocí a Émilie en una primera cita en un café cerca del Capitole; compartimos la misma pasión por la cocina y los viajes.',
        highlight: 'Conversaciones respetuosas',
      },
      de: {
        text: 'Was ich schätze, ist die Atmosphäre. Die anonyme Bewertung nach einem Match sorgt dafür, dass alle respektvoll bleiben, und das spürt man in den Gesprächen. Émilie habe ich bei einem ersten Date in einem Café nahe dem Capitole getroffen; wir teilen die Leidenschaft für Kochen und Reisen.',
        highlight: 'Respektvolle Gespräche',
      },
    },
  },
  {
    id: 7,
    name: 'Inès K.',
    age: 26,
    location: 'Lille',
    rating: 5,
    date: '2024-10-27',
    text: "En tant que femme, la sécurité compte beaucoup pour moi. J'ai apprécié de savoir que la localisation des profils est vérifiée et que les photos sont nettoyées de leurs données GPS. Je me suis sentie en confiance pour discuter, puis pour rencontrer Mehdi. Aujourd'hui, nous partageons nos cours de danse du mardi soir.",
    highlight: 'Je me suis sentie en sécurité',
    translations: {
      en: {
        text: 'As a woman, safety matters a lot to me. I appreciated knowing that profile locations are checked and that photos are stripped of their GPS data. I felt confident chatting, then meeting Mehdi. Today we share our Tuesday evening dance classes.',
        highlight: 'I felt safe',
      },
      es: {
        text: 'Como mujer, la seguridad es muy importante para mí. Valoré saber que la ubicación de los perfiles se verifica y que las fotos se limpian de sus datos GPS. Me sentí con confianza para conversar y después para conocer a Mehdi. Hoy compartimos nuestras clases de baile de los martes por la noche.',
        highlight: 'Me sentí segura',
      },
      de: {
        text: 'Als Frau ist mir Sicherheit sehr wichtig. Ich fand es gut zu wissen, dass der Standort der Profile überprüft wird und Fotos von ihren GPS-Daten befreit werden. So habe ich mich sicher gefühlt, zu schreiben und dann Mehdi zu treffen. Heute besuchen wir gemeinsam den Tanzkurs am Dienstagabend.',
        highlight: 'Ich habe mich sicher gefühlt',
      },
    },
  },
  {
    id: 8,
    name: 'Marc L.',
    age: 47,
    location: 'Strasbourg',
    rating: 4,
    date: '2024-10-14',
    text: "Le questionnaire m'a pris un peu plus de temps que prévu, mais il en vaut la peine : les profils proposés me correspondaient beaucoup mieux que sur les autres sites que j'avais essayés. J'ai fait plusieurs belles rencontres, dont Valérie, avec qui je partage mes dimanches au marché et au bord de l'eau.",
    highlight: 'Des profils qui me correspondent',
    translations: {
      en: {
        text: 'The questionnaire took me a little longer than expected, but it is worth it: the suggested profiles suited me much better than on the other sites I had tried. I had several lovely encounters, including Valérie, with whom I now spend my Sundays at the market and by the water.',
        highlight: 'Profiles that suit me',
      },
      es: {
        text: 'El cuestionario me llevó un poco más de tiempo del previsto, pero vale la pena: los perfiles propuestos encajaban mucho mejor conmigo que en otras webs que había probado. Tuve varios encuentros bonitos, entre ellos Valérie, con quien comparto mis domingos en el mercado y junto al agua.',
        highlight: 'Perfiles que encajan conmigo',
      },
      de: {
        text: 'Der Fragebogen hat etwas länger gedauert als gedacht, aber er lohnt sich: Die vorgeschlagenen Profile passten viel besser zu mir als auf anderen Seiten, die ich ausprobiert hatte. Ich hatte mehrere schöne Begegnungen, darunter Valérie, mit der ich jetzt meine Sonntage auf dem Markt und am Wasser verbringe.',
        highlight: 'Profile, die zu mir passen',
      },
    },
  },
  {
    id: 9,
    name: 'Chloé P.',
    age: 33,
    location: 'Montpellier',
    rating: 5,
    date: '2024-09-30',
    text: "J'aime comprendre pourquoi les choses fonctionnent. Chaque suggestion explique ce qui nous rapproche, et ça change tout : on ne commence pas la conversation à l'aveugle. Avec Sébastien, l'explication parlait de notre besoin commun de planifier et de notre amour des livres. Elle avait raison sur toute la ligne.",
    highlight: 'Des explications qui changent tout',
    translations: {
      en: {
        text: 'I like to understand why things work. Every suggestion explains what brings you together, and that changes everything: you do not start the conversation blindly. With Sébastien, the explanation mentioned our shared need to plan ahead and our love of books. It was right on every count.',
        highlight: 'Explanations that change everything',
      },
      es: {
        text: 'Me gusta entender por qué funcionan las cosas. Cada sugerencia explica lo que nos une, y eso lo cambia todo: no empiezas la conversación a ciegas. Con Sébastien, la explicación hablaba de nuestra necesidad común de planificar y de nuestro amor por los libros. Acertó en todo.',
        highlight: 'Explicaciones que lo cambian todo',
      },
      de: {
        text: 'Ich verstehe gern, warum etwas funktioniert. Jeder Vorschlag erklärt, was einen verbindet, und das ändert alles: Man beginnt das Gespräch nicht blind. Bei Sébastien erwähnte die Erklärung unser gemeinsames Bedürfnis zu planen und unsere Liebe zu Büchern. Sie lag in allem richtig.',
        highlight: 'Erklärungen, die alles ändern',
      },
    },
  },
  {
    id: 10,
    name: 'Nicolas T.',
    age: 29,
    location: 'Rennes',
    rating: 5,
    date: '2024-09-16',
    text: "Je suis passé par plusieurs applications avant Affinia. Ici, j'ai eu moins de matchs, mais presque tous ont donné de vraies conversations. Avec Manon, nous avions un score de 93 et, dès le premier rendez-vous, nous avions l'impression de nous connaître depuis longtemps. Nous avons emménagé ensemble cet hiver.",
    highlight: 'Emménagés ensemble',
    translations: {
      en: {
        text: 'I went through several apps before Affinia. Here I had fewer matches, but almost all of them turned into real conversations. Manon and I had a score of 93 and, from our first date, it felt as if we had known each other for a long time. We moved in together this winter.',
        highlight: 'Moved in together',
      },
      es: {
        text: 'Probé varias aplicaciones antes de Affinia. Aquí tuve menos matches, pero casi todos dieron lugar a conversaciones de verdad. Manon y yo teníamos una puntuación de 93 y, desde la primera cita, sentimos que nos conocíamos desde hacía mucho. Nos fuimos a vivir juntos este invierno.',
        highlight: 'Viviendo juntos',
      },
      de: {
        text: 'Vor Affinia habe ich mehrere Apps ausprobiert. Hier hatte ich weniger Matches, aber fast alle wurden zu echten Gesprächen. Manon und ich hatten einen Wert von 93, und schon beim ersten Date hatten wir das Gefühl, uns lange zu kennen. Diesen Winter sind wir zusammengezogen.',
        highlight: 'Zusammengezogen',
      },
    },
  },
];

export const STATIC_REVIEWS: readonly StaticReview[] = reviews.map((review) => ({
  ...review,
  photo: initialsAvatar(review.name),
}));

/** The spec's header average: the static ratings' mean, to one decimal. */
export const STATIC_AVERAGE_RATING =
  Math.round((STATIC_REVIEWS.reduce((sum, review) => sum + review.rating, 0) / STATIC_REVIEWS.length) * 10) / 10;
