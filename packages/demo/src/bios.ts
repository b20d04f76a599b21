// Bios and "type sought" texts in the language of the person's city (French, Quebec French, Spanish,
// German), composed from fragments chosen by their answers: an adventurous hiker talks about
// mountains, a homebody about Sunday films. Enough fragments that 100 000 bios are almost all distinct.
//
// Template syntax: {name} is a value (capitalised when written {Name}); {m|f} is chosen by grammatical
// gender ("{curieux|curieuse}", "partant{|e}"). A non-binary writer (decision 054) gets the inclusive form
// their language builds from the two — "curieux·se", "partant·e", "iel" in French, "curiose" in Spanish,
// "Lehrer:in" in German — or a third form written {m|f|n} where that rule would read badly.
import type { CompatibilityAnswers, Gender, Interest, PersonalityAxis } from '@affinia/contract';
import type { BioLanguage, City } from './places.js';
import type { Rng } from './prng.js';
import type { Preferences, Questionnaire } from './questionnaire.js';

export const BIO_MIN_CHARS = 80;
export const BIO_MAX_CHARS = 400;

type Lang = 'fr' | 'es' | 'de';
type JobKind = 'work' | 'student' | 'retired';
type Job = { text: string; kind: JobKind };
/** A template that only makes sense for people in work ("Dans la vie, je suis {job}"). */
type Template = string | { text: string; workOnly: true };

type LanguagePack = {
  jobs: string[];
  students: string[];
  retired: string;
  intros: Template[];
  hobbies: Record<Interest, string>;
  interestNouns: Record<Interest, string>;
  interestLists: string[];
  interests: Record<Interest, string[]>;
  trips: string[];
  traits: Record<PersonalityAxis, { high: string[]; low: string[] }>;
  weekend: Record<CompatibilityAnswers['weekend'], string[]>;
  future: Record<CompatibilityAnswers['future'], string[]>;
  values: Record<CompatibilityAnswers['values'], string[]>;
  closers: string[];
  and: string;
  /** Type sought: who, then qualities and a clause, rendered with the sought person's gender. */
  seekTargets: Record<Gender | 'someone', string>;
  seekTemplates: string[];
  seekQualities: Record<CompatibilityAnswers['values'], string>;
  seekAdjectives: string[];
  seekClauses: string[];
};

