import { BLOG_AUTHOR, type BlogArticle } from './types';

export const creerProfilDatingIrresistible: BlogArticle = {
  slug: 'creer-profil-dating-irresistible',
  title: 'Créer un profil de rencontre irrésistible',
  excerpt:
    "Photos, bio de 300 à 500 caractères, centres d'intérêt, questionnaire : le guide pas à pas pour un profil qui vous ressemble et attire les personnes compatibles.",
  date: '20 janvier 2025',
  isoDate: '2025-01-20',
  readTime: 5,
  category: 'Conseils',
  author: BLOG_AUTHOR,
  image: '/blog/creer-profil-dating-irresistible.svg',
  translations: {
    en: {
      title: 'How to create an irresistible dating profile',
      excerpt:
        'Photos, a bio of 300 to 500 characters, interests, the questionnaire: a step-by-step guide to a profile that looks like you and attracts compatible people.',
    },
    es: {
      title: 'Cómo crear un perfil de citas irresistible',
      excerpt:
        'Fotos, una biografía de 300 a 500 caracteres, intereses y cuestionario: la guía paso a paso para un perfil que se parezca a ti y atraiga a personas compatibles.',
    },
    de: {
      title: 'So erstellen Sie ein unwiderstehliches Dating-Profil',
      excerpt:
        'Fotos, eine Bio mit 300 bis 500 Zeichen, Interessen, der Fragebogen: die Schritt-für-Schritt-Anleitung für ein Profil, das zu Ihnen passt und kompatible Menschen anzieht.',
    },
  },
  content: `
<p>Sur une application de rencontre, votre profil travaille pour vous à chaque instant, y compris lorsque vous n'êtes pas connecté. C'est lui qui donne envie, ou non, d'en savoir plus sur vous. Un profil « irrésistible » n'est pas un profil parfait ou retouché : c'est un profil clair, chaleureux et sincère, dans lequel les bonnes personnes se reconnaissent. Voici comment le construire, étape par étape.</p>

<h2>Des photos qui vous ressemblent</h2>
<p>Les photos sont la première chose que l'on regarde. Quelques principes simples font une grande différence :</p>
<ul>
<li>une première photo où votre visage est bien visible, nette, prise à la lumière du jour, sans lunettes de soleil ;</li>
<li>des photos récentes, datant de moins d'un an, qui vous montrent tel que vous êtes aujourd'hui ;</li>
<li>de la variété : un portrait, une photo en pied, une photo en pleine activité qui raconte une de vos passions ;</li>
<li>pas de photos de groupe en première position : on ne doit pas avoir à deviner qui vous êtes ;</li>
<li>un sourire sincère, tout simplement : c'est ce qui rend un visage accueillant.</li>
</ul>
<p>Trois à cinq photos suffisent largement. Mieux vaut quelques images de qualité qu'une longue série de clichés similaires. Et rassurez-vous sur la confidentialité : sur Affinia, les métadonnées de vos photos, y compris la position GPS que certains téléphones enregistrent, sont supprimées à l'envoi.</p>

<h2>Une bio de 300 à 500 caractères</h2>
<p>La bio est l'endroit où votre personnalité prend vie. Trop courte, elle ne dit rien ; trop longue, elle décourage la lecture. Nous recommandons une bio de 300 à 500 caractères, soit quatre à six phrases. C'est assez pour donner un vrai aperçu de qui vous êtes, et assez court pour être lu jusqu'au bout.</p>
<p>Une bonne bio répond, en quelques mots, à trois questions : qui êtes-vous, qu'est-ce qui vous anime, et que recherchez-vous ? Voici quelques conseils pour la rédiger :</p>
<ul>
<li>soyez précis plutôt que générique : « j'aime voyager » ne dit pas grand-chose, « je rêve de refaire le chemin de Stevenson à pied, cette fois sans me perdre » en dit beaucoup plus ;</li>
<li>montrez plutôt que d'affirmer : au lieu d'écrire « je suis drôle », laissez votre humour transparaître dans votre façon d'écrire ;</li>
<li>restez positif : parlez de ce que vous aimez plutôt que de ce que vous ne supportez plus ;</li>
<li>terminez par une ouverture, une question ou une proposition qui donne envie de vous écrire ;</li>
<li>relisez-vous : quelques fautes d'inattention peuvent suffire à détourner l'attention de l'essentiel.</li>
</ul>
<p>Par exemple : « Infirmière à Nantes, je partage mon temps entre mes gardes, mon potager sur le balcon et les concerts de jazz du jeudi soir. Je suis du genre à préparer un pique-nique pour un oui ou pour un non et à toujours avoir un livre dans mon sac. J'aimerais rencontrer quelqu'un de curieux et bienveillant, avec qui partager des balades au bord de la Loire et de longues discussions. Et toi, quel est le dernier livre qui t'a marqué ? » Cette bio compte environ 420 caractères : elle est vivante, concrète, et elle invite à répondre.</p>

<h2>Des centres d'intérêt choisis avec soin</h2>
<p>Sur Affinia, vous choisissez vos centres d'intérêt parmi douze thèmes, de la musique au yoga en passant par la cuisine, la nature ou la technologie. Il en faut au moins trois. La tentation est grande de tout cocher pour maximiser ses chances, mais c'est contre-productif : des intérêts trop nombreux diluent ce qui vous caractérise vraiment, et les points communs affichés avec vos matchs perdent leur sens.</p>
<p>Sélectionnez ceux qui occupent réellement votre temps ou votre esprit. Ce sont eux qui alimenteront les explications de compatibilité et les suggestions de premiers messages.</p>

<h2>Un questionnaire rempli avec sincérité</h2>
<p>Le questionnaire de personnalité et de compatibilité est le cœur de votre profil. Les curseurs décrivent votre tempérament, les huit questions de compatibilité portent sur vos valeurs, votre façon de communiquer, de gérer les conflits ou d'envisager l'avenir. Il n'y a pas de bonnes ou de mauvaises réponses : il n'y a que des réponses qui vous ressemblent et d'autres qui ne vous ressemblent pas.</p>
<p>Répondre comme on pense qu'il faudrait répondre est la meilleure façon de recevoir des suggestions qui ne vous correspondent pas. Prenez quelques minutes au calme, et répondez comme vous vivez réellement, pas comme vous aimeriez vivre.</p>

<h2>Le type de personne recherchée : ouvert mais clair</h2>
<p>Le champ consacré à la personne que vous recherchez est souvent rempli à la va-vite, voire laissé vide. C'est dommage : il aide les autres membres à savoir si vous êtes sur la même longueur d'onde. Évitez les listes de critères physiques et les formulations négatives du type « pas de… ». Décrivez plutôt des qualités et une intention : « quelqu'un de curieux, qui aime rire et qui a envie de construire une relation sérieuse, sans pour autant se prendre trop au sérieux ».</p>

<h2>Les erreurs qui font fuir</h2>
<ul>
<li>Un profil vide ou à moitié rempli, qui donne l'impression d'un manque d'intérêt.</li>
<li>Des exigences listées comme un cahier des charges.</li>
<li>Un ton amer ou désabusé sur les rencontres en ligne.</li>
<li>Des informations personnelles trop précises : adresse, employeur, numéro de téléphone.</li>
</ul>

<h2>Faites évoluer votre profil</h2>
<p>Un profil n'est pas gravé dans le marbre. Si vous avez changé de coupe de cheveux, découvert une nouvelle passion ou si vos attentes ont évolué, mettez-le à jour. Un profil vivant reflète une personne vivante, et vos suggestions s'en trouveront plus justes.</p>
<p>Votre profil idéal commence maintenant. <a href="/auth?mode=signup">Inscrivez-vous sur Affinia</a>, ajoutez vos plus belles photos et écrivez une bio qui vous ressemble.</p>
`,
};
