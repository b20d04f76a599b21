// About (/about): mission, the four values, the technology, the stats band with the spec's marketing
// figures, the team, and buttons to sign-up and to how it works.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { CheckIcon, CpuIcon, HeartIcon, ShieldIcon, SparklesIcon, UsersIcon } from '../../../components/ui/icons';
import { formatPercent, MARKETING_FIGURES } from '../../../components/layouts/marketing-figures';
import { showsStaticSocialProof } from '../../../components/layouts/social-proof';
import { PageHead } from '../../../components/layouts/page-head';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { absoluteUrl } from '../../../components/layouts/site-origin';
import { buttonStyles, container, ctaBand } from '../../../components/layouts/styles';

type Item = { title: string; text: string };

const VALUE_ICONS = [HeartIcon, ShieldIcon, SparklesIcon, UsersIcon];

export default function AboutPage() {
  const { t, i18n } = useTranslation('about');
  const mission = t('mission.paragraphs', { returnObjects: true }) as string[];
  const values = t('values.items', { returnObjects: true }) as Item[];
  const technology = t('technology.paragraphs', { returnObjects: true }) as string[];
  const technologyPoints = t('technology.points', { returnObjects: true }) as string[];
  const team = t('team.items', { returnObjects: true }) as Item[];
  // Couples and satisfaction are the spec's marketing figures, not measured: shown only where the
  // operator opted in (decision 041). The other three describe the product itself.
  const claims = showsStaticSocialProof()
    ? [
        { value: `${MARKETING_FIGURES.couples}+`, label: t('stats.couples') },
        { value: formatPercent(MARKETING_FIGURES.satisfactionPercent, i18n.language), label: t('stats.satisfaction') },
      ]
    : [];
  const stats = [
    ...claims,
    { value: String(MARKETING_FIGURES.dimensions), label: t('stats.dimensions') },
    { value: `${MARKETING_FIGURES.dataPoints}+`, label: t('stats.dataPoints') },
    { value: String(MARKETING_FIGURES.languages), label: t('stats.languages') },
  ];

  return (
    <PublicLayout>
      <PageHead
        title={t('meta.title')}
        description={t('meta.description')}
        path={paths.about()}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'AboutPage',
          name: t('title'),
          description: t('meta.description'),
          url: absoluteUrl(paths.about()),
        }}
      />
      <section className="bg-linear-to-br from-brand-50 via-white to-accent-50">
        <div className={`${container} py-14 sm:py-20`}>
          <h1 className="text-4xl font-extrabold tracking-tight text-ink-900 sm:text-5xl">{t('title')}</h1>
          <p className="mt-5 max-w-2xl text-xl leading-relaxed text-ink-600">{t('intro')}</p>
        </div>
      </section>

      <section aria-labelledby="mission" className={`${container} grid gap-10 py-14 sm:py-20 lg:grid-cols-[1fr_2fr]`}>
        <h2 id="mission" className="text-3xl font-bold tracking-tight text-ink-900">
          {t('mission.title')}
        </h2>
        <div className="space-y-4 text-lg leading-relaxed text-ink-600">
          {mission.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

      <section aria-labelledby="values" className="bg-white">
        <div className={`${container} py-14 sm:py-20`}>
          <h2 id="values" className="text-3xl font-bold tracking-tight text-ink-900">
            {t('values.title')}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {values.map((value, index) => {
              const Icon = VALUE_ICONS[index % VALUE_ICONS.length]!;
              return (
                <li key={value.title} className="rounded-2xl bg-ink-50 p-6 ring-1 ring-ink-200">
                  <span className="grid size-12 place-items-center rounded-xl bg-brand-700 text-white">
                    <Icon />
                  </span>
                  <h3 className="mt-5 text-lg font-semibold text-ink-900">{value.title}</h3>
                  <p className="mt-2 leading-relaxed text-ink-600">{value.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="technology" className={`${container} grid gap-10 py-14 sm:py-20 lg:grid-cols-2`}>
        <div>
          <span className="grid size-12 place-items-center rounded-xl bg-accent-100 text-accent-700">
            <CpuIcon />
          </span>
          <h2 id="technology" className="mt-5 text-3xl font-bold tracking-tight text-ink-900">
            {t('technology.title')}
          </h2>
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-ink-600">
            {technology.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <ul className="space-y-4 self-center rounded-2xl bg-white p-8 shadow-sm ring-1 ring-ink-200">
          {technologyPoints.map((point) => (
            <li key={point} className="flex gap-3 text-ink-800">
              <CheckIcon className="mt-0.5 size-5 shrink-0 text-success-600" />
              {point}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="stats" className={ctaBand}>
        <div className={`${container} py-14`}>
          <h2 id="stats" className="text-center text-2xl font-bold">
            {t('stats.title')}
          </h2>
          <dl
            className={`mt-10 grid grid-cols-2 gap-8 text-center sm:grid-cols-3 ${stats.length === 5 ? 'lg:grid-cols-5' : ''}`}
          >
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse">
                <dt className="mt-1 text-white/90">{stat.label}</dt>
                <dd className="text-4xl font-extrabold tracking-tight">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="team" className={`${container} py-14 sm:py-20`}>
        <h2 id="team" className="text-3xl font-bold tracking-tight text-ink-900">
          {t('team.title')}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-ink-600">{t('team.intro')}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {team.map((member) => (
            <li key={member.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-200">
              <h3 className="text-lg font-semibold text-ink-900">{member.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-600">{member.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-14 rounded-2xl bg-brand-50 p-8 text-center ring-1 ring-brand-100">
          <p className="text-2xl font-bold text-ink-900">{t('cta.title')}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={paths.auth({ mode: 'signup' })} className={buttonStyles.primary}>
              {t('cta.signUp')}
            </Link>
            <Link to={paths.howItWorks()} className={buttonStyles.secondary}>
              {t('cta.howItWorks')}
            </Link>
          </div>
        </div>
      </section>
    </PublicLayout>
  );
}