const FR: LanguagePack = {
  jobs: [
    'infirmi{er|ère}',
    'professeur{|e} des écoles',
    'développeu{r|se}',
    'architecte',
    'boulang{er|ère}',
    'kiné',
    'comptable',
    'ingénieur{|e}',
    'avocat{|e}',
    'chef{|fe} de projet',
    'graphiste',
    'journaliste',
    'pharmacien{|ne}',
    'commercial{|e}',
    'photographe',
    'médecin',
    'vétérinaire',
    'électricien{|ne}',
    'conduct{eur|rice} de train',
    'libraire',
    'consultant{|e}',
    'pompi{er|ère}',
    'aide-soignant{|e}',
    'chargé{|e} de communication',
    'restaurat{eur|rice}',
    'ébéniste',
    'prof de sport',
    'cuisini{er|ère}',
    'agent{|e} immobili{er|ère}',
    'cherch{eur|euse}',
    'data scientist',
    'UX designer',
    'prof de français',
    'assistant{|e} social{|e}',
    'artisan{|e}',
    'fonctionnaire',
    'éducat{eur|rice} spécialisé{|e}',
    'ostéopathe',
  ],
  students: [
    'étudiant{|e} en droit',
    'étudiant{|e} en médecine',
    'étudiant{|e} en design',
    'étudiant{|e} en école de commerce',
    'étudiant{|e} en biologie',
  ],
  retired: 'retraité{|e}',
  intros: [
    '{Name}, {age} ans, {job} {inCity}.',
    '{Job} de {age} ans, installé{|e} {inCity} depuis {years} ans.',
    'Je suis {job} et je vis {inCity}.',
    { text: 'Né{|e} {inOtherCity}, je vis {inCity} depuis {years} ans. Dans la vie, je suis {job}.', workOnly: true },
    '{Salut} ! Moi c’est {name}, {job} {inCity}.',
    { text: '{Job} {inCity} le jour, {hobby} le reste du temps.', workOnly: true },
    '{Salut} ! {age} ans, {job}, et {hobby} à mes heures perdues.',
    'Moi, c’est {name}. {Job} {inCity}, {age} ans.',
    '{age} ans, {job}, {hobby} et fi{er|ère} de l’être.',
    'Je m’appelle {name}, j’ai {age} ans et je suis {job}.',
  ],
  hobbies: {
    music: '{musicien|musicienne} du dimanche',
    cinema: 'cinéphile',
    travel: 'voyag{eur|euse} dans l’âme',
    sport: 'sporti{f|ve} du dimanche',
    reading: 'dévor{eur|euse} de romans',
    cooking: 'cuisini{er|ère} amateur',
    art: 'dessinat{eur|rice} à mes heures',
    technology: 'geek assumé{|e}',
    nature: 'randonn{eur|euse}',
    photography: 'photographe amateur',
    dance: 'danseu{r|se} de salsa',
    yoga: 'adepte de yoga',
  },
  interestNouns: {
    music: 'la musique',
    cinema: 'le cinéma',
    travel: 'les voyages',
    sport: 'le sport',
    reading: 'la lecture',
    cooking: 'la cuisine',
    art: 'l’art',
    technology: 'les nouvelles technologies',
    nature: 'la nature',
    photography: 'la photo',
    dance: 'la danse',
    yoga: 'le yoga',
  },
  interestLists: [
    'Côté passions : {list}.',
    'Ce qui me fait vibrer : {list}.',
    'J’aime {list}.',
    'Mes petits bonheurs : {list}.',
  ],
  interests: {
    music: [
      'Je ne sors jamais sans mes écouteurs.',
      'Les concerts, c’est ma dose de bonheur : du jazz au rock, je suis ouvert{|e} à tout.',
      'Je joue de la guitare (mal, mais avec passion).',
      'J’ai une playlist pour chaque moment de la journée.',
      'Festivals l’été, petites salles de concert l’hiver.',
    ],
    cinema: [
      'Grand{|e} fan de cinéma : je peux enchaîner trois films un dimanche pluvieux.',
      'Je connais les répliques de mes films cultes par cœur.',
      'Séance en VO, puis on refait le film autour d’un verre.',
      'Toujours partant{|e} pour une séance de ciné improvisée.',
    ],
    travel: [
      'J’ai toujours un sac prêt pour le prochain voyage.',
      'Mon dernier coup de cœur : {trip}.',
      'Je rêve de faire le tour du monde, en commençant par l’Amérique du Sud.',
      'Les escapades sur un coup de tête, j’adore.',
      'Prochaine destination sur ma liste : {trip}.',
    ],
    sport: [
      'Je cours trois fois par semaine et j’ai un semi-marathon en ligne de mire.',
      'Le foot du dimanche avec les amis, c’est sacré.',
      'Escalade, vélo, natation : j’ai besoin de bouger.',
      'Abonné{|e} à la salle de sport (et j’y vais vraiment !).',
    ],
    reading: [
      'Il y a toujours un roman dans mon sac.',
      'Je dévore les polars et la science-fiction.',
      'Dis-moi ton livre préféré, je te dirai si on va s’entendre.',
      'Une librairie, c’est ma caverne d’Ali Baba.',
    ],
    cooking: [
      'Je cuisine pour les gens que j’aime, et mes lasagnes ont leur petite réputation.',
      'Fan de marchés et de produits de saison.',
      'Je cherche encore la recette parfaite du risotto.',
      'Mon péché mignon : tester les nouveaux restos du quartier.',
    ],
    art: [
      'Je peux passer des heures dans un musée.',
      'Je peins un peu, surtout de l’aquarelle.',
      'Expos, théâtre, street art : tout ce qui fait réfléchir me plaît.',
      'J’ai toujours un carnet de croquis sur moi.',
    ],
    technology: [
      'Geek assumé{|e} : je monte mes PC et je code pour le plaisir.',
      'Passionné{|e} de nouvelles technologies, mais je sais aussi lâcher mon téléphone.',
      'Jeux vidéo, gadgets, domotique : j’aime comprendre comment ça marche.',
      'Je suis {celui|celle|la personne} qu’on appelle quand l’ordi plante.',
    ],
    nature: [
      'Rien ne vaut une randonnée en montagne pour se ressourcer.',
      'J’ai besoin de verdure : forêt, bord de mer ou simple parc, tout me va.',
      'Je fais pousser mes tomates sur mon balcon.',
      'Un bivouac sous les étoiles, c’est mon idée du luxe.',
    ],
    photography: [
      'Je ne me déplace jamais sans mon appareil photo.',
      'La photo argentique, c’est ma petite obsession du moment.',
      'J’adore capter la lumière d’une fin de journée.',
    ],
    dance: [
      'Salsa le mardi, bachata le jeudi : la danse, c’est ma soupape.',
      'Je ne résiste jamais à une piste de danse.',
      'J’ai commencé le rock il y a deux ans et je ne m’arrête plus.',
    ],
    yoga: [
      'Le yoga le matin, c’est mon rituel pour bien démarrer la journée.',
      'Yoga et méditation m’aident à garder les pieds sur terre.',
      'Je pratique le yoga depuis des années et je n’arrive toujours pas à tenir la posture du corbeau.',
    ],
  },
  trips: [
    'un road trip en Écosse',
    'une semaine à Lisbonne',
    'le Japon au printemps',
    'les îles grecques en voilier',
    'un trek dans l’Atlas',
    'l’Islande en van',
    'la Sicile à vélo',
    'le Mexique sac au dos',
    'les Dolomites',
    'la Norvège en train',
  ],
  traits: {
    extraversion: {
      high: [
        'Plutôt bavard{|e} et souriant{|e}, je me fais facilement des amis.',
        'On me dit solaire, et j’ai le rire facile.',
      ],
      low: [
        'Plutôt discr{et|ète} au premier abord, mais très drôle une fois en confiance.',
        'Je suis d’un naturel calme et j’aime les vraies conversations en tête-à-tête.',
      ],
    },
    aventure: {
      high: [
        'Toujours partant{|e} pour l’imprévu.',
        'J’aime sortir de ma zone de confort et tester de nouvelles choses.',
      ],
      low: [
        'J’aime mes petites habitudes et les plaisirs simples.',
        'Casani{er|ère} assumé{|e}, mais je me laisse volontiers embarquer.',
      ],
    },
    emotion: {
      high: [
        'Sensible et à l’écoute, je fonctionne beaucoup au feeling.',
        'Je suis quelqu’un d’entier : quand j’aime, je ne fais pas semblant.',
      ],
      low: [
        'Plutôt cartésien{|ne}, je garde la tête froide en toutes circonstances.',
        'Je réfléchis avant d’agir, et on peut compter sur moi.',
      ],
    },
    planification: {
      high: [
        'Organisé{|e}, j’aime quand les choses sont prévues… mais je sais lâcher prise.',
        'Mon agenda est bien rempli, et j’aime ça.',
      ],
      low: [
        'Je vis au jour le jour et j’adore l’improvisation.',
        'Les plans de dernière minute sont souvent les meilleurs.',
      ],
    },
    social: {
      high: [
        'Entouré{|e} d’une bande d’amis en or, j’adore les grandes tablées.',
        'Plus on est de fous, plus on rit !',
      ],
      low: [
        'Je préfère les soirées en petit comité aux grandes fêtes.',
        'J’ai besoin de moments à moi pour recharger les batteries.',
      ],
    },
  },
  weekend: {
    outdoors: [
      '{Le_weekend}, on me trouve plus souvent en rando que sur mon canapé.',
      'Mon idéal pour {le_weekend} : grand air, vélo et pique-nique.',
    ],
    cozy: [
      'Mon idéal pour {le_weekend} : un plaid, une série et un bon chocolat chaud.',
      'J’adore les dimanches tranquilles à la maison, avec un bon livre.',
    ],
    friends: [
      '{Le_weekend}, c’est brunchs et {aperos} entre amis.',
      'Je passe {le_weekend} avec mes amis, souvent autour d’une bonne table.',
    ],
    culture: [
      '{Le_weekend}, je file au musée, au théâtre ou à un concert.',
      'J’aime flâner dans les expos et les brocantes pendant {le_weekend}.',
    ],
  },
  future: {
    family: [
      'J’ai envie de construire quelque chose de sérieux, et pourquoi pas fonder une famille.',
      'Je cherche une histoire sérieuse, avec de beaux projets à deux.',
    ],
    career: [
      'Mon travail compte beaucoup pour moi, et j’aimerais partager ma vie avec quelqu’un qui a aussi ses projets.',
      'Je suis à fond dans mes projets, mais j’ai envie de partager mes victoires.',
    ],
    travel: ['Je cherche quelqu’un avec qui explorer le monde.', 'Mon rêve : partir pour un grand voyage à deux.'],
    stability: ['J’aspire à une relation stable et sereine.', 'Je cherche une relation simple, sincère et durable.'],
  },
  values: {
    honesty: ['La sincérité avant tout.', 'Pour moi, l’honnêteté n’est pas négociable.'],
    loyalty: [
      'La fidélité et la confiance comptent énormément pour moi.',
      'Je suis loyal{|e} en amitié comme en amour.',
    ],
    freedom: [
      'J’ai besoin de liberté, et je respecte celle des autres.',
      'Chacun ses passions, et de beaux moments à partager : voilà mon équilibre.',
    ],
    ambition: [
      'J’aime les gens qui ont des rêves et qui s’en donnent les moyens.',
      'Les gens passionnés et ambitieux m’inspirent.',
    ],
  },
  closers: [
    'Écris-moi si tu as un bon resto à me conseiller !',
    'Bonus si tu me fais rire.',
    'Au plaisir d’échanger 🙂',
    'Partant{|e} pour un premier café ?',
    'Si tu aimes les chats, on devrait bien s’entendre.',
    'Dis-moi quelle est ta chanson du moment.',
    'Le premier message est toujours le plus dur : lance-toi !',
    'À bientôt peut-être ☕',
    'Pas de prise de tête, juste de belles rencontres.',
    'Ton meilleur plan pour {le_weekend} ? Je suis curieu{x|se}.',
    'Ici pour de vraies rencontres, pas pour collectionner les matchs.',
  ],
  and: 'et',
  seekTargets: {
    homme: 'Un homme',
    femme: 'Une femme',
    non_binaire: 'Une personne non binaire',
    someone: 'Quelqu’un de',
  },
  seekTemplates: ['{target} {adj1} et {adj2}, {clause}.', 'J’aimerais rencontrer {targetLower} {adj1}, {clause}.'],
  seekQualities: {
    honesty: 'sincère',
    loyalty: 'fidèle',
    freedom: 'indépendant{|e}',
    ambition: 'ambitieu{x|se}',
  },
  seekAdjectives: [
    'drôle',
    'attentionné{|e}',
    'bienveillant{|e}',
    'curieu{x|se}',
    'spontané{|e}',
    'cultivé{|e}',
    'sporti{f|ve}',
    'posé{|e}',
    'généreu{x|se}',
    'souriant{|e}',
    'ouvert{|e} d’esprit',
    'dou{x|ce}',
    'passionné{|e}',
    'tendre',
  ],
  seekClauses: [
    'qui aime rire',
    'qui sait ce qu’{il|elle} veut',
    'avec qui partager de longues discussions',
    'qui aime les voyages autant que les soirées tranquilles',
    'qui a envie de construire quelque chose de vrai',
    'qui ne se prend pas trop au sérieux',
    'avec de l’humour et du cœur',
    'prêt{|e} à se laisser surprendre',
    'qui aime la vie et les bonnes choses',
  ],
};

