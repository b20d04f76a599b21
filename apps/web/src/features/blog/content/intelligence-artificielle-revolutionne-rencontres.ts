import { BLOG_AUTHOR, type BlogArticle } from './types';

export const intelligenceArtificielleRevolutionneRencontres: BlogArticle = {
  slug: 'intelligence-artificielle-revolutionne-rencontres',
  title: "Comment l'intelligence artificielle révolutionne les rencontres amoureuses",
  excerpt:
    "Fini le choix au hasard sur une simple photo : l'IA analyse ce qui compte vraiment dans une relation. Voici comment fonctionne un score d'affinité, ce qu'il sait faire et ce qu'il ne remplacera jamais.",
  date: '30 janvier 2025',
  isoDate: '2025-01-30',
  readTime: 7,
  category: 'Technologie',
  author: BLOG_AUTHOR,
  image: '/blog/intelligence-artificielle-revolutionne-rencontres.svg',
  translations: {
    en: {
      title: 'How artificial intelligence is transforming online dating',
      excerpt:
        'No more choosing at random from a single photo: AI looks at what really matters in a relationship. Here is how an affinity score works, what it can do and what it will never replace.',
    },
    es: {
      title: 'Cómo la inteligencia artificial está revolucionando las citas',
      excerpt:
        'Se acabó elegir al azar por una simple foto: la IA analiza lo que de verdad importa en una relación. Así funciona una puntuación de afinidad, lo que sabe hacer y lo que nunca sustituirá.',
    },
    de: {
      title: 'Wie künstliche Intelligenz das Kennenlernen verändert',
      excerpt:
        'Schluss mit der Zufallswahl nach einem einzigen Foto: KI betrachtet, was in einer Beziehung wirklich zählt. So funktioniert ein Affinitätswert, was er kann und was er nie ersetzen wird.',
    },
  },
  content: `
<p>Pendant des années, les applications de rencontre ont fonctionné sur un principe simple : une photo, un prénom, un âge, et un geste du pouce vers la gauche ou vers la droite. Ce modèle a eu le mérite de rendre la rencontre en ligne accessible à tous, mais il a aussi montré ses limites. Beaucoup d'utilisateurs décrivent la même fatigue : des dizaines de conversations qui s'éteignent après trois messages, des rendez-vous où l'on comprend en dix minutes que l'on n'a rien en commun, et le sentiment de passer plus de temps à trier qu'à rencontrer.</p>
<p>L'intelligence artificielle change la donne, non pas parce qu'elle serait capable de « trouver l'âme sœur » à votre place, mais parce qu'elle permet enfin de tenir compte de ce qui fait réellement durer une relation : les valeurs, la façon de communiquer, le rythme de vie, la manière de gérer un désaccord. Voici comment cela fonctionne concrètement, et pourquoi c'est une bonne nouvelle pour celles et ceux qui cherchent une relation sincère.</p>

<h2>Du choix sur photo à l'analyse de compatibilité</h2>
<p>Une photo dit beaucoup de choses, mais presque rien de ce qui compte au quotidien. Elle ne dit pas si la personne préfère un dimanche tranquille à la maison ou une randonnée au lever du soleil, si elle a besoin de parler tout de suite après une dispute ou de prendre un peu de recul, si elle imagine des enfants dans cinq ans ou un tour du monde. Or ce sont précisément ces éléments qui déterminent si deux personnes vont se sentir bien ensemble.</p>
<p>Les recherches en psychologie des couples le confirment depuis longtemps : la satisfaction dans une relation dépend largement de la proximité des valeurs, de la compatibilité des styles de communication et de la capacité à partager un projet de vie. L'attirance compte, bien sûr, mais elle ne suffit pas à elle seule. Un bon système de mise en relation doit donc s'intéresser à la personnalité avant de s'intéresser à l'apparence.</p>

<h2>Ce que l'IA analyse réellement sur Affinia</h2>
<p>Sur Affinia, tout commence par un questionnaire pensé pour être rapide mais révélateur. Il se compose de quatre étapes :</p>
<ul>
<li>Vos centres d'intérêt, à choisir parmi douze thèmes comme la musique, les voyages, la cuisine, la lecture ou le yoga. Vous en sélectionnez au moins trois.</li>
<li>Cinq curseurs de personnalité : introverti ou extraverti, attaché à la routine ou en quête d'aventure, plutôt rationnel ou plutôt émotionnel, adepte de l'improvisation ou de la planification, à l'aise seul ou en groupe.</li>
<li>Huit questions de compatibilité sur le week-end idéal, la gestion des conflits, les projets d'avenir, la communication, le mode de vie, les valeurs, l'expression de l'affection et la vie sociale.</li>
<li>Une description libre de vous-même et du type de personne que vous recherchez.</li>
</ul>
<p>Ces réponses forment un profil riche de plus de cinquante données. Le moteur de compatibilité les compare ensuite, deux à deux, sur huit dimensions distinctes. Il ne se contente pas de chercher des profils identiques au vôtre : sur certains axes, la ressemblance est précieuse (les valeurs, les projets de vie), alors que sur d'autres, une différence modérée peut être une vraie richesse (un planificateur et un improvisateur peuvent très bien s'équilibrer).</p>

<h2>Un score d'affinité sur 100, et surtout une explication</h2>
<p>Le résultat de cette analyse est un score d'affinité compris entre 0 et 100. Mais un chiffre seul ne suffit pas à donner envie d'écrire à quelqu'un. C'est pourquoi chaque suggestion est accompagnée d'une explication en langage clair : vous partagez le goût des voyages et de la photographie, vous accordez tous les deux une grande importance à la communication directe, vous avez une vision proche de la vie de famille. Cette transparence change beaucoup de choses : vous savez pourquoi un profil vous est proposé, et vous avez déjà un point de départ pour la conversation.</p>
<p>Autre point essentiel : le score est réciproque. Une mise en relation n'est intéressante que si elle l'est dans les deux sens. Le moteur combine donc ce que vous recherchez chez l'autre et ce que l'autre recherche chez vous. Un profil qui vous correspond parfaitement mais pour qui vous ne correspondez à rien de ce qu'il cherche ne sera pas placé en tête de vos suggestions. Cela évite bien des déceptions et des messages sans réponse.</p>

<h2>Une IA qui apprend de vos choix</h2>
<p>Vos réponses au questionnaire sont un excellent point de départ, mais elles ne disent pas tout. Il arrive que l'on pense rechercher un certain type de personne et que l'on se rende compte, au fil des profils, que l'on est attiré par autre chose. Le moteur tient compte de vos décisions : les profils que vous aimez et ceux que vous passez l'aident à affiner progressivement l'ordre de vos suggestions. Plus vous utilisez l'application, plus les propositions vous ressemblent.</p>
<p>Cet apprentissage reste discret et limité à votre propre expérience. Il ne s'agit pas de vous enfermer dans une bulle, mais de mettre en avant, parmi les profils compatibles, ceux qui ont le plus de chances de vous plaire.</p>

<h2>Briser la glace grâce aux suggestions de conversation</h2>
<p>Le premier message est souvent le moment le plus délicat. Que dire qui ne soit ni banal ni maladroit ? Lorsque vous obtenez un match, Affinia vous propose des idées pour démarrer la conversation, construites à partir de ce que vous avez en commun. Si vous aimez tous les deux la cuisine, la suggestion pourra porter sur la dernière recette qui vous a rendu fier ; si vous partagez une passion pour les voyages, sur la destination qui vous fait rêver.</p>
<p>Ces suggestions ne sont pas là pour parler à votre place. Elles servent de tremplin : vous pouvez les envoyer telles quelles d'un simple clic ou vous en inspirer pour écrire votre propre message. L'objectif est que la conversation démarre sur un sujet qui vous intéresse vraiment tous les deux.</p>

<h2>Ce que l'IA ne remplacera jamais</h2>
<p>Il serait malhonnête de prétendre qu'un algorithme peut prédire une histoire d'amour. L'alchimie d'une première rencontre, un regard, un fou rire partagé, la sensation d'être compris : rien de tout cela ne se calcule. L'IA est un outil qui augmente vos chances de rencontrer des personnes avec qui une relation a du sens ; elle ne décide pas à votre place et ne remplace ni votre intuition ni votre jugement.</p>
<p>C'est aussi pour cette raison que la sincérité de vos réponses est si importante. Un questionnaire rempli pour plaire plutôt que pour vous décrire produira des suggestions qui ne vous correspondent pas. Répondez comme vous êtes vraiment, y compris dans vos contradictions : c'est ainsi que la technologie peut vous être utile.</p>

<h2>Et vos données dans tout ça ?</h2>
<p>Une analyse aussi fine suppose de confier des informations personnelles, et cette confiance se mérite. Sur Affinia, vos réponses servent uniquement à calculer vos compatibilités et à améliorer vos suggestions. Elles ne sont ni vendues ni utilisées à des fins publicitaires. Les autres membres ne voient jamais vos réponses brutes au questionnaire : ils voient votre profil, votre score d'affinité avec eux et l'explication qui l'accompagne.</p>
<p>Les photos que vous ajoutez sont nettoyées de leurs métadonnées, y compris la position GPS que certains téléphones enregistrent dans les images. Vous pouvez à tout moment supprimer vos photos ou votre compte, et avec lui l'ensemble de vos données. Nos conditions d'utilisation, qui tiennent aussi lieu de politique de confidentialité, détaillent vos droits conformément au RGPD.</p>

<h2>En résumé</h2>
<p>L'intelligence artificielle ne transforme pas la rencontre en équation. Elle permet de déplacer l'attention de l'apparence vers la compatibilité, de comprendre pourquoi deux personnes ont des chances de bien s'entendre et de démarrer une conversation sur de bonnes bases. Le reste, c'est-à-dire l'essentiel, vous appartient.</p>
<ul>
<li>Le questionnaire couvre vos centres d'intérêt, votre personnalité, vos valeurs et vos attentes.</li>
<li>Le score d'affinité sur 100 est réciproque et toujours accompagné d'une explication.</li>
<li>Les suggestions s'affinent au fil de vos choix.</li>
<li>Des idées de premiers messages vous aident à briser la glace.</li>
<li>Vos données servent à vos compatibilités, et à rien d'autre.</li>
</ul>
<p>Envie de découvrir les profils qui vous correspondent vraiment ? <a href="/auth?mode=signup">Créez votre profil Affinia</a> et laissez-vous surprendre par vos premières affinités.</p>
`,
};
