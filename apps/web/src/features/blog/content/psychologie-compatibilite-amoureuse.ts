import { BLOG_AUTHOR, type BlogArticle } from './types';

export const psychologieCompatibiliteAmoureuse: BlogArticle = {
  slug: 'psychologie-compatibilite-amoureuse',
  title: 'La psychologie de la compatibilité amoureuse',
  excerpt:
    "Se ressembler ou se compléter ? Ce que la psychologie nous apprend sur les valeurs, la personnalité, les styles d'attachement et la gestion des conflits au sein du couple.",
  date: '25 janvier 2025',
  isoDate: '2025-01-25',
  readTime: 7,
  category: 'Psychologie',
  author: BLOG_AUTHOR,
  image: '/blog/psychologie-compatibilite-amoureuse.svg',
  translations: {
    en: {
      title: 'The psychology of romantic compatibility',
      excerpt:
        'Alike or complementary? What psychology teaches us about values, personality, attachment styles and handling conflict in a couple.',
    },
    es: {
      title: 'La psicología de la compatibilidad amorosa',
      excerpt:
        '¿Parecerse o complementarse? Lo que la psicología nos enseña sobre los valores, la personalidad, los estilos de apego y la gestión de los conflictos en la pareja.',
    },
    de: {
      title: 'Die Psychologie der Partnerschaftskompatibilität',
      excerpt:
        'Ähnlich sein oder sich ergänzen? Was die Psychologie über Werte, Persönlichkeit, Bindungsstile und den Umgang mit Konflikten in der Partnerschaft lehrt.',
    },
  },
  content: `
<p>« Qui se ressemble s'assemble », dit le proverbe. Mais on entend aussi souvent que « les contraires s'attirent ». Alors, faut-il chercher quelqu'un qui nous ressemble ou quelqu'un qui nous complète ? La psychologie des relations amoureuses s'est penchée sur cette question depuis des décennies, et ses réponses sont plus nuancées et plus intéressantes que nos proverbes. Comprendre ce qui rend deux personnes compatibles aide non seulement à mieux choisir, mais aussi à mieux vivre sa relation une fois qu'elle a commencé.</p>

<h2>La ressemblance : un puissant moteur d'attirance</h2>
<p>Les travaux sur l'attraction interpersonnelle, notamment ceux du psychologue Donn Byrne dans les années 1960 et 1970, ont mis en évidence ce que l'on appelle l'effet de similarité : nous avons tendance à être attirés par les personnes qui partagent nos attitudes et nos opinions. Cette préférence s'explique assez simplement. Une personne qui voit le monde comme nous valide notre façon de penser, la communication avec elle est plus fluide, et les occasions de désaccord sont moins nombreuses.</p>
<p>Mais toutes les ressemblances ne se valent pas. Partager le goût du cinéma d'auteur ou de la randonnée crée une complicité agréable et des moments partagés ; partager des valeurs fondamentales, comme la place de la famille, le rapport à l'argent, l'importance de la fidélité ou le désir d'avoir des enfants, conditionne bien davantage la solidité d'un couple sur le long terme. Les centres d'intérêt rapprochent, les valeurs font durer.</p>

<h2>Les contraires s'attirent-ils vraiment ?</h2>
<p>L'idée que les opposés s'attirent n'est pas totalement fausse, mais elle est mal comprise. Les études qui ont cherché à vérifier l'hypothèse de la complémentarité, c'est-à-dire l'attirance pour des traits opposés aux siens, ont obtenu des résultats beaucoup moins nets que celles portant sur la similarité. En revanche, une différence modérée sur certains traits de caractère peut être une vraie ressource au quotidien.</p>
<p>Prenons un exemple : une personne très organisée, qui aime tout planifier, et une personne plus spontanée, qui aime improviser. Si leurs valeurs sont proches, cette différence peut devenir un équilibre : l'une assure que les choses avancent, l'autre apporte de la légèreté et de la surprise. À l'inverse, un écart extrême sur ce même axe peut devenir une source de friction permanente. La compatibilité n'est donc ni la ressemblance totale ni l'opposition totale : c'est une combinaison de points communs essentiels et de différences qui s'équilibrent.</p>

<h2>La personnalité : ce que disent les grands traits</h2>
<p>Les psychologues décrivent souvent la personnalité à l'aide de cinq grands traits, le modèle dit des « Big Five » : l'ouverture à l'expérience, le caractère consciencieux, l'extraversion, l'agréabilité et la stabilité émotionnelle. De nombreuses études suggèrent que certains de ces traits, en particulier la stabilité émotionnelle et l'agréabilité, sont associés à une plus grande satisfaction dans le couple, quel que soit le partenaire.</p>
<p>Pour la compatibilité entre deux personnes, d'autres dimensions comptent particulièrement au quotidien :</p>
<ul>
<li>le besoin de vie sociale : une personne qui se ressource seule et une personne qui a besoin de sortir tous les soirs devront trouver un terrain d'entente ;</li>
<li>le goût de l'aventure ou de la routine, qui façonne les vacances, les week-ends et les grands projets ;</li>
<li>la manière de prendre des décisions, plutôt rationnelle ou plutôt émotionnelle ;</li>
<li>le rapport à l'organisation, de l'improvisation totale à la planification minutieuse.</li>
</ul>
<p>Ce sont précisément ces axes que mesurent les curseurs de personnalité du questionnaire Affinia. Aucun d'entre eux n'a de « bonne » réponse : ils décrivent des préférences, et c'est leur combinaison avec celles de l'autre qui compte.</p>

<h2>Les styles d'attachement : l'héritage de nos premières relations</h2>
<p>La théorie de l'attachement, développée par John Bowlby puis appliquée aux relations amoureuses adultes par Cindy Hazan et Phillip Shaver à la fin des années 1980, propose une grille de lecture éclairante. Selon elle, notre façon de nous lier aux autres est en partie façonnée par nos premières expériences affectives. On distingue généralement trois grands styles chez l'adulte :</p>
<ul>
<li>l'attachement sécure : on se sent à l'aise avec l'intimité comme avec l'autonomie, et l'on fait confiance à son partenaire ;</li>
<li>l'attachement anxieux : on a un fort besoin de proximité et de réassurance, et l'on craint d'être abandonné ;</li>
<li>l'attachement évitant : on valorise beaucoup son indépendance et l'on se sent vite envahi par trop de proximité.</li>
</ul>
<p>Ces styles ne sont pas des étiquettes figées : ils évoluent avec l'expérience, et une relation stable et bienveillante peut aider une personne anxieuse ou évitante à se sentir plus en sécurité. Les connaître permet surtout de mieux comprendre certaines réactions, chez soi comme chez l'autre, et d'en parler plutôt que de les subir.</p>

<h2>La communication et les conflits : le vrai test</h2>
<p>Tous les couples connaissent des désaccords. Ce qui distingue les couples qui durent n'est pas l'absence de conflits, mais la manière de les gérer. Les recherches du psychologue John Gottman, qui a observé des centaines de couples pendant de nombreuses années, sont particulièrement parlantes. Il a identifié quatre comportements qui, lorsqu'ils s'installent durablement, fragilisent fortement une relation : la critique qui vise la personne plutôt que le comportement, le mépris, l'attitude défensive et le repli dans le silence.</p>
<p>À l'inverse, les couples stables parviennent à maintenir, même pendant une dispute, bien plus d'interactions positives que négatives : un trait d'humour, un geste tendre, une marque de compréhension. Ils savent aussi « réparer » après un moment de tension, en s'excusant ou en reconnaissant le point de vue de l'autre.</p>
<p>La compatibilité se joue donc aussi sur le style de communication. Certaines personnes ont besoin de tout mettre sur la table immédiatement, d'autres de prendre du recul avant d'en parler. Aucune approche n'est meilleure que l'autre, mais savoir dès le départ comment l'autre fonctionne évite bien des malentendus. C'est pourquoi le questionnaire Affinia vous demande comment vous réagissez face à un conflit et comment vous préférez communiquer.</p>

<h2>Les langages de l'affection</h2>
<p>Nous n'exprimons pas tous notre affection de la même manière. Certains passent par les mots, d'autres par les gestes, les attentions, le temps partagé ou les services rendus. Un partenaire qui montre son amour en organisant un week-end surprise peut se sentir incompris face à quelqu'un qui attend surtout des mots doux, et inversement. Ces différences ne sont pas des incompatibilités en soi, mais elles méritent d'être connues et reconnues. Deux personnes qui expriment leur affection de façon proche se sentent souvent comprises plus facilement.</p>

<h2>Le projet de vie : la dimension la plus sous-estimée</h2>
<p>Au début d'une relation, on parle volontiers de musique, de voyages et de séries. On parle moins souvent de l'endroit où l'on veut vivre dans dix ans, du désir d'enfants, de la place du travail ou de la façon d'envisager les finances du foyer. Pourtant, ces sujets sont ceux qui, tôt ou tard, mettent un couple à l'épreuve. Une forte attirance ne compense pas durablement deux projets de vie incompatibles.</p>
<p>Aborder ces questions tôt n'a rien de rédhibitoire ni de trop sérieux. Il ne s'agit pas de faire passer un examen à l'autre, mais de vérifier que vous regardez à peu près dans la même direction.</p>

<h2>Ce que cela change dans votre recherche</h2>
<p>La psychologie de la compatibilité nous invite à déplacer notre regard. Plutôt que de chercher un « type » physique ou une liste de critères superficiels, il est plus utile de se demander :</p>
<ul>
<li>quelles sont les valeurs sur lesquelles je ne suis pas prêt à transiger ?</li>
<li>de quoi ai-je besoin au quotidien pour me sentir bien : du calme, de l'aventure, du lien social ?</li>
<li>comment est-ce que je réagis quand quelque chose ne va pas, et de quoi ai-je besoin de la part de l'autre à ce moment-là ?</li>
<li>quel est mon projet de vie pour les années à venir ?</li>
</ul>
<p>Répondre honnêtement à ces questions, pour soi-même d'abord, est la meilleure façon de reconnaître une personne compatible lorsqu'on la rencontre. C'est aussi l'esprit du questionnaire Affinia : vous aider à formuler ce qui compte pour vous, puis vous présenter des personnes avec qui ces éléments s'accordent, en vous expliquant pourquoi.</p>
<p>Prêt à découvrir qui vous correspond vraiment ? <a href="/auth?mode=signup">Rejoignez Affinia</a> et répondez au questionnaire de compatibilité.</p>
`,
};