const ES: LanguagePack = {
  jobs: [
    'enfermer{o|a}',
    'profes{or|ora}',
    'desarrollad{or|ora}',
    'arquitect{o|a}',
    'abogad{o|a}',
    'médic{o|a}',
    'ingenier{o|a}',
    'diseñad{or|ora} gráfic{o|a}',
    'periodista',
    'fisioterapeuta',
    'cociner{o|a}',
    'comercial',
    'farmacéutic{o|a}',
    'fotógraf{o|a}',
    'contable',
    'veterinari{o|a}',
    'bomber{o|a}',
    'funcionari{o|a}',
    'psicólog{o|a}',
    'electricista',
    'camarer{o|a}',
    'investigad{or|ora}',
    'maestr{o|a}',
    'consult{or|ora}',
    'emprended{or|ora}',
    'administrativ{o|a}',
    'dentista',
    'policía',
  ],
  students: [
    'estudiante de Medicina',
    'estudiante de Derecho',
    'estudiante de Bellas Artes',
    'estudiante de Ingeniería',
  ],
  retired: 'jubilad{o|a}',
  intros: [
    '{Name}, {age} años, {job} {inCity}.',
    '¡Hola! Soy {name}, {job} {inCity}.',
    'Soy {job} y vivo {inCity} desde hace {years} años.',
    { text: 'Nacid{o|a} {inOtherCity} y afincad{o|a} {inCity}. Trabajo como {job}.', workOnly: true },
    { text: '{Job} {inCity} de día, {hobby} el resto del tiempo.', workOnly: true },
    '¡Hola! {age} años, {job} y {hobby} en mis ratos libres.',
    'Me llamo {name}, tengo {age} años y soy {job}.',
    '{Name} por aquí: {job}, {age} años y {hobby}.',
  ],
  hobbies: {
    music: '{músico aficionado|música aficionada|amante de la música}',
    cinema: 'cinéfil{o|a}',
    travel: 'viajer{o|a} empedernid{o|a}',
    sport: 'deportista de fin de semana',
    reading: 'lect{or|ora} voraz',
    cooking: 'cociner{o|a} aficionad{o|a}',
    art: 'pint{or|ora} aficionad{o|a}',
    technology: 'friki de la tecnología',
    nature: 'amante de la montaña',
    photography: 'fotógraf{o|a} aficionad{o|a}',
    dance: '{bailarín de salsa|bailarina de salsa|amante de la salsa}',
    yoga: 'yogui',
  },
  interestNouns: {
    music: 'la música',
    cinema: 'el cine',
    travel: 'viajar',
    sport: 'el deporte',
    reading: 'la lectura',
    cooking: 'la cocina',
    art: 'el arte',
    technology: 'la tecnología',
    nature: 'la naturaleza',
    photography: 'la fotografía',
    dance: 'el baile',
    yoga: 'el yoga',
  },
  interestLists: ['Me encanta {list}.', 'Mis pasiones: {list}.', 'Lo que me hace feliz: {list}.'],
  interests: {
    music: [
      'Nunca salgo de casa sin mis auriculares.',
      'Los conciertos son mi felicidad: del flamenco al rock, me gusta todo.',
      'Toco la guitarra (mal, pero con mucha pasión).',
      'Tengo una playlist para cada momento del día.',
    ],
    cinema: [
      'Me puedo ver tres películas seguidas un domingo de lluvia.',
      'Me sé de memoria los diálogos de mis películas favoritas.',
      'Cine en versión original y luego cañas para comentar la peli.',
    ],
    travel: [
      'Siempre tengo la mochila preparada para el próximo viaje.',
      'Mi último flechazo: {trip}.',
      'Sueño con dar la vuelta al mundo algún día.',
      'Próximo destino en mi lista: {trip}.',
    ],
    sport: [
      'Salgo a correr tres veces por semana y tengo una media maratón en el punto de mira.',
      'El pádel de los domingos es sagrado.',
      'Escalada, bici, natación: necesito moverme.',
      'Voy al gimnasio (y sí, de verdad).',
    ],
    reading: [
      'Siempre llevo una novela en el bolso.',
      'Devoro novela negra y ciencia ficción.',
      'Dime cuál es tu libro favorito y te diré si nos vamos a llevar bien.',
    ],
    cooking: [
      'Cocino para la gente que quiero, y mi tortilla tiene fama.',
      'Me encantan los mercados y los productos de temporada.',
      'Mi debilidad: probar los restaurantes nuevos del barrio.',
      'Todavía busco la receta perfecta de paella.',
    ],
    art: [
      'Puedo pasarme horas en un museo.',
      'Pinto un poco, sobre todo acuarela.',
      'Exposiciones, teatro, arte urbano: me gusta todo lo que hace pensar.',
    ],
    technology: [
      'Friki confes{o|a}: me monto mis propios ordenadores y programo por diversión.',
      'Me apasiona la tecnología, pero también sé soltar el móvil.',
      'Soy {el|la|la persona} que llaman los amigos cuando se les cuelga el ordenador.',
    ],
    nature: [
      'No hay nada como una ruta por la montaña para desconectar.',
      'Necesito verde: bosque, playa o un simple parque.',
      'Cultivo tomates en mi balcón.',
      'Dormir bajo las estrellas es mi idea de lujo.',
    ],
    photography: [
      'Nunca salgo sin mi cámara.',
      'La fotografía analógica es mi obsesión del momento.',
      'Me encanta la luz del atardecer.',
    ],
    dance: [
      'Salsa los martes, bachata los jueves: bailar es mi terapia.',
      'No me resisto a una pista de baile.',
      'Empecé con el swing hace dos años y ya no puedo parar.',
    ],
    yoga: [
      'El yoga por la mañana es mi ritual para empezar bien el día.',
      'El yoga y la meditación me ayudan a tener los pies en la tierra.',
    ],
  },
  trips: [
    'una ruta en coche por Escocia',
    'una semana en Lisboa',
    'Japón en primavera',
    'las islas griegas en velero',
    'el Camino de Santiago',
    'Islandia en furgoneta',
    'México con mochila',
    'los Alpes en tren',
  ],
  traits: {
    extraversion: {
      high: ['Soy muy hablad{or|ora} y hago amigos con facilidad.', 'Me dicen que soy muy alegre y me río por todo.'],
      low: [
        'Al principio soy algo tímid{o|a}, pero muy divertid{o|a} cuando hay confianza.',
        'Soy tranquil{o|a} y me gustan las conversaciones de verdad, cara a cara.',
      ],
    },
    aventure: {
      high: ['Siempre me apunto a un plan improvisado.', 'Me gusta salir de mi zona de confort y probar cosas nuevas.'],
      low: [
        'Me gustan mis rutinas y los placeres sencillos.',
        'Caser{o|a} confes{o|a}, pero me dejo convencer fácilmente.',
      ],
    },
    emotion: {
      high: ['Sensible y empátic{o|a}, me dejo llevar mucho por lo que siento.', 'Cuando quiero, quiero de verdad.'],
      low: [
        'Soy bastante racional y mantengo la calma en cualquier situación.',
        'Pienso antes de actuar y se puede contar conmigo.',
      ],
    },
    planification: {
      high: ['Soy muy organizad{o|a}, aunque también sé improvisar.', 'Mi agenda está llena, y me encanta.'],
      low: ['Vivo el día a día y me encanta improvisar.', 'Los planes de última hora suelen ser los mejores.'],
    },
    social: {
      high: ['Tengo un grupo de amigos increíble y me encantan las comidas largas.', '¡Cuantos más, mejor!'],
      low: [
        'Prefiero las cenas en petit comité a las grandes fiestas.',
        'Necesito mis momentos a solas para recargar pilas.',
      ],
    },
  },
  weekend: {
    outdoors: [
      'Los fines de semana me encontrarás más en la montaña que en el sofá.',
      'Mi plan ideal de fin de semana: aire libre, bici y pícnic.',
    ],
    cozy: [
      'Mi plan ideal de fin de semana: manta, serie y chocolate caliente.',
      'Me encantan los domingos tranquilos en casa con un buen libro.',
    ],
    friends: [
      'Los fines de semana son de vermut y cañas con amigos.',
      'Paso los fines de semana con mis amigos, casi siempre alrededor de una buena mesa.',
    ],
    culture: [
      'Los fines de semana me escapo a un museo, al teatro o a un concierto.',
      'Me encanta perderme por exposiciones y mercadillos el fin de semana.',
    ],
  },
  future: {
    family: [
      'Busco algo serio, y por qué no, formar una familia.',
      'Me apetece una relación seria con proyectos en común.',
    ],
    career: [
      'Mi trabajo es importante para mí y me gustaría compartir la vida con alguien que también tenga sus proyectos.',
      'Estoy a tope con mis proyectos, pero quiero alguien con quien celebrar los logros.',
    ],
    travel: ['Busco a alguien con quien descubrir el mundo.', 'Mi sueño: un gran viaje en pareja.'],
    stability: ['Busco una relación estable y tranquila.', 'Quiero algo sencillo, sincero y duradero.'],
  },
  values: {
    honesty: ['La sinceridad, ante todo.', 'Para mí la honestidad no se negocia.'],
    loyalty: ['La lealtad y la confianza son fundamentales para mí.', 'Soy leal en la amistad y en el amor.'],
    freedom: [
      'Necesito mi espacio y respeto el de los demás.',
      'Cada uno con sus pasiones y mucho que compartir: ese es mi equilibrio.',
    ],
    ambition: ['Me gusta la gente con sueños que lucha por ellos.', 'Las personas apasionadas me inspiran.'],
  },
  closers: [
    '¡Escríbeme si conoces un buen sitio para tomar algo!',
    'Puntos extra si me haces reír.',
    '¿Un café para empezar?',
    'Si te gustan los perros, nos vamos a llevar bien 🐶',
    'Cuéntame cuál es tu canción del momento.',
    'El primer mensaje siempre cuesta: ¡anímate!',
    'Nos leemos 🙂',
    'Aquí para conocer gente de verdad, no para coleccionar matches.',
    '¿Tu plan perfecto de domingo? Tengo curiosidad.',
  ],
  and: 'y',
  seekTargets: { homme: 'Un hombre', femme: 'Una mujer', non_binaire: 'Una persona no binaria', someone: 'Alguien' },
  seekTemplates: ['{target} {adj1} {and} {adj2}, {clause}.', 'Me gustaría conocer a {targetLower} {adj1}, {clause}.'],
  seekQualities: { honesty: 'sincer{o|a}', loyalty: 'leal', freedom: 'independiente', ambition: 'ambicios{o|a}' },
  seekAdjectives: [
    'divertid{o|a}',
    'cariños{o|a}',
    'curios{o|a}',
    'espontáne{o|a}',
    'cult{o|a}',
    'deportista',
    'tranquil{o|a}',
    'generos{o|a}',
    'sonriente',
    'detallista',
    'apasionad{o|a}',
    'natural',
  ],
  seekClauses: [
    'a quien le guste reír',
    'que sepa lo que quiere',
    'con quien compartir largas conversaciones',
    'que disfrute viajando',
    'con ganas de construir algo bonito',
    'que no se tome la vida demasiado en serio',
    'con sentido del humor y buen corazón',
    'que disfrute de las cosas sencillas',
  ],
};

