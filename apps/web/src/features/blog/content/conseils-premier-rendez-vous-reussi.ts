import { BLOG_AUTHOR, type BlogArticle } from './types';

export const conseilsPremierRendezVousReussi: BlogArticle = {
  slug: 'conseils-premier-rendez-vous-reussi',
  title: '10 conseils pour un premier rendez-vous réussi',
  excerpt:
    'Le choix du lieu, la conversation, la sécurité, la suite à donner : nos conseils concrets pour aborder un premier rendez-vous avec sérénité et rester vous-même.',
  date: '28 janvier 2025',
  isoDate: '2025-01-28',
  readTime: 6,
  category: 'Conseils',
  author: BLOG_AUTHOR,
  image: '/blog/conseils-premier-rendez-vous-reussi.svg',
  translations: {
    en: {
      title: '10 tips for a successful first date',
      excerpt:
        'Choosing the place, keeping the conversation going, staying safe, deciding what comes next: our practical tips to approach a first date calmly and be yourself.',
    },
    es: {
      title: '10 consejos para una primera cita exitosa',
      excerpt:
        'La elección del lugar, la conversación, la seguridad y lo que viene después: nuestros consejos prácticos para vivir una primera cita con tranquilidad y siendo tú mismo.',
    },
    de: {
      title: '10 Tipps für ein gelungenes erstes Date',
      excerpt:
        'Der richtige Ort, das Gespräch, die Sicherheit und wie es danach weitergeht: unsere praktischen Tipps, um ein erstes Date gelassen anzugehen und man selbst zu bleiben.',
    },
  },
  content: `
<p>Vous avez échangé quelques messages, le courant passe, et l'un de vous deux a fini par proposer de se voir. C'est une excellente nouvelle, et c'est aussi le moment où le stress peut s'inviter. Que porter ? Où aller ? De quoi parler ? Et si le silence s'installait ? Rassurez-vous : un premier rendez-vous réussi n'est pas une performance. C'est simplement un moment pour vérifier, en vrai, si l'envie de se connaître davantage est partagée. Voici dix conseils pour l'aborder dans les meilleures conditions.</p>

<h2>1. Ne tardez pas trop à vous rencontrer</h2>
<p>Les conversations en ligne ont leurs charmes, mais elles créent aussi des attentes. Plus on échange longtemps sans se voir, plus on construit une image de l'autre qui risque de ne pas correspondre à la réalité. Après quelques jours d'échanges réguliers et agréables, proposer un premier rendez-vous est une bonne idée. Vous gagnerez du temps et vous éviterez de vous attacher à une personne que vous ne connaissez encore qu'à travers un écran.</p>

<h2>2. Choisissez un lieu public, simple et calme</h2>
<p>Un café, un bar à vin tranquille, une balade dans un parc ou la visite d'une exposition : l'idéal est un endroit public, facile d'accès pour vous deux, où l'on peut discuter sans crier. Évitez le dîner de trois heures dans un restaurant guindé pour une première fois : si le courant ne passe pas, le moment peut sembler interminable. Un format court, d'une heure ou deux, laisse la possibilité de prolonger si tout se passe bien, sans obligation dans le cas contraire.</p>

<h2>3. Pensez à votre sécurité</h2>
<p>La très grande majorité des rencontres se passent bien, mais quelques réflexes simples permettent d'être serein :</p>
<ul>
<li>prévenez un proche du lieu et de l'heure de votre rendez-vous, et du prénom de la personne que vous rencontrez ;</li>
<li>rendez-vous sur place par vos propres moyens et gardez la liberté de partir quand vous le souhaitez ;</li>
<li>ne communiquez pas votre adresse personnelle ni d'informations bancaires ;</li>
<li>gardez un œil sur votre verre et restez raisonnable sur l'alcool ;</li>
<li>si quelque chose vous met mal à l'aise, écoutez votre intuition et partez, puis signalez le profil depuis l'application.</li>
</ul>

<h2>4. Soyez vous-même, y compris dans votre tenue</h2>
<p>Choisissez une tenue dans laquelle vous vous sentez bien et qui vous ressemble. Ce n'est pas le moment d'étrenner des chaussures qui font mal ou de jouer un personnage. La personne en face a aimé votre profil, donc ce que vous êtes. L'objectif n'est pas d'impressionner, mais de permettre une vraie rencontre. Un peu de soin montre que vous accordez de l'importance à ce moment ; le déguisement, lui, finit toujours par se voir.</p>

<h2>5. Arrivez à l'heure et présent</h2>
<p>La ponctualité est une forme de respect. Si vous avez un contretemps, prévenez dès que possible. Une fois sur place, rangez votre téléphone : rien n'est plus décourageant que d'avoir en face de soi quelqu'un qui consulte ses notifications. Être pleinement présent est sans doute le cadeau le plus apprécié lors d'un premier rendez-vous.</p>

<h2>6. Posez des questions ouvertes et écoutez vraiment</h2>
<p>Plutôt que d'enchaîner des questions fermées auxquelles on répond par oui ou par non, privilégiez celles qui invitent à raconter : « Qu'est-ce qui t'a donné envie de faire ce métier ? », « Quel est le voyage qui t'a le plus marqué ? », « Comment aimes-tu passer un dimanche idéal ? ». Puis écoutez la réponse, rebondissez, partagez votre propre expérience. Une bonne conversation ressemble à un échange de balles, pas à un entretien d'embauche ni à un monologue.</p>
<p>Vos points communs repérés sur Affinia sont une excellente base : si votre match vous a indiqué que vous partagez la passion de la photographie ou de la cuisine, c'est un sujet tout trouvé pour lancer la discussion.</p>

<h2>7. Évitez les sujets qui fâchent, sans vous censurer</h2>
<p>Il n'est pas interdit de parler de choses sérieuses, mais un premier rendez-vous n'est pas le lieu idéal pour détailler votre dernière rupture, vos soucis financiers ou un débat politique enflammé. Évoquer vos valeurs, en revanche, est tout à fait légitime : savoir si vous partagez une vision proche de la famille, du travail ou de la vie en société est important. Tout est question de ton : curieux et bienveillant plutôt que défensif ou catégorique.</p>

<h2>8. Acceptez les petits silences</h2>
<p>Un silence de quelques secondes n'est pas un échec. Il fait partie de toute conversation naturelle. Plutôt que de le combler à tout prix par un flot de paroles, souriez, buvez une gorgée, observez ce qui vous entoure : le lieu lui-même peut offrir un nouveau sujet. Les personnes les plus à l'aise en rendez-vous ne sont pas celles qui parlent sans arrêt, mais celles qui ne craignent pas les pauses.</p>

<h2>9. Soyez honnête sur vos intentions</h2>
<p>Vous cherchez une relation sérieuse ? Vous préférez prendre votre temps ? Il n'est pas nécessaire de l'annoncer dès la première minute, mais il est sain que vos intentions soient claires au fil de la conversation. Cela évite les malentendus et permet à chacun de savoir où il met les pieds. De la même façon, si vous sentez que ce n'est pas la bonne personne, inutile de faire semblant : vous pouvez passer un moment agréable et rester honnête.</p>

<h2>10. Gérez l'après avec simplicité</h2>
<p>Le rendez-vous s'est bien passé ? Dites-le ! Un message le soir même ou le lendemain pour remercier de ce moment et proposer de se revoir est toujours apprécié. Les stratégies qui consistent à attendre plusieurs jours pour « ne pas paraître trop intéressé » créent surtout de l'incertitude. Si, au contraire, vous ne souhaitez pas donner suite, un message court, poli et clair vaut mieux qu'un silence prolongé. Chacun mérite de savoir à quoi s'en tenir.</p>
<p>Sur Affinia, vous pouvez aussi noter anonymement les personnes avec qui vous avez matché, sur des critères comme la confiance, le sérieux ou la communication. Ces évaluations encouragent un comportement respectueux de la part de tous.</p>

<h2>Ce qu'il faut retenir</h2>
<ul>
<li>Un premier rendez-vous court, dans un lieu public, laisse toutes les options ouvertes.</li>
<li>La sécurité passe par quelques réflexes simples : prévenir un proche, garder son autonomie, écouter son intuition.</li>
<li>L'authenticité et l'écoute comptent bien plus que les répliques préparées.</li>
<li>Après le rendez-vous, la clarté est toujours préférable aux stratégies.</li>
</ul>
<p>Le meilleur premier rendez-vous commence par une rencontre avec quelqu'un qui vous correspond. <a href="/auth?mode=signup">Inscrivez-vous sur Affinia</a> pour découvrir vos profils les plus compatibles.</p>
`,
};
