import { BLOG_AUTHOR, type BlogArticle } from './types';

export const signesRelationSaineEquilibree: BlogArticle = {
  slug: 'signes-relation-saine-equilibree',
  title: "Les signes d'une relation saine et équilibrée",
  excerpt:
    "Confiance, respect, communication, liberté : comment reconnaître une relation qui vous fait du bien, repérer les signaux d'alerte et cultiver l'équilibre à deux.",
  date: '18 janvier 2025',
  isoDate: '2025-01-18',
  readTime: 6,
  category: 'Psychologie',
  author: BLOG_AUTHOR,
  image: '/blog/signes-relation-saine-equilibree.svg',
  translations: {
    en: {
      title: 'The signs of a healthy, balanced relationship',
      excerpt:
        'Trust, respect, communication, freedom: how to recognise a relationship that is good for you, spot the warning signs and nurture balance as a couple.',
    },
    es: {
      title: 'Las señales de una relación sana y equilibrada',
      excerpt:
        'Confianza, respeto, comunicación, libertad: cómo reconocer una relación que te hace bien, detectar las señales de alerta y cultivar el equilibrio en pareja.',
    },
    de: {
      title: 'Die Zeichen einer gesunden und ausgewogenen Beziehung',
      excerpt:
        'Vertrauen, Respekt, Kommunikation, Freiheit: wie Sie eine Beziehung erkennen, die Ihnen guttut, Warnsignale bemerken und das Gleichgewicht zu zweit pflegen.',
    },
  },
  content: `
<p>Au début d'une histoire, tout semble simple : on pense à l'autre sans cesse, les messages s'enchaînent, chaque rendez-vous est une fête. Puis la relation s'installe, et une autre question se pose : est-ce que cette relation me fait du bien ? Une relation saine n'est pas une relation sans nuages. C'est une relation dans laquelle chacun se sent en sécurité, respecté et libre d'être soi-même, y compris quand tout ne va pas parfaitement. Voici les signes qui ne trompent pas, et ceux qui doivent vous alerter.</p>

<h2>1. La confiance est naturelle</h2>
<p>Dans une relation équilibrée, la confiance ne se négocie pas au quotidien. Vous n'avez pas besoin de justifier chacune de vos sorties, de montrer vos messages ou de rendre des comptes sur votre emploi du temps. Votre partenaire non plus. Cela ne veut pas dire que la jalousie n'existe jamais : c'est une émotion humaine. Mais elle s'exprime et se discute, elle ne se transforme pas en surveillance.</p>
<p>La confiance se construit aussi par la fiabilité : faire ce que l'on dit, tenir ses engagements, être là quand c'est important. Ce sont ces petites preuves répétées qui donnent le sentiment de pouvoir compter sur l'autre.</p>

<h2>2. Vous pouvez parler de tout, y compris de ce qui fâche</h2>
<p>Une communication saine ne signifie pas que l'on est toujours d'accord. Elle signifie que l'on peut exprimer un désaccord, un besoin ou une inquiétude sans craindre la moquerie, la colère ou le silence punitif. Vous vous sentez écouté, même lorsque l'autre ne partage pas votre avis.</p>
<p>Quelques marqueurs d'une bonne communication :</p>
<ul>
<li>on parle de ses ressentis plutôt que d'accuser : « je me suis senti mis de côté » plutôt que « tu ne penses jamais à moi » ;</li>
<li>on écoute pour comprendre, pas seulement pour répondre ;</li>
<li>on revient sur un conflit une fois la tension retombée, au lieu de le laisser s'enliser ;</li>
<li>on sait s'excuser sincèrement, et accepter des excuses.</li>
</ul>

<h2>3. Les disputes restent respectueuses</h2>
<p>Tous les couples se disputent, et c'est plutôt bon signe : cela montre que chacun ose exprimer ce qu'il pense. Ce qui compte, c'est la manière. Dans une relation saine, on s'attaque au problème, pas à la personne. Il n'y a ni insultes, ni humiliations, ni menaces, ni mépris. Les psychologues qui étudient les couples sur le long terme observent que le mépris, ce sentiment de supériorité qui se manifeste par le sarcasme ou le dénigrement, est l'un des signaux les plus inquiétants pour l'avenir d'une relation.</p>
<p>Après une dispute, chacun fait un pas vers l'autre. On ne compte pas les points, on cherche une solution qui convienne aux deux.</p>

<h2>4. Chacun garde sa vie, ses amis et ses passions</h2>
<p>Être en couple ne signifie pas se fondre l'un dans l'autre. Une relation équilibrée laisse de la place à la vie personnelle de chacun : ses amis, sa famille, ses loisirs, ses moments de solitude. Votre partenaire encourage vos projets au lieu de les voir comme une menace. Vous avez toujours plaisir à voir vos proches, et ceux-ci ne vous disent pas qu'ils ne vous voient plus.</p>
<p>Cette liberté nourrit la relation : chacun y apporte ce qu'il vit de son côté, et l'on a toujours des choses à se raconter.</p>

<h2>5. Les décisions se prennent à deux</h2>
<p>Où passer les vacances, comment organiser le quotidien, gérer les dépenses communes, s'installer ensemble : dans un couple équilibré, les décisions importantes se prennent ensemble, et l'avis de chacun compte réellement. Cela ne veut pas dire que tout est toujours partagé à parts égales, mais que personne ne se sent systématiquement mis devant le fait accompli ni contraint de céder.</p>
<p>L'équilibre se voit aussi dans la répartition des efforts. Il y a des périodes où l'un porte davantage l'autre, lors d'un deuil, d'une période de stress au travail ou d'une maladie. Sur la durée, pourtant, chacun a le sentiment de donner et de recevoir.</p>

<h2>6. Vous vous sentez en sécurité et vous-même</h2>
<p>C'est peut-être le signe le plus simple et le plus important : en présence de votre partenaire, vous vous sentez bien. Vous n'avez pas besoin de surveiller chacun de vos mots, de cacher certaines facettes de votre personnalité ou de vous inquiéter de sa réaction. Vous pouvez être fatigué, maladroit, vulnérable, et être accepté ainsi.</p>
<p>Vos limites sont respectées, qu'il s'agisse de votre intimité, de votre temps ou de vos valeurs. Un « non » est entendu sans avoir besoin d'être justifié à l'infini.</p>

<h2>7. Vous regardez dans la même direction</h2>
<p>Une relation qui dure repose aussi sur un projet commun, même modeste. Il ne s'agit pas d'avoir planifié les vingt prochaines années, mais de partager une vision compatible de l'avenir : l'envie ou non d'avoir des enfants, le lieu de vie, la place du travail, la façon de profiter du temps libre. Quand ces grandes orientations divergent trop, la relation devient un compromis permanent qui finit par peser.</p>

<h2>Les signaux d'alerte à ne pas ignorer</h2>
<p>À l'inverse, certains comportements doivent vous alerter, surtout s'ils se répètent ou s'aggravent :</p>
<ul>
<li>le contrôle : surveiller votre téléphone, vos dépenses, vos déplacements ou vos fréquentations ;</li>
<li>l'isolement : vous éloigner progressivement de vos amis ou de votre famille ;</li>
<li>le dénigrement : des critiques constantes, des moqueries, des humiliations, en privé ou en public ;</li>
<li>la culpabilisation : vous rendre responsable de ses colères ou de son mal-être ;</li>
<li>la peur : avoir peur de sa réaction, modifier votre comportement pour éviter une crise ;</li>
<li>toute forme de violence, qu'elle soit verbale, psychologique, sexuelle, économique ou physique.</li>
</ul>
<p>Ces comportements ne relèvent pas d'un simple manque de compatibilité : ce sont des violences, et personne ne mérite de les subir. Si vous vous reconnaissez dans cette description, parlez-en à une personne de confiance. En France, le 3919 (Violences Femmes Info) est un numéro d'écoute gratuit et anonyme, ouvert à toutes et à tous, jour et nuit. En cas de danger immédiat, appelez le 17 ou le 112. Sur Affinia, tout comportement inquiétant d'un membre peut être signalé à notre équipe.</p>

<h2>Cultiver une relation saine au quotidien</h2>
<p>Une relation équilibrée ne tombe pas du ciel : elle s'entretient. Quelques habitudes simples y contribuent :</p>
<ul>
<li>exprimer régulièrement sa gratitude et son affection, même pour de petites choses ;</li>
<li>se réserver du temps de qualité à deux, sans écrans ;</li>
<li>parler de ce qui ne va pas tant que c'est encore petit ;</li>
<li>s'intéresser sincèrement à ce que vit l'autre ;</li>
<li>continuer à se surprendre, à rire et à partager de nouvelles expériences.</li>
</ul>
<p>Et tout commence par une rencontre avec une personne dont les valeurs et la façon de vivre s'accordent avec les vôtres. C'est tout le sens du questionnaire de compatibilité d'Affinia.</p>
<p>Vous aspirez à une relation qui vous fait du bien ? <a href="/auth?mode=signup">Inscrivez-vous sur Affinia</a> et rencontrez des personnes qui partagent vos valeurs.</p>
`,
};