const DE: LanguagePack = {
  jobs: [
    'Krankenpfleger{|in}',
    'Lehrer{|in}',
    'Softwareentwickler{|in}',
    'Architekt{|in}',
    '{Anwalt|Anwältin}',
    '{Arzt|Ärztin}',
    'Ingenieur{|in}',
    'Grafikdesigner{|in}',
    'Journalist{|in}',
    'Physiotherapeut{|in}',
    '{Koch|Köchin}',
    'Bäcker{|in}',
    'Apotheker{|in}',
    'Fotograf{|in}',
    'Buchhalter{|in}',
    '{Tierarzt|Tierärztin}',
    '{Feuerwehrmann|Feuerwehrfrau|Feuerwehrkraft}',
    '{Beamter|Beamtin}',
    'Psycholog{e|in}',
    'Elektriker{|in}',
    'Projektmanager{|in}',
    'Forscher{|in}',
    'Erzieher{|in}',
    'Berater{|in}',
    'Tischler{|in}',
    'Ergotherapeut{|in}',
    '{Bankkaufmann|Bankkauffrau|Bankangestellte:r}',
  ],
  students: ['Student{|in}', 'Medizinstudent{|in}', 'Jurastudent{|in}'],
  retired: 'Rentner{|in}',
  intros: [
    '{Name}, {age}, {job} {inCity}.',
    { text: 'Ich bin {age}, arbeite als {job} und wohne {inCity}.', workOnly: true },
    { text: 'Geboren {inOtherCity}, seit {years} Jahren {inCity} zu Hause. Beruflich bin ich {job}.', workOnly: true },
    'Hallo! Ich bin {name}, {job} {inCity}.',
    { text: 'Tagsüber {job}, in der Freizeit {hobby}.', workOnly: true },
    'Hi, ich bin {name} ({age}) und lebe seit {years} Jahren {inCity}.',
    '{Name} hier: {age}, {job} und {hobby}.',
    'Hey! {age} Jahre jung, {job} und in der Freizeit {hobby}.',
  ],
  hobbies: {
    music: 'Hobbymusiker{|in}',
    cinema: 'Filmfan',
    travel: 'Weltenbummler{|in}',
    sport: 'Hobbysportler{|in}',
    reading: 'Leseratte',
    cooking: 'Hobby{koch|köchin}',
    art: 'Hobbymaler{|in}',
    technology: 'Technik-Nerd',
    nature: 'Wander{er|in}',
    photography: 'Hobbyfotograf{|in}',
    dance: 'Salsatänzer{|in}',
    yoga: 'Yogi',
  },
  interestNouns: {
    music: 'Musik',
    cinema: 'Kino',
    travel: 'Reisen',
    sport: 'Sport',
    reading: 'Bücher',
    cooking: 'Kochen',
    art: 'Kunst',
    technology: 'Technik',
    nature: 'Natur',
    photography: 'Fotografie',
    dance: 'Tanzen',
    yoga: 'Yoga',
  },
  interestLists: ['Was mich begeistert: {list}.', 'Meine Leidenschaften: {list}.', 'Ich liebe {list}.'],
  interests: {
    music: [
      'Ohne Kopfhörer gehe ich nie aus dem Haus.',
      'Konzerte sind mein Glück: von Jazz bis Rock bin ich für alles offen.',
      'Ich spiele Gitarre (schlecht, aber mit Leidenschaft).',
      'Ich habe für jede Stimmung die passende Playlist.',
    ],
    cinema: [
      'An einem verregneten Sonntag schaffe ich drei Filme am Stück.',
      'Die Dialoge meiner Lieblingsfilme kann ich auswendig.',
      'Kino im Original und danach ein Bier, um den Film zu zerlegen.',
    ],
    travel: [
      'Mein Rucksack ist immer für die nächste Reise gepackt.',
      'Mein letztes Highlight: {trip}.',
      'Irgendwann will ich einmal um die Welt reisen.',
      'Nächstes Ziel auf meiner Liste: {trip}.',
    ],
    sport: [
      'Ich laufe dreimal die Woche und habe einen Halbmarathon im Visier.',
      'Klettern, Radfahren, Schwimmen: Ich brauche Bewegung.',
      'Ich gehe ins Fitnessstudio (und zwar wirklich).',
      'Sonntags Fußball mit Freunden ist heilig.',
    ],
    reading: [
      'In meiner Tasche steckt immer ein Roman.',
      'Ich verschlinge Krimis und Science-Fiction.',
      'Verrate mir dein Lieblingsbuch, und ich sage dir, ob wir uns verstehen.',
    ],
    cooking: [
      'Ich koche gern für die Menschen, die ich mag, und meine Lasagne ist legendär.',
      'Ich liebe Wochenmärkte und saisonale Küche.',
      'Meine Schwäche: neue Restaurants in der Nachbarschaft ausprobieren.',
    ],
    art: [
      'Im Museum kann ich Stunden verbringen.',
      'Ich male ein bisschen, am liebsten Aquarell.',
      'Ausstellungen, Theater, Street-Art: Alles, was zum Nachdenken bringt, gefällt mir.',
    ],
    technology: [
      'Bekennende{r Nerd| Nerdin|:r Nerd}: Ich baue meine PCs selbst und programmiere zum Spaß.',
      'Ich liebe Technik, kann das Handy aber auch mal weglegen.',
      'Wenn bei Freunden der Laptop streikt, rufen sie mich an.',
    ],
    nature: [
      'Nichts entspannt mich mehr als eine Wanderung in den Bergen.',
      'Ich brauche Grün um mich: Wald, Meer oder einfach ein Park.',
      'Auf meinem Balkon wachsen Tomaten.',
      'Unter freiem Himmel schlafen ist für mich Luxus.',
    ],
    photography: [
      'Ohne meine Kamera gehe ich nirgendwohin.',
      'Analoge Fotografie ist gerade meine kleine Obsession.',
      'Ich liebe das Licht am Abend.',
    ],
    dance: [
      'Dienstags Salsa, donnerstags Bachata: Tanzen ist mein Ausgleich.',
      'Einer Tanzfläche kann ich nicht widerstehen.',
      'Vor zwei Jahren habe ich mit Swing angefangen und höre nicht mehr auf.',
    ],
    yoga: [
      'Yoga am Morgen ist mein Ritual für einen guten Start in den Tag.',
      'Yoga und Meditation halten mich geerdet.',
    ],
  },
  trips: [
    'ein Roadtrip durch Schottland',
    'eine Woche Lissabon',
    'Japan im Frühling',
    'die griechischen Inseln mit dem Segelboot',
    'Island im Campervan',
    'die Dolomiten',
    'Norwegen mit dem Zug',
    'Mexiko mit dem Rucksack',
  ],
  traits: {
    extraversion: {
      high: [
        'Ich rede gern, lache viel und finde schnell Anschluss.',
        'Man sagt mir nach, dass ich gute Laune verbreite.',
      ],
      low: [
        'Anfangs eher zurückhaltend, aber sehr witzig, wenn man mich kennt.',
        'Ich bin eher ruhig und mag echte Gespräche unter vier Augen.',
      ],
    },
    aventure: {
      high: [
        'Für spontane Abenteuer bin ich immer zu haben.',
        'Ich verlasse gern meine Komfortzone und probiere Neues aus.',
      ],
      low: ['Ich mag meine kleinen Rituale und die einfachen Dinge.', 'Eher gemütlich, aber leicht zu überreden.'],
    },
    emotion: {
      high: ['Einfühlsam und sensibel, ich höre oft auf mein Bauchgefühl.', 'Wenn ich liebe, dann richtig.'],
      low: [
        'Ich bin eher rational und bleibe auch in stressigen Momenten ruhig.',
        'Ich denke nach, bevor ich handle, und man kann sich auf mich verlassen.',
      ],
    },
    planification: {
      high: ['Ich bin gut organisiert, kann aber auch loslassen.', 'Mein Kalender ist voll, und das mag ich so.'],
      low: ['Ich lebe im Moment und liebe Spontaneität.', 'Die besten Pläne entstehen in letzter Minute.'],
    },
    social: {
      high: [
        'Ich habe einen großartigen Freundeskreis und liebe lange Abende in großer Runde.',
        'Je mehr, desto lustiger!',
      ],
      low: ['Ich mag kleine Runden lieber als große Partys.', 'Ich brauche Zeit für mich, um die Akkus aufzuladen.'],
    },
  },
  weekend: {
    outdoors: [
      'Am Wochenende findet man mich eher in den Bergen als auf dem Sofa.',
      'Mein perfektes Wochenende: frische Luft, Fahrrad und Picknick.',
    ],
    cozy: [
      'Mein perfektes Wochenende: Decke, Serie und heiße Schokolade.',
      'Ich liebe ruhige Sonntage zu Hause mit einem guten Buch.',
    ],
    friends: [
      'Am Wochenende gibt es Brunch und Biergarten mit Freunden.',
      'Meine Wochenenden verbringe ich mit Freunden, am liebsten bei gutem Essen.',
    ],
    culture: [
      'Am Wochenende geht es ins Museum, ins Theater oder auf ein Konzert.',
      'Ich stöbere am Wochenende gern über Flohmärkte und durch Ausstellungen.',
    ],
  },
  future: {
    family: [
      'Ich suche etwas Ernstes und kann mir auch eine Familie vorstellen.',
      'Ich wünsche mir eine feste Beziehung mit gemeinsamen Plänen.',
    ],
    career: [
      'Mein Beruf ist mir wichtig, und ich suche jemanden, der auch eigene Ziele hat.',
      'Ich stecke voller Projekte, möchte meine Erfolge aber gern mit jemandem teilen.',
    ],
    travel: ['Ich suche jemanden, mit dem ich die Welt entdecken kann.', 'Mein Traum: eine große Reise zu zweit.'],
    stability: [
      'Ich wünsche mir eine stabile, entspannte Beziehung.',
      'Ich suche etwas Einfaches, Ehrliches und Beständiges.',
    ],
  },
  values: {
    honesty: ['Ehrlichkeit steht bei mir an erster Stelle.', 'Ehrlichkeit ist für mich nicht verhandelbar.'],
    loyalty: ['Treue und Vertrauen sind mir sehr wichtig.', 'Ich bin loyal, in der Freundschaft wie in der Liebe.'],
    freedom: [
      'Ich brauche meine Freiheit und respektiere die der anderen.',
      'Jeder hat seine Leidenschaften, und vieles teilt man: So mag ich es.',
    ],
    ambition: ['Ich mag Menschen mit Träumen, die etwas dafür tun.', 'Leidenschaftliche Menschen inspirieren mich.'],
  },
  closers: [
    'Schreib mir, wenn du ein gutes Restaurant kennst!',
    'Bonuspunkte, wenn du mich zum Lachen bringst.',
    'Auf einen Kaffee?',
    'Wenn du Katzen magst, verstehen wir uns bestimmt 🐱',
    'Verrate mir deinen aktuellen Lieblingssong.',
    'Die erste Nachricht ist immer die schwerste: trau dich!',
    'Bis bald vielleicht 🙂',
    'Hier, um echte Menschen kennenzulernen, nicht um Matches zu sammeln.',
  ],
  and: 'und',
  seekTargets: { homme: 'Ein Mann', femme: 'Eine Frau', non_binaire: 'Eine nicht-binäre Person', someone: 'Jemand' },
  seekTemplates: [
    '{target}, {der|die} {adj1} und {adj2} ist und {clause}.',
    'Ich suche {targetAccusative}, {der|die} {adj1} ist und {clause}.',
  ],
  seekQualities: { honesty: 'ehrlich', loyalty: 'treu', freedom: 'unabhängig', ambition: 'ehrgeizig' },
  seekAdjectives: [
    'humorvoll',
    'aufmerksam',
    'herzlich',
    'neugierig',
    'spontan',
    'gebildet',
    'sportlich',
    'entspannt',
    'großzügig',
    'offen',
    'zärtlich',
    'leidenschaftlich',
  ],
  seekClauses: [
    'gern lacht',
    'weiß, was {er|sie} will',
    'lange Gespräche mag',
    'gern reist',
    'etwas Echtes aufbauen möchte',
    'sich selbst nicht zu ernst nimmt',
    'das Leben genießt',
    'sich gern überraschen lässt',
  ],
};

