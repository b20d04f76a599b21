import { BLOG_AUTHOR, type BlogArticle } from './types';

export const erreursEviterRencontresEnLigne: BlogArticle = {
  slug: 'erreurs-eviter-rencontres-en-ligne',
  title: 'Les 8 erreurs à éviter sur les sites de rencontre',
  excerpt:
    'Profil bâclé, messages copiés-collés, conversations interminables, imprudence : les pièges les plus fréquents de la rencontre en ligne et comment les éviter.',
  date: '23 janvier 2025',
  isoDate: '2025-01-23',
  readTime: 6,
  category: 'Conseils',
  author: BLOG_AUTHOR,
  image: '/blog/erreurs-eviter-rencontres-en-ligne.svg',
  translations: {
    en: {
      title: 'The 8 mistakes to avoid on dating apps',
      excerpt:
        'A rushed profile, copy-pasted messages, endless chats, carelessness: the most common pitfalls of online dating and how to avoid them.',
    },
    es: {
      title: 'Los 8 errores que debes evitar en las apps de citas',
      excerpt:
        'Un perfil descuidado, mensajes copiados y pegados, conversaciones interminables, imprudencia: las trampas más frecuentes de las citas en línea y cómo evitarlas.',
    },
    de: {
      title: 'Die 8 Fehler, die Sie beim Online-Dating vermeiden sollten',
      excerpt:
        'Ein lieblos ausgefülltes Profil, kopierte Nachrichten, endlose Chats, Leichtsinn: die häufigsten Fallstricke beim Online-Dating und wie Sie sie vermeiden.',
    },
  },
  content: `
<p>La rencontre en ligne est devenue l'une des façons les plus courantes de trouver un partenaire. Elle offre un accès à des personnes que l'on n'aurait jamais croisées autrement, mais elle a aussi ses codes et ses pièges. Bonne nouvelle : la plupart des déceptions viennent d'erreurs faciles à éviter. En voici huit, parmi les plus fréquentes, avec des solutions concrètes pour chacune.</p>

<h2>1. Négliger son profil</h2>
<p>Une photo floue prise de loin, une bio de deux mots ou pas de bio du tout, des centres d'intérêt cochés au hasard : c'est l'erreur la plus répandue, et sans doute la plus pénalisante. Votre profil est la première impression que vous donnez. S'il ne dit rien de vous, les personnes compatibles n'ont aucune raison de s'y arrêter, et le moteur de compatibilité dispose de moins d'informations pour vous proposer les bonnes personnes.</p>
<p>La solution : prenez vingt minutes pour le soigner. Choisissez des photos récentes et nettes où l'on voit bien votre visage, rédigez une bio sincère et précise, et répondez au questionnaire avec attention. Notre article consacré à la création d'un profil irrésistible vous guide pas à pas.</p>

<h2>2. Se présenter tel que l'on voudrait être</h2>
<p>Des photos vieilles de dix ans, quelques centimètres ajoutés, une passion pour le marathon alors que l'on n'a pas couru depuis le lycée : l'envie de se montrer sous son meilleur jour est compréhensible, mais elle se retourne presque toujours contre soi. Le premier rendez-vous révèle l'écart, et la confiance est entamée avant même d'avoir commencé.</p>
<p>La solution : misez sur l'authenticité. Montrez-vous sous un jour favorable, mais réel. Les personnes qui vous apprécieront pour ce que vous êtes vraiment sont celles avec qui une relation a des chances de durer. C'est aussi pour cela que les réponses au questionnaire doivent être sincères : un profil embelli attire des personnes qui ne vous correspondent pas.</p>

<h2>3. Envoyer des messages génériques</h2>
<p>« Salut, ça va ? » est sans doute le premier message le plus envoyé au monde, et l'un des moins efficaces. Il ne montre aucun intérêt particulier pour la personne et ne donne aucune prise pour répondre. Le copier-coller envoyé à dix profils à la fois se repère tout aussi facilement.</p>
<p>La solution : personnalisez. Appuyez-vous sur un détail de sa bio, un centre d'intérêt commun ou une photo. « J'ai vu que tu faisais de la photographie de rue : tu as une ville préférée pour ça ? » ouvre une vraie conversation. Sur Affinia, les suggestions de premiers messages sont construites à partir de vos points communs : utilisez-les telles quelles ou comme source d'inspiration.</p>

<h2>4. Faire durer les échanges écrits indéfiniment</h2>
<p>Certaines conversations durent des semaines sans jamais aboutir à une rencontre. On finit par se construire une image idéalisée de l'autre, ou au contraire par se lasser. Dans les deux cas, la rencontre, si elle a lieu, a peu de chances d'être à la hauteur.</p>
<p>La solution : lorsque l'échange est fluide et que l'envie est réciproque, proposez assez rapidement un premier rendez-vous, ou au moins un appel. Quelques jours à deux semaines d'échanges suffisent généralement pour savoir si l'on a envie d'aller plus loin.</p>

<h2>5. Parler de son ex dès les premiers échanges</h2>
<p>Votre histoire passée fait partie de vous, mais une première conversation ou un premier rendez-vous dominés par le récit d'une rupture donnent le sentiment que la page n'est pas tournée. La personne en face se demandera, à juste titre, si vous êtes vraiment disponible pour une nouvelle relation.</p>
<p>La solution : si le sujet vient naturellement, restez bref et factuel. Concentrez-vous sur le présent et sur ce que vous recherchez aujourd'hui. Et si vous sentez que vous n'êtes pas encore prêt, il n'y a aucune honte à vous laisser un peu de temps avant de vous lancer.</p>

<h2>6. Juger uniquement sur les photos</h2>
<p>Passer les profils en une demi-seconde sur la seule base d'une photo, c'est se priver de rencontres qui auraient pu compter. L'attirance physique est importante, mais elle évolue souvent avec la connaissance de l'autre : un sourire, un sens de l'humour ou une façon de voir la vie peuvent rendre quelqu'un bien plus attirant qu'au premier regard.</p>
<p>La solution : prenez le temps de lire les profils qui vous sont proposés, en particulier ceux qui affichent un score d'affinité élevé. L'explication qui accompagne chaque suggestion vous dit ce que vous avez en commun : c'est souvent là que se cachent les plus belles surprises.</p>

<h2>7. Baisser sa garde trop vite</h2>
<p>La grande majorité des membres d'un site de rencontre sont sincères, mais quelques personnes malintentionnées existent partout. Les signaux d'alerte sont connus : une personne qui refuse systématiquement de se voir ou de faire un appel vidéo, qui vous pousse à quitter rapidement l'application pour une autre messagerie, qui raconte une histoire dramatique puis finit par demander de l'argent, ou dont le profil semble trop parfait pour être vrai.</p>
<p>Les bons réflexes :</p>
<ul>
<li>ne jamais envoyer d'argent ni communiquer vos coordonnées bancaires à quelqu'un que vous n'avez jamais rencontré ;</li>
<li>garder vos échanges sur l'application tant que la confiance n'est pas établie ;</li>
<li>ne pas partager votre adresse, votre lieu de travail précis ou des photos intimes ;</li>
<li>pour un premier rendez-vous, choisir un lieu public et prévenir un proche ;</li>
<li>signaler tout comportement suspect ou déplacé : l'équipe examine chaque signalement.</li>
</ul>
<p>Affinia compare par ailleurs la localisation déclarée de chaque membre avec le pays de sa connexion, ce qui aide notre équipe à repérer les profils dont la localisation paraît incohérente.</p>

<h2>8. Se décourager trop vite</h2>
<p>Quelques conversations sans suite, un rendez-vous décevant, et l'on se dit que « ça ne marche pas ». C'est pourtant normal : toute rencontre, en ligne ou non, comporte une part d'essais. Chaque échange vous apprend quelque chose sur ce que vous recherchez et sur ce qui ne vous convient pas.</p>
<p>La solution : adoptez un rythme qui vous convient. Mieux vaut quelques conversations de qualité par semaine qu'une utilisation frénétique qui épuise. Faites des pauses si besoin, ajustez votre profil et vos réponses au questionnaire si vos attentes évoluent, et restez ouvert.</p>

<h2>En résumé</h2>
<ul>
<li>Un profil soigné et sincère attire les bonnes personnes.</li>
<li>Des messages personnalisés valent mieux que cent « salut, ça va ? ».</li>
<li>Passer de l'écrit à la rencontre assez tôt évite les illusions.</li>
<li>La prudence reste de mise : pas d'argent, pas de coordonnées sensibles, et un signalement au moindre doute.</li>
<li>La patience et la bienveillance envers soi-même font partie du chemin.</li>
</ul>
<p>Vous êtes prêt à vous lancer en évitant ces pièges ? <a href="/auth?mode=signup">Créez votre compte Affinia</a> et commencez par un profil qui vous ressemble.</p>
`,
};