const PACKS: Record<Lang, LanguagePack> = { fr: FR, es: ES, de: DE };

/** An interest as a noun in a sentence ("la musique", "el cine", "Kochen"), and the word for "and". */
export const interestNoun = (language: Lang, interest: Interest): string => PACKS[language].interestNouns[interest];
export const andWord = (language: Lang): string => PACKS[language].and;

/** Quebec French: same fragments, local words. */
const REGIONAL_WORDS: Record<BioLanguage, Record<string, string>> = {
  fr: { le_weekend: 'le week-end', Le_weekend: 'Le week-end', aperos: 'apéros', Salut: 'Salut' },
  'fr-QC': { le_weekend: 'la fin de semaine', Le_weekend: 'La fin de semaine', aperos: '5 à 7', Salut: 'Allô' },
  es: {},
  de: {},
};

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** French inclusive words that are not built from the two forms. */
const FRENCH_INCLUSIVE: Readonly<Record<string, string>> = { 'il|elle': 'iel', 'Il|Elle': 'Iel' };

/** The longest start two words share. */
function sharedStart(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
}

/**
 * The inclusive form of a {masculine|feminine} pair in a language, `before` being the letter just
 * before the braces (Spanish spelling changes it: "médic{o|a}" → "médique").
 */
function inclusive(lang: Lang, masculine: string, feminine: string, before: string): string {
  if (lang === 'fr') {
    // The shared start, the masculine rest, a middle dot, the feminine rest: "curieux·se", "un·e".
    const special = FRENCH_INCLUSIVE[`${masculine}|${feminine}`];
    if (special) return before + special;
    const n = sharedStart(masculine, feminine);
    if (masculine.slice(n) === '' && feminine.slice(n) === '') return before + masculine;
    return `${before}${masculine}·${feminine.slice(n)}`;
  }
  if (lang === 'es') {
    // The "-e" of inclusive Spanish: "curios{o|a}" → "curiose", "profes{or|ora}" → "profesore".
    const n = sharedStart(masculine, feminine);
    const [m, f] = [masculine.slice(n), feminine.slice(n)];
    if (m === 'o' && f === 'a') {
      const stem = before + masculine.slice(0, n);
      return stem.replace(/c$/, 'qu').replace(/g$/, 'gu') + 'e';
    }
    if (m === '' && f === 'a') return `${before}${masculine}e`;
    return before + masculine;
  }
  // German: the gender colon before the feminine ending, "Lehrer:in", "Ärzt:in", "Psycholog:in".
  if (feminine.endsWith('in')) return `${before}${feminine.slice(0, -2)}:in`;
  return before + masculine;
}

/**
 * Fills {values} (capitalised when the token is), then chooses {masculine|feminine} forms — for a
 * non-binary writer the third form when the template gives one, else the language's inclusive form.
 */
export function render(template: string, gender: Gender, values: Record<string, string>, lang: Lang = 'fr'): string {
  const filled = template.replace(/\{(\w+)\}/g, (token, key: string) => {
    const exact = values[key];
    if (exact !== undefined) return exact;
    const lower = values[key[0]!.toLowerCase() + key.slice(1)];
    if (lower !== undefined) return capitalise(lower);
    return token;
  });
  return filled.replace(
    /(\p{L}?)\{([^{}|]*)\|([^{}|]*)(?:\|([^{}|]*))?\}/gu,
    (_, before: string, m: string, f: string, n: string | undefined) => {
      if (gender === 'homme') return before + m;
      if (gender === 'femme') return before + f;
      return n !== undefined ? before + n : inclusive(lang, m, f, before);
    },
  );
}

function joinList(items: string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** Spanish writes "e" instead of "y" before an "i" sound ("sincero e independiente"). */
function spanishAnd(next: string): string {
  return /^(i|hi)(?!e)/i.test(next) ? 'e' : 'y';
}

export function pickJob(rng: Rng, language: BioLanguage, age: number): Job {
  const pack = PACKS[packOf(language)];
  if (age >= 63 && rng.chance(0.75)) return { text: pack.retired, kind: 'retired' };
  if (age <= 24 && rng.chance(0.6)) return { text: rng.pick(pack.students), kind: 'student' };
  return { text: rng.pick(pack.jobs), kind: 'work' };
}

const packOf = (language: BioLanguage): Lang => (language === 'fr-QC' ? 'fr' : language);

export type BioInput = {
  language: BioLanguage;
  gender: Gender;
  firstName: string;
  age: number;
  city: City;
  otherCity: City;
  questionnaire: Questionnaire;
  preferences: Preferences;
};

export type BioTexts = { bio: string; typePreference: string; job: string };

/** The one or two personality sliders furthest from the middle, with the pole they lean to. */
function standoutTraits(q: Questionnaire): { axis: PersonalityAxis; pole: 'high' | 'low' }[] {
  return (Object.entries(q.sliders) as [PersonalityAxis, number][])
    .filter(([, v]) => Math.abs(v - 50) >= 12)
    .sort((a, b) => Math.abs(b[1] - 50) - Math.abs(a[1] - 50))
    .slice(0, 2)
    .map(([axis, v]) => ({ axis, pole: v > 50 ? 'high' : 'low' }));
}

export function writeBio(rng: Rng, input: BioInput): BioTexts {
  const lang = packOf(input.language);
  const pack = PACKS[lang];
  const { questionnaire: q, gender } = input;
  const job = pickJob(rng, input.language, input.age);
  const favourite = rng.pick(q.interests);
  const values: Record<string, string> = {
    ...REGIONAL_WORDS[input.language],
    name: input.firstName,
    age: String(input.age),
    job: render(job.text, gender, {}, lang),
    inCity: input.city.inCity,
    city: input.city.name,
    inOtherCity: input.otherCity.inCity,
    years: String(rng.int(2, Math.max(2, Math.min(15, input.age - 18)))),
    hobby: render(pack.hobbies[favourite], gender, {}, lang),
    trip: rng.pick(pack.trips),
  };
  const say = (template: string) => render(template, gender, values, lang);

  const intros = pack.intros.filter((t) => typeof t === 'string' || job.kind === 'work');
  const introTemplate = rng.pick(intros);
  const intro = say(typeof introTemplate === 'string' ? introTemplate : introTemplate.text);

  const middle: string[] = [];
  const others = rng.shuffle(q.interests.filter((i) => i !== favourite));
  if (rng.chance(0.3) && q.interests.length >= 3) {
    const listed = rng.shuffle(q.interests).slice(0, rng.int(3, Math.min(4, q.interests.length)));
    middle.push(
      say(
        rng.pick(pack.interestLists).replace(
          '{list}',
          joinList(
            listed.map((i) => pack.interestNouns[i]),
            pack.and,
          ),
        ),
      ),
    );
  } else {
    for (const interest of [favourite, ...others].slice(0, rng.int(1, 2)))
      middle.push(say(rng.pick(pack.interests[interest])));
  }
  for (const { axis, pole } of standoutTraits(q)) middle.push(say(rng.pick(pack.traits[axis][pole])));
  middle.push(say(rng.pick(pack.weekend[q.answers.weekend])));
  middle.push(say(rng.pick(pack.future[q.answers.future])));
  middle.push(say(rng.pick(pack.values[q.answers.values])));

  const chosen = rng.shuffle(middle).slice(0, rng.int(2, 4));
  const closer = rng.chance(0.65) ? say(rng.pick(pack.closers)) : null;
  const withIntro = rng.chance(0.92);
  const assemble = () => {
    const sentences = [...chosen, ...(closer ? [closer] : [])].join(' ');
    if (!withIntro) return sentences;
    return `${intro}${rng.chance(0.25) ? '\n' : ' '}${sentences}`;
  };
  let bio = assemble();
  while (bio.length > BIO_MAX_CHARS && chosen.length > 1) {
    chosen.pop();
    bio = assemble();
  }
  const spare = middle.filter((s) => !chosen.includes(s));
  while (bio.length < BIO_MIN_CHARS && spare.length > 0) {
    chosen.push(spare.shift()!);
    bio = assemble();
  }
  if (bio.length > BIO_MAX_CHARS) bio = bio.slice(0, BIO_MAX_CHARS - 1).replace(/\s+\S*$/, '') + '…';

  return { bio, typePreference: writeTypeSought(rng, input, pack), job: values.job! };
}

function writeTypeSought(rng: Rng, input: BioInput, pack: LanguagePack): string {
  const sought = input.preferences.seekingGenders;
  // One gender sought is named; two or everyone is "someone" (decision 054).
  const who: Gender | 'someone' = sought.length === 1 ? sought[0]! : 'someone';
  // "Quelqu'un", "Alguien" and "Jemand" take masculine agreement; "une personne", "una persona" and
  // "eine Person" feminine.
  const grammatical: Gender = who === 'femme' || who === 'non_binaire' ? 'femme' : 'homme';
  const quality = pack.seekQualities[input.questionnaire.answers.values];
  const adjectives = rng.shuffle(pack.seekAdjectives);
  const [adj1, adj2] = rng.chance(0.6) ? [adjectives[0]!, quality] : [quality, adjectives[0]!];
  const target = pack.seekTargets[who];
  const lang = packOf(input.language);
  const accusative: Record<Gender | 'someone', string> = {
    homme: 'einen Mann',
    femme: 'eine Frau',
    non_binaire: 'eine nicht-binäre Person',
    someone: 'jemanden',
  };
  const values: Record<string, string> = {
    target,
    targetLower: lang === 'de' ? target : target[0]!.toLowerCase() + target.slice(1),
    targetAccusative: accusative[who],
    adj1: render(adj1, grammatical, {}, lang),
    adj2: render(adj2, grammatical, {}, lang),
    clause: render(rng.pick(pack.seekClauses), grammatical, {}, lang),
  };
  values.and = spanishAnd(values.adj2!);
  return render(rng.pick(pack.seekTemplates), grammatical, values, lang);
}
